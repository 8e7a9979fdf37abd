/**
 * What counts as a placeholder in copy (catalogue/placeholders.ts): the build's check and the
 * editor's alike read placeholderAt, and name what it finds with quotedPlaceholder. Each case is
 * what content staff leave in a copied page, or what finished copy holds and must keep.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { inFormWords, problemsOf } from '../../admin/check.ts';
import { kindOfPath } from '../../catalogue/cms/config.ts';
import { readFile } from '../../admin/formats.ts';
import { loadCatalogue } from '../../catalogue/catalogue.ts';
import { cmsInput } from '../../catalogue/cms/input.ts';
import { postCopyProblems, siteValueNotFilledMessage } from '../../catalogue/copy-problems.ts';
import { buildCatalogue, contentPaths, formatProblems } from '../../catalogue/index.ts';
import { NEW_POST_PROMPTS, placeholderAt, placeholdersIn, quotedPlaceholder } from '../../catalogue/placeholders.ts';
import { lazySource } from '../../catalogue/yaml-source.ts';
import { schemaOf, sectionTypes } from '../../sections/schemas.ts';

/** What a message names as the placeholder of `text`. */
const named = (text: string) => {
  const at = placeholderAt(text);
  return at && quotedPlaceholder(at);
};

describe('placeholderAt', () => {
  it('finds the usual markers and a template’s slots, and says which', () => {
    for (const [text, found] of [
      ['Prices TBD.', '"TBD"'],
      ['todo: the second paragraph', '"todo"'],
      ['Lorem ipsum dolor sit amet', '"Lorem ipsum"'],
      ['Best SEO company in [City name] for local shops', '"[City name]"'],
      ['[Your Business Name] grew its calls by [X]%', '"[Your Business Name]"'],
      ['जयपुर में [शहर का नाम] के लिए', '"[शहर का नाम]"'],
      ['Call us in {{city}} today', '"{{city}}"'],
      ['Write to info@example.com for a quote', '"info@example.com"'],
      ['Best SEO company in <city name> for shops', '"<city name>"'],
      ['Serving <City> since 2015', '"<City>"'],
      ['<Small business name> grew its calls', '"<Small business name>"'],
      ['Call <phone number> today', '"<phone number>"'],
      ['Built for <Your Business>', '"<Your Business>"'],
      ['Packages from Rs. XXXX a month', '"XXXX"'],
      ['Call +91 XXXXX XXXXX', '"XXXXX"'],
      ['Call 98XXXXXXXX', '"98XXXXXXXX"'],
      ['Call +91 00000 00000 today', '"+91 00000 00000"'],
      ['WhatsApp 00000-00000', '"00000-00000"'],
      ['Trusted for XX years by Ajmer shops', '"XX"'],
      ['XX+ clients across Rajasthan', '"XX"'],
      ['Calls up by XX% in three months', '"XX"'],
      ['Serving Ajmer since 20XX', '"20XX"'],
      ['Our XXth year in Jaipur', '"XXth"'],
      ['Trusted for xx years', '"xx"'],
      ['Budgets of XX-XX lakh a year', '"XX-XX"'],
      ['Leads up by XX – XX% in a quarter', '"XX – XX"'],
      ['Trusted for xx-xx years', '"xx-xx"'],
      ['Budgets run ₹xx-xx lakh a year', '"xx-xx"'],
      ['Plans from ₹xx a month', '"xx"'],
      ['Plans from Rs. X a month', '"X"'],
      ['A launch for ₹X.X lakh', '"X.X"'],
      ['Turnover of X crore', '"X"'],
      ['Our story (add text here)', '"(add text here)"'],
      ['(Insert client quote here)', '"(Insert client quote here)"'],
      ["Write the article here. Start with the reader's question and answer it in the first paragraph.", '"Write the article here. Start with the reader…"'],
    ] as const) {
      expect(named(text), text).toBe(found);
    }
  });

  it('leaves finished copy alone: Markdown links, images, references and task boxes, the site texts’ own {email}, a real address, one letter in brackets', () => {
    for (const text of [
      'Read [our Jaipur SEO checklist](/blog/local-seo-jaipur-checklist) first.',
      '![The team at work](/images/team.jpg)',
      'See [the guide][guide] and [the map][].',
      '[guide]: /blog/local-seo-ajmer-guide',
      '- [x] Google Business Profile verified',
      '- [ ] Photos added',
      'Write to {email} or call {phones}.',
      'Your site at www.example.com, or hello@ourclinic.in',
      'Option [a] or [b]',
      'Download the checklist [PDF, 2 pages]',
      'He wrote “their [sic] shop”',
      'A fixture of 500+ clients, 98% of them local',
      'Replies in <5 minutes, 9 am to <7 pm>',
      'Use <strong> for the key figure and <a href="/contact"> for the link',
      'We rewrite the <title> and the <meta description> of every page, and check <head> and <body>',
      'Rs. 5,000 a month (add 18% GST)',
      'Budgets from Rs. 100000 to 2000000, or 1,00,000 a year',
      'Add your photos here (we help)',
      'T-shirts in sizes S to XXL, and Follow us on X',
      'Our xx-small and X-ray clinics',
      'Banners in XX-Large and XXXL',
      'Sizes XL-XXL and XX-XXL only',
      'Rs. 5 lakh, ₹2.5 crore, Rs. XL shirts, INR XXL',
      'Art of the XX century, Chapter XX and Part XX',
      'Louis XIV, Class XII and Malcolm X',
    ]) {
      expect(placeholderAt(text), text).toBeUndefined();
    }
  });

  it('says where the first one is and what it is as written, for the editor to select it and a message to point at its column', () => {
    expect(placeholderAt('Best SEO in [City name], then TODO')).toEqual({ found: '[City name]', index: 12, prompt: false });
    expect(placeholderAt('Monthly todo and quarterly')).toEqual({ found: 'todo', index: 8, prompt: false });
    // A scaffolding prompt whole, not shortened as the message names it; found before a marker.
    expect(placeholderAt(`TODO ## ${NEW_POST_PROMPTS.heading}`)).toEqual({ found: NEW_POST_PROMPTS.heading, index: 8, prompt: true });
    expect(placeholderAt('XX years, TODO')).toEqual({ found: 'XX', index: 0, prompt: false });
    expect(placeholderAt('TODO: XX years')).toEqual({ found: 'TODO', index: 0, prompt: false });
    expect(placeholderAt('Finished copy.')).toBeUndefined();
  });

  it('finds every placeholder of a text, in order, each once', () => {
    expect(placeholdersIn(`XX years, XX+ clients, call 98765 XXXXX, TODO: ${NEW_POST_PROMPTS.heading}`).map((p) => [p.found, p.index])).toEqual([
      ['XX', 0],
      ['XX', 10],
      ['XXXXX', 34],
      ['TODO', 41],
      [NEW_POST_PROMPTS.heading, 47],
    ]);
    // A slot holding a marker is one placeholder.
    expect(placeholdersIn('Serving Ajmer for [XX years] now').map((p) => p.found)).toEqual(['[XX years]']);
    expect(placeholdersIn('Finished copy.')).toEqual([]);
  });
});

