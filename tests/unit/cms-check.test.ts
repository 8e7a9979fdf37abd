import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import {
  checksWaiting,
  type EntryCollection,
  cityOfPath,
  inEditorWords,
  inFormOrderOf,
  inFormWords,
  boxOf,
  keyPathOf,
  lineName,
  problemsOf,
  repeatedKeyMessage,
  sessionState,
  sharedSections,
} from '../../admin/check.ts';
import { isNumberText, numberTextMessage, withNumberTexts } from '../../admin/number-text.ts';
import { cmsConfig, kindOfPath, SCHEMAS } from '../../catalogue/cms/config.ts';
import { entryNamer } from '../../admin/entry-names.ts';
import { readableField } from '../../catalogue/cms/fields.ts';
import { markdownProblems } from '../../catalogue/blog-markdown.ts';
import { canonicalIsEarlier } from '../../catalogue/canonical.ts';
import { NEW_POST_PROMPTS, placeholderMessage } from '../../catalogue/placeholders.ts';
import { formToData, readFile, writeFile } from '../../admin/formats.ts';
import { replacingNote } from '../../admin/replace-upload.ts';
import { deletingNote, routeOfEntry } from '../../admin/confirm-delete.ts';
import { buildCatalogue, loadCatalogue } from '../../catalogue/catalogue.ts';
import { cmsInput } from '../../catalogue/cms/input.ts';
import { aliasUseProblems } from '../../catalogue/cms/alias-uses.ts';
import { contentPaths } from '../../catalogue/load.ts';
import { earlierRoutes } from '../../scripts/build/earlier-routes.ts';

/** The browser editor's check before saving: the build's schemas and messages, on the form's data. */

const root = join(import.meta.dirname, '../..');
const paths = contentPaths(root);
const input = cmsInput(loadCatalogue(paths), paths);
const { dirs, folders, shared, cities } = input;
const form = (path: string) => readFile(kindOfPath(path, dirs), readFileSync(join(root, path), 'utf8'));

