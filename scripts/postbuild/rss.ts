/**
 * /blog/rss.xml: an RSS 2.0 feed of the published posts, newest first, with absolute links.
 * Drafts and posts waiting for their date are not in the catalogue the build uses, so not here.
 */
import type { Catalogue } from '../../catalogue/index.ts';
import { postsNewestFirst } from '../../renderer/blog/data.ts';
import { BLOG_ROUTE } from '../../catalogue/blog-addresses.ts';

export const RSS_PATH = `${BLOG_ROUTE}/rss.xml`;

const xml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** RFC 822 date of a YYYY-MM-DD publication day, at midnight in India. */
export function rfc822(date: string): string {
  return new Date(`${date}T00:00:00+05:30`).toUTCString().replace('GMT', '+0000');
}

export function renderRss(catalogue: Catalogue): string {
  const { site } = catalogue;
  const listing = catalogue.byPath.get(BLOG_ROUTE)?.page.meta;
  const blogUrl = `${site.baseUrl}${BLOG_ROUTE}`;
  const posts = postsNewestFirst(catalogue);
  const items = posts.map((post) => {
    const link = `${blogUrl}/${post.slug}`;
    return [
      '    <item>',
      `      <title>${xml(post.title)}</title>`,
      `      <link>${xml(link)}</link>`,
      `      <guid isPermaLink="true">${xml(link)}</guid>`,
      `      <pubDate>${rfc822(post.date)}</pubDate>`,
      `      <description>${xml(post.excerpt)}</description>`,
      ...post.tags.map((tag) => `      <category>${xml(tag)}</category>`),
      '    </item>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${xml(listing?.title ?? `${site.name} blog`)}</title>`,
    `    <link>${xml(blogUrl)}</link>`,
    `    <description>${xml(listing?.description ?? site.tagline)}</description>`,
    `    <language>${xml(site.locale.toLowerCase())}</language>`,
    `    <atom:link href="${xml(`${site.baseUrl}${RSS_PATH}`)}" rel="self" type="application/rss+xml"/>`,
    ...(posts[0] ? [`    <lastBuildDate>${rfc822(posts[0].date)}</lastBuildDate>`] : []),
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