describe("an article's placeholders", () => {
  it('are not looked for in code, which shows what it shows', () => {
    const body = 'Intro.\n\n```html\n<title>TODO</title>\n```\n\nWrite `TODO` in your notes, then TBD here.';
    expect(postCopyProblems({}, body, lazySource('post.md', ''), 10).map(({ line, col, message }) => `${line}:${col} ${message.split(' is ')[0]}`)).toEqual([
      '16:34 "TBD"',
    ]);
  });

  it('in the article, one that may be meant as an example says that backticks show it as written; not in the front matter, nor a scaffolding prompt', () => {
    const body = `A reply template: "Namaste [Name], thank you."\n\n${NEW_POST_PROMPTS.heading}`;
    const said = postCopyProblems({ excerpt: 'Hello [Name]' }, body, lazySource('post.md', 'excerpt: Hello [Name]\n'), 10).map(
      (p) => `${p.field} ${p.message}`,
    );
    const draft = 'is a placeholder: write the real text before publishing (or keep the file a draft with draft: true)';
    expect(said).toEqual([
      `excerpt "[Name]" ${draft}`,
      `content "[Name]" ${draft}; an example meant to show as written goes in backticks: \`[Name]\``,
      `content "${NEW_POST_PROMPTS.heading}" ${draft}`,
    ]);
    // Written so, it passes.
    expect(postCopyProblems({}, 'A reply template: "Namaste `[Name]`, thank you."', lazySource('post.md', ''), 10)).toEqual([]);
  });

  it('one whose word alone is code, "[`Name`]", is the "[Name]" a reader sees, told at its bracket with the whole of it in backticks; a link or reference of code is not one', () => {
    const body = 'A reply template: "Namaste [`Name`], thank you." See [`npm run build`](/docs) and [`guide`][g], or ![`alt`](/a.png).';
    expect(postCopyProblems({}, body, lazySource('post.md', ''), 10).map(({ line, col, message, mark }) => [line, col, message, mark])).toEqual([
      [
        10,
        28,
        '"[Name]" is a placeholder: write the real text before publishing (or keep the file a draft with draft: true); an example meant to show as written goes in backticks: `[Name]`',
        { text: '[Name]', nth: 0 },
      ],
    ]);
    // Its columns kept: what follows is told where the file writes it.
    expect(postCopyProblems({}, '[`City name`] TODO', lazySource('post.md', ''), 1).map(({ col, message }) => `${col} ${message.split(' is ')[0]}`)).toEqual([
      '1 "[City name]"',
      '15 "TODO"',
    ]);
  });

  it('each of a line or a field is told at its own column, not only the first', () => {
    const body = 'Intro.\n\nTrusted for XX years by XX+ clients, TODO.';
    expect(
      postCopyProblems({ excerpt: 'Lorem ipsum, then [City name]' }, body, lazySource('post.md', 'excerpt: Lorem ipsum, then [City name]\n'), 10).map(
        ({ line, col, field, message }) => `${line}:${col} ${field} ${message.split(' is ')[0]}`,
      ),
    ).toEqual(['1:10 excerpt "Lorem ipsum"', '1:28 excerpt "[City name]"', '12:13 content "XX"', '12:25 content "XX"', '12:38 content "TODO"']);
  });

  it('one that runs on to the next line of its paragraph, list item or quote is told at its start; not across a list’s items, a heading or a blank line', () => {
    const body = [
      'Call Dr Mehta on 99887',
      '76655 for an appointment.',
      '',
      '> A patient: Call 99887',
      '> 76655.',
      '',
      '- Keep your hours right in [City',
      '  name], including festival days.',
      '- Call 98765',
      '- 43210 shops [City',
      '',
      'name] here, and TODO',
      '## TODO list',
      '',
      'Growth of XX',
      '– XX% in a year.',
    ].join('\n');
    const rules = { phones: ['+91 98765 43210', '+91 91234 56789'] };
    // (The range split over the last two lines: once, whole, not also each half on its own line.)
    expect(
      postCopyProblems({}, body, lazySource('post.md', ''), 1, 0, rules).map(({ line, col, message }) => `${line}:${col} ${message.split(' is ')[0]}`),
    ).toEqual(['1:18 "99887 76655"', '4:19 "99887 76655"', '7:28 "[City name]"', '12:17 "TODO"', '13:4 "TODO"', '15:11 "XX – XX"']);
  });

  it('the same placeholder twice in a field folded over lines: each at its own column, not both at the first', () => {
    // Indented as a page's section text is: the file runs ahead of the text by more than the gap between the two.
    const front = 'excerpt: >-\n      The first line of the excerpt,\n      then TODO and TODO.\n';
    const excerpt = 'The first line of the excerpt, then TODO and TODO.';
    expect(postCopyProblems({ excerpt }, '', lazySource('post.md', front), 5).map(({ line, col }) => `${line}:${col}`)).toEqual(['3:12', '3:21']);
    // The first folded across the line break, the second not: counted alike.
    const split = 'excerpt: >-\n      Serving [City\n      name] and [City name] too.\n';
    expect(
      postCopyProblems({ excerpt: 'Serving [City name] and [City name] too.' }, '', lazySource('post.md', split), 5).map(({ line, col }) => `${line}:${col}`),
    ).toEqual(['2:15', '3:17']);
  });
});

