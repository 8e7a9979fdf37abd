import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { BLOG_PAGE_SIZE, formatLongDate, pageCount, relatedPosts } from '../../sections/blog-list/model.ts';
import { expect, testOnOnePage as test, wakeIsland } from './fixtures.ts';

/** The posts as the build wrote them to /blogs.json: the expected values of every test here. */
interface JsonPost {
  id: number;
  slug: string;
  title: string;
  heading: string;
  date: string;
  author: string;
  excerpt: string;
  image: string;
  alt: string;
  tags: string[];
  metaDescription: string;
  content: string;
}
const dist = process.env.SITE_DIST ?? 'dist/client';
const posts = JSON.parse(readFileSync(join(dist, 'blogs.json'), 'utf8')) as JsonPost[];
const pages = pageCount(posts.length);
const baseUrl = (/<link rel="canonical" href="(https:\/\/[^/"]+)/.exec(readFileSync(join(dist, 'blog.html'), 'utf8')) ?? [])[1]!;

const list = (page: Page) => page.locator('[data-section=blog-list]');
const showing = (page: Page) => list(page).locator('[data-count=showing]');
const pageOf = (page: Page) => list(page).locator('[data-count=page]');
const pagination = (page: Page) => page.getByRole('navigation', { name: 'Blog pages' });
const step = (page: Page, name: 'Previous' | 'Next') => pagination(page).getByRole('link', { name, exact: true });
const cardHeadings = (page: Page) => list(page).locator('[data-post-card] h3');
const expectedRange = (p: number) => `Showing ${(p - 1) * BLOG_PAGE_SIZE + 1}-${Math.min(p * BLOG_PAGE_SIZE, posts.length)} of ${posts.length} articles`;

