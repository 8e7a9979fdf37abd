import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { SectionContext } from '../define.ts';
import { tileHeight } from './height.ts';
import { imageWall } from './index.tsx';
import { imageWallSchema } from './schema.ts';

const item = (n: number, extra: object = {}) => ({ image: { src: `/images/ajmer/tile-${n}.svg`, alt: `Tile ${n}`, width: 480, height: 640 }, ...extra });
const section = (items: object[], extra: object = {}) => ({ type: 'image-wall', heading: 'What we build for businesses in Ajmer', items, ...extra });
const context = (index: number) => ({ index, route: '/digital-markting-services-ajmer', site: {} as SectionContext['site'] });

function render(items: object[], index = 0, extra: object = {}) {
  const props = imageWallSchema.parse(section(items, extra));
  return renderToStaticMarkup(<imageWall.Component {...props} context={context(index)} />);
}

describe('image-wall schema', () => {
  it('takes any number of tiles (10 on the Ajmer landing page, 11 on the Jaipur services page)', () => {
    for (const n of [1, 10, 11]) expect(imageWallSchema.safeParse(section(Array.from({ length: n }, (_, i) => item(i)))).success).toBe(true);
    expect(imageWallSchema.safeParse(section([])).success).toBe(false);
  });

  it('accepts a fixed height only within 300–549 px', () => {
    expect(imageWallSchema.safeParse(section([item(1, { height: 300 })])).success).toBe(true);
    expect(imageWallSchema.safeParse(section([item(1, { height: 549 })])).success).toBe(true);
    expect(imageWallSchema.safeParse(section([item(1, { height: 299 })])).success).toBe(false);
    expect(imageWallSchema.safeParse(section([item(1, { height: 550 })])).success).toBe(false);
  });

  it('rejects unknown keys and links that are not links', () => {
    expect(imageWallSchema.safeParse(section([item(1, { url: '/x' })])).success).toBe(false);
    expect(imageWallSchema.safeParse(section([item(1, { href: 'contact' })])).success).toBe(false);
  });

  it('validates its example.yaml', () => {
    const [example] = parse(readFileSync(new URL('./example.yaml', import.meta.url), 'utf8')) as object[];
    expect(imageWallSchema.safeParse(example).error).toBeUndefined();
  });
});

describe('image-wall markup', () => {
  const items = [item(1), item(2, { href: '/seo-company-ajmer' }), item(3, { height: 333 })];

  it('fixes each tile height in the HTML, from the image path or the YAML', () => {
    const html = render(items);
    const heights = [...html.matchAll(/data-height="(\d+)" style="height:(\d+)px/g)].map((m) => [Number(m[1]), Number(m[2])]);
    const expected = [tileHeight('/images/ajmer/tile-1.svg'), tileHeight('/images/ajmer/tile-2.svg'), 333];
    expect(heights).toEqual(expected.map((h) => [h, h]));
    // Each tile spans its height plus the 16 px gap, in 4 px grid rows, so it drops into the shortest column.
    const spans = [...html.matchAll(/grid-row-end:span (\d+)/g)].map((m) => Number(m[1]));
    expect(spans).toEqual(expected.map((h) => Math.ceil((h + 16) / 4)));
  });

  it('sets the column counts of the spec: 1, 2 from 400 px, 3 from 600, 4 from 1000, 5 from 1500', () => {
    const html = render(items);
    for (const cls of ['grid-cols-1', 'min-[400px]:grid-cols-2', 'min-[600px]:grid-cols-3', 'min-[1000px]:grid-cols-4', 'min-[1500px]:grid-cols-5']) {
      expect(html).toContain(cls);
    }
  });

  it('loads every image at once and links only the tiles that have an href', () => {
    const html = render(items);
    expect(html.match(/loading="eager"/g)).toHaveLength(3);
    expect(html.match(/<a /g)).toHaveLength(1);
    expect(html).toContain('href="/seo-company-ajmer"');
    expect(html).toContain('data-image-wall');
  });

  it('is the page hero (h1) when first, and a plain section (h2) after that; no tile takes fetchpriority (the heading or intro is the LCP)', () => {
    const first = render(items, 0, { actions: [{ label: 'Get a free audit', href: '/contact' }] });
    expect(first).toMatch(/<h1 id="s0-heading"[^>]*>What we build/);
    expect(first).not.toMatch(/<img [^>]*fetchPriority="high"/i);
    expect(first).not.toMatch(/<img [^>]*loading="lazy"/i);
    expect(first).toContain('href="/contact"');
    const later = render(items, 4);
    expect(later).toMatch(/<h2 id="s4-heading"/);
    expect(later).not.toContain('<h1');
    expect(later).not.toMatch(/<img [^>]*fetchPriority="high"/i);
  });
});
