import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { siteSchema, type Site } from '../../catalogue/site-schema.ts';
import { Footer } from '../../renderer/layout/footer.tsx';

const site = siteSchema.parse(parse(readFileSync('site.config.yaml', 'utf8'))) as Site;
const year = new Date().getFullYear();
const text = (s: Site) => renderToStaticMarkup(<Footer site={s} />).replace(/<[^>]+>/g, ' ');

describe('the footer line', () => {
  it('is written in site.config.yaml (footerNote), so a new city can be named there', () => {
    expect(text({ ...site, footerNote: 'Digital marketing for Bhilwara businesses.' })).toContain(
      `© ${year} ${site.name}. Digital marketing for Bhilwara businesses.`,
    );
    expect(text(site)).toContain(`© ${year} ${site.name}. ${site.footerNote}`);
  });

  it('is left out when empty, with no city written in the code', () => {
    const html = text({ ...site, footerNote: undefined });
    expect(html).toContain(`© ${year} ${site.name}.`);
    expect(html).not.toContain('Digital marketing for');
  });
});
