import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pricePage, projectCopy, tsx } from '../new-section-copy.ts';

/**
 * `npm run new-section -- price-list` in a copy of the project of its own (new-section.test.ts
 * checks validate, the schemas, the guide and the type check in another, side by side): the
 * build renders the new type into the page that uses it, with no other edit.
 */
const { copy, run, remove } = projectCopy();
afterAll(remove);

describe('npm run new-section, then npm run build', () => {
  it('is built into the page that uses it', () => {
    run(tsx, ['scripts/new-section.ts', 'price-list']);
    writeFileSync(join(copy, 'pages-data', 'price-list-demo.yaml'), pricePage);
    run('npm', ['run', 'build', '--silent'], { SITE_OUT_DIR: 'dist' });
    const html = readFileSync(join(copy, 'dist', 'client', 'price-list-demo.html'), 'utf8');
    expect(html).toContain('data-section="price-list"');
    expect(html).toContain('What our services cost in Jaipur');
  }, 300_000);
});
