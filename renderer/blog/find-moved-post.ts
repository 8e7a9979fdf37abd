import { BLOG_CARDS_URL, BLOG_NOT_FOUND_PATH, postHref, type PostCard } from '../../sections/blog-list/model.ts';

/**
 * Runs on blog/404.html. An address that nearly names a post (a trailing slash, capitals,
 * .html, or the post's numeric id) is sent on to the post. When the posts cannot be loaded,
 * the page says 'Failed to load blog post' instead of claiming that the post does not exist.
 */
export async function findMovedPost(root: HTMLElement) {
  const wanted = decodeURIComponent(location.pathname)
    .replace(/^\/blog\//i, '')
    .replace(/\/+$/, '')
    .replace(/\.html$/i, '')
    .toLowerCase();
  if (!wanted || `/blog/${wanted}` === BLOG_NOT_FOUND_PATH) return;
  try {
    const response = await fetch(BLOG_CARDS_URL);
    if (!response.ok) throw new Error(`${BLOG_CARDS_URL} answered ${response.status}`);
    const cards = (await response.json()) as PostCard[];
    const match = cards.find((card) => card.slug === wanted || String(card.id) === wanted);
    if (match && postHref(match.slug) !== location.pathname) location.replace(postHref(match.slug));
  } catch (error) {
    console.error('Failed to load blog post', error);
    const heading = root.querySelector('[data-status=heading]');
    const text = root.querySelector('[data-status=text]');
    if (heading) heading.textContent = 'Failed to load blog post';
    if (text) text.textContent = 'We could not load the article. Check your connection and reload the page, or go back to the blog.';
    document.title = document.title.replace('Blog post not found', 'Failed to load blog post');
  }
}
