/**
 * Drafts, scheduled posts, the slug as file name, npm run new-post and the RSS feed.
 * The real content with one file changed in memory.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { buildCatalogue, contentPaths, formatProblems, heldLine, type CatalogueOptions } from '../../catalogue/index.ts';
import { main as newPost, newPostText, nextPostId, slugFromTitle } from '../../scripts/new-post.ts';
import { renderRss } from '../../scripts/postbuild/rss.ts';

const root = process.cwd();
/** The guide's example page, where the guide puts it, as a draft; the footer links it. */
const PAGE = join(root, 'pages-data', 'jaipur', 'local-seo-for-clinics.yaml');
const SITE = join(root, 'site.config.yaml');
const draftPage = readFileSync(join(root, 'tests', 'fixtures', 'guide', 'new-page.yaml'), 'utf8').replace(/^route:/m, 'draft: true\nroute:');
const footerLink = readFileSync(SITE, 'utf8').replace(
  /( {6}- label: Digital Marketing in Jaipur\n.*\n)/,
  '$1      - label: Local SEO for Clinics\n        href: /local-seo-for-clinics-jaipur\n',
);
const JAIPUR_SEO = join(root, 'pages-data', 'jaipur', 'seo.yaml');
const POST = join(root, 'pages-data', 'blog', 'google-ads-budget-guide.md');
/** The guide's example post, where the guide puts it. */
const NEW_POST = join(root, 'pages-data', 'blog', 'google-maps-for-clinics-jaipur.md');
const NEW_POST_NAME = 'pages-data/blog/google-maps-for-clinics-jaipur.md';
const read = (file: string) => readFileSync(file, 'utf8');
const check = (files: Record<string, string>, options: CatalogueOptions = {}) =>
  buildCatalogue(contentPaths(root, { files: new Map(Object.entries(files)) }), { today: '2026-11-23', ...options });

