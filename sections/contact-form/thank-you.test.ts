import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildCatalogue, contentPaths, type Problem } from '../../catalogue/index.ts';
import { loadYamlFile } from '../../catalogue/load.ts';
import { pageSchema } from '../../catalogue/page-schema.ts';

const root = join(import.meta.dirname, '../..');
let dir: string | undefined;

afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

/** A site with the real site.config.yaml and the given pages. */
function siteWith(pages: Record<string, string>) {
  dir = mkdtempSync(join(tmpdir(), 'contact-form-'));
  copyFileSync(join(root, 'site.config.yaml'), join(dir, 'site.config.yaml'));
  mkdirSync(join(dir, 'pages-data'));
  for (const [name, text] of Object.entries(pages)) writeFileSync(join(dir, 'pages-data', name), text);
  return contentPaths(dir, { publicDir: join(root, 'public') });
}

const page = (route: string, extra = '') => `route: ${route}
meta:
  title: A page title long enough
  description: A description that is long enough to pass the minimum length of the schema.
  keywords: [test]
  canonical: ${route}
sections:
${extra}  - type: cta
    heading: Ready to grow?
    text: Talk to us.
    button: {label: Contact Us}
`;
const form = (thankYouPath?: string) => `  - type: contact-form
    heading: Tell us about your business
    intro: We reply by phone or email.
${thankYouPath ? `    thankYouPath: ${thankYouPath}\n` : ''}`;

describe('thank-you page of the no-JavaScript post', () => {
  it('the real content has the page the form sends visitors to, kept out of search results', () => {
    const problems: Problem[] = [];
    const loaded = loadYamlFile(contentPaths(root), join(root, 'pages-data/core/thank-you.yaml'), pageSchema, problems);
    expect(problems).toEqual([]);
    expect(loaded?.value.route).toBe('/thank-you');
    expect(loaded?.value.meta.robots.index).toBe(false);
  });

  it('a thankYouPath that is not a page of the site stops the build, with its line', () => {
    const paths = siteWith({ 'contact.yaml': page('/contact', form('/thanks')), 'home.yaml': page('/') });
    const { problems } = buildCatalogue(paths);
    expect(problems.map((p) => `${p.file}:${p.line} ${p.message}`)).toContain(
      'pages-data/contact.yaml:11 Links to "/thanks", which is not a page of this site',
    );
  });

  it('the default /thank-you must exist too', () => {
    const without = buildCatalogue(siteWith({ 'contact.yaml': page('/contact', form()), 'home.yaml': page('/') }));
    expect(without.problems.some((p) => p.message.includes('"/thank-you"'))).toBe(true);
  });
});
