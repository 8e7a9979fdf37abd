import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { postSlugOfPath, problemsOf } from '../../admin/check.ts';
import { readableField } from '../../catalogue/cms/fields.ts';
import { readFile } from '../../admin/formats.ts';
import { buildCatalogue, loadCatalogue } from '../../catalogue/catalogue.ts';
import { cmsInput } from '../../catalogue/cms/input.ts';
import { contentPaths } from '../../catalogue/load.ts';

/**
 * A post rewritten for another city keeps the first city in its address or a heading (a Jaipur
 * post copied for Ajmer, its tags, title and most words changed): told at the address and the
 * heading, by the build and by the browser editor's check (catalogue/post-city.ts).
 */

const root = join(import.meta.dirname, '../..');
const FILE = join(root, 'pages-data', 'blog', 'cafe-seo-jaipur.md');

/** A post tagged Ajmer, written from one for Jaipur: `front` replaces its title line, `extra` is added to its front matter. */
const post = ({ title = 'Cafe SEO in Ajmer: Five Fixes for More Walk-ins', extra = '' } = {}) => `---
id: 90
title: "${title}"
heading: "Cafe SEO in Ajmer: five fixes that bring people through the door"
date: 2025-12-01
author: Priya Sharma, SEO Lead
excerpt: "Five small changes to a cafe's Google listing and website that decide whether a hungry student finds you first."
image: /images/blog/local-seo-jaipur-checklist.svg
alt: "A pink city facade with rows of arched windows and a saffron map pin above it"
tags: [Local SEO, Ajmer]
metaDescription: "Five local SEO fixes for cafes in Ajmer: the right category, photos that sell, reviews, menus on the website and answers to what people ask."
${extra}---
People choose a cafe on their phone before they choose a street. These five fixes decide whether they see yours.

## Why Jaipur cafes lose walk-ins on Maps

Most listings have the wrong category and no photos of the food.

## What cafes in Jaipur and Ajmer get right

They answer every review.

\`\`\`
## Jaipur, in a code block, is what it shows
\`\`\`
`;

const check = (text: string, file = FILE) => buildCatalogue(contentPaths(root, { files: new Map([[file, text]]) })).problems;
const told = (text: string, file = FILE) => check(text, file).map((p) => `${p.line}:${p.col} ${p.field} ${p.code} ${p.message}`);

describe('a post for one city whose address or headings name another', () => {
  it('is told at its address, with the file name to give it, and at the heading that names the other city alone, at the name', () => {
    expect(told(post())).toEqual([
      // The slug is not written: told at the front matter's first line.
      expect.stringMatching(
        /^\d+:\d+ slug post-other-city This post is for Ajmer \(its tags\), but its address \/blog\/cafe-seo-jaipur names Jaipur: give it an address for Ajmer \(rename the file to cafe-seo-ajmer\.md, and its slug: if written\), then, if it was already published at \/blog\/cafe-seo-jaipur, keep that address with movedFrom: \[\/blog\/cafe-seo-jaipur\]; or, if it is for Jaipur as well, add Jaipur to its tags$/,
      ),
      '15:8 content post-other-city This post is for Ajmer (its tags), but this heading names Jaipur and not Ajmer: write it for Ajmer (a post that compares them names both in its title), or, if it is for Jaipur as well, add Jaipur to its tags',
    ]);
  });

  it('passes once its address and heading are its city, or where its title names both cities; a draft waits, a scheduled post does not', () => {
    const fixed = post().replace('## Why Jaipur cafes', '## Why Ajmer cafes');
    expect(told(fixed, FILE.replace('jaipur', 'ajmer'))).toEqual([]);
    // A post that compares the two says so in its title: its address and headings may name either.
    expect(told(post({ title: 'Cafe SEO in Ajmer and Jaipur: Five Fixes for More Walk-ins' }))).toEqual([]);
    expect(told(post({ extra: 'draft: true\n' }))).toEqual([]);
    expect(told(post().replace('date: 2025-12-01', 'date: 2099-01-01'))).toHaveLength(2);
  });

  it('a title or heading that names another city and not its own is told there, as written', () => {
    const problems = check(post({ title: 'Cafe SEO in Jaipur: Five Fixes for More Walk-ins' }));
    expect(problems.map((p) => `${p.line}:${p.col} ${p.field} ${p.code}`)).toEqual([
      expect.stringMatching(/ slug post-other-city$/),
      '3:8 title post-other-city',
      '15:8 content post-other-city',
    ]);
    expect(problems[1]!.message).toBe(
      'This post is for Ajmer (its tags), but its title names Jaipur and not Ajmer: write it for Ajmer, or, if it is for Jaipur as well, add Jaipur to its tags',
    );
    // A post without a city's tag is the call to action's check's (a title that names a city its tags leave out).
    expect(told(post().replace('tags: [Local SEO, Ajmer]', 'tags: [Local SEO]')).filter((p) => p.includes('post-other-city'))).toEqual([]);
  });

  it("the browser editor's check tells the same, at the Article's line, with the address from the file's name", () => {
    const paths = contentPaths(root);
    const { cities } = cmsInput(loadCatalogue(paths), paths);
    const said = (slug?: string) =>
      problemsOf('post', readFile('post', post()), { cities, slug }).map((p) => `${readableField(p.field)} ${p.code} ${p.message.slice(0, 60)}`);
    expect(said('cafe-seo-jaipur')).toEqual([
      'Slug post-other-city This post is for Ajmer (its tags), but its address /blog/caf',
      'Article, line 3 post-other-city This post is for Ajmer (its tags), but this heading names Ja',
    ]);
    // The editor hands the check the entry's path: its file name is the address.
    expect(['pages-data/blog/cafe-seo-jaipur.md', '', 'pages-data/blog/.md'].map(postSlugOfPath)).toEqual(['cafe-seo-jaipur', undefined, undefined]);
    // A new entry, not named yet: its headings only.
    expect(said(undefined)).toHaveLength(1);
    expect(said('cafe-seo-ajmer')).toHaveLength(1);
  });
});
