import type { Catalogue, Page, PageMeta, Post, Site } from '../../catalogue/index.ts';
import {
  BLOG_NOT_FOUND_PATH,
  BLOG_ROUTE,
  listingTitle,
  pageCount,
  pageFromPath,
  pageHref,
  postHref,
  relatedPosts,
  type BlogListing,
  type PostCard,
} from '../../sections/blog-list/model.ts';
import { blogCtaOf, closingCta, type CtaSection } from '../../catalogue/closing-cta.ts';
import { postsNewestFirst, toCard } from './data.ts';
import { todayInIndia } from '../../catalogue/today.ts';

/** /blog and /blog/page/N: the listing page's YAML, with the posts and the page number. */
export interface BlogListingPayload {
  kind: 'blog-listing';
  site: Site;
  page: Page;
  path: string;
  meta: PageMeta;
  listing: BlogListing;
}

export interface BlogArticle extends PostCard {
  title: string;
  metaDescription: string;
  /** Sanitized HTML. */
  content: string;
}

/** /blog/{slug}. */
export interface BlogPostPayload {
  kind: 'blog-post';
  site: Site;
  path: string;
  meta: PageMeta;
  post: BlogArticle;
  related: PostCard[];
  /** The post's own call to action (front matter `cta`), else the listing page's closing one, repeated under every article. */
  cta?: CtaSection;
  /** "Draft" or "Scheduled for …", shown by npm run dev over a post the build leaves out. */
  ribbon?: string;
}

/** /blog/404 (written as blog/404.html) and, in development, any unknown /blog/… address. */
export interface BlogNotFoundPayload {
  kind: 'blog-not-found';
  site: Site;
  path: string;
  meta: PageMeta;
  cta?: CtaSection;
}

export type BlogPayload = BlogListingPayload | BlogPostPayload | BlogNotFoundPayload;

/** Every blog address the build writes: listing pages from 2 on, each article and its earlier addresses, the not-found page. */
export function blogUrls(catalogue: Catalogue): string[] {
  const pages = catalogue.byPath.has(BLOG_ROUTE) ? pageCount(catalogue.posts.length) : 1;
  const posts = postsNewestFirst(catalogue);
  // A post's earlier addresses too (movedFrom): a copy that names its address as canonical, for hosts that cannot redirect.
  return [
    ...Array.from({ length: pages - 1 }, (_, i) => pageHref(i + 2)),
    ...posts.map((p) => postHref(p.slug)),
    ...posts.flatMap((p) => p.movedFrom ?? []),
    BLOG_NOT_FOUND_PATH,
  ];
}

/** The blog's payload for a path, or undefined when the path is not under /blog. */
export function resolveBlogUrl(catalogue: Catalogue, path: string): BlogPayload | undefined {
  if (path !== BLOG_ROUTE && !path.startsWith(`${BLOG_ROUTE}/`)) return undefined;
  const { site } = catalogue;
  const listingEntry = catalogue.byPath.get(BLOG_ROUTE);
  const cta = listingEntry && blogCtaOf(listingEntry.page.sections)?.cta;
  const posts = postsNewestFirst(catalogue);

  const pageNumber = pageFromPath(path);
  if (listingEntry && pageNumber !== undefined && (path === BLOG_ROUTE || (pageNumber >= 2 && pageNumber <= pageCount(posts.length)))) {
    const { page } = listingEntry;
    const meta = pageNumber === 1 ? page.meta : { ...page.meta, title: listingTitle(page.meta.title, pageNumber), canonical: pageHref(pageNumber) };
    return { kind: 'blog-listing', site, page, path, meta, listing: { posts: posts.map(toCard), page: pageNumber, baseTitle: page.meta.title } };
  }

  const post = posts.find((p) => postHref(p.slug) === path || p.movedFrom?.includes(path));
  if (post) {
    return {
      kind: 'blog-post',
      site,
      path,
      meta: articleMeta(post),
      post: { ...toCard(post), title: post.title, metaDescription: post.metaDescription, content: post.content },
      related: relatedPosts(post, posts).map(toCard),
      cta: closingCta(post, cta, site.contactPage),
      ribbon: post.draft ? 'Draft' : post.date > todayInIndia() ? `Scheduled for ${post.date}` : undefined,
    };
  }

  return {
    kind: 'blog-not-found',
    site,
    path,
    cta,
    meta: {
      title: `Blog post not found | ${site.name}`,
      description: `This article of the ${site.name} blog might have been moved or deleted. Every article on local SEO, ads, social media and websites is listed on the blog.`,
      keywords: ['blog'],
      robots: { index: false, follow: true },
      canonical: BLOG_ROUTE,
      social: { type: 'website' },
    },
  };
}

function articleMeta(post: Post): PageMeta {
  return {
    title: post.title,
    description: post.metaDescription,
    keywords: post.tags,
    robots: { index: true, follow: true },
    canonical: postHref(post.slug),
    social: { type: 'article' },
  };
}
