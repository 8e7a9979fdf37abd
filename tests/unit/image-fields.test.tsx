import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadCatalogue } from '../../catalogue/index.ts';
import type { SectionContext } from '../../sections/define.ts';
import { fieldsOfKind } from '../../sections/field-kinds.ts';
import { sections } from '../../sections/registry.ts';
import { typeOf } from '../../sections/schemas.ts';

/**
 * Every image field of every section type, found by its kind in the schema (not by its key):
 * given a photo the build converted, the section renders a <picture> of AVIF and WebP copies and
 * never the original. A new section with an image field is covered without a line here.
 */
const PHOTO = '/images/camera/IMG_0001.jpg';
const picture = {
  width: 4032,
  height: 3024,
  avif: '/assets/IMG_0001-360.aaaaaaaaaa.avif 360w, /assets/IMG_0001-1080.bbbbbbbbbb.avif 1080w',
  webp: '/assets/IMG_0001-360.cccccccccc.webp 360w, /assets/IMG_0001-1080.dddddddddd.webp 1080w',
  fallback: { type: 'image/jpeg', srcset: '/assets/IMG_0001-360.eeeeeeeeee.jpg 360w', src: '/assets/IMG_0001-360.eeeeeeeeee.jpg' },
};

/** Puts the photo at `path` (`[]`: every item of a list, made one item long when the example has none). */
function place(value: Record<string, unknown>, path: string[]): void {
  const [key, ...rest] = path;
  if (key === undefined) return;
  if (rest.length === 0) {
    value[key] = { src: PHOTO, alt: 'The team at the Ajmer office', picture };
    return;
  }
  if (rest[0] === '[]') {
    const list = (value[key] as Record<string, unknown>[] | undefined) ?? [];
    for (const item of list) place(item, rest.slice(1));
    return;
  }
  value[key] ??= {};
  place(value[key] as Record<string, unknown>, rest);
}

describe('every image field of every section renders a <picture>', () => {
  const { site } = loadCatalogue();
  const cases = sections.flatMap((definition) => fieldsOfKind(definition.schema, 'image').map((path) => ({ definition, path })));

  it('finds the image fields by their kind', () => {
    const found = cases.map(({ definition, path }) => `${typeOf(definition.schema)}: ${path.join('.')}`);
    expect(found).toEqual([
      'hero: image',
      'detail-blocks: blocks.[].image',
      'process: steps.[].image',
      'service-tabs: tabs.[].image',
      'text: image',
      'image-wall: items.[].image',
      'accordion-panels: panels.[].image',
      'video: poster',
      'contact-details: mapImage',
    ]);
  });

  for (const { definition, path } of cases) {
    const type = typeOf(definition.schema);
    it(`${type}: ${path.join('.')}`, () => {
      const [example] = parse(readFileSync(join('sections', type, 'example.yaml'), 'utf8')) as Record<string, unknown>[];
      const data = definition.schema.parse(example) as Record<string, unknown>;
      place(data, path);
      const Component = definition.Component as ComponentType<{ context: SectionContext }>;
      const html = renderToStaticMarkup(<Component {...data} context={{ index: 1, route: '/example', site }} />);
      expect(html).toContain('<picture');
      expect(html).toContain(`<source type="image/avif" srcSet="${picture.avif}"`);
      expect(html).toContain(`<source type="image/webp" srcSet="${picture.webp}"`);
      // The original is never fetched (an island's props may name it in JSON; no src or srcset does).
      expect(html).not.toMatch(/\s(src|srcSet)="[^"]*IMG_0001\.jpg/);
    });
  }
});
