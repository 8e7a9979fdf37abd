import { cn } from '../cn.ts';
import { Img } from '../img.tsx';
import { BLOG_CARD_LAYOUT, formatLongDate, postHref, type PostCard } from './model.ts';

/**
 * One article card: cover, author, date, heading, excerpt, tags. The heading's link covers the
 * whole card, so the card is one tab stop. Used by the listing and by an article's related posts.
 */
export function PostCardView({
  post,
  headingLevel = 3,
  priority = false,
  className,
}: {
  post: PostCard;
  headingLevel?: 2 | 3;
  priority?: boolean;
  className?: string;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    // The keyboard focus on the card's link shows as an outline around the card: an outline, not a
    // ring (a box shadow), which a contrast theme's forced colours would take away.
    <article
      data-post-card={post.slug}
      className={cn(
        'group relative flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-brand/10 transition-shadow duration-300 hover:shadow-lg has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand',
        className,
      )}
    >
      <Img image={post.image} layout={BLOG_CARD_LAYOUT} eager={priority} className="h-auto w-full bg-brand-50" />
      <div className="flex flex-1 flex-col p-6">
        <p className="text-sm text-slate-600">
          <span data-post-author>{post.author}</span>
          <span aria-hidden="true"> · </span>
          <time dateTime={post.date} className="whitespace-nowrap">
            {formatLongDate(post.date)}
          </time>
        </p>
        <Heading className="mt-3 text-xl leading-snug font-bold text-balance text-ink">
          <a href={postHref(post.slug)} className="after:absolute after:inset-0 after:content-[''] group-hover:text-pink focus-visible:outline-none">
            {post.heading}
          </a>
        </Heading>
        <p className="mt-3 text-pretty text-slate-700">{post.excerpt}</p>
        <ul aria-label="Tags" className="mt-4 flex flex-wrap gap-2">
          {post.tags.map((tag) => (
            <li key={tag} className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand">
              {tag}
            </li>
          ))}
        </ul>
        <span aria-hidden="true" className="mt-auto pt-5 font-semibold text-pink">
          Read article →
        </span>
      </div>
    </article>
  );
}
