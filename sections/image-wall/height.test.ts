import { describe, expect, it } from 'vitest';
import { MAX_TILE_HEIGHT, MIN_TILE_HEIGHT, tileHeight } from './height.ts';

describe('tileHeight', () => {
  const srcs = Array.from({ length: 2000 }, (_, i) => `/images/area-${i % 7}/picture-${i}.svg`);

  it('gives the same height for the same image path, on every build (pinned: a change of the hash would move every wall)', () => {
    expect(tileHeight('/images/ajmer/wall-map-reviews.svg')).toBe(352);
    expect(tileHeight('/images/area-0/picture-0.svg')).toBe(483);
    expect(tileHeight('/images/jaipur/hawa-mahal.svg')).toBe(420);
  });

  it('stays within 300–549 px', () => {
    expect([MIN_TILE_HEIGHT, MAX_TILE_HEIGHT]).toEqual([300, 549]);
    for (const src of srcs) {
      const h = tileHeight(src);
      expect(Number.isInteger(h)).toBe(true);
      expect(h).toBeGreaterThanOrEqual(300);
      expect(h).toBeLessThanOrEqual(549);
    }
  });

  it('varies between images, reaching both ends of the range', () => {
    const heights = srcs.map((src) => tileHeight(src));
    expect(new Set(heights).size).toBeGreaterThan(200);
    expect(Math.min(...heights)).toBe(300);
    expect(Math.max(...heights)).toBe(549);
  });

  it('keeps its values from build to build (a change would reshuffle every wall)', () => {
    expect(tileHeight('/images/ajmer/wall-search-results.svg')).toBe(549);
    expect(tileHeight('/images/ajmer/wall-guest-house-booking.svg')).toBe(367);
    expect(tileHeight('/images/ajmer/wall-coaching-enquiries.svg')).toBe(442);
  });

  it('honours a custom range', () => {
    for (const src of srcs.slice(0, 200)) {
      const h = tileHeight(src, 10, 12);
      expect(h >= 10 && h <= 12).toBe(true);
    }
  });
});