describe("the site's own texts", () => {
  const root = process.cwd();
  const SITE = 'site.config.yaml';

  it('are held to placeholders as published copy is, in the build and in the editor’s settings form: every page shows them', () => {
    const config = readFileSync(join(root, SITE), 'utf8')
      .replace(/^footerNote: .*$/m, 'footerNote: Digital marketing for [City name] businesses.')
      .replace(/^(tagline: .*)since 2013\.$/m, '$1since 20XX.');
    const lines = formatProblems(buildCatalogue(contentPaths(root, { files: new Map([[join(root, SITE), config]]) })).problems).split('\n');
    const at = (needle: string) => {
      const i = config.split('\n').findIndex((l) => l.includes(needle));
      return `${i + 1}:${config.split('\n')[i]!.indexOf(needle) + 1}`;
    };
    const said = "is a placeholder: write the real text (the site's own texts show on every page)";
    expect(lines.filter((l) => l.includes('placeholder'))).toEqual([
      `${SITE}:${at('20XX')}  tagline  "20XX" ${said}`,
      `${SITE}:${at('[City')}  footerNote  "[City name]" ${said}`,
    ]);
    // The agency's e-mail addresses are settings: the example's hello@example.com is not told; nor is
    // a key or an id (the form's key as Web3Forms writes one, an analytics id, a verification code).
    expect(config).toContain('hello@example.com');
    const keys = config.replace(/^( {2}accessKey: ).*$/m, '$1XXXXXXXX-XXXX-XXXX-XXXX-XXXXXXXXXXXX');
    expect(keys).not.toBe(config);
    expect(formatProblems(buildCatalogue(contentPaths(root, { files: new Map([[join(root, SITE), keys]]) })).problems)).not.toMatch(/accessKey/);
    const paths = contentPaths(root);
    const { dirs } = cmsInput(loadCatalogue(paths), paths);
    const settings = readFile(kindOfPath(SITE, dirs), readFileSync(join(root, SITE), 'utf8'));
    expect(
      problemsOf('site', { ...settings, footerNote: 'Digital marketing for <city name> businesses.' }).map(
        ({ code, field, message }) => `${code} ${field} ${message}`,
      ),
    ).toEqual([`placeholder footerNote "<city name>" ${said}`]);
    expect(problemsOf('site', settings)).toEqual([]);
  });
});