test.describe('blog data', () => {
  test('/blogs.json lists every post with every field, newest first, content as sanitized HTML', { tag: '@once' }, async ({ request }) => {
    const response = await request.get('/blogs.json');
    expect(response.ok()).toBe(true);
    const served = (await response.json()) as JsonPost[];
    expect(served.length).toBeGreaterThanOrEqual(1);
    for (const post of served) {
      expect(Object.keys(post).sort()).toEqual([
        'alt',
        'author',
        'content',
        'date',
        'excerpt',
        'heading',
        'id',
        'image',
        'metaDescription',
        'slug',
        'tags',
        'title',
      ]);
      expect(post.content).toMatch(/^<(p|h2|h3|ul|ol|blockquote)[ >]/);
      expect(post.content).not.toMatch(/<script|\son\w+\s*=|href="javascript:/i);
    }
    const dates = served.map((p) => p.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });
});

test.describe('blog listing', () => {
  test('page 1: count lines, six newest cards with every part, call to action', async ({ page, external }) => {
    await page.goto('/blog');
    await expect(page.locator('[data-section=hero] h1')).toBeVisible();
    await expect(showing(page)).toHaveText(expectedRange(1));
    await expect(pageOf(page)).toHaveText(`Page 1 of ${pages}`);
    await expect(cardHeadings(page)).toHaveText(posts.slice(0, BLOG_PAGE_SIZE).map((p) => p.heading));

    const first = posts[0]!;
    const card = list(page).locator(`[data-post-card="${first.slug}"]`);
    await expect(card.getByRole('img', { name: first.alt })).toHaveAttribute('src', first.image);
    await expect(card.locator('[data-post-author]')).toHaveText(first.author);
    await expect(card.locator('time')).toHaveText(formatLongDate(first.date));
    await expect(card.locator('time')).toHaveAttribute('datetime', first.date);
    await expect(card.getByText(first.excerpt)).toBeVisible();
    await expect(card.getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveText(first.tags);
    await expect(card.getByRole('link', { name: first.heading })).toHaveAttribute('href', `/blog/${first.slug}`);

    const cta = list(page).locator('[data-blog-cta]');
    await expect(cta.getByRole('link')).toHaveAttribute('href', '/contact');
    expect(external).toEqual([]);
  });

  test("structured data: the Blog with this page's posts and an ItemList in display order", { tag: '@once' }, async ({ page }) => {
    await page.goto('/blog/page/2');
    const graphs = await page.locator('script[type="application/ld+json"]').allTextContents();
    const nodes = graphs.flatMap(
      (g) =>
        (JSON.parse(g) as { '@graph': { '@type': string; blogPost?: { url: string }[]; itemListElement?: { position: number; url: string }[] }[] })['@graph'],
    );
    const blog = nodes.find((n) => n['@type'] === 'Blog');
    const items = nodes.find((n) => n['@type'] === 'ItemList');
    const expected = posts.slice(BLOG_PAGE_SIZE, 2 * BLOG_PAGE_SIZE).map((p) => `${baseUrl}/blog/${p.slug}`);
    expect(blog?.blogPost?.map((p) => p.url)).toEqual(expected);
    expect(items?.itemListElement?.map((i) => i.url)).toEqual(expected);
    expect(items?.itemListElement?.[0]?.position).toBe(BLOG_PAGE_SIZE + 1);
    await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', `${baseUrl}/blog/page/2`);
    await expect(page).toHaveTitle(/ – Page 2$/);
  });

  test('Previous, Next and number buttons change the page in place, with the page in the URL and Back working', async ({ page }) => {
    test.skip(pages < 3, 'needs at least three pages of posts');
    const requests: string[] = [];
    const errors: string[] = [];
    page.on('request', (r) => requests.push(new URL(r.url()).pathname));
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.goto('/blog');
    await wakeIsland(page.locator('[data-island=blog-list]'));
    await page.evaluate(() => ((window as { samePage?: boolean }).samePage = true));

    await expect(step(page, 'Previous')).toBeDisabled();
    await expect(step(page, 'Previous')).not.toHaveAttribute('href');
    await expect(step(page, 'Next')).toBeEnabled();
    await expect(pagination(page).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');

    await step(page, 'Next').click();
    await expect(page).toHaveURL(/\/blog\/page\/2$/);
    await expect(showing(page)).toHaveText(expectedRange(2));
    await expect(pageOf(page)).toHaveText(`Page 2 of ${pages}`);
    await expect(cardHeadings(page)).toHaveText(posts.slice(BLOG_PAGE_SIZE, 2 * BLOG_PAGE_SIZE).map((p) => p.heading));
    await expect(step(page, 'Previous')).toBeEnabled();
    await expect(pagination(page).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(page).toHaveTitle(/ – Page 2$/);

    // The view moves to the list after the change.
    await expect.poll(async () => (await page.locator('[data-blog-list-view]').boundingBox())?.y ?? -1).toBeLessThan(200);
    await expect.poll(async () => (await page.locator('[data-blog-list-view]').boundingBox())?.y ?? -1).toBeGreaterThan(0);

    await pagination(page)
      .getByRole('link', { name: `Page ${pages}` })
      .click();
    await expect(page).toHaveURL(new RegExp(`/blog/page/${pages}$`));
    await expect(pageOf(page)).toHaveText(`Page ${pages} of ${pages}`);
    await expect(step(page, 'Next')).toBeDisabled();
    await expect(step(page, 'Previous')).toBeEnabled();

    await page.goBack();
    await expect(page).toHaveURL(/\/blog\/page\/2$/);
    await expect(showing(page)).toHaveText(expectedRange(2));
    await page.goBack();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(showing(page)).toHaveText(expectedRange(1));
    await expect(step(page, 'Previous')).toBeDisabled();
    await page.goForward();
    await expect(pageOf(page)).toHaveText(`Page 2 of ${pages}`);

    // All of it without a page load, and without downloading any article body.
    expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true);
    expect(requests).toContain('/blog/cards.json');
    expect(requests.filter((r) => r === '/blogs.json' || /^\/blog\/(?!cards\.json|page\/)[^/]+$/.test(r))).toEqual([]);
    // Hydration matched the pre-rendered HTML (React reports a mismatch as a console error).
    expect(errors).toEqual([]);
  });

  test('a shared page address opens on that page', { tag: '@once' }, async ({ page }) => {
    test.skip(pages < 2, 'needs two pages of posts');
    await page.goto(`/blog/page/${pages}`);
    await expect(pageOf(page)).toHaveText(`Page ${pages} of ${pages}`);
    await expect(showing(page)).toHaveText(expectedRange(pages));
    await expect(step(page, 'Next')).toBeDisabled();
  });

  test('when the card data cannot be loaded, the error is logged and the link loads the pre-rendered page', { tag: '@once' }, async ({ page }) => {
    test.skip(pages < 2, 'needs two pages of posts');
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.route('**/blog/cards.json', (route) => route.abort('failed'));
    await page.goto('/blog');
    await wakeIsland(page.locator('[data-island=blog-list]'));
    await step(page, 'Next').click();
    await expect(page).toHaveURL(/\/blog\/page\/2$/);
    await expect(pageOf(page)).toHaveText(`Page 2 of ${pages}`);
    expect(errors.some((e) => e.includes('/blog/cards.json'))).toBe(true);
  });
});

test.describe('blog without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every page and every article is reachable by a real link', { tag: '@once' }, async ({ page }) => {
    await page.goto('/blog');
    await expect(showing(page)).toHaveText(expectedRange(1));
    if (pages > 1) {
      await step(page, 'Next').click();
      await expect(page).toHaveURL(/\/blog\/page\/2$/);
      await expect(pageOf(page)).toHaveText(`Page 2 of ${pages}`);
      await pagination(page)
        .getByRole('link', { name: `Page ${pages}` })
        .click();
      await expect(showing(page)).toHaveText(expectedRange(pages));
      await step(page, 'Previous').click();
      await expect(pageOf(page)).toHaveText(`Page ${pages - 1} of ${pages}`);
    }
    const heading = await cardHeadings(page).first().textContent();
    await cardHeadings(page).first().getByRole('link').click();
    await expect(page.locator('h1')).toHaveText(heading!);
    await page.getByRole('link', { name: 'Back to all articles' }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });
});

test.describe('blog article', () => {
  const post = posts.find((p) => relatedPosts(p, posts).length === 3) ?? posts[0]!;
  const canonical = `${baseUrl}/blog/${post.slug}`;

  test('breadcrumbs, cover, tags, heading, long date, author and body', async ({ page, external }) => {
    await page.goto(`/blog/${post.slug}`);
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('listitem')).toHaveText([/^Home/, /^Blog/, post.heading]);
    await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(crumbs.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
    await expect(crumbs.locator('[aria-current=page]')).toHaveText(post.heading);

    const article = page.locator('[data-section=blog-article]');
    await expect(article.getByRole('img', { name: post.alt })).toHaveAttribute('src', post.image);
    await expect(article.getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveText(post.tags);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.heading);
    await expect(article.locator('time')).toHaveText(formatLongDate(post.date));
    await expect(article.locator('[data-post-author]')).toHaveText(`By ${post.author}`);
    const firstParagraph = /<p>([\s\S]*?)<\/p>/.exec(post.content)![1]!.replace(/<[^>]+>/g, '');
    await expect(article.locator('[data-article-body] p').first()).toContainText(
      firstParagraph
        .slice(0, 40)
        .replace(/&quot;/g, '"')
        .replace(/&amp;/g, '&')
        .replace(/&#39;/g, "'"),
    );
    expect(external).toEqual([]);
  });

  test('head: title, description, canonical, Open Graph article tags and BlogPosting', { tag: '@once' }, async ({ page }) => {
    await page.goto(`/blog/${post.slug}`);
    await expect(page).toHaveTitle(post.title);
    await expect(page.locator('meta[name=description]')).toHaveAttribute('content', post.metaDescription);
    await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', canonical);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    await expect(page.locator('meta[property="article:published_time"]')).toHaveAttribute('content', post.date);
    await expect(page.locator('meta[property="article:author"]')).toHaveAttribute('content', post.author);
    expect(await page.locator('meta[property="article:tag"]').evaluateAll((els) => els.map((e) => e.getAttribute('content')))).toEqual(post.tags);
    const graphs = await page.locator('script[type="application/ld+json"]').allTextContents();
    const nodes = graphs.flatMap(
      (g) => (JSON.parse(g) as { '@graph': { '@type': string; headline?: string; datePublished?: string; url?: string }[] })['@graph'],
    );
    expect(nodes.find((n) => n['@type'] === 'BlogPosting')).toMatchObject({ headline: post.heading, datePublished: post.date, url: canonical });
  });

  test('share links carry the encoded canonical address (and the title for Twitter)', { tag: '@once' }, async ({ page }) => {
    await page.goto(`/blog/${post.slug}`);
    const share = page.locator('[data-share]');
    const url = encodeURIComponent(canonical);
    await expect(share.locator('[data-share-network=twitter]')).toHaveAttribute(
      'href',
      `https://twitter.com/intent/tweet?url=${url}&text=${encodeURIComponent(post.title)}`,
    );
    await expect(share.locator('[data-share-network=facebook]')).toHaveAttribute('href', `https://www.facebook.com/sharer/sharer.php?u=${url}`);
    await expect(share.locator('[data-share-network=linkedin]')).toHaveAttribute('href', `https://www.linkedin.com/sharing/share-offsite/?url=${url}`);
    for (const link of await share.getByRole('link').all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
    }
  });

  test('up to three related articles sharing a tag, then Back to all articles', async ({ page }) => {
    await page.goto(`/blog/${post.slug}`);
    const expected = relatedPosts(post, posts);
    const related = page.locator('[data-section=related-posts] [data-post-card]');
    await expect(related).toHaveCount(expected.length);
    for (const [i, other] of expected.entries()) {
      await expect(related.nth(i)).toHaveAttribute('data-post-card', other.slug);
      expect(other.slug).not.toBe(post.slug);
      expect(other.tags.some((t) => post.tags.map((x) => x.toLowerCase()).includes(t.toLowerCase()))).toBe(true);
    }
    if (expected.length > 0) {
      await related.first().getByRole('link').click();
      await expect(page).toHaveURL(new RegExp(`/blog/${expected[0]!.slug}$`));
      await expect(page.locator('h1')).toHaveText(expected[0]!.heading);
    }
    await page.getByRole('link', { name: 'Back to all articles' }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });
});

test.describe('unknown blog addresses', () => {
  test('an unknown slug answers 404 with Blog post not found and a Back to Blog link', { tag: '@once' }, async ({ page }) => {
    const response = await page.goto('/blog/no-such-post');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog post not found');
    await expect(page.getByText('might have been moved or deleted')).toBeVisible();
    await page.getByRole('link', { name: 'Back to Blog' }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });

  test('other unknown paths still end on the home page', { tag: '@once' }, async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page).toHaveURL(/\/$/);
  });

  test('an address that nearly names a post (capitals, trailing slash) is sent on to it', { tag: '@once' }, async ({ page }) => {
    const post = posts[0]!;
    await page.goto(`/blog/${post.slug.toUpperCase()}/`);
    await expect(page).toHaveURL(new RegExp(`/blog/${post.slug}$`));
    await expect(page.locator('h1')).toHaveText(post.heading);
  });

  test('when the post data cannot be loaded, it says Failed to load blog post', { tag: '@once' }, async ({ page }) => {
    await page.route('**/blog/cards.json', (route) => route.abort('failed'));
    await page.goto('/blog/no-such-post');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Failed to load blog post');
    await expect(page.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', '/blog');
  });

  test('without JavaScript the not-found page still explains and links back', { tag: '@once' }, async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto('/blog/another-missing-post');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog post not found');
    await expect(page.getByRole('link', { name: 'Back to Blog' })).toBeVisible();
    await context.close();
  });
});