describe('the browser editor refuses what the build would refuse', () => {
  it('knows each file by the folders the build named', () => {
    expect(
      ['pages-data/jaipur/seo.yaml', 'pages-data/_shared/generic-faq.yaml', 'pages-data/_cities.yaml', 'site.config.yaml', 'pages-data/blog/x.md'].map((p) =>
        kindOfPath(p, dirs),
      ),
    ).toEqual(['page', 'section', 'cities', 'site', 'post']);
  });

  it("refuses a photo uploaded in this session that is narrower than its place needs, in the build's words, at its box", () => {
    const widths: Record<string, number> = { '/images/jaipur/IMG_0041.JPG': 1200, '/images/jaipur/IMG_0042.JPG': 4032, '/images/blog/IMG_0043.JPG': 1080 };
    const photoWidth = (src: string) => widths[src];
    const page = form('pages-data/jaipur/seo.yaml') as { meta: object; sections: { image?: { src: string } }[] };
    const withHero = (src: string) => ({ ...page, sections: page.sections.map((s, i) => (i === 0 ? { ...s, image: { ...s.image, src } } : s)) });
    const narrow = problemsOf('page', withHero('/images/jaipur/IMG_0041.JPG'), { photoWidth }).filter((p) => p.code === 'image-too-narrow');
    expect(narrow.map(({ field, message }) => ({ field, message }))).toEqual([
      {
        field: 'sections[0] (hero) › image.src',
        message: 'The photo is 1200 px wide; this section shows it up to 1440 px: use a photo at least 1440 px wide',
      },
    ]);
    expect(problemsOf('page', withHero('/images/jaipur/IMG_0042.JPG'), { photoWidth })).toEqual([]);
    // In a page its schema refuses (a title too short), as the build checks a refused page's images;
    // not where the path itself is refused (that problem is told).
    const refused = (src: string) => ({ ...withHero(src), meta: { ...page.meta, title: 'SEO' } });
    expect(problemsOf('page', refused('/images/jaipur/IMG_0041.JPG'), { photoWidth }).map(({ code, field }) => `${field} ${code}`)).toEqual([
      'meta.title too-few',
      'sections[0] (hero) › image.src image-too-narrow',
    ]);
    const badPath = problemsOf('page', refused('/images/jaipur/IMG 0041.JPG'), { photoWidth: () => 1200 });
    expect(badPath.map(({ code, field }) => `${field} ${code}`)).toEqual(['meta.title too-few', 'sections[0] (hero) › image.src bad-image-path']);
    // A post's cover, as the article and the blog's cards show it.
    const post = form('pages-data/blog/how-long-does-seo-take.md');
    expect(problemsOf('post', { ...post, image: '/images/blog/IMG_0043.JPG' }, { photoWidth }).map(({ field, message }) => ({ field, message }))).toEqual([
      { field: 'image', message: 'The photo is 1080 px wide; a post shows it up to 1440 px: use a photo at least 1440 px wide' },
    ]);
    // A photo whose width the editor does not know (not uploaded in this session) is the build's to check.
    expect(problemsOf('post', { ...post, image: '/images/blog/elsewhere.jpg' }, { photoWidth })).toEqual([]);
  });

  it('every page the build accepts is accepted opened and saved unchanged, with its city and the shared sections it places', () => {
    // (The editor reads a folded text as one line: "Pushkar" at a line's end and "Road" on the next were
    // one name to it and two to the build, which refused the Jaipur about page in the editor alone.)
    const pages = readdirSync(join(root, 'pages-data'), { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.yaml') && !f.startsWith('_'))
      .map((f) => `pages-data/${f}`);
    expect(pages.length).toBeGreaterThan(20);
    const refused = pages.flatMap((path) =>
      problemsOf('page', form(path), { city: cityOfPath(path, dirs, folders), cities, shared: sharedSections(dirs, shared) }).map(
        (p) => `${path} ${p.field}: ${p.message}`,
      ),
    );
    expect(refused).toEqual([]);
  });

  it('a new page is written with the editor-help line of the page schema, relative to its folder', () => {
    const { _original, ...page } = form('pages-data/jaipur/seo.yaml');
    expect(writeFile('page', page, dirs).split('\n', 1)[0]).toBe('# yaml-language-server: $schema=../../schemas/page.schema.json');
  });

  it('a shared section is one section in the form: opened and saved unchanged it is the same bytes; a new one is written as a section file of pages-data/_shared/', () => {
    const text = readFileSync(join(root, 'pages-data/_shared/generic-faq.yaml'), 'utf8');
    const shared = form('pages-data/_shared/generic-faq.yaml');
    expect((shared.section as { type: string }[]).map((s) => s.type)).toEqual(['faq']);
    expect(writeFile('section', shared, dirs)).toBe(text);
    expect(problemsOf('section', shared)).toEqual([]);

    const fresh = {
      section: [
        {
          type: 'stats',
          heading: 'Festive season in numbers',
          items: [
            { value: '3x', label: 'Enquiries in Diwali week' },
            { value: '40%', label: 'Orders on WhatsApp' },
          ],
        },
      ],
    };
    const written = writeFile('section', fresh, dirs);
    expect(written.split('\n', 1)[0]).toBe('# yaml-language-server: $schema=../../schemas/section.schema.json');
    expect(parse(written)).toEqual(fresh.section[0]);
    expect(problemsOf('section', fresh)).toEqual([]);
    // No type chosen yet: the build's message for a section without one.
    expect(problemsOf('section', { section: [] }).map(({ code, field }) => ({ code, field }))).toEqual([{ code: 'required', field: 'type' }]);
  });

  it('a page that places a shared section (`- include: generic-faq`) passes: the section is checked in its place, as the build expands it', () => {
    for (const path of ['pages-data/jaipur/about.yaml', 'pages-data/core/contact.yaml']) {
      const page = form(path);
      expect((page.sections as { include?: string }[]).filter((s) => s.include).map((s) => s.include)).toEqual(['generic-faq']);
      expect(problemsOf('page', page, { shared: sharedSections(dirs, shared) })).toEqual([]);
      // Written back, the include stays an include.
      const { _original, ...fields } = page;
      expect(parse(writeFile('page', fields, dirs)).sections).toContainEqual({ include: 'generic-faq' });
    }
    // A shared section the repository does not have (removed since the page was written) is refused in the build's words, once.
    const unknown = form('pages-data/core/contact.yaml');
    const at = (unknown.sections as { include?: string }[]).findIndex((s) => s.include);
    (unknown.sections as { include?: string }[])[at]!.include = 'generic-faqs';
    expect(problemsOf('page', unknown, { shared: sharedSections(dirs, shared) }).map(({ code, field, message }) => ({ code, field, message }))).toEqual([
      {
        code: 'snippet-not-found',
        field: `sections[${at}] › include`,
        message: 'No shared section "generic-faqs" in pages-data/_shared/ (did you mean "generic-faq"?)',
      },
    ]);
  });

  it('a title too short once trimmed is counted trimmed, as the build counts it', () => {
    const page = form('pages-data/jaipur/seo.yaml');
    (page.meta as { title: string }).title = '   About us   ';
    expect(problemsOf('page', page).map(({ code, field, message }) => ({ code, field, message }))).toEqual([
      { code: 'too-few', field: 'meta.title', message: 'Too short for search results: write at least 10 characters (now 8)' },
    ]);
  });

  it('emoji count one character each, as zod counts them: 5 are too few for a title, 35 are enough', () => {
    const page = form('pages-data/jaipur/seo.yaml');
    (page.meta as { title: string }).title = '😀'.repeat(5);
    expect(problemsOf('page', page).map(({ message }) => message)).toEqual(['Too short for search results: write at least 10 characters (now 5)']);
    (page.meta as { title: string }).title = '😀'.repeat(35);
    expect(problemsOf('page', page)).toEqual([]);
  });

  it("a post's missing heading is its front matter's, in the build's words", () => {
    const { heading: _heading, ...post } = form('pages-data/blog/how-long-does-seo-take.md');
    expect(problemsOf('post', post).map(({ code, field, message }) => `${code} ${field} ${message}`)).toEqual([
      'required heading Required: the front matter has no "heading" — Heading shown on the card and the article',
    ]);
  });

  it("an article's placeholder is told how to keep an example as written in the Article box's words: its Code button, not backticks", () => {
    const post = form('pages-data/blog/how-long-does-seo-take.md');
    const [told] = problemsOf('post', { ...post, body: 'Reply to every review with [Name] and the service they used.' });
    expect(told?.message).toMatch(/goes in backticks: `\[Name\]`$/);
    expect(inFormWords(told!.message)).toBe(
      `"[Name]" is a placeholder: write the real text before publishing (or switch Draft on); an example meant to show as written is marked as code (select it, then the Code button, <>, in the Article box's toolbar), as Markdown writes it: \`[Name]\``,
    );
  });

  it("a post's Date box left empty is told it has no date, in the build's words, as a post with none is", () => {
    const post = form('pages-data/blog/how-long-does-seo-take.md');
    const told = (entry: Record<string, unknown>) => problemsOf('post', entry).map(({ code, field, message }) => `${readableField(field)} ${code} ${message}`);
    const empty = 'Date required Required: "date" of the front matter is empty — Publication date, YYYY-MM-DD';
    expect(told({ ...post, date: '' })).toEqual([empty]);
    expect(told({ ...post, date: null })).toEqual([empty]);
    // In the form, the box to fill: its Date box shows the date as the browser writes dates, not YYYY-MM-DD.
    expect(inFormWords(problemsOf('post', { ...post, date: '' })[0]!.message)).toBe(
      'No date yet: choose the day it is published in the Date box (a date typed in part counts as none)',
    );
    const { date: _date, ...dateless } = post;
    expect(told(dateless)).toEqual(['Date required Required: the front matter has no "date" — Publication date, YYYY-MM-DD']);
  });

  it("a post with no article is refused as the build refuses it, its front matter right or not, told in the form's words", () => {
    const post = form('pages-data/blog/how-long-does-seo-take.md');
    const told = (entry: Record<string, unknown>) =>
      problemsOf('post', entry).map(({ code, field, message }) => `${readableField(field)} ${code} ${inFormWords(message)}`);
    const empty = 'Article, line 1 too-few The article has no text: write the post in the Article box';
    expect(told({ ...post, body: '' })).toEqual([empty]);
    expect(told({ ...post, body: ' \n\n ' })).toEqual([empty]);
    const { heading: _heading, ...headless } = post;
    expect(told({ ...headless, body: '' })).toEqual([
      'Heading required Required: the front matter has no "heading" — Heading shown on the card and the article',
      empty,
    ]);
  });

  it('a page and a post as they are pass', () => {
    expect(problemsOf('page', form('pages-data/jaipur/seo.yaml'))).toEqual([]);
    expect(problemsOf('post', form('pages-data/blog/how-long-does-seo-take.md'))).toEqual([]);
    expect(problemsOf('site', form('site.config.yaml'))).toEqual([]);
    expect(problemsOf('cities', form('pages-data/_cities.yaml'))).toEqual([]);
  });

  it("a WhatsApp number that is none of the phones is refused in the settings, in the build's words; one of them, written as a phone, passes", () => {
    const settings = form('site.config.yaml') as Record<string, unknown> & { phones: string[]; whatsapp: Record<string, unknown> };
    const withNumber = (number: string) => ({ ...settings, whatsapp: { ...settings.whatsapp, number } });
    expect(problemsOf('site', withNumber('+91 99887 76655')).map(({ code, field, message }) => `${field} ${code} ${message}`)).toEqual([
      `whatsapp.number whatsapp-not-a-phone +91 99887 76655 is not one of the phones (${settings.phones.join(', ')}): remove number to use the first phone, or write the phone it should be`,
    ]);
    expect(problemsOf('site', withNumber(settings.phones[1]!))).toEqual([]);
  });

  it("settings the schema refuses (an empty Name) are still checked for what the build tells with it: a placeholder, a phone that is not the agency's", () => {
    const settings = form('site.config.yaml') as Record<string, unknown> & { phones: unknown[] };
    const written = {
      ...settings,
      name: '',
      tagline: 'TODO tagline',
      footerNote: 'Digital marketing for Jaipur and Ajmer businesses. Call +91 99887 76655.',
    };
    const told = (entry: Record<string, unknown>) => problemsOf('site', entry).map(({ code, field }) => `${field} ${code}`);
    expect(told(written)).toEqual(['name too-few', 'tagline placeholder', 'footerNote unknown-phone']);
    // Told where the form sets the phones, not in the file's name.
    expect(inFormWords(problemsOf('site', written).find((p) => p.code === 'unknown-phone')!.message)).toBe(
      `"+91 99887 76655" is not one of the agency's phones (+91 98765 43210, +91 91234 56789, in Settings › Site settings): write one of them, or change the Phones there if the agency's number changed`,
    );
    // Its Phones refused too: the phone written out waits for them, and the panel says so; the placeholder does not wait.
    const phonesRefused = { ...written, phones: [settings.phones[0], 'call us'] };
    expect(told(phonesRefused)).toEqual(['name too-few', 'phones[1] bad-format', 'tagline placeholder']);
    expect(checksWaiting('site', phonesRefused)).toEqual([
      'More may follow: a phone number written in these texts is checked against Phones once Phones is right.',
    ]);
    expect(checksWaiting('site', written)).toEqual([]);
    expect(checksWaiting('site', { ...written, phones: [] })).toEqual([
      'More may follow: a phone number written in these texts is checked against Phones once Phones is right.',
    ]);
    expect(checksWaiting('page', form('pages-data/jaipur/seo.yaml'))).toEqual([]);
  });

  it('a page whose last section is not its call to action: cta-last, at the section', () => {
    const page = form('pages-data/jaipur/seo.yaml');
    const sections = page.sections as unknown[];
    sections.push(sections.splice(sections.length - 1, 1)[0], {
      type: 'stats',
      heading: 'Jaipur in numbers',
      items: [
        { value: '1', label: 'a' },
        { value: '2', label: 'b' },
      ],
    });
    expect(problemsOf('page', page)).toEqual([expect.objectContaining({ code: 'cta-last', field: 'sections[10] (stats) › type' })]);
  });

  it('a post whose article holds HTML or a javascript: link: the Markdown problems, by their line in the article', () => {
    const post = form('pages-data/blog/how-long-does-seo-take.md');
    post.body = 'First paragraph.\n\n<iframe src="https://example.com"></iframe>\n\nA [bad link](javascript:alert(1)).\n';
    const problems = problemsOf('post', post);
    expect(problems.map((p) => [p.code, p.field])).toEqual([
      ['markdown-html', 'body, line 3'],
      ['markdown-unsafe-link', 'body, line 5'],
    ]);
  });

  it("a post's article link to no page of the site, as a path or the site's own full address, is told as the build tells it, a draft's too", () => {
    const file = 'pages-data/blog/how-long-does-seo-take.md';
    const post = form(file);
    const article = (post.body as string).replace(
      /\n\n/,
      '\n\nSee [our SEO page](/seo-compnay-jaipur), [https://www.example.com/contcat](https://www.example.com/contcat) and [us](https://www.example.com/contact).\n\n',
    );
    const line = article.split('\n').findIndex((l) => l.startsWith('See [our SEO page]')) + 1;
    const context = { routes: input.routes, aliases: input.aliases, baseUrl: input.site.baseUrl, cities };
    const said = problemsOf('post', { ...post, body: article }, context).map((p) => `${p.field} ${p.code} ${p.message}`);
    expect(said).toEqual([
      `body, line ${line} dead-link Links to "/seo-compnay-jaipur", which is not a page of this site (did you mean "/seo-company-jaipur"?)`,
      `body, line ${line} dead-link Links to "https://www.example.com/contcat", which is not a page of this site (did you mean "/contact"?)`,
    ]);
    // The build's words for the same file.
    const text = readFileSync(join(root, file), 'utf8').replace(post.body as string, article);
    const built = buildCatalogue(contentPaths(root, { files: new Map([[join(root, file), text]]) })).problems.map((p) => `${p.code} ${p.message}`);
    expect(said.map((s) => s.replace(/^body, line \d+ /, ''))).toEqual(built);
    expect(problemsOf('post', { ...post, body: article, draft: true }, context)).toHaveLength(2);
  });

  it('a phone changed in the settings and saved is the agency’s from then on, and the one it replaced no longer is', () => {
    const site = loadCatalogue(paths).site;
    const settings = sessionState({ phones: site.phones.map((p) => p.display), aliases: site.aliases });
    const faq = form('pages-data/_shared/generic-faq.yaml');
    const withPhone = (phone: string) => {
      const copy = structuredClone(faq) as { section: { items: { answer: string }[] }[] };
      copy.section[0]!.items[0]!.answer = `Call us on ${phone} and we will answer the same day.`;
      return copy;
    };
    const said = (phone: string) => problemsOf('section', withPhone(phone), settings.current()).map((p) => p.code);
    expect([said('+91 98290 12345'), said('+91 91234 56789')]).toEqual([['unknown-phone'], []]);
    // The second phone changed, as the settings' form saves it.
    const settingsForm = form('site.config.yaml') as { phones: unknown[] };
    expect(settingsForm.phones[1]).toBe('+91 91234 56789');
    settings.saved('site', 'site.config.yaml', { ...settingsForm, phones: [settingsForm.phones[0], '098290-12345'] });
    expect(settings.current().phones).toEqual(['+91 98765 43210', '+91 98290 12345']);
    expect([said('+91 98290 12345'), said('+91 91234 56789')]).toEqual([[], ['unknown-phone']]);
    // Settings the schema refuses (saved only by mistake) change nothing.
    settings.saved('site', 'site.config.yaml', { ...settingsForm, phones: ['call us'] });
    expect(settings.current().phones).toEqual(['+91 98765 43210', '+91 98290 12345']);
    expect(settings.current().aliases).toEqual(site.aliases);
  });

  it("a page saved with another page's route or an alias's, and a post with another post's id, are refused in the build's words; saved in the session, theirs count from then on", () => {
    const context = { aliases: input.aliases, pageFiles: input.pageFiles, postIds: input.postIds, siteFile: 'site.config.yaml' };
    const said = (kind: 'page' | 'post', data: Record<string, unknown>, path: string, state: typeof context = context) =>
      problemsOf(kind, data, { ...state, path }).map((p) => `${p.field} ${p.code} ${p.message}`);
    const earlier = earlierRoutes(paths, 'HEAD');
    const built = (text: string, file: string) =>
      buildCatalogue(contentPaths(root, { files: new Map([[join(root, file), text]]) }), 'skipped' in earlier ? {} : { earlier }).problems.map(
        (p) => `${p.field} ${p.code} ${p.message}`,
      );
    // The Ajmer SEO page duplicated and saved as it is (a new entry, no file yet), then under a file of its own.
    const seo = form('pages-data/ajmer/seo.yaml');
    expect(said('page', seo, 'pages-data/ajmer/seo.yaml')).toEqual([]);
    const copyFile = 'pages-data/ajmer/seo-copy.yaml';
    const told = said('page', seo, copyFile);
    expect(told).toEqual([
      'route duplicate-route "/seo-company-ajmer" is the route of pages-data/ajmer/seo.yaml: give this page a route (and canonical) of its own',
    ]);
    expect(said('page', seo, '')).toEqual(told);
    // A page's route changed to another page's: that alone, not also its move and its Canonical,
    // whose lines told staff to give Canonical the taken route (a content editor's trial).
    const taking = { ...seo, route: '/lead-generation-company-ajmer' };
    expect(said('page', taking, 'pages-data/ajmer/seo.yaml')).toEqual([
      'route duplicate-route "/lead-generation-company-ajmer" is the route of pages-data/ajmer/lead-generation.yaml: give this page a route (and canonical) of its own',
    ]);
    // Given a route of its own, they are told.
    expect(said('page', { ...seo, route: '/seo-agency-ajmer' }, 'pages-data/ajmer/seo.yaml').map((line) => line.split(' ', 2).join(' '))).toEqual([
      'meta.canonical canonical-not-served',
      'route page-moved',
    ]);
    // The build's words, which know the copy from the last commit.
    expect(built(readFileSync(join(root, 'pages-data/ajmer/seo.yaml'), 'utf8'), copyFile)).toContain(told[0]!.replace(':', ' (its route in the last commit):'));
    // A new Jaipur page given an alias's address as its route.
    const alias = Object.keys(input.aliases!)[0]!;
    const jaipur = readFileSync(join(root, 'pages-data/jaipur/seo.yaml'), 'utf8').replaceAll('/seo-company-jaipur', alias);
    const aliasTold = said('page', readFile('page', jaipur), 'pages-data/jaipur/new.yaml');
    expect(aliasTold).toEqual([expect.stringMatching(new RegExp(`^route alias-clash "${alias}" is an address of pages-data/`))]);
    expect(built(jaipur, 'pages-data/jaipur/new.yaml')).toContain(aliasTold[0]);
    // A post with another's id; its own is its own. The free id is the next after the highest.
    const post = form('pages-data/blog/how-long-does-seo-take.md');
    const free = Math.max(...Object.values(input.postIds!)) + 1;
    expect(said('post', post, 'pages-data/blog/how-long-does-seo-take.md')).toEqual([]);
    expect(said('post', post, '')).toEqual([
      `id duplicate-post-id ${post.id} is the id of pages-data/blog/how-long-does-seo-take.md: give this post an id of its own (${free} is free)`,
    ]);
    // Saved in the session: a second new post with the first's id, a page with a route saved a moment ago.
    const session = sessionState(context);
    session.saved('post', 'pages-data/blog/first-new.md', { ...post, id: free });
    expect(said('post', { ...post, id: free }, '', { ...context, ...session.current() })).toEqual([
      `id duplicate-post-id ${free} is the id of pages-data/blog/first-new.md: give this post an id of its own (${free + 1} is free)`,
    ]);
    // (A new entry: no text it was opened with, whose route it would have to keep.)
    const { _original: _opened, ...fresh } = seo;
    const moved = { ...fresh, route: '/seo-company-ajmer-2', meta: { ...(seo.meta as object), canonical: '/seo-company-ajmer-2' } };
    session.saved('page', copyFile, moved);
    expect(session.current().pageFiles!['/seo-company-ajmer-2']).toBe(copyFile);
    expect(said('page', moved, '', { ...context, ...session.current() })).toEqual([
      `route duplicate-route "/seo-company-ajmer-2" is the route of ${copyFile}: give this page a route (and canonical) of its own`,
    ]);
  });

  it("a post's Slug box that is not its file's name is refused, a new post's against the name the editor makes from its Heading", () => {
    const post = form('pages-data/blog/how-long-does-seo-take.md');
    const said = (data: Record<string, unknown>, slug?: string) => problemsOf('post', data, { slug }).map((p) => `${p.field} ${p.code} ${p.message}`);
    expect(said(post, 'how-long-does-seo-take')).toEqual([]);
    expect(said({ ...post, slug: 'seo-timeline' }, 'how-long-does-seo-take')).toEqual([
      "slug rule The slug is the file name, how-long-does-seo-take: empty the Slug box (the post's address follows its file's name), or write how-long-does-seo-take",
    ]);
    // A new post (not opened from a file): its file will be named from its Heading.
    const { _original: _opened, ...fresh } = post;
    expect(said({ ...fresh, heading: 'Admissions season: five tips', slug: 'coaching-admissions-tips' })).toEqual([
      "slug rule The slug is the file name, admissions-season-five-tips, made from the Heading for a new post: empty the Slug box (the post's address follows its file's name), or write admissions-season-five-tips",
    ]);
    expect(said({ ...fresh, heading: 'Admissions season: five tips', slug: undefined })).toEqual([]);
  });

  it('before a page or post is deleted, the question names what links to it and the aliases that send to it', () => {
    expect(input.linkedFrom!['/seo-company-jaipur']).toContain('site.config.yaml');
    expect(routeOfEntry('#/collections/pages-jaipur/entries/seo', input.dirs, input.pageFiles!)).toBe('/seo-company-jaipur');
    expect(routeOfEntry('#/collections/blog/entries/how-long-does-seo-take', input.dirs, input.pageFiles!)).toBe('/blog/how-long-does-seo-take');
    expect(routeOfEntry('#/collections/pages-top/entries/home', input.dirs, input.pageFiles!)).toBeUndefined();
    const linked = { '/a': ['pages-data/one.yaml', 'site.config.yaml'], '/b': ['1', '2', '3', '4', '5', '6'] };
    expect(deletingNote('/a', linked, { '/old-a': '/a' })).toBe(
      "Its address, /a, is linked from pages-data/one.yaml and site.config.yaml, and the settings' alias /old-a sends visitors to it. Deleted, each of those leads to no page, and the build refuses the links until they are changed. Change them first, or, to keep the address working, give it to the page that takes its place (under Aliases in Site settings: /a → that page's address).",
    );
    expect(deletingNote('/b', linked, {})).toMatch(/^Its address, \/b, is linked from 1, 2, 3, 4 and 2 more\. Deleted/);
    expect(deletingNote('/c', linked, { '/x': '/c', '/y': '/c' })).toMatch(/^The settings' aliases \/x and \/y send visitors to its address, \/c\. Deleted/);
    expect(deletingNote('/d', linked, {})).toBeUndefined();
  });

  it("before an upload replaces a file of its name, the question names the pages and posts that show it, drafts' too", () => {
    const images = input.images!;
    expect(images['/images/blog/local-seo-jaipur-checklist.svg']).toEqual(['pages-data/blog/local-seo-jaipur-checklist.md']);
    expect(replacingNote('local-seo-jaipur-checklist.svg', images)).toBe(
      '“local-seo-jaipur-checklist.svg” is shown by pages-data/blog/local-seo-jaipur-checklist.md (/images/blog/local-seo-jaipur-checklist.svg): Replace would show the new file there too. Keep Both saves it under a name of its own and leaves that one as it is.',
    );
    // Two folders with a file of that name, and one of them shown twice: each named once.
    const two = {
      '/images/blog/IMG_4821.JPG': ['pages-data/blog/b.md', 'pages-data/blog/a.md'],
      '/images/jaipur/IMG_4821.JPG': ['pages-data/jaipur/seo.yaml'],
    };
    expect(replacingNote('IMG_4821.JPG', two)).toBe(
      '“IMG_4821.JPG” is shown by pages-data/blog/a.md, pages-data/blog/b.md and pages-data/jaipur/seo.yaml (/images/blog/IMG_4821.JPG and /images/jaipur/IMG_4821.JPG): Replace would show the new file there too. Keep Both saves it under a name of its own and leaves those as they are.',
    );
    expect(replacingNote('IMG_0001.JPG', two)).toBe(
      'Replace puts the new file wherever the site shows “IMG_0001.JPG”; Keep Both saves it under a name of its own.',
    );
  });

  it('a post with a placeholder date and an empty author: the build’s messages and codes', () => {
    const post = form('pages-data/blog/how-long-does-seo-take.md');
    post.date = '2026-13-40';
    post.author = '';
    const codes = problemsOf('post', post).map((p) => `${p.field}: ${p.code}`);
    expect(codes).toEqual(expect.arrayContaining(['date: bad-date', 'author: too-few']));
  });

  it('a page left with a placeholder is refused as the build refuses it, at its field; as a draft it saves', () => {
    const page = form('pages-data/jaipur/seo.yaml');
    const faq = (page.sections as { type: string; items?: { answer: string }[] }[]).find((s) => s.type === 'faq')!;
    faq.items![1]!.answer = 'TODO: the answer for Jaipur shops.';
    const index = (page.sections as unknown[]).indexOf(faq);
    expect(problemsOf('page', page)).toEqual([
      {
        code: 'placeholder',
        line: expect.any(Number),
        col: expect.any(Number),
        field: `sections[${index}] (faq) › items[1].answer`,
        message: '"TODO" is a placeholder: write the real text before publishing (or keep the file a draft with draft: true)',
        mark: { text: 'TODO', nth: 0 },
      },
    ]);
    expect(problemsOf('page', { ...page, draft: true })).toEqual([]);
  });

  it("the panel lists problems in the form's order, whichever check found each: a placeholder in the hero before an empty FAQ answer below it; a post's article after its other boxes", () => {
    const page = form('pages-data/jaipur/seo.yaml');
    const sections = page.sections as { type: string; heading?: string; items?: { answer: string }[] }[];
    sections[0]!.heading = 'SEO for TODO in Jaipur';
    const faq = sections.find((s) => s.type === 'faq')!;
    faq.items![1]!.answer = '';
    const found = problemsOf('page', page);
    // The schema's check comes first, the placeholders' after it.
    expect(found.map((p) => p.code)).toEqual(['too-few', 'placeholder']);
    expect([...found].sort(inFormOrderOf('page')).map((p) => p.field)).toEqual([
      'sections[0] (hero) › heading',
      `sections[${sections.indexOf(faq)}] (faq) › items[1].answer`,
    ]);
    const post = form('pages-data/blog/how-long-does-seo-take.md');
    post.body = `TODO first.\n\n${String(post.body)}`;
    post.author = '';
    expect(
      problemsOf('post', post)
        .sort(inFormOrderOf('post'))
        .map((p) => p.field),
    ).toEqual(['author', 'body, line 1']);
    // A new post, its boxes empty: in the form's order, though its keys are not written out in it.
    const blank = { id: 99, tags: [''], body: 'TODO', metaDescription: '', alt: '', excerpt: '', author: '', heading: '', title: '' };
    expect(
      problemsOf('post', blank)
        .sort(inFormOrderOf('post'))
        .map((p) => p.field.replace(/ .*/, '')),
    ).toEqual(['title', 'heading', 'date', 'author', 'excerpt', 'image', 'alt', 'tags[0]', 'metaDescription', 'body,']);
  });

  it('a placeholder in an article after the same text shown as code on its line is marked as the Article box shows the line: the second time it is written', () => {
    const post = form('pages-data/blog/how-long-does-seo-take.md');
    post.body = `${String(post.body).trimEnd()}\n\nWrite \`[Client name]\` as shown, then ask [Client name] for the figures.\n`;
    const line = String(post.body).trimEnd().split('\n').length;
    expect(problemsOf('post', post).filter((p) => p.code === 'placeholder')).toEqual([
      expect.objectContaining({ field: `body, line ${line}`, mark: { text: '[Client name]', nth: 1 } }),
    ]);
  });

  it('finds a problem’s field in the form by its key path: a page’s section item, its meta, a post’s article line, a shared section’s field', () => {
    expect(keyPathOf('sections[3] (faq) › items[2].answer', 'page')).toBe('sections.3.items.2.answer');
    expect(keyPathOf('meta.geo.latitude', 'page')).toBe('meta.geo.latitude');
    expect(keyPathOf('body, line 13', 'post')).toBe('body');
    expect(keyPathOf('items[0].answer', 'section')).toBe('section.0.items.0.answer');
  });

  it('a problem in a map the form holds as a list (the aliases, the gazetteer) is at its item’s box: its key refused at the key, a plain value at the value, a field at that field', () => {
    const site = form('site.config.yaml') as { aliases: { key: string; value: string }[] };
    site.aliases[2]!.key = 'no-slash';
    site.aliases[3]!.key = '';
    site.aliases[4]!.value = 'no-slash-either';
    const aliasBoxes = problemsOf('site', site).map((p) => [p.field, boxOf(p, 'site')]);
    expect(aliasBoxes).toEqual([
      ['aliases.no-slash', 'aliases.2.key'],
      ['aliases.', 'aliases.3.key'],
      [`aliases.${site.aliases[4]!.key}`, 'aliases.4.value'],
    ]);
    const gazetteer = form('pages-data/_cities.yaml') as { cities: { key: string; name: string; region: string }[] };
    gazetteer.cities[2]!.name = '';
    gazetteer.cities[3]!.key = 'Bad Key';
    gazetteer.cities[4]!.region = 'XX';
    const cityBoxes = problemsOf('cities', gazetteer).map((p) => boxOf(p, 'cities'));
    expect(cityBoxes).toEqual(['cities.2.name', 'cities.3.key', 'cities.4.region']);
    // The panel's line to each: named by its field as the form labels it, or, where the field is named
    // by an empty key, by the box's place in the form.
    gazetteer.cities[1]!.key = '';
    const named = (kind: 'cities' | 'site', entry: Record<string, unknown>) =>
      problemsOf(kind, entry).map((p) => lineName(p, kind, formToData(kind, entry).data));
    // (A city by its key as written, under Cities, as the form lists them.)
    expect(named('cities', gazetteer)).toEqual(['Cities › item 2 › Key', 'Cities › udaipur › Name', 'Cities › Bad Key', 'Cities › kota › Region']);
    expect(named('site', site)).toEqual(['Aliases › no-slash', 'Aliases › item 4 › Key', `Aliases › ${site.aliases[4]!.key}`]);
    // Elsewhere the form's key path is the field's.
    const page = form('pages-data/jaipur/seo.yaml');
    (page.sections as { type: string; heading?: string }[])[0]!.heading = '';
    expect(problemsOf('page', page).map((p) => [p.keyPath, boxOf(p, 'page')])).toEqual([[undefined, 'sections.0.heading']]);
  });

  it('the settings’ aliases are held to the pages as the build holds them, in its words at the same lines: one that is a page’s route, one to another alias, one to no page (with the route meant); each at its item’s box', () => {
    const file = 'site.config.yaml';
    const text = readFileSync(join(root, file), 'utf8')
      .replace('aliases:\n', 'aliases:\n  /contact: /seo-company-jaipur\n')
      .replace('/top-seo-company-jaipur: /seo-company-jaipur', '/top-seo-company-jaipur: /seo-company-jaipr')
      .replace('/top-video-editing-company-jaipur: /video-editing-company-jaipur', '/top-video-editing-company-jaipur: /google-business-profile');
    // (Its lines are those of the entry as the check writes it out, which order its list.)
    const told = (problems: readonly { code: string; field: string; message: string }[]) => problems.map(({ code, field, message }) => [code, field, message]);
    const built = buildCatalogue(contentPaths(root, { files: new Map([[join(root, file), text]]) })).problems.filter((p) => p.file === file);
    const checked = problemsOf('site', readFile('site', text), { pageFiles: input.pageFiles, cities });
    expect(told(checked)).toEqual(told(built));
    expect(checked.map((p) => [p.code, boxOf(p, 'site'), p.message])).toEqual([
      [
        'alias-clash',
        'aliases.0.key',
        `"/contact" is the route of pages-data/core/contact.yaml, and this alias sends it to "/seo-company-jaipur" (pages-data/jaipur/seo.yaml): one address leads to one page. Give pages-data/core/contact.yaml another route; or, if it is meant to have this address, remove the alias here, and the links, bookmarks and search results that reach pages-data/jaipur/seo.yaml through "/contact" reach pages-data/core/contact.yaml instead`,
      ],
      ['alias-target', 'aliases.6.value', 'No page has the route "/seo-company-jaipr" (did you mean "/seo-company-jaipur"?)'],
      [
        'alias-target',
        'aliases.7.value',
        '"/google-business-profile" is itself an alias (of "/google-business-profile-services-jaipur"): write /top-video-editing-company-jaipur: /google-business-profile-services-jaipur',
      ],
    ]);
    // As the settings are, none.
    expect(problemsOf('site', form(file), { pageFiles: input.pageFiles, cities })).toEqual([]);
  });

  it('an alias taken out or sent elsewhere is refused while a page gives it as its canonical address or a file links to it, as the build then refuses those files; saves in the session count', () => {
    const file = 'site.config.yaml';
    // The Business Profile alias taken out (a page's canonical, linked from pages and posts); Ajmer's landing alias sent to the contact page (its canonical).
    const text = readFileSync(join(root, file), 'utf8')
      .replace(/^ {2}\/google-business-profile: .*\n/m, '')
      .replace('/digital-marketing-services-ajmer: /digital-markting-services-ajmer', '/digital-marketing-services-ajmer: /contact');
    const context = { pageFiles: input.pageFiles, aliases: input.aliases, aliasUses: input.aliasUses, cities };
    const checked = problemsOf('site', readFile('site', text), context);
    const builtProblems = buildCatalogue(contentPaths(root, { files: new Map([[join(root, file), text]]) })).problems;
    // The build refuses the two pages at their canonical, and every file's link to the alias taken out.
    const refused = (code: string) => [...new Set(builtProblems.filter((p) => p.code === code).map((p) => p.file))].sort();
    expect(refused('canonical-not-served')).toEqual(['pages-data/ajmer/landing.yaml', 'pages-data/jaipur/google-business-profile.yaml']);
    const linking = [
      'pages-data/ajmer/lead-generation.yaml',
      'pages-data/jaipur/about.yaml',
      'pages-data/jaipur/lead-generation.yaml',
      'pages-data/jaipur/seo.yaml',
    ];
    expect(input.aliasUses!.links['/google-business-profile']).toEqual(linking);
    expect(refused('dead-link')).toEqual(linking);
    expect(checked.map((p) => [p.code, boxOf(p, 'site'), p.message])).toEqual([
      [
        'canonical-not-served',
        'aliases.0.value',
        'pages-data/ajmer/landing.yaml gives "/digital-marketing-services-ajmer" as its canonical address (the address search engines list for it): sent to "/contact", it no longer leads to that page, and the build would refuse the page. Send it to "/digital-markting-services-ajmer", or first set Canonical in the Meta group to "/digital-markting-services-ajmer" on that page',
      ],
      [
        'canonical-not-served',
        'aliases',
        'pages-data/jaipur/google-business-profile.yaml gives "/google-business-profile" as its canonical address (the address search engines list for it): without the alias /google-business-profile → /google-business-profile-services-jaipur it leads to no page, and the build would refuse that page. Keep the alias, or first set Canonical in the Meta group to "/google-business-profile-services-jaipur" on that page',
      ],
      [
        'dead-link',
        'aliases',
        'pages-data/ajmer/lead-generation.yaml, pages-data/jaipur/about.yaml, pages-data/jaipur/lead-generation.yaml and pages-data/jaipur/seo.yaml link to "/google-business-profile": without its alias those links lead to no page, and the build would refuse them. Keep the alias /google-business-profile → /google-business-profile-services-jaipur, or first change the links to "/google-business-profile-services-jaipur"',
      ],
    ]);
    expect(lineName(checked[1]!, 'site', readFile('site', text))).toBe('Aliases');
    // Without what leans on the aliases (an editor built before), the check says none of it; as the settings are, none.
    expect(problemsOf('site', readFile('site', text), { ...context, aliasUses: undefined })).toEqual([]);
    expect(problemsOf('site', form(file), context)).toEqual([]);
    // Saved in the session: Ajmer's landing page given its route as its canonical, a post linking to the landing alias.
    const session = sessionState(context, input.site.baseUrl);
    const landing = form('pages-data/ajmer/landing.yaml');
    session.saved('page', 'pages-data/ajmer/landing.yaml', {
      ...landing,
      meta: { ...(landing.meta as object), canonical: '/digital-markting-services-ajmer' },
    });
    const post = form('pages-data/blog/how-long-does-seo-take.md');
    session.saved('post', 'pages-data/blog/how-long-does-seo-take.md', {
      ...post,
      body: `${String(post.body)}\n\nSee [our Ajmer services](${input.site.baseUrl}/digital-marketing-services-ajmer).\n`,
    });
    const now = problemsOf('site', readFile('site', text.replace(/^ {2}\/digital-marketing-services-ajmer: .*\n/m, '')), { ...context, ...session.current() });
    expect(now.map((p) => [p.code, p.message.slice(0, p.message.indexOf(':'))])).toEqual([
      [
        'canonical-not-served',
        'pages-data/jaipur/google-business-profile.yaml gives "/google-business-profile" as its canonical address (the address search engines list for it)',
      ],
      ['dead-link', 'pages-data/blog/how-long-does-seo-take.md and pages-data/jaipur/about.yaml link to "/digital-marketing-services-ajmer"'],
      ['dead-link', `${linking.slice(0, 3).join(', ')} and ${linking[3]} link to "/google-business-profile"`],
    ]);
    // The settings' own menus, as this form has them: a link to an alias taken out in the same form is told; changed to the page's route, not.
    const menuToAlias = readFileSync(join(root, file), 'utf8')
      .replace('        href: /seo-company-jaipur\n', '        href: /top-seo-company-jaipur\n')
      .replace(/^ {2}\/top-seo-company-jaipur: .*\n/m, '');
    expect(problemsOf('site', readFile('site', menuToAlias), context).map((p) => p.message.slice(0, p.message.indexOf(':')))).toEqual([
      'pages-data/jaipur/services.yaml and site.config.yaml link to "/top-seo-company-jaipur"',
    ]);
    expect(
      problemsOf('site', readFile('site', menuToAlias.replace('        href: /top-seo-company-jaipur\n', '        href: /seo-company-jaipur\n')), context).map(
        (p) => p.message.slice(0, p.message.indexOf(':')),
      ),
    ).toEqual(['pages-data/jaipur/services.yaml links to "/top-seo-company-jaipur"']);
    // Many files: four named and the count of the rest; one: its link.
    const uses = { canonicals: {}, links: { '/old': ['a.yaml', 'b.yaml', 'c.yaml', 'd.yaml', 'e.yaml', 'f.yaml'], '/once': ['g.md'] } };
    expect(aliasUseProblems({}, { '/old': '/new' }, uses, {}).map((p) => p.message)).toEqual([
      'a.yaml, b.yaml, c.yaml, d.yaml and 2 more link to "/old": without its alias those links lead to no page, and the build would refuse them. Keep the alias /old → /new, or first change the links to "/new"',
      'g.md links to "/once": without its alias that link leads to no page, and the build would refuse it. Keep the alias, or first change the link',
    ]);
    // Taken out and another alias to the same page added (its key changed): at the new key's box.
    expect(aliasUseProblems({ '/older': '/new' }, { '/old': '/new' }, uses, {}).map(({ at, atKey }) => [at, atKey])).toEqual([
      ['/older', true],
      [undefined, undefined],
    ]);
    // An alias sent to another page: its links lead there; one taken out whose address a page now has: its links lead to that page.
    expect(aliasUseProblems({ '/old': '/contact' }, { '/old': '/new' }, uses, { '/once': 'pages-data/core/once.yaml' })).toEqual([]);
  });

  it("names the files a message names as the editor lists them (collection › entry), a page by its route, and leaves any other path and the site's addresses as written", () => {
    const { collections } = cmsConfig(input) as { collections: EntryCollection[] };
    const routes = new Map(Object.entries(input.pageFiles!).map(([route, file]) => [file, route]));
    const named = entryNamer(collections, (file) => routes.get(file));
    const { '/google-business-profile': _taken, ...aliases } = input.aliases!;
    const uses = aliasUseProblems(aliases, input.aliases!, input.aliasUses!, input.pageFiles!);
    expect(uses.map((p) => named(p.message).match(/^.*?"\/google-business-profile"/)?.[0])).toEqual([
      'Jaipur pages › /google-business-profile-services-jaipur gives "/google-business-profile"',
      // pages-data/ajmer/lead-generation.yaml, pages-data/jaipur/about.yaml, pages-data/jaipur/lead-generation.yaml and pages-data/jaipur/seo.yaml
      'Ajmer pages › /lead-generation-company-ajmer, Jaipur pages › /digital-marketing-company-jaipur, Jaipur pages › /lead-generation-company-jaipur and Jaipur pages › /seo-company-jaipur link to "/google-business-profile"',
    ]);
    expect(named(uses[0]!.message)).toMatch(/it leads to no page, and the build would refuse that page\. Keep the alias, or first set Canonical/);
    // Each kind of entry; a folder of pages by its collection; an entry not in the session's pages by its file's name.
    expect(
      named(
        'site.config.yaml, pages-data/_cities.yaml, pages-data/home.yaml, pages-data/core/contact.yaml, pages-data/blog/how-long-does-seo-take.md, pages-data/_shared/generic-faq.yaml, pages-data/ajmer/ (7 pages), pages-data/jaipur/new-page.yaml.',
      ),
    ).toBe(
      'Settings › Site settings, Settings › Cities and places, Home and blog pages › home, Core pages › /contact, Blog posts › how-long-does-seo-take, Shared sections › generic-faq, Ajmer pages (7 pages), Jaipur pages › new-page.',
    );
    // What the editor does not list, and the site's own addresses, stay as the build wrote them.
    const kept = 'See CONTENT.md and public/images/blog/ for /contact, /images/jaipur/office.jpg, pages-data/kota/x.yaml and https://example.com/a.md';
    expect(named(kept)).toBe(kept);
  });

  it("a city whose folder holds pages keeps its key: changed, refused at the key box of the city that took its place, taken out, at the list, as the build then refuses those pages as no city's", () => {
    const file = 'pages-data/_cities.yaml';
    const text = readFileSync(join(root, file), 'utf8');
    const context = { pageFiles: input.pageFiles, pagesDir: dirs.pages, cities };
    const unknown = (changed: string) =>
      buildCatalogue(contentPaths(root, { files: new Map([[join(root, file), changed]]) }))
        .problems.filter((p) => p.code === 'unknown-city')
        .map((p) => p.message.slice(0, p.message.indexOf(' ')));
    // Ajmer's key changed (its folder not renamed): the build refuses pages-data/ajmer/.
    const renamed = text.replace(/^ajmer:$/m, 'ajmer-city:');
    expect(unknown(renamed)).toEqual(['pages-data/ajmer/']);
    const told = problemsOf('cities', readFile('cities', renamed), context);
    expect(told.map((p) => [p.code, boxOf(p, 'cities'), p.message])).toEqual([
      [
        'unknown-city',
        'cities.1.key',
        "The key \"ajmer-city\" names no folder of pages, and pages-data/ajmer/ (7 pages) would belong to no city: a city's key is the name of its pages' folder, and the build would refuse pages in a folder no city's key names. Write ajmer as the key",
      ],
    ]);
    // Ajmer taken out: at the list, named Cities.
    const removed = text.replace(/^ajmer:\n(?:(?: .*)?\n)*?(?=^udaipur:)/m, '');
    expect(removed).not.toMatch(/^ajmer:/m);
    expect(unknown(removed)).toEqual(['pages-data/ajmer/']);
    const gone = problemsOf('cities', readFile('cities', removed), context);
    expect(gone.map((p) => [p.code, boxOf(p, 'cities'), lineName(p, 'cities', readFile('cities', removed)), p.message])).toEqual([
      [
        'unknown-city',
        'cities',
        'Cities',
        "pages-data/ajmer/ (7 pages) would belong to no city: the build would refuse pages in a folder no city's key names. Keep a city with the key ajmer, or move those pages to another folder first",
      ],
    ]);
    // The first city taken out (Jaipur), with a city of no folder after it whose name is close to it
    // (Udaipur) and a new one added (Nagaur): told at the list, no other city blamed (told "write
    // jaipur as the key", Udaipur's point would have been saved as Jaipur's: a content editor's trial).
    const nagaur = '\nnagaur:\n  name: Nagaur\n  region: IN-RJ\n  latitude: 27.2\n  longitude: 73.73\n';
    const firstGone = `${text.replace(/^jaipur:\n(?:(?: .*)?\n)*?(?=^ajmer:)/m, '')}${nagaur}`;
    expect(firstGone).not.toMatch(/^jaipur:/m);
    expect(problemsOf('cities', readFile('cities', firstGone), context).map((p) => [boxOf(p, 'cities'), p.message.slice(0, p.message.indexOf(':'))])).toEqual([
      ['cities', 'pages-data/jaipur/ (10 pages) would belong to no city'],
    ]);
    // Renamed with a typo, its city as it was: at its key box.
    expect(
      problemsOf('cities', readFile('cities', text.replace(/^jaipur:$/m, 'jiapur:')), context).map((p) => [boxOf(p, 'cities'), p.message.slice(-23)]),
    ).toEqual([['cities.0.key', 'Write jaipur as the key']]);
    // A city added before its pages, and the gazetteer as it is: none.
    expect(
      problemsOf('cities', readFile('cities', `${text}\nnagaur:\n  name: Nagaur\n  region: IN-RJ\n  latitude: 27.2\n  longitude: 73.73\n`), context),
    ).toEqual([]);
    expect(problemsOf('cities', form(file), context)).toEqual([]);
  });

  it('an item of a map whose key an item above has too is refused at its key box: saved, the file would hold one of them', () => {
    const site = form('site.config.yaml') as { aliases: { key: string; value: string }[] };
    const key = site.aliases[5]!.key;
    site.aliases[6]!.key = key;
    expect(problemsOf('site', site)).toEqual([
      { code: 'yaml-syntax', line: 1, col: 1, field: `aliases.${key}`, message: repeatedKeyMessage(key, 5, 6), keyPath: 'aliases.6.key' },
    ]);
    expect(repeatedKeyMessage(key, 5, 6)).toBe(
      `YAML syntax: "${key}" is the key of item 6 too: a file holds each key once, so saved, item 7 would replace item 6. Change one of the two keys, or remove one item`,
    );
    const gazetteer = form('pages-data/_cities.yaml') as { cities: { key: string }[] };
    gazetteer.cities[5]!.key = gazetteer.cities[2]!.key;
    expect(problemsOf('cities', gazetteer).map((p) => [p.code, p.keyPath])).toEqual([['yaml-syntax', 'cities.5.key']]);
  });

  it('a template’s slot typed in a page’s copy ("[City name]") is refused as the build refuses it', () => {
    const page = form('pages-data/jaipur/seo.yaml');
    const hero = (page.sections as { type: string; heading?: string }[])[0]!;
    hero.heading = 'SEO services in [City name] that bring customers';
    expect(problemsOf('page', page).map((p) => `${p.field}: ${p.message}`)).toEqual([
      'sections[0] (hero) › heading: "[City name]" is a placeholder: write the real text before publishing (or keep the file a draft with draft: true)',
    ]);
  });

  it('a page that does not end with its call to action is told what to do in the form: the Call to action dragged last or added, a Shared section dragged above it (and chosen first)', () => {
    const page = form('pages-data/jaipur/seo.yaml');
    const sections = page.sections as { type?: string }[];
    const told = (last: Record<string, unknown>) =>
      problemsOf('page', { ...page, sections: [...sections, last] }, { city: 'Jaipur', cities, shared: sharedSections(dirs, shared) }).map(
        (p) => `${readableField(p.field)} ${p.code} ${inFormWords(p.message)}`,
      );
    expect(
      told({
        type: 'faq',
        heading: 'Questions from Jaipur shops',
        items: [{ question: 'Do you work with shops?', answer: 'Yes, with single shops and chains.' }],
      }),
    ).toEqual([
      'Section 11 (faq) › type cta-last Every page ends with a call to action: make the last section a Call to action linking to /contact (drag the Call to action to the end by its handle, or Add Section → Call to action)',
    ]);
    // A Shared section block with none of them chosen: told to choose one, not to write a file's name.
    expect(told({ include: '' })).toEqual([
      'Section 11 › include snippet-not-found No shared section chosen: choose one in its Shared section box; known: generic-faq',
    ]);
    expect(told({ include: 'generic-faq' })).toEqual([
      'Section 11 (faq) › include cta-last Every page ends with a call to action, and this page ends with a shared section: drag this Shared section above the Call to action',
    ]);
  });

  it('the panel gives the build’s messages with the form’s names for what to change (the Draft switch, the Geo group, Other places)', () => {
    const page = form('pages-data/jaipur/seo.yaml');
    const faq = (page.sections as { type: string; items?: { answer: string }[] }[]).find((s) => s.type === 'faq')!;
    faq.items![1]!.answer = 'TODO: the answer for Jaipur shops.';
    const { geo: _geo, ...meta } = page.meta as Record<string, unknown>;
    const said = problemsOf('page', { ...page, meta }, { city: 'Jaipur', cities }).map((p) => inFormWords(p.message));
    expect(said).toEqual([
      '"TODO" is a placeholder: write the real text before publishing (or switch Draft on)',
      'Jaipur pages set geo tags: fill in Geo in the Meta group: its region, place name, latitude and longitude',
    ]);
    const ajmer = readFile('page', readFileSync(join(root, 'pages-data/ajmer/seo.yaml'), 'utf8').replace('otherPlaces: [Jaipur]\n', ''));
    expect(problemsOf('page', ajmer, { city: 'Ajmer', cities }).map((p) => inFormWords(p.message))).toContain(
      '"Jaipur" is another city, on an Ajmer page: write about Ajmer instead, or add "Jaipur" to Other places if the page names it on purpose',
    );
  });

  it('a shared section left with a placeholder is refused at its field, in the build’s words (it has no draft: every page that includes it shows it)', () => {
    const section = form('pages-data/_shared/generic-faq.yaml');
    const faq = (section.section as { items: { answer: string }[] }[])[0]!;
    faq.items[0]!.answer = `Prices TBD. ${faq.items[0]!.answer}`;
    expect(problemsOf('section', section)).toEqual([
      {
        code: 'placeholder',
        line: expect.any(Number),
        col: expect.any(Number),
        field: 'items[0].answer',
        message: '"TBD" is a placeholder: write the real text (a shared section has no draft: every page that includes it shows it)',
        mark: { text: 'TBD', nth: 0 },
      },
    ]);
  });

  it("a post with new-post's prompts or TODO in its article is refused once it would be published, today or by the build on its date; a draft saves", () => {
    const post = form('pages-data/blog/how-long-does-seo-take.md');
    post.excerpt = `${NEW_POST_PROMPTS.excerpt}`;
    post.body = 'First paragraph.\n\nTODO: a table of prices.\n';
    post.date = '2026-01-05';
    expect(problemsOf('post', post).map((p) => `${p.field}: ${p.code}`)).toEqual(['excerpt: placeholder', 'body, line 3: placeholder']);
    expect(problemsOf('post', { ...post, draft: true })).toEqual([]);
    // Dated ahead, the build on that day publishes it, with no one there to see a refusal.
    expect(problemsOf('post', { ...post, date: '2999-01-01' }).map((p) => `${p.field}: ${p.code}`)).toEqual([
      'excerpt: placeholder',
      'body, line 3: placeholder',
    ]);
  });

  it('a post or a shared section its schema refuses is told its placeholders too, as the build tells them in the same run', () => {
    const post = form('pages-data/blog/how-long-does-seo-take.md');
    post.heading = '';
    post.body = 'First paragraph.\n\nTODO: a table of prices.\n';
    post.date = '2026-01-05';
    expect(problemsOf('post', post).map((p) => `${p.field}: ${p.code}`)).toEqual(['heading: too-few', 'body, line 3: placeholder']);
    expect(problemsOf('post', { ...post, draft: true }).map((p) => `${p.field}: ${p.code}`)).toEqual(['heading: too-few']);
    const shared = form('pages-data/_shared/generic-faq.yaml');
    const faq = (shared.section as { intro: string; items: { question: string }[] }[])[0]!;
    const refused = { section: [{ ...faq, intro: `TODO ${faq.intro}`, items: [...faq.items, { question: 'One more?' }] }] };
    expect(problemsOf('section', refused).map((p) => `${p.field}: ${p.code}`)).toEqual(['items[5].answer: required', 'intro: placeholder']);
  });

  it("a city's page without geo tags is refused as the city check refuses it (a new page's form has them optional); a core page or a draft saves", () => {
    expect(
      ['pages-data/jaipur/new-page.yaml', 'pages-data/ajmer/seo.yaml', 'pages-data/core/contact.yaml', 'pages-data/home.yaml'].map((p) =>
        cityOfPath(p, dirs, folders),
      ),
    ).toEqual(['Jaipur', 'Ajmer', undefined, undefined]);
    const page = form('pages-data/jaipur/seo.yaml');
    const { geo: _geo, ...meta } = page.meta as Record<string, unknown>;
    const withoutGeo = { ...page, meta };
    expect(problemsOf('page', withoutGeo, { city: 'Jaipur' })).toEqual([
      {
        code: 'geo-missing',
        line: expect.any(Number),
        col: expect.any(Number),
        field: 'meta',
        message: 'Jaipur pages set geo tags: add meta.geo (region, placename, latitude, longitude)',
      },
    ]);
    expect(problemsOf('page', page, { city: 'Jaipur' })).toEqual([]);
    expect(problemsOf('page', { ...withoutGeo, draft: true }, { city: 'Jaipur' })).toEqual([]);
    expect(problemsOf('page', withoutGeo)).toEqual([]);
  });

  /** The Ajmer SEO page with `edit` made to its text: what the build says of it, and the editor's form of it. */
  const ajmerSeo = 'pages-data/ajmer/seo.yaml';
  const editedAjmerSeo = (edit: (text: string) => string) => {
    const text = edit(readFileSync(join(root, ajmerSeo), 'utf8'));
    return { built: buildCatalogue({ ...paths, files: new Map([[join(root, ajmerSeo), text]]) }).problems, page: readFile('page', text) };
  };
  const said = (p: { code: string; field: string; message: string }) => `${p.field} [${p.code}] ${p.message}`;

  it("a city's page with another city's point and name is refused with the build's messages, at the same fields; a draft saves", () => {
    const file = ajmerSeo;
    const { built, page } = editedAjmerSeo((text) =>
      text
        .replace('latitude: 26.4499', 'latitude: 26.9124')
        .replace('longitude: 74.6399', 'longitude: 75.7873')
        .replace('heading: Get found on Google by people searching in Ajmer', 'heading: Get found on Google by people searching in Johari Bazaar'),
    );
    expect(built.map(said)).toEqual([
      'meta.geo.latitude [geo-wrong-city] This point is 125 km from Ajmer: write latitude: 26.4499 and longitude: 74.6399 (or a point within 30 km of Ajmer)',
      'sections[0] (hero) › heading [other-city] "Johari Bazaar" is one of Jaipur\'s places in pages-data/_cities.yaml, on an Ajmer page: write about Ajmer instead; if Ajmer has a Johari Bazaar of its own, add it to ajmer\'s places in pages-data/_cities.yaml, or add "Johari Bazaar" to otherPlaces if the page names it on purpose',
    ]);
    expect(problemsOf('page', page, { city: cityOfPath(file, dirs, folders), cities }).map(said)).toEqual(built.map(said));
    expect(problemsOf('page', { ...page, draft: true }, { city: 'Ajmer', cities })).toEqual([]);
    expect(problemsOf('page', form(file), { city: 'Ajmer', cities })).toEqual([]);
  });

  it("a page its schema refuses is told its placeholders and another city's names with its schema's problem, as the build tells them in one run", () => {
    const { built, page } = editedAjmerSeo((text) =>
      text.replace(/^ {2}title: .*\n/m, '').replace('heading: Get found on Google by people searching in Ajmer', 'heading: TODO in Johari Bazaar'),
    );
    expect(built.map(said)).toEqual([
      'meta.title [required] Required: the "meta" block has no "title" — Title in the browser tab and in search results: 30–65 characters reads best (10–70 accepted)',
      'sections[0] (hero) › heading [placeholder] "TODO" is a placeholder: write the real text before publishing (or keep the file a draft with draft: true)',
      'sections[0] (hero) › heading [other-city] "Johari Bazaar" is one of Jaipur\'s places in pages-data/_cities.yaml, on an Ajmer page: write about Ajmer instead; if Ajmer has a Johari Bazaar of its own, add it to ajmer\'s places in pages-data/_cities.yaml, or add "Johari Bazaar" to otherPlaces if the page names it on purpose',
    ]);
    expect(problemsOf('page', page, { city: cityOfPath(ajmerSeo, dirs, folders), cities }).map(said)).toEqual(built.map(said));
    expect(problemsOf('page', { ...page, draft: true }, { city: 'Ajmer', cities }).map(said)).toEqual([
      'meta.title [required] Required: the "meta" block has no "title" — Title in the browser tab and in search results: 30–65 characters reads best (10–70 accepted)',
    ]);
  });

  it("a page's canonical address is its route or an alias of it in site.config.yaml, drafts too, as the build holds it", () => {
    const page = form('pages-data/jaipur/seo.yaml');
    const aliases = { '/old-seo': '/seo-company-jaipur', '/other': '/contact' };
    const withCanonical = (canonical: string) => ({ ...page, meta: { ...(page.meta as object), canonical } });
    expect(problemsOf('page', withCanonical('/seo-company-jaipur'), { aliases })).toEqual([]);
    expect(problemsOf('page', withCanonical('/old-seo'), { aliases })).toEqual([]);
    for (const typo of [withCanonical('/seo-company-jaipr'), { ...withCanonical('/other'), draft: true }])
      expect(problemsOf('page', typo, { aliases })).toEqual([
        expect.objectContaining({
          code: 'canonical-not-served',
          field: 'meta.canonical',
          message: `"${(typo.meta as { canonical: string }).canonical}" is neither this page's route nor an alias of it in site.config.yaml: usually it is the route, "/seo-company-jaipur"`,
        }),
      ]);
  });

  it("says the build's message in the form's words each time it names what to change in the file", () => {
    expect(inFormWords(`${placeholderMessage('"TODO"')}; ${placeholderMessage('"TBD"')}`)).toBe(
      '"TODO" is a placeholder: write the real text before publishing (or switch Draft on); "TBD" is a placeholder: write the real text before publishing (or switch Draft on)',
    );
    // A list pasted into the Article box: made a list with its toolbar, not with Markdown's marks.
    expect(markdownProblems('Our services:\n• Local SEO\n• Google Ads\n').map((p) => inFormWords(p.message))).toEqual(
      Array(2).fill(
        'A line that starts with "•" is no list item: its line runs on with the lines around it as one paragraph. Select the lines and press Bulleted List (or Numbered List) in the toolbar of the Article box',
      ),
    );
  });

  it('reads a number box that holds text as the build reads that text in the file (admin/number-text.ts): refused in its words, the note under the box the same', () => {
    expect(['26.9124', ' 26.9124 ', '-75.5', '1e3', ''].filter((text) => !isNumberText(text))).toEqual([]);
    expect(['26.9124-', '-', 'e', '26,9124', 'abc'].filter(isNumberText)).toEqual([]);
    const page = form('pages-data/jaipur/seo.yaml');
    const read = withNumberTexts(page, new Map([['meta.geo.latitude', '26.9124-']]));
    expect(problemsOf('page', read, { city: 'jaipur' }).map(({ field, code, message }) => `${field} ${message} [${code}]`)).toEqual([
      'meta.geo.latitude Expected a number, got text "26.9124-" [wrong-type]',
    ]);
    expect(numberTextMessage('26.9124-')).toBe('Expected a number, got text "26.9124-"');
    // The form as the editor holds it is not changed; with no such text, it is the form itself.
    expect((page.meta as { geo: { latitude: unknown } }).geo.latitude).toBe(26.9124);
    expect(withNumberTexts(page, new Map())).toBe(page);
  });

  it('a published page whose route changed keeps the address it was saved with, in the same form: Earlier addresses, or an alias', () => {
    const page = form('pages-data/jaipur/seo.yaml');
    const moved = { ...page, route: '/seo-services-jaipur', meta: { ...(page.meta as object), canonical: '/seo-services-jaipur' } };
    const refused = problemsOf('page', moved, { aliases: {} });
    expect(refused.map(({ code, field, message }) => ({ code, field, message: inFormWords(message) }))).toEqual([
      {
        code: 'page-moved',
        field: 'route',
        message:
          'This page was at "/seo-company-jaipur" when it was saved, and no page has that address now: add "/seo-company-jaipur" to Earlier addresses, so links, bookmarks and search results that use it still reach this page (or put the route back)',
      },
    ]);
    expect(problemsOf('page', { ...moved, movedFrom: ['/seo-company-jaipur'] }, { aliases: {} })).toEqual([]);
    expect(problemsOf('page', moved, { aliases: { '/seo-company-jaipur': '/seo-services-jaipur' } })).toEqual([]);
    // Its canonical left at the address it moved from: named in the message, and refused once that address is kept.
    const canonicalLeft = { ...moved, meta: page.meta };
    expect(inFormWords(problemsOf('page', canonicalLeft, { aliases: {} }).find((p) => p.code === 'page-moved')!.message)).toContain(
      ', and set Canonical in the Meta group to "/seo-services-jaipur" (or put the route back)',
    );
    expect(problemsOf('page', { ...canonicalLeft, movedFrom: ['/seo-company-jaipur'] }, { aliases: {} })).toEqual([
      expect.objectContaining({
        code: 'canonical-not-served',
        message:
          '"/seo-company-jaipur" is an address this page moved from: set meta.canonical to "/seo-services-jaipur", the address search engines should list now',
      }),
    ]);
    // In the panel, in the form's words.
    expect(inFormWords(canonicalIsEarlier('/seo-company-jaipur', '/seo-services-jaipur'))).toBe(
      '"/seo-company-jaipur" is an address this page moved from: set Canonical in the Meta group to "/seo-services-jaipur", the address search engines should list now',
    );
    // A draft, then or now, and a new page (no saved text) are not compared.
    expect(problemsOf('page', { ...moved, draft: true }, { aliases: {} }).filter((p) => p.code === 'page-moved')).toEqual([]);
    const { _original: _saved, ...unsaved } = moved as Record<string, unknown>;
    expect(problemsOf('page', unsaved, { aliases: {} })).toEqual([]);
    const savedDraft = { ...moved, _original: `draft: true\n${String(page._original)}` };
    expect(problemsOf('page', savedDraft, { aliases: {} })).toEqual([]);
  });

  it('shows each field counted from 1, as the form shows its items, with one › between levels, a key of two words in two; a post’s Markdown by its box, Article', () => {
    expect(
      [
        'sections[8] (faq) › items[4].answer',
        'sections[11] (stats) › type',
        'meta.canonical',
        'phones[0].display',
        'body, line 3',
        'title',
        'footerNote',
        'metaDescription',
      ].map((field) => readableField(field)),
    ).toEqual([
      'Section 9 (faq) › item 5 › answer',
      'Section 12 (stats) › type',
      'Meta › canonical',
      'Phone 1 › display',
      'Article, line 3',
      'Title',
      // A key of two words as the form's label says it.
      'Footer note',
      'Meta description',
    ]);
  });

  it("names each box by the label the form gives it, with the file's schema: a list titled as its items are not (Social profiles, Buttons, Figures), a section by its type's title (Hero, FAQ)", () => {
    const page = { sections: [{ type: 'hero' }, { type: 'faq', items: [] }, { include: 'generic-faq' }] };
    expect([
      readableField('social[1].href', { schema: SCHEMAS.site }),
      readableField('menu[0] › children[2].label', { schema: SCHEMAS.site }),
      readableField('sections[0] (hero) › actions[1].label', { schema: SCHEMAS.page }),
      readableField('sections[0] (hero) › stats[3].value', { schema: SCHEMAS.page }),
      // The data picks the section where the field does not say its type.
      readableField('sections[0].actions[1].href', { schema: SCHEMAS.page, data: page }),
      readableField('sections[1] (faq) › items[4].answer', { schema: SCHEMAS.page, data: page }),
      // A section that places a shared one, as the form's list heads it: the build names it by the
      // type of the section it places.
      readableField('sections[2] (faq) › include', { schema: SCHEMAS.page, data: page }),
      readableField('actions[0].label', { schema: SCHEMAS.section, data: { type: 'image-wall' } }),
      readableField('meta.areaServed[2]', { schema: SCHEMAS.page }),
      readableField('publish[0]', { schema: SCHEMAS.site }),
      readableField('body, line 3', { schema: SCHEMAS.post }),
      // A map's key is a name, as written (an alias's path too, after its own ›).
      readableField('sawai-madhopur.places[1]', { schema: SCHEMAS.cities }),
      readableField('aliases./seo-jaipur', { schema: SCHEMAS.site }),
      readableField('aliases./seo-jaipur'),
    ]).toEqual([
      'Social profile 2 › href',
      'Menu entry 1 › submenu entry 3 › label',
      'Section 1 (Hero) › button 2 › label',
      'Section 1 (Hero) › figure 4 › value',
      'Section 1 › button 2 › href',
      'Section 2 (FAQ) › item 5 › answer',
      'Section 3 (Shared section) › include',
      'Button 1 › label',
      'Meta › area served 3',
      'File to publish 1',
      'Article, line 3',
      'Sawai-madhopur › place 2',
      'Aliases › /seo-jaipur',
      'Aliases › /seo-jaipur',
    ]);
  });
});

describe("the editor's own words at a box it refused, which the panel's words replace there", () => {
  /** Sveltia CMS's English texts (its MessageFormat 2: a `.match` text has one form per count), each with the values of `values` put in. */
  const editorTexts = (): Map<string, string[]> => {
    const locale = JSON.parse(readFileSync(join(root, 'node_modules/@sveltia/cms/locales/en-US.json'), 'utf8')) as { validation: object };
    const texts = new Map<string, string[]>();
    const walk = (node: unknown, key: string) => {
      if (typeof node !== 'string') {
        for (const [k, v] of Object.entries(node as object)) walk(v, key ? `${key}.${k}` : k);
        return;
      }
      // A `.match` text is a count (`:integer`); the others a number, a date or a time.
      const counted = node.startsWith('.input');
      const forms = counted ? [...node.matchAll(/\{\{(.*?)\}\}/g)].map(([, form]) => form!) : [node];
      const values = counted ? [1, 2, 90] : [90, -180, 0.5, '2026-12-04', '2026-12-04T10:30', '10:30'];
      texts.set(
        key,
        forms.flatMap((form) => values.map((value) => form.replace(/\{\$(?:min|max)\}/g, String(value)))),
      );
    };
    walk(locale.validation, '');
    return texts;
  };

  it('knows each of them, in every form, and nothing the build says', () => {
    const texts = editorTexts();
    // An upgrade of the editor that adds or renames one fails here first.
    expect([...texts.keys()]).toEqual([
      'value_missing',
      'range_underflow.datetime-local',
      'range_underflow.date',
      'range_underflow.time',
      'range_underflow.number',
      'range_underflow.select',
      'range_underflow.add',
      'range_overflow.datetime-local',
      'range_overflow.date',
      'range_overflow.time',
      'range_overflow.number',
      'range_overflow.select',
      'range_overflow.add',
      'too_short',
      'too_long',
      'type_mismatch.number',
      'type_mismatch.email',
      'type_mismatch.url',
      'invalid_value',
      'unexpected_error',
    ]);
    // Each refuses the value in the box; "Unexpected error occurred." says the editor failed, not that the value is wrong.
    const refusals = [...texts].filter(([key]) => key !== 'unexpected_error').flatMap(([, said]) => said);
    expect(refusals.filter((text) => !inEditorWords(text))).toEqual([]);
    expect(texts.get('range_underflow.add')).toContain('You must add at least 2 items.');
    expect(texts.get('range_overflow.number')).toContain('The value must be less than or equal to 90.');
    expect(texts.get('unexpected_error')!.some(inEditorWords)).toBe(false);
    // The build's words, which are what the box says instead, and a pattern's message (the build's already).
    for (const said of [
      'Must be at most 90',
      'Has 1 item; needs at least 2',
      'The list is empty: add at least 1 item',
      'Must not be empty',
      'An image path starts with /images/ (the folder public/images/), e.g. /images/blog/photo.jpg',
    ])
      expect(inEditorWords(said), said).toBe(false);
  });
});
