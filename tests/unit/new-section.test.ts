import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { toolBin } from '../../scripts/paths.ts';
import { pricePage, projectCopy, root, tsc, tsx } from '../new-section-copy.ts';

/**
 * `npm run new-section -- price-list` in a copy of the project: the new type is one folder and
 * its lines in the two lists, and validate, the editor schemas, the content guide's list, the
 * type check and its own test pick it up with no other edit (the build: new-section-build.test.ts).
 */
const { copy, run, remove } = projectCopy();
afterAll(remove);
const page = pricePage;

describe('npm run new-section', () => {
  it('writes the folder and the two list lines, and refuses a name that exists', () => {
    const out = run(tsx, ['scripts/new-section.ts', 'price-list']);
    expect(out).toContain('Wrote sections/price-list/');
    for (const f of ['schema.ts', 'index.tsx', 'example.yaml', 'price-list.test.tsx'])
      expect(existsSync(join(copy, 'sections', 'price-list', f)), f).toBe(true);
    expect(readFileSync(join(copy, 'sections', 'schemas.ts'), 'utf8')).toContain("import { priceListSchema } from './price-list/schema.ts';");
    expect(readFileSync(join(copy, 'sections', 'registry.ts'), 'utf8')).toMatch(/ {2}priceList,\n\] as const;/);
    expect(() => run(tsx, ['scripts/new-section.ts', 'price-list'])).toThrow(/already exists/);
    expect(() => run(tsx, ['scripts/new-section.ts', 'Price List'])).toThrow();
    // Three runs of the scaffolder, each a process of its own: seconds apiece on a busy machine.
  }, 60_000);

  it('is picked up by validate, the editor schemas, the content guide and the type check', () => {
    writeFileSync(join(copy, 'pages-data', 'price-list-demo.yaml'), page);
    expect(run(tsx, ['scripts/validate.ts'])).not.toMatch(/price-list/);
    run(tsx, ['scripts/schema.ts']);
    expect(readFileSync(join(copy, 'schemas', 'section.schema.json'), 'utf8')).toContain('"const": "price-list"');
    expect(readFileSync(join(copy, 'CONTENT.md'), 'utf8')).toContain('| `price-list` | Price list |');
    run(tsc, ['--noEmit', '-p', '.']);
    // A mistake in the new type's fields is reported like any other, with its code's words.
    writeFileSync(join(copy, 'pages-data', 'price-list-demo.yaml'), page.replace('      - title: SEO\n', '      - titel: SEO\n'));
    expect(() => run(tsx, ['scripts/validate.ts'])).toThrow(/Unknown key "titel" \(did you mean "title"\?\)/);
    writeFileSync(join(copy, 'pages-data', 'price-list-demo.yaml'), page);
  }, 120_000);

  it('passes its own test', () => {
    expect(run(toolBin('vitest', root), ['run', 'sections/price-list'])).toMatch(/2 passed/);
  }, 120_000);
});
