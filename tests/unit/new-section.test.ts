import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * `npm run new-section -- price-list` in a copy of the project: the new type is one folder and
 * its lines in the two lists, and validate, the editor schemas, the content guide's list, the
 * type check, its own test and the build pick it up with no other edit.
 */
const root = process.cwd();
const copy = mkdtempSync(join(tmpdir(), 'new-section-'));
const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);
for (const file of files) if (existsSync(join(root, file))) cpSync(join(root, file), join(copy, file), { recursive: true });
symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'));
afterAll(() => rmSync(copy, { recursive: true, force: true }));

const tsx = join(root, 'node_modules', '.bin', 'tsx');
const run = (command: string, args: string[], env: Record<string, string> = {}) =>
  execFileSync(command, args, { cwd: copy, encoding: 'utf8', stdio: 'pipe', env: { ...process.env, SITE_CACHE_DIR: join(copy, '.cache'), ...env } });

const page = `route: /price-list-demo
meta:
  title: Price list for SEO and social media in Jaipur
  description: What each service costs in Jaipur and Ajmer, with what is included, so you can plan your marketing budget before we talk.
  keywords: [seo price jaipur]
  canonical: /price-list-demo
sections:
  - type: price-list
    heading: What our services cost in Jaipur
    items:
      - title: SEO
        description: From a local audit to a full year of rankings work.
  - type: cta
    heading: Talk to us about your budget
    text: One call to plan what fits your business.
    button:
      label: Contact Us
`;

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
  });

  it('is picked up by validate, the editor schemas, the content guide and the type check', () => {
    writeFileSync(join(copy, 'pages-data', 'price-list-demo.yaml'), page);
    expect(run(tsx, ['scripts/validate.ts'])).not.toMatch(/price-list/);
    run(tsx, ['scripts/schema.ts']);
    expect(readFileSync(join(copy, 'schemas', 'section.schema.json'), 'utf8')).toContain('"const": "price-list"');
    expect(readFileSync(join(copy, 'CONTENT.md'), 'utf8')).toContain('| `price-list` | Price list |');
    run(join(root, 'node_modules', '.bin', 'tsc'), ['--noEmit', '-p', '.']);
    // A mistake in the new type's fields is reported like any other, with its code's words.
    writeFileSync(join(copy, 'pages-data', 'price-list-demo.yaml'), page.replace('      - title: SEO\n', '      - titel: SEO\n'));
    expect(() => run(tsx, ['scripts/validate.ts'])).toThrow(/Unknown key "titel" \(did you mean "title"\?\)/);
    writeFileSync(join(copy, 'pages-data', 'price-list-demo.yaml'), page);
  }, 120_000);

  it('passes its own test', () => {
    expect(run(join(root, 'node_modules', '.bin', 'vitest'), ['run', 'sections/price-list'])).toMatch(/2 passed/);
  }, 120_000);

  it('is built into the page that uses it', () => {
    run('npm', ['run', 'build', '--silent'], { SITE_OUT_DIR: 'dist' });
    const html = readFileSync(join(copy, 'dist', 'client', 'price-list-demo.html'), 'utf8');
    expect(html).toContain('data-section="price-list"');
    expect(html).toContain('What our services cost in Jaipur');
  }, 300_000);
});