describe('a name in braces where the text does not fill it in', () => {
  const root = process.cwd();
  const file = (...parts: string[]) => join(root, 'pages-data', ...parts);
  const edited = (path: string, from: string, to: string) => {
    const text = readFileSync(path, 'utf8');
    expect(text).toContain(from);
    return [path, text.replace(from, to)] as [string, string];
  };

  it("a site value ({email}) is told where readers would see it as written (a hero, a shared FAQ's answer, an article), not in a prose section or job-openings' apply line; a slot ({city}) is a placeholder", () => {
    const files = new Map([
      edited(file('jaipur', 'seo.yaml'), 'customers actually want to read.', 'customers actually want to read. Write to {email}.'),
      edited(
        file('_shared', 'generic-faq.yaml'),
        'Straight answers to what business owners ask us before they start.',
        'Straight answers for {city} businesses, or call {phones}.',
      ),
      edited(file('blog', 'coaching-institute-admissions-ajmer.md'), 'The decision is made over weeks', 'Call {phones}. The decision is made over weeks'),
    ]);
    const problems = buildCatalogue(contentPaths(root, { files })).problems;
    expect(problems.map(({ file, field, message }) => `${file} ${field} ${message.split(' would be shown')[0]!.split(' is a placeholder')[0]}`)).toEqual([
      'pages-data/jaipur/seo.yaml sections[0] (hero) › text "{email}"',
      'pages-data/_shared/generic-faq.yaml intro "{city}"',
      'pages-data/_shared/generic-faq.yaml intro "{phones}"',
      'pages-data/blog/coaching-institute-admissions-ajmer.md content "{phones}"',
    ]);
    expect(problems.every((p) => p.code === 'placeholder')).toBe(true);
    expect(problems.find((p) => p.file.endsWith('seo.yaml'))?.message).toBe(
      '"{email}" would be shown as written here: site.config.yaml fills it in only in the text of a prose section (intro, paragraphs, points) and the apply line of job-openings; write it out',
    );
    // The privacy policy (prose) and the careers page's apply line use them: the site as it is passes.
    expect(readFileSync(file('core', 'privacy-policy.yaml'), 'utf8')).toContain('{email}');
    expect(readFileSync(file('core', 'career.yaml'), 'utf8')).toContain('{email}');
    expect(buildCatalogue(contentPaths(root)).problems).toEqual([]);
  });

  it('the message names every section type that fills them in, and only those', () => {
    // A field that fills them in says so in its description (sections/fields.ts siteText).
    const filling = sectionTypes.filter((type) =>
      JSON.stringify(z.toJSONSchema(schemaOf(type)!, { io: 'input', unrepresentable: 'any' })).includes('May use {agency}'),
    );
    expect(filling.sort()).toEqual(['job-openings', 'prose']);
    for (const type of filling) expect(siteValueNotFilledMessage('{email}')).toContain(` ${type}`);
  });
});

