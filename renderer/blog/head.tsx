import type { ReactNode } from 'react';
import type { Blog, BlogPosting, BreadcrumbList, ItemList, Person } from 'schema-dts';
import type { PageMeta, Site } from '../../catalogue/index.ts';
import { BLOG_PAGE_SIZE, BLOG_ROUTE, pageOfPosts, postHref, type PostCard } from '../../sections/blog-list/model.ts';
import { LOGO_PATH } from '../../catalogue/image-layouts.ts';
import { absoluteUrl } from '../head.tsx';
import { ids } from '../json-ld.ts';
import type { BlogArticle, BlogPayload } from './resolve-blog.ts';

/** What a blog page adds to the document head besides its meta tags. */
export interface BlogHead {
  meta: PageMeta;
  jsonLd: object[];
  extraHead?: ReactNode;
}

export function blogHead(data: BlogPayload): BlogHead {
  const { site, meta } = data;
  switch (data.kind) {
    case 'blog-listing': {
      const { listing } = data;
      return { meta, jsonLd: listingJsonLd(site, meta, pageOfPosts(listing.posts, listing.page), listing.page) };
    }
    case 'blog-post': {
      const { post } = data;
      return {
        meta,
        jsonLd: articleJsonLd(site, post),
        extraHead: (
          <>
            <meta property="article:published_time" content={post.date} />
            <meta property="article:author" content={post.author} />
            {post.tags.map((tag) => (
              <meta key={tag} property="article:tag" content={tag} />
            ))}
          </>
        ),
      };
    }
    case 'blog-not-found':
      return { meta, jsonLd: [] };
  }
}

/** 'Priya Sharma, SEO Lead' → a Person named Priya Sharma whose job title is SEO Lead. */
function person(author: string): Person {
  const [name, ...role] = author.split(',').map((s) => s.trim());
  return { '@type': 'Person', name: name!, ...(role.length > 0 ? { jobTitle: role.join(', ') } : {}) };
}

// The same @id as the site-wide graph's organisation and breadcrumb nodes, so that these refine them.
const publisher = (site: Site) => ({
  '@type': 'Organization' as const,
  '@id': ids.organization(site),
  name: site.name,
  url: absoluteUrl(site, '/'),
  logo: absoluteUrl(site, LOGO_PATH),
});

function blogRef(site: Site): Blog {
  return { '@type': 'Blog', '@id': ids.blog(site, BLOG_ROUTE), name: `${site.name} blog`, url: absoluteUrl(site, BLOG_ROUTE) };
}

function posting(site: Site, post: PostCard): BlogPosting {
  const url = absoluteUrl(site, postHref(post.slug));
  return {
    '@type': 'BlogPosting',
    '@id': ids.article(site, postHref(post.slug)),
    headline: post.heading,
    url,
    datePublished: post.date,
    author: person(post.author),
    image: absoluteUrl(site, post.image.src),
    description: post.excerpt,
    keywords: post.tags.join(', '),
  };
}

/** The listing: the Blog with this page's posts, and the page as an ItemList in display order. */
export function listingJsonLd(site: Site, meta: PageMeta, posts: PostCard[], page: number): object[] {
  const offset = (page - 1) * BLOG_PAGE_SIZE;
  const blog: Blog = {
    ...blogRef(site),
    description: meta.description,
    inLanguage: site.locale,
    publisher: publisher(site),
    blogPost: posts.map((p) => posting(site, p)),
  };
  const pageUrl = absoluteUrl(site, meta.canonical);
  const list: ItemList = {
    '@type': 'ItemList',
    '@id': ids.articles(site, meta.canonical),
    url: pageUrl,
    name: meta.title,
    itemListOrder: 'https://schema.org/ItemListOrderDescending',
    numberOfItems: posts.length,
    itemListElement: posts.map((p, i) => ({ '@type': 'ListItem', position: offset + i + 1, url: absoluteUrl(site, postHref(p.slug)), name: p.heading })),
  };
  if (page === 1) return [blog, list];
  // Home › Blog › Page N (there is no /blog/page address to list between them).
  const breadcrumbs: BreadcrumbList = {
    '@type': 'BreadcrumbList',
    '@id': ids.breadcrumb(site, meta.canonical),
    itemListElement: [
      { '@type': 'ListItem', position: 1, name: 'Home', item: absoluteUrl(site, '/') },
      { '@type': 'ListItem', position: 2, name: 'Blog', item: absoluteUrl(site, BLOG_ROUTE) },
      { '@type': 'ListItem', position: 3, name: `Page ${page}`, item: pageUrl },
    ],
  };
  return [blog, list, breadcrumbs];
}

/** An article: BlogPosting, and its breadcrumbs Home › Blog › heading. */
export function articleJsonLd(site: Site, post: BlogArticle): object[] {
  const url = absoluteUrl(site, postHref(post.slug));
  const article: BlogPosting = {
    ...posting(site, post),
    name: post.title,
    description: post.metaDescription,
    abstract: post.excerpt,
    mainEntityOfPage: url,
    dateModified: post.date,
    inLanguage: site.locale,
    image: {
      '@type': 'ImageObject',
      url: absoluteUrl(site, post.image.src),
      ...(post.image.width ? { width: `${post.image.width}`, height: `${post.image.height}` } : {}),
    },
    publisher: publisher(site),
    isPartOf: blogRef(site),
  };
  const breadcrumbs: BreadcrumbList = {
    '@type': 'BreadcrumbList',
    '@id': ids.breadcrumb(site, postHref(post.slug)),
    itemListElement: [
      { '@type': 'ListItem', position: 1, name: 'Home', item: absoluteUrl(site, '/') },
      { '@type': 'ListItem', position: 2, name: 'Blog', item: absoluteUrl(site, BLOG_ROUTE) },
      { '@type': 'ListItem', position: 3, name: post.heading, item: url },
    ],
  };
  return [article, breadcrumbs];
}
