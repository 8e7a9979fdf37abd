import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadCatalogue } from '../../catalogue/index.ts';
import type { SectionContext } from '../../sections/define.ts';
import { sections } from '../../sections/registry.ts';
import { sectionSchema } from '../../sections/schemas.ts';

/** Every section type has an example.yaml beside it that validates and renders. */
describe('section examples', () => {
  const { site } = loadCatalogue();
  for (const definition of sections) {
    const type = definition.schema.shape.type.value;
    it(`${type}: example.yaml validates and renders`, () => {
      const file = join('sections', type, 'example.yaml');
      expect(existsSync(file), `${file} exists`).toBe(true);
      const [example] = parse(readFileSync(file, 'utf8')) as unknown[];
      const result = sectionSchema.safeParse(example);
      expect(result.error?.issues ?? []).toEqual([]);
      if (type === 'blog-list') return; // renders only with the blog's posts, see tests/unit/blog.test.ts
      // The registry pairs each schema with its component; the cast only restates that pairing.
      const Component = definition.Component as ComponentType<{ context: SectionContext }>;
      const html = renderToString(<Component {...result.data!} context={{ index: 1, route: '/example', site }} />);
      expect(html).toContain(`data-section="${type}"`);
    });
  }
});
