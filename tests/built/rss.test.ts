/**
 * The blog's RSS feed: /blog/rss.xml lists every published post with absolute links, and every
 * page names it in its head; the blog listing links it where readers see it.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { catalogue, dist, hasDist, pages } from './built-site.ts';

describe.runIf(hasDist)('RSS feed of the built site', () => {
  test('blog/rss.xml is RSS 2.0 with one item per published post, each with an absolute link, a guid and a date', () => {
    const file = join(dist, 'blog', 'rss.xml');
    expect(existsSync(file)).toBe(true);
    const xml = readFileSync(file, 'utf8');
    const { site, posts } = catalogue();
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"[^>]*>\n {2}<channel>\n {4}<title>[^<]+<\/title>\n {4}<link>[^<]+<\/link>\n {4}<description>[^<]+<\/description>/,
    );
    const items = [...xml.matchAll(/<item>([\s\S]*?)<\/item>/g)].map((m) => m[1]!);
    expect(items).toHaveLength(posts.length);
    for (const item of items) {
      const link = /<link>([^<]+)<\/link>/.exec(item)?.[1];
      expect(link).toMatch(new RegExp(`^${site.baseUrl}/blog/[a-z0-9-]+$`));
      expect(item).toContain(`<guid isPermaLink="true">${link}</guid>`);
      expect(item).toMatch(/<pubDate>\w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} \+0000<\/pubDate>/);
      // Its post was built.
      expect(existsSync(join(dist, `${link!.slice(site.baseUrl.length)}.html`)) || existsSync(join(dist, link!.slice(site.baseUrl.length), 'index.html'))).toBe(
        true,
      );
    }
  });

  test('every page names the feed in its head; the blog listing links it', () => {
    const { site } = catalogue();
    const tag = `<link rel="alternate" type="application/rss+xml" title="${site.name} blog" href="${site.baseUrl}/blog/rss.xml"/>`;
    for (const page of pages()) expect(page.html, page.path).toContain(tag);
    const blog = pages().find((p) => p.path === '/blog')!;
    expect(blog.html).toMatch(/<a href="\/blog\/rss.xml" type="application\/rss\+xml"[^>]*>Follow new articles with the RSS feed<\/a>/);
  });
});