describe('placeholders', { timeout: 60_000 }, () => {
  it("a post published with new-post's prompts still in it is reported at each of them; as a draft it is fine", () => {
    const text = newPostText('Google Maps for clinics in Jaipur', 99, '2026-11-20');
    expect(check({ [NEW_POST]: text }).problems).toEqual([]);
    const published = text.replace('draft: true\n', '');
    const problems = check({ [NEW_POST]: published }).problems.filter((p) => p.code === 'placeholder');
    // In the article, at the prompt's column: the heading's after its "## ".
    expect(problems.map((p) => `${p.line}:${p.col} ${p.field}`).slice(5)).toEqual(['13:1 content', '15:4 content', '17:1 content']);
    // The article's first line indented: its column in the file, the indent counted.
    const indented = published.replace('\nWrite the article here.', '\n   Write the article here.');
    expect(indented).not.toBe(published);
    const moved = check({ [NEW_POST]: indented }).problems.filter((p) => p.code === 'placeholder');
    expect(moved.map((p) => `${p.line}:${p.col} ${p.field}`).slice(5)).toEqual(['13:4 content', '15:4 content', '17:1 content']);
    // Indented with what a paste brings (no-break spaces), which the article's trim takes off too.
    const pasted = published.replace('\nWrite the article here.', '\n\u00a0\u00a0Write the article here.');
    const atPasted = check({ [NEW_POST]: pasted }).problems.filter((p) => p.code === 'placeholder');
    expect(atPasted.map((p) => `${p.line}:${p.col}`)[5]).toBe('13:3');
    // In the front matter, at the prompt too: inside the excerpt's quotes (excerpt: "Two sentences…").
    expect(problems.map((p) => `${p.line}:${p.col} ${p.field}`)[1]).toBe('7:11 excerpt');
    // The last line too, whose example link works: an instruction to the writer all the same.
    expect(problems.map((p) => `${p.line} ${p.field}`)).toEqual([
      '6 author',
      '7 excerpt',
      '8 image',
      '9 alt',
      '11 metaDescription',
      '13 content',
      '15 content',
      '17 content',
    ]);
    expect(problems[0]!.message).toBe(
      '"Write your name, Your Role" is a placeholder: write the real text before publishing (or keep the file a draft with draft: true)',
    );
    expect(problems[2]!.message).toBe(
      '"/images/blog/cover-to-come.svg" is the stand-in cover new-post writes: save the post\'s own cover in public/images/blog/ and write its path here (or keep the file a draft with draft: true)',
    );
    // A prompt written over after its first words: what is left of it is told.
    const half = published
      .replace(/^excerpt: .*$/m, 'excerpt: "Two sentences for the card on the blog listing. Parents compare institutes before March."')
      .replace(/^alt: .*$/m, 'alt: "Say what the cover image shows"')
      .replace(
        "Write the article here. Start with the reader's question and answer it in the first paragraph.",
        'Write the article here. Parents search in March.',
      );
    expect(
      check({ [NEW_POST]: half })
        .problems.filter((p) => ['excerpt', 'alt', 'content'].includes(p.field) && p.line < 14)
        .map((p) => `${p.line}:${p.col} ${p.field} ${p.message.split(' is a')[0]}`),
    ).toEqual([
      '7:11 excerpt "Two sentences for the card on the blog listing"',
      '9:7 alt "Say what the cover image shows"',
      '13:1 content "Write the article here"',
    ]);
  });

  it('new-post tells a title with no English letters what to do instead of printing its usage', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      expect(newPost(['कोटा में लोकल एसईओ'], process.cwd())).toBe(1);
      expect(error.mock.calls[0]![0]).toMatch(/^"कोटा में लोकल एसईओ" has no English letters or digits to make the post's address from /);
    } finally {
      error.mockRestore();
    }
  });

  it('new-post --help (or -h) prints its usage and writes nothing', () => {
    const dir = mkdtempSync(join(tmpdir(), 'new-post-help-'));
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    try {
      for (const flag of ['--help', '-h']) expect(newPost([flag], dir, {})).toBe(0);
      expect(log.mock.calls.map((c) => c[0])).toEqual([
        'Usage: npm run new-post -- "Title of the post" [--dry-run]',
        'Usage: npm run new-post -- "Title of the post" [--dry-run]',
      ]);
      expect(readdirSync(dir)).toEqual([]);
    } finally {
      log.mockRestore();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('new-post given --dry-run without -- (npm keeps it, and would have the post written) writes nothing and says how to write the command', () => {
    const dir = mkdtempSync(join(tmpdir(), 'new-post-npm-'));
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      expect(newPost(['Google Maps for Kota Clinics'], dir, { npm_config_dry_run: 'true' })).toBe(2);
      expect(error.mock.calls[0]![0]).toBe(
        'npm read the options as its own settings: give them all after --, as in\n  npm run new-post -- "Google Maps for Kota Clinics" --dry-run',
      );
      expect(readdirSync(dir)).toEqual([]);
    } finally {
      error.mockRestore();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('TODO in a published page is reported at its line', () => {
    const page = read(JAIPUR_SEO);
    const todo = page.replace(/(answer: )(.+)/, '$1TODO');
    expect(todo).not.toBe(page);
    const problems = check({ [JAIPUR_SEO]: todo }).problems;
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ code: 'placeholder', file: 'pages-data/jaipur/seo.yaml', message: expect.stringMatching(/^"TODO" is a placeholder/) });
    expect(problems[0]!.field).toMatch(/answer$/);
  });

  /** The Jaipur SEO page with each text replaced, and what the build reports: `line:col field [code] message`. */
  const reportedWith = (...edits: [string, string][]) => {
    const page = read(JAIPUR_SEO);
    const edited = edits.reduce((text, [from, to]) => text.replace(from, to), page);
    expect(edited).not.toBe(page);
    return check({ [JAIPUR_SEO]: edited }).problems.map((p) => `${p.line}:${p.col} ${p.field} [${p.code}] ${p.message}`);
  };

  it('a template’s slot left in a published page, "[City name]" or "{{city}}", is reported at its line', () => {
    // At the slot itself: "heading: " starts the value at column 14, "SEO services in " puts the slot at 30.
    expect(
      reportedWith(
        ['heading: SEO services in Jaipur that bring customers', 'heading: SEO services in [City name] that bring customers'],
        ['title: Technical SEO done properly', 'title: Technical SEO for {{city}}'],
      ),
    ).toEqual([
      '23:30 sections[0] (hero) › heading [placeholder] "[City name]" is a placeholder: write the real text before publishing (or keep the file a draft with draft: true)',
      '52:34 sections[1] (features) › items[1].title [placeholder] "{{city}}" is a placeholder: write the real text before publishing (or keep the file a draft with draft: true)',
    ]);
  });

  it('a slot written through an escape is reported at its value’s start, not where a later field writes the same slot', () => {
    const reported = reportedWith(
      ['heading: SEO services in Jaipur that bring customers, not just clicks', 'heading: "SEO services in \\x5BCity name] that bring customers"'],
      ['title: Technical SEO done properly', 'title: Technical SEO for [City name]'],
    );
    expect(reported.map((line) => line.split(' [placeholder]')[0])).toEqual([
      '23:14 sections[0] (hero) › heading',
      '52:34 sections[1] (features) › items[1].title',
    ]);
  });
});

describe('placeholders in a shared section', { timeout: 60_000 }, () => {
  const SHARED = join(root, 'pages-data', '_shared', 'generic-faq.yaml');
  const withTbd = read(SHARED).replace(/(- question: What digital marketing services do you offer\?\n {4}answer: >-\n {6})/, '$1Prices TBD. ');

  it('are reported once, at the shared file’s own line, not at the include line of each page that places it', () => {
    expect(withTbd).not.toBe(read(SHARED));
    expect(read(join(root, 'pages-data', 'core', 'contact.yaml'))).toContain('- include: generic-faq');
    const problems = check({ [SHARED]: withTbd }).problems;
    // In a folded block (answer: >- on line 10), at the placeholder on the block's first line.
    expect(problems.map((p) => `${p.file}:${p.line}:${p.col} ${p.field} [${p.code}] ${p.message}`)).toEqual([
      'pages-data/_shared/generic-faq.yaml:11:14 items[0].answer [placeholder] "TBD" is a placeholder: write the real text (a shared section has no draft: every page that includes it shows it)',
    ]);
  });

  it('are reported with every page that places it a draft, since a shared section has no draft of its own; not when drafts are built', () => {
    const contact = join(root, 'pages-data', 'core', 'contact.yaml');
    const about = join(root, 'pages-data', 'jaipur', 'about.yaml');
    const drafts = { [contact]: read(contact).replace(/^route:/m, 'draft: true\nroute:'), [about]: read(about).replace(/^route:/m, 'draft: true\nroute:') };
    expect(
      check({ [SHARED]: withTbd, ...drafts })
        .problems.filter((p) => p.code === 'placeholder')
        .map((p) => p.file),
    ).toEqual(['pages-data/_shared/generic-faq.yaml']);
    expect(check({ [SHARED]: withTbd }, { drafts: true }).problems).toEqual([]);
  });
});

describe('drafts', { timeout: 60_000 }, () => {
  it('a draft page is left out of the site, its menus and footer, and listed as held', () => {
    expect(footerLink).toContain('/local-seo-for-clinics-jaipur');
    const { catalogue, problems } = check({ [PAGE]: draftPage, [SITE]: footerLink });
    expect(problems).toEqual([]);
    expect(catalogue!.byPath.has('/local-seo-for-clinics-jaipur')).toBe(false);
    expect(catalogue!.pages.some((p) => p.file === 'pages-data/jaipur/local-seo-for-clinics.yaml')).toBe(false);
    expect(catalogue!.held).toEqual([
      {
        file: 'pages-data/jaipur/local-seo-for-clinics.yaml',
        path: '/local-seo-for-clinics-jaipur',
        reason: 'draft',
        alsoLeftOut: ['the footer link "Local SEO for Clinics" (under "Locations")'],
      },
    ]);
    expect(heldLine(catalogue!.held[0]!)).toBe(
      '  held back: pages-data/jaipur/local-seo-for-clinics.yaml (/local-seo-for-clinics-jaipur) is a draft; left out with it: the footer link "Local SEO for Clinics" (under "Locations")',
    );
    // CONTENT.md shows this line.
    expect(read(join(root, 'CONTENT.md'))).toContain(`\`\`\`text\n${heldLine(catalogue!.held[0]!)}\n\`\`\``);
    expect(JSON.stringify(catalogue!.site.footer)).not.toContain('/local-seo-for-clinics-jaipur');
    // Published, the footer links it.
    const published = check({ [PAGE]: draftPage.replace('draft: true\n', ''), [SITE]: footerLink });
    expect(JSON.stringify(published.catalogue!.site.footer)).toContain('/local-seo-for-clinics-jaipur');
  });

  it('says which menu entries and footer links go with a draft, and a submenu or column that goes with them', () => {
    const site = readFileSync(SITE, 'utf8')
      .replace(/( {6}- label: SEO\n {8}href: \/seo-company-jaipur\n)/, '$1      - label: Clinics\n        href: /local-seo-for-clinics-jaipur#services\n')
      .replace(
        /^footer:\n/m,
        'footer:\n  - heading: For clinics\n    links:\n      - label: Local SEO for Clinics\n        href: /local-seo-for-clinics-jaipur\n',
      )
      .replace(/^menu:\n/m, 'menu:\n  - label: Clinic SEO\n    href: /local-seo-for-clinics-jaipur\n');
    const { catalogue, problems } = check({ [PAGE]: draftPage, [SITE]: site });
    expect(problems).toEqual([]);
    expect(catalogue!.held[0]!.alsoLeftOut).toEqual([
      'the menu entry "Clinic SEO"',
      'the menu entry "Services › Clinics"',
      'the footer link "Local SEO for Clinics" (under "For clinics") and its column "For clinics", all of whose links are held back',
    ]);
    expect(catalogue!.site.footer.map((c) => c.heading)).not.toContain('For clinics');
    // A submenu of drafts only goes too.
    const submenu = site.replace(
      /^menu:\n/m,
      'menu:\n  - label: Clinics\n    children:\n      - label: Local SEO\n        href: /local-seo-for-clinics-jaipur\n',
    );
    expect(check({ [PAGE]: draftPage, [SITE]: submenu }).catalogue!.held[0]!.alsoLeftOut[0]).toBe(
      'the menu entry "Clinics › Local SEO" and the submenu "Clinics", all of whose links are held back',
    );
  });

  it('a listing page that only held posts would fill is not a page: a link to it is reported', () => {
    const blogDir = join(root, 'pages-data', 'blog');
    const posts = readdirSync(blogDir)
      .filter((f) => f.endsWith('.md'))
      .sort();
    expect(posts).toHaveLength(16); // three listing pages of six
    const linking = read(JAIPUR_SEO).replace(/href: \/contact\b/, 'href: /blog/page/3');
    expect(check({ [JAIPUR_SEO]: linking }).problems).toEqual([]);
    // Four drafts leave twelve posts: two listing pages, so /blog/page/3 is no longer built.
    const drafts = Object.fromEntries(posts.slice(0, 4).map((f) => [join(blogDir, f), read(join(blogDir, f)).replace(/^---\n/, '---\ndraft: true\n')]));
    const { problems } = check({ ...drafts, [JAIPUR_SEO]: linking });
    // (Posts that link the drafts are reported too, as links to held posts.)
    expect(problems.filter((p) => p.code === 'dead-link').map((p) => `${p.code} ${p.message}`)).toEqual([
      'dead-link Links to "/blog/page/3", which is not a page of this site',
    ]);
  });

  it('npm run dev shows drafts: with drafts the page is in the catalogue', () => {
    const { catalogue } = check({ [PAGE]: draftPage, [SITE]: footerLink }, { drafts: true });
    expect(catalogue!.byPath.get('/local-seo-for-clinics-jaipur')?.page.draft).toBe(true);
    expect(JSON.stringify(catalogue!.site.footer)).toContain('/local-seo-for-clinics-jaipur');
    expect(catalogue!.held).toEqual([]);
  });

  it('a link from a published page to a draft names both files', () => {
    const linking = read(JAIPUR_SEO).replace(/href: \/contact\b/, 'href: /local-seo-for-clinics-jaipur');
    const { problems } = check({ [PAGE]: draftPage, [JAIPUR_SEO]: linking });
    expect(formatProblems(problems)).toMatch(
      /^pages-data\/jaipur\/seo\.yaml:\d+:\d+ {2}\S.* {2}Links to "\/local-seo-for-clinics-jaipur", which is a draft \(pages-data\/jaipur\/local-seo-for-clinics\.yaml\): publish it first, or link elsewhere$/,
    );
  });

  it('a draft post is held; a post dated after today waits for its date', () => {
    const guidePost = readFileSync(join(root, 'tests', 'fixtures', 'guide', 'blog-post.md'), 'utf8');
    const draft = check({ [NEW_POST]: guidePost.replace(/^date:/m, 'draft: true\ndate:') });
    expect(draft.problems).toEqual([]);
    expect(draft.catalogue!.posts.some((p) => p.slug === 'google-maps-for-clinics-jaipur')).toBe(false);
    expect(draft.catalogue!.held).toEqual([{ file: NEW_POST_NAME, path: '/blog/google-maps-for-clinics-jaipur', reason: 'draft', alsoLeftOut: [] }]);
    const future = guidePost.replace(/^date: .*$/m, 'date: 2026-12-01');
    const waiting = check({ [NEW_POST]: future });
    expect(waiting.catalogue!.held).toEqual([
      { file: NEW_POST_NAME, path: '/blog/google-maps-for-clinics-jaipur', reason: 'scheduled', date: '2026-12-01', alsoLeftOut: [] },
    ]);
    expect(renderRss(waiting.catalogue!)).not.toContain('google-maps-for-clinics-jaipur');
    const onTheDay = check({ [NEW_POST]: future }, { today: '2026-12-01' });
    expect(onTheDay.catalogue!.posts.some((p) => p.slug === 'google-maps-for-clinics-jaipur')).toBe(true);
    expect(renderRss(onTheDay.catalogue!)).toContain('/blog/google-maps-for-clinics-jaipur</link>');
    // Waiting for its date, it is published by the build on that day with no one to see a refusal:
    // what it may not hold published is told now; a draft may still hold it.
    const unfinished = `${future}\nTODO: the prices.\n`;
    const line = unfinished.split('\n').indexOf('TODO: the prices.') + 1;
    expect(check({ [NEW_POST]: unfinished }).problems.map((p) => `${p.file}:${p.line} ${p.code}`)).toEqual([`${NEW_POST_NAME}:${line} placeholder`]);
    expect(check({ [NEW_POST]: unfinished.replace(/^date:/m, 'draft: true\ndate:') }).problems).toEqual([]);
    // So is one whose front matter is refused (its article's placeholder beside the refusal), and its
    // call to action for its city (tagged Bhilwara, the blog's names Jaipur and Ajmer).
    const refused = unfinished.replace(/^excerpt: .*$/m, 'excerpt: Short.');
    expect(check({ [NEW_POST]: refused }).problems.map((p) => `${p.line} ${p.code}`)).toEqual([
      `${refused.split('\n').findIndex((l) => l.startsWith('excerpt:')) + 1} too-few`,
      `${line} placeholder`,
    ]);
    expect(check({ [NEW_POST]: refused.replace(/^date:/m, 'draft: true\ndate:') }).problems.map((p) => p.code)).toEqual(['too-few']);
    const forBhilwara = future
      .replace(/^tags: .*$/m, 'tags: [Local SEO, Bhilwara]')
      .replace(/^(title|heading): .*$/gm, (l) => l.replaceAll('Jaipur', 'Bhilwara'));
    expect(check({ [NEW_POST]: forBhilwara }).problems.map((p) => `${p.field} ${p.code}`)).toEqual(['tags[1] cta-other-city', 'slug post-other-city']);
  });

  it('a link from a published post to a scheduled one names both files', () => {
    const future = readFileSync(join(root, 'tests', 'fixtures', 'guide', 'blog-post.md'), 'utf8').replace(/^date: .*$/m, 'date: 2026-12-01');
    const linking = read(POST).replace(/\]\(\/[a-z0-9-]+\)/, '](/blog/google-maps-for-clinics-jaipur)');
    expect(formatProblems(check({ [NEW_POST]: future, [POST]: linking }).problems)).toMatch(
      /^pages-data\/blog\/google-ads-budget-guide\.md:\d+:\d+ {2}content {2}Links to "\/blog\/google-maps-for-clinics-jaipur", which is a post scheduled for 2026-12-01 \(pages-data\/blog\/google-maps-for-clinics-jaipur\.md\) and not on the site before then: schedule this one for that date or later, bring that one's date forward, or link elsewhere$/,
    );
  });
});

describe('the slug is the file name', { timeout: 60_000 }, () => {
  it('a slug that differs from the file name is reported', () => {
    const { problems } = check({ [POST]: read(POST).replace(/^slug: .*$/m, 'slug: google-ads-budget') });
    expect(formatProblems(problems)).toMatchInlineSnapshot(
      `"pages-data/blog/google-ads-budget-guide.md:3:7  slug  The slug is the file name: rename the file to google-ads-budget.md, or write slug: google-ads-budget-guide (or leave slug out)"`,
    );
  });

  it('a post copied from another with its slug line: the slug named as the fix, not a file name that is taken', () => {
    const copy = join(root, 'pages-data', 'blog', 'google-ads-budget-guide-2.md');
    // Started from the other post and rewritten (a copy left word for word is told as one: same-copy.test.ts).
    const rewritten = read(POST)
      .replace(/^id: .*$/m, 'id: 999')
      .replace(/^title: .*$/m, 'title: "Google Ads for Ajmer Guest Houses: a Budget for the Season"')
      .replace(
        /^metaDescription: .*$/m,
        'metaDescription: "Work out a Google Ads budget for an Ajmer guest house from a booking\'s worth, cost per click and the Urs and Pushkar fair seasons."',
      )
      .replace(
        /^"How much should I spend on Google Ads\?" is the first question/m,
        '"How much should we spend on Google Ads this season?" is the first question',
      );
    const { problems } = check({ [copy]: rewritten });
    // (Its title rewritten for Ajmer, its tags still Jaipur: told too, catalogue/post-city.ts.)
    expect(formatProblems(problems)).toMatchInlineSnapshot(
      `
      "pages-data/blog/google-ads-budget-guide-2.md:3:7  slug  The slug is the file name, and google-ads-budget-guide.md is another post: write slug: google-ads-budget-guide-2 (or leave slug out)
      pages-data/blog/google-ads-budget-guide-2.md:4:8  title  This post is for Jaipur (its tags), but its title names Ajmer and not Jaipur: write it for Jaipur, or, if it is for Ajmer as well, add Ajmer to its tags"
    `,
    );
  });

  it('a post without slug takes the file name', () => {
    const { catalogue, problems } = check({ [POST]: read(POST).replace(/^slug: .*\n/m, '') });
    expect(problems).toEqual([]);
    expect(catalogue!.posts.some((p) => p.slug === 'google-ads-budget-guide')).toBe(true);
  });
});

describe('npm run new-post', { timeout: 60_000 }, () => {
  it('makes the slug from the title and takes the next free id', () => {
    expect(slugFromTitle('Google Maps for Jaipur Clinics: 5 Fixes & More')).toBe('google-maps-for-jaipur-clinics-5-fixes-and-more');
    // An apostrophe joins its word, as a reader says it.
    expect(slugFromTitle("Local SEO: Jaipur's 30-Day Checklist")).toBe('local-seo-jaipurs-30-day-checklist');
    expect(slugFromTitle('The Agency’s Year')).toBe('the-agencys-year');
    const dir = join(root, 'pages-data', 'blog');
    expect(nextPostId(dir)).toBeGreaterThan(16);
  });

  it('writes a draft post that passes the check and is held back', () => {
    const file = join(root, 'pages-data', 'blog', 'google-maps-for-jaipur-clinics.md');
    const text = newPostText('Google Maps for Jaipur Clinics', nextPostId(join(root, 'pages-data', 'blog')), '2026-11-23');
    const { catalogue, problems } = check({ [file]: text });
    expect(problems).toEqual([]);
    expect(catalogue!.held).toEqual([
      { file: 'pages-data/blog/google-maps-for-jaipur-clinics.md', path: '/blog/google-maps-for-jaipur-clinics', reason: 'draft', alsoLeftOut: [] },
    ]);
    expect(text).toMatch(/^draft: true$/m);
    expect(text).toMatch(/^date: 2026-11-23$/m);
  });

  it('the command writes the file into a copy of the content', () => {
    const copy = mkdtempSync(join(tmpdir(), 'new-post-'));
    try {
      const log = vi.spyOn(console, 'log').mockImplementation(() => {});
      expect(newPost(['Local SEO for Ajmer Hotels'], copy)).toBe(0);
      expect(newPost(['Local SEO for Ajmer Hotels'], copy)).toBe(1); // never overwrites
      log.mockRestore();
      const written = read(join(copy, 'pages-data', 'blog', 'local-seo-for-ajmer-hotels.md'));
      expect(written).toMatch(/^id: 1$/m);
      // A title partly in Hindi: its address keeps the English words only, and the command says so.
      const said = vi.spyOn(console, 'log').mockImplementation(() => {});
      expect(newPost(['जयपुर में लोकल SEO की गाइड'], copy)).toBe(0);
      expect(newPost(["Ajmer's Hotels: a Local SEO Plan"], copy)).toBe(0);
      const lines = said.mock.calls.map(([text]) => String(text));
      said.mockRestore();
      expect(lines[0]).toMatch(
        /^Wrote pages-data\/blog\/seo\.md, a draft at \/blog\/seo .*\nThe address is made of the title's English letters and digits only, so it is \/blog\/seo: to choose another, rename the file/,
      );
      expect(lines[1]).toMatch(
        /^Wrote pages-data\/blog\/ajmers-hotels-a-local-seo-plan\.md, a draft at \/blog\/ajmers-hotels-a-local-seo-plan .*\nReplace every placeholder/,
      );
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });
});

describe('RSS feed', { timeout: 60_000 }, () => {
  it('lists every published post, newest first, with absolute links', () => {
    const { catalogue } = check({});
    const rss = renderRss(catalogue!);
    expect(rss).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
    const links = [...rss.matchAll(/<link>([^<]+)<\/link>/g)].map((m) => m[1]!);
    expect(links.slice(1)).toHaveLength(catalogue!.posts.length);
    for (const link of links) expect(link).toMatch(new RegExp(`^${catalogue!.site.baseUrl}/blog(/[a-z0-9-]+)?$`));
    const dates = [...rss.matchAll(/<pubDate>([^<]+)<\/pubDate>/g)].map((m) => Date.parse(m[1]!));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(rss).toContain('<atom:link href="https://');
  });
});
