import { expect, testOnOnePage as test } from './fixtures.ts';

test.describe('RSS feed', () => {
  test('/blog/rss.xml is well-formed RSS 2.0 that a browser parses, found from the head and the blog listing', { tag: '@once' }, async ({ page, request }) => {
    const response = await request.get('/blog/rss.xml');
    expect(response.ok()).toBe(true);
    expect(response.headers()['content-type']).toMatch(/xml/);
    const xml = await response.text();
    await page.goto('/blog');
    const feed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'application/xml');
      const one = (parent: Element | Document, name: string) => parent.getElementsByTagName(name)[0]?.textContent ?? null;
      const channel = doc.getElementsByTagName('channel')[0]!;
      return {
        error: doc.getElementsByTagName('parsererror').length,
        version: doc.documentElement.getAttribute('version'),
        title: one(channel, 'title'),
        link: one(channel, 'link'),
        description: one(channel, 'description'),
        items: [...doc.getElementsByTagName('item')].map((item) => ({ title: one(item, 'title'), link: one(item, 'link'), date: one(item, 'pubDate') })),
      };
    }, xml);
    expect(feed.error).toBe(0);
    expect(feed.version).toBe('2.0');
    expect(feed.title && feed.link && feed.description).toBeTruthy();
    expect(feed.items.length).toBeGreaterThan(0);
    for (const item of feed.items) {
      expect(item.title).toBeTruthy();
      expect(item.link).toMatch(/^https:\/\/[^/]+\/blog\/[a-z0-9-]+$/);
      expect(Number.isNaN(Date.parse(item.date!))).toBe(false);
    }
    const head = page.locator('head link[rel=alternate][type="application/rss+xml"]');
    await expect(head).toHaveAttribute('href', /\/blog\/rss\.xml$/);
    const visible = page.getByRole('link', { name: 'Follow new articles with the RSS feed' });
    await expect(visible).toBeVisible();
    await expect(visible).toHaveAttribute('href', '/blog/rss.xml');
  });
});
