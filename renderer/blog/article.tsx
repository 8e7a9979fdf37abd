import { PostCardView } from '../../sections/blog-list/card.tsx';
import { BLOG_ROUTE, formatLongDate, postHref } from '../../sections/blog-list/model.ts';
import { cta as ctaSection } from '../../sections/cta/index.tsx';
import { BLOG_COVER_LAYOUT } from '../../catalogue/image-layouts.ts';
import { Img } from '../../sections/img.tsx';
import { ButtonLink, Container, Icon } from '../../sections/ui.tsx';
import { absoluteUrl } from '../head.tsx';
import type { BlogNotFoundPayload, BlogPostPayload } from './resolve-blog.ts';
import { shareLinks } from './share.ts';
import { FirstScreenEnd } from '../first-screen.tsx';

/** Typography for the article's HTML, which comes from Markdown and carries no classes. */
const bodyStyles = [
  'mt-10 text-lg leading-relaxed text-slate-800',
  '[&_h2]:mt-12 [&_h2]:mb-4 [&_h2]:text-2xl [&_h2]:leading-tight [&_h2]:font-bold [&_h2]:text-balance [&_h2]:text-ink sm:[&_h2]:text-3xl',
  '[&_h3]:mt-8 [&_h3]:mb-3 [&_h3]:text-xl [&_h3]:font-bold [&_h3]:text-ink',
  '[&_p]:mt-5 [&_ul]:mt-5 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mt-5 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:mt-2 [&_li]:pl-1 [&_li::marker]:text-pink',
  '[&_a]:font-semibold [&_a]:text-brand [&_a]:underline [&_a]:underline-offset-4 [&_a:hover]:text-pink',
  '[&_strong]:font-semibold [&_strong]:text-ink',
  '[&_blockquote]:mt-6 [&_blockquote]:border-l-4 [&_blockquote]:border-saffron [&_blockquote]:bg-brand-50 [&_blockquote]:px-5 [&_blockquote]:py-3',
  '[&_table]:mt-6 [&_table]:w-full [&_table]:text-left [&_table]:text-base [&_th]:border-b-2 [&_th]:border-brand/20 [&_th]:p-2 [&_td]:border-b [&_td]:border-brand/10 [&_td]:p-2',
  '[&_code]:rounded [&_code]:bg-brand-50 [&_code]:px-1.5 [&_code]:text-base [&_img]:mt-6 [&_img]:rounded-2xl [&_hr]:my-10 [&_hr]:border-brand/15',
].join(' ');

const linkStyles = 'font-semibold text-brand underline-offset-4 hover:text-pink hover:underline focus-visible:outline-3 focus-visible:outline-brand';

function Breadcrumbs({ heading }: { heading: string }) {
  const crumbs = [
    { label: 'Home', href: '/' },
    { label: 'Blog', href: BLOG_ROUTE },
  ];
  return (
    <nav aria-label="Breadcrumb" data-breadcrumbs>
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-700">
        {crumbs.map((c) => (
          <li key={c.href} className="flex items-center gap-2">
            <a href={c.href} className={linkStyles}>
              {c.label}
            </a>
            <span aria-hidden="true">›</span>
          </li>
        ))}
        <li>
          <span aria-current="page">{heading}</span>
        </li>
      </ol>
    </nav>
  );
}

