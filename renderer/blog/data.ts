import type { Catalogue, Post } from '../../catalogue/index.ts';
import { sortNewestFirst, type PostCard } from '../../sections/blog-list/model.ts';

/** What a card shows of a post: everything but the body and the search-engine texts. */
export function toCard(post: Post): PostCard {
  return {
    id: post.id,
    slug: post.slug,
    heading: post.heading,
    date: post.date,
    author: post.author,
    excerpt: post.excerpt,
    image: { src: post.image, alt: post.alt, ...post.cover },
    tags: post.tags,
  };
}

/** Every post, newest first. */
export const postsNewestFirst = (catalogue: Catalogue): Post[] => sortNewestFirst(catalogue.posts);

/** /blog/cards.json: the listing's data for page changes in the browser; no article bodies. */
export const blogCardsJson = (catalogue: Catalogue): PostCard[] => postsNewestFirst(catalogue).map(toCard);

/** The spec's /blogs.json: every post with every field, `content` as sanitized HTML, newest first. */
export function blogsJson(catalogue: Catalogue) {
  return postsNewestFirst(catalogue).map((p) => ({
    id: p.id,
    slug: p.slug,
    title: p.title,
    heading: p.heading,
    date: p.date,
    author: p.author,
    excerpt: p.excerpt,
    image: p.image,
    alt: p.alt,
    tags: p.tags,
    metaDescription: p.metaDescription,
    content: p.content,
  }));
}

/** The blog's data files, by their path in the built site. */
export function blogDataFiles(catalogue: Catalogue): Record<string, string> {
  return {
    'blogs.json': JSON.stringify(blogsJson(catalogue)),
    'blog/cards.json': JSON.stringify(blogCardsJson(catalogue)),
  };
}