describe("new-post's author prompt written over by half", () => {
  it('is told at the half still the prompt', () => {
    const said = (author: string) =>
      postCopyProblems({ author }, 'Text.', lazySource('post.md', `author: ${author}\n`), 10).map(
        ({ line, col, message }) => `${line}:${col} ${message.split(' is ')[0]}`,
      );
    expect(said('Write your name, SEO Lead')).toEqual(['1:9 "Write your name"']);
    expect(said('Priya Sharma, Your Role')).toEqual(['1:23 "Your Role"']);
    // The whole prompt once, and a real author not at all.
    expect(said(NEW_POST_PROMPTS.author)).toEqual([`1:9 "${NEW_POST_PROMPTS.author}"`]);
    expect(said('Priya Sharma, SEO Lead')).toEqual([]);
  });
});

describe('a field whose whole text is in curly quotes', () => {
  it('is told, as readers would see the quotes; a quotation inside a text, a testimonial and an article paragraph are not', () => {
    const root = process.cwd();
    const post = join(root, 'pages-data', 'blog', 'coaching-institute-admissions-ajmer.md');
    const seo = join(root, 'pages-data', 'jaipur', 'seo.yaml');
    const text = readFileSync(post, 'utf8')
      .replace(/^excerpt: "(.*)"$/m, 'excerpt: “$1”')
      .replace(/^alt: "(.*)"$/m, 'alt: ‘$1’')
      .replace('The decision is made over weeks', '“A paragraph that is a quotation.”\n\nThe decision is made over weeks');
    const page = readFileSync(seo, 'utf8').replace(/^( +- quote: )(.*)$/m, '$1“$2”');
    expect(page).toMatch(/^ +- quote: “/m);
    const problems = buildCatalogue(
      contentPaths(root, {
        files: new Map([
          [post, text],
          [seo, page],
        ]),
      }),
    ).problems;
    expect(problems.map((p) => `${p.file} ${p.field} ${p.code} ${p.message.split(',')[0]}`)).toEqual([
      'pages-data/blog/coaching-institute-admissions-ajmer.md excerpt bad-format The whole text is in curly quotes “ ”',
      'pages-data/blog/coaching-institute-admissions-ajmer.md alt bad-format The whole text is in curly quotes ‘ ’',
    ]);
  });

  it("straight quotes kept in the text, as the editor saves a box typed with them, are told too; the editor's panel says to take them away", () => {
    const root = process.cwd();
    const seo = join(root, 'pages-data', 'jaipur', 'seo.yaml');
    const answer = /^( +answer: )(After technical fixes.*)$/m;
    const original = readFileSync(seo, 'utf8');
    expect(original).toMatch(answer);
    const told = (text: string) =>
      buildCatalogue(contentPaths(root, { files: new Map([[seo, text]]) })).problems.map((p) => `${p.field} ${p.code} ${p.message}`);
    expect(told(original.replace(answer, `$1'"$2"'`))).toEqual([
      'sections[8] (faq) › items[0].answer bad-format The whole text is in quotes "…", which readers would see around it: remove them',
    ]);
    // Quotes YAML takes away (the value quoted) are no text, and a quotation inside one is the writer's.
    expect(told(original.replace(answer, '$1"$2"'))).toEqual([]);
    expect(told(original.replace(answer, `$1'"Within 90 days" is what we tell clients: $2'`))).toEqual([]);
    // In the editor's words: the box needs no quotes.
    expect(inFormWords(told(original.replace(answer, '$1“$2”'))[0]!)).toMatch(
      /^sections\[8\] \(faq\) › items\[0\]\.answer bad-format The whole text is in curly quotes “ ”, which readers would see around it: remove them \(the box needs no quotes of any kind\)$/,
    );
  });
});
