import { describe, expect, it } from 'vitest';
import {
  countLines,
  formatLongDate,
  listingTitle,
  pageCount,
  pageFromPath,
  pageHref,
  pageOfPosts,
  paginationItems,
  relatedPosts,
  sortNewestFirst,
} from './model.ts';

const E = 'ellipsis';

describe('paginationItems (spec §9 display rule)', () => {
  it('shows nothing without pages and the single page when there is one', () => {
    expect(paginationItems(1, 0)).toEqual([]);
    expect(paginationItems(1, 1)).toEqual([1]);
  });

  it('shows every page when there are 5 or fewer, wherever the current page is', () => {
    for (const current of [1, 2, 3, 4, 5]) expect(paginationItems(current, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(paginationItems(2, 3)).toEqual([1, 2, 3]);
  });

  it('with 6 pages: 1–5, ellipsis, last on pages 1–3; first, ellipsis, last 5 from page 4', () => {
    expect(paginationItems(1, 6)).toEqual([1, 2, 3, 4, 5, E, 6]);
    expect(paginationItems(3, 6)).toEqual([1, 2, 3, 4, 5, E, 6]);
    expect(paginationItems(4, 6)).toEqual([1, E, 2, 3, 4, 5, 6]);
    expect(paginationItems(6, 6)).toEqual([1, E, 2, 3, 4, 5, 6]);
  });

  it('with 7 pages: 1–5 up to page 3, the middle rule on page 4, the end rule from page 5', () => {
    expect(paginationItems(1, 7)).toEqual([1, 2, 3, 4, 5, E, 7]);
    expect(paginationItems(3, 7)).toEqual([1, 2, 3, 4, 5, E, 7]);
    expect(paginationItems(4, 7)).toEqual([1, E, 3, 4, 5, E, 7]);
    expect(paginationItems(5, 7)).toEqual([1, E, 3, 4, 5, 6, 7]);
    expect(paginationItems(7, 7)).toEqual([1, E, 3, 4, 5, 6, 7]);
  });

  it('with 20 pages: start, middle and end', () => {
    expect(paginationItems(1, 20)).toEqual([1, 2, 3, 4, 5, E, 20]);
    expect(paginationItems(2, 20)).toEqual([1, 2, 3, 4, 5, E, 20]);
    expect(paginationItems(3, 20)).toEqual([1, 2, 3, 4, 5, E, 20]);
    expect(paginationItems(4, 20)).toEqual([1, E, 3, 4, 5, E, 20]);
    expect(paginationItems(10, 20)).toEqual([1, E, 9, 10, 11, E, 20]);
    expect(paginationItems(17, 20)).toEqual([1, E, 16, 17, 18, E, 20]);
    expect(paginationItems(18, 20)).toEqual([1, E, 16, 17, 18, 19, 20]);
    expect(paginationItems(20, 20)).toEqual([1, E, 16, 17, 18, 19, 20]);
  });

  it('clamps a current page outside the range', () => {
    expect(paginationItems(0, 20)).toEqual(paginationItems(1, 20));
    expect(paginationItems(99, 20)).toEqual(paginationItems(20, 20));
  });
});

describe('listing pages', () => {
  it('counts pages of six', () => {
    expect([0, 1, 6, 7, 12, 13, 14].map((n) => pageCount(n))).toEqual([1, 1, 1, 2, 2, 3, 3]);
  });

  it('writes the count lines', () => {
    expect(countLines(1, 14)).toEqual({ showing: 'Showing 1-6 of 14 articles', pageOf: 'Page 1 of 3' });
    expect(countLines(3, 14)).toEqual({ showing: 'Showing 13-14 of 14 articles', pageOf: 'Page 3 of 3' });
    expect(countLines(1, 1).showing).toBe('Showing 1-1 of 1 article');
    expect(countLines(1, 0).showing).toBe('Showing 0-0 of 0 articles');
  });

  it('puts the page number in the address, page 1 being /blog', () => {
    expect([1, 2, 3].map(pageHref)).toEqual(['/blog', '/blog/page/2', '/blog/page/3']);
    expect(['/blog', '/blog/', '/blog/page/2', '/blog/page/12/', '/blog/page/0', '/blog/some-post', '/'].map(pageFromPath)).toEqual([
      1,
      1,
      2,
      12,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('adds the page number to the title from page 2 on', () => {
    expect(listingTitle('Blog | Agency', 1)).toBe('Blog | Agency');
    expect(listingTitle('Blog | Agency', 2)).toBe('Blog | Agency – Page 2');
  });

  it('sorts newest first (same day: higher id first) and slices pages', () => {
    const posts = [
      { id: 1, date: '2025-11-06' },
      { id: 3, date: '2026-01-10' },
      { id: 2, date: '2026-01-10' },
      { id: 4, date: '2025-12-01' },
    ];
    expect(sortNewestFirst(posts).map((p) => p.id)).toEqual([3, 2, 4, 1]);
    expect(posts.map((p) => p.id)).toEqual([1, 3, 2, 4]);
    const many = Array.from({ length: 14 }, (_, i) => i + 1);
    expect(pageOfPosts(many, 1)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(pageOfPosts(many, 3)).toEqual([13, 14]);
  });

  it('writes long dates in the site locale', () => {
    expect(formatLongDate('2026-03-05')).toBe('5 March 2026');
    expect(formatLongDate('2025-12-31')).toBe('31 December 2025');
  });
});

describe('relatedPosts', () => {
  const post = (slug: string, date: string, tags: string[]) => ({ slug, date, tags });
  const current = post('local-seo-jaipur', '2026-01-01', ['Local SEO', 'Jaipur', 'Google Business Profile']);

  it('never lists the post itself and needs at least one shared tag', () => {
    const all = [current, post('video-reels', '2026-02-01', ['Video']), post('gbp-guide', '2025-10-01', ['Google Business Profile'])];
    expect(relatedPosts(current, all).map((p) => p.slug)).toEqual(['gbp-guide']);
  });

  it('compares tags without regard to case or spaces', () => {
    const all = [current, post('ajmer-seo', '2025-09-01', ['local seo '])];
    expect(relatedPosts(current, all).map((p) => p.slug)).toEqual(['ajmer-seo']);
  });

  it('returns at most three, most shared tags first, then newest, then by slug', () => {
    const all = [
      post('one-tag-old', '2025-01-01', ['Jaipur']),
      post('one-tag-new-b', '2025-12-01', ['Local SEO']),
      post('one-tag-new-a', '2025-12-01', ['Google Business Profile']),
      post('two-tags', '2024-05-01', ['Jaipur', 'Local SEO']),
      current,
      post('three-tags', '2023-01-01', ['jaipur', 'Local SEO', 'Google Business Profile']),
    ];
    expect(relatedPosts(current, all).map((p) => p.slug)).toEqual(['three-tags', 'two-tags', 'one-tag-new-a']);
    expect(relatedPosts(current, [...all].reverse()).map((p) => p.slug)).toEqual(['three-tags', 'two-tags', 'one-tag-new-a']);
    expect(relatedPosts(current, all, 5).map((p) => p.slug)).toEqual(['three-tags', 'two-tags', 'one-tag-new-a', 'one-tag-new-b', 'one-tag-old']);
  });

  it('returns an empty list when nothing shares a tag', () => {
    expect(relatedPosts(current, [current, post('other', '2026-01-01', ['Video'])])).toEqual([]);
  });
});