function ShareLinks({ url, title }: { url: string; title: string }) {
  return (
    <section data-share aria-labelledby="share-heading" className="mt-12 border-t border-brand/10 pt-8">
      <h2 id="share-heading" className="text-lg font-bold text-ink">
        Share this article
      </h2>
      <ul className="mt-4 flex flex-wrap gap-3">
        {shareLinks(url, title).map((s) => (
          <li key={s.network}>
            <a
              href={s.href}
              target="_blank"
              rel="noopener noreferrer"
              data-share-network={s.network.toLowerCase()}
              className="inline-flex min-h-11 items-center gap-2 rounded-full px-5 font-semibold text-brand ring-1 ring-brand/30 forced-colors:border-2 transition-colors duration-300 hover:bg-brand hover:text-white focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand"
            >
              <Icon name={s.icon} className="size-5" />
              {s.network}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

function ClosingCta({ data }: { data: BlogPostPayload | BlogNotFoundPayload }) {
  if (!data.cta) return null;
  return <ctaSection.Component {...data.cta} context={{ index: 90, route: data.path, site: data.site }} />;
}

/** /blog/{slug}: breadcrumbs, cover, tags, heading, date, author, body, sharing, related posts. */
export function BlogArticleView({ data }: { data: BlogPostPayload }) {
  const { post, related, site } = data;
  const canonical = absoluteUrl(site, postHref(post.slug));
  return (
    <>
      <article data-section="blog-article" aria-labelledby="article-heading">
        <Container className="max-w-3xl py-10 sm:py-14">
          <Breadcrumbs heading={post.heading} />
          {/* Always there in the build; the editor's preview of a post without its cover yet has none. */}
          {post.image.src && <Img image={post.image} layout={BLOG_COVER_LAYOUT} priority className="mt-6 h-auto w-full rounded-3xl bg-brand-50" />}
          <ul aria-label="Tags" className="mt-6 flex flex-wrap gap-2">
            {post.tags.map((tag) => (
              <li key={tag} className="rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand">
                {tag}
              </li>
            ))}
          </ul>
          <h1 id="article-heading" className="mt-4 text-3xl font-extrabold tracking-tight text-balance text-ink sm:text-4xl">
            {post.heading}
          </h1>
          <p className="mt-4 text-slate-700">
            {/* No date only in the editor's preview of a post not yet dated (admin/preview.ts): the build refuses one. */}
            {post.date ? (
              <time dateTime={post.date} className="whitespace-nowrap">
                {formatLongDate(post.date, site.locale)}
              </time>
            ) : (
              <span data-no-date="">No date yet</span>
            )}
            <span aria-hidden="true"> · </span>
            <span data-post-author>By {post.author}</span>
          </p>
          <FirstScreenEnd />
          {/* Sanitized at build time (catalogue/blog.ts): no raw HTML, no script, only safe link schemes. */}
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized article HTML, see above */}
          <div data-article-body className={bodyStyles} dangerouslySetInnerHTML={{ __html: post.content }} />
          <ShareLinks url={canonical} title={post.title} />
        </Container>
      </article>
      {related.length > 0 && (
        <section data-section="related-posts" aria-labelledby="related-heading" className="bg-brand-50 py-16">
          <Container>
            <h2 id="related-heading" className="mb-8 text-2xl font-bold text-ink sm:text-3xl">
              Related articles
            </h2>
            <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
              {related.map((card) => (
                <li key={card.slug}>
                  <PostCardView post={card} />
                </li>
              ))}
            </ul>
          </Container>
        </section>
      )}
      <p className="py-10 text-center">
        <a href={BLOG_ROUTE} data-back-to-blog className={`inline-flex min-h-11 items-center gap-2 text-lg ${linkStyles}`}>
          <span aria-hidden="true">←</span> Back to all articles
        </a>
      </p>
      <ClosingCta data={data} />
    </>
  );
}

/**
 * blog/404.html: what a static host answers for an unknown /blog/… address. With JavaScript,
 * renderer/blog/find-moved-post.ts looks the address up in the card data (a trailing slash,
 * capitals, an old numeric id) and, when that data cannot be loaded, says so.
 */
export function BlogNotFoundView({ data }: { data: BlogNotFoundPayload }) {
  return (
    <>
      <section data-section="blog-not-found" data-blog-lookup aria-labelledby="blog-nf-heading" className="mx-auto max-w-2xl px-4 py-24 text-center">
        <h1 id="blog-nf-heading" data-status="heading" className="text-3xl font-bold text-ink sm:text-4xl">
          Blog post not found
        </h1>
        <p data-status="text" className="mt-4 text-lg text-slate-700">
          The article you are looking for might have been moved or deleted.
        </p>
        <ButtonLink href={BLOG_ROUTE} className="mt-8">
          <span aria-hidden="true">←</span> Back to Blog
        </ButtonLink>
      </section>
      <FirstScreenEnd />
      <ClosingCta data={data} />
    </>
  );
}
