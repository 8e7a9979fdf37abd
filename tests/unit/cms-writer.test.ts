import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { postFrontMatterSchema } from '../../catalogue/blog.ts';
import { citiesSchema } from '../../catalogue/cities.ts';
import { fromForm, toForm } from '../../catalogue/cms/forms.ts';
import { deepEqual, patchPost, patchYaml, splitFrontMatter } from '../../catalogue/cms/yaml-writer.ts';
import { pageSchema } from '../../catalogue/page-schema.ts';
import { siteSchema } from '../../catalogue/site-schema.ts';
import { sectionSchema } from '../../sections/schemas.ts';
import type { z } from 'zod';
import { lineDiff } from '../line-diff.ts';

const root = join(import.meta.dirname, '../..');
const walk = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)]));

/** Every content file with the schema the editor's form for it is made from. */
function contentFiles(): { file: string; schema: z.ZodType }[] {
  const pages = walk(join(root, 'pages-data'));
  const examples = walk(join(root, 'sections')).filter((f) => f.endsWith('example.yaml'));
  return [
    { file: join(root, 'site.config.yaml'), schema: siteSchema },
    ...pages.filter((f) => f.endsWith('_cities.yaml')).map((file) => ({ file, schema: citiesSchema })),
    ...pages.filter((f) => f.includes('/_shared/')).map((file) => ({ file, schema: sectionSchema })),
    ...examples.map((file) => ({ file, schema: sectionSchema })),
    ...pages.filter((f) => f.endsWith('.yaml') && !f.includes('/_shared/') && !f.endsWith('_cities.yaml')).map((file) => ({ file, schema: pageSchema })),
    ...pages.filter((f) => f.endsWith('.md')).map((file) => ({ file, schema: postFrontMatterSchema })),
  ];
}

/** Opened in the editor and saved: read into the form, back out, and written into the file. */
function roundTrip(text: string, schema: z.ZodType, change?: (form: Record<string, unknown>) => void): string {
  if (text.startsWith('---')) {
    const { yaml, body } = splitFrontMatter(text);
    const form = toForm(schema, parse(yaml)) as Record<string, unknown>;
    change?.(form);
    return patchPost(text, fromForm(schema, form, parse(yaml)), body);
  }
  const form = toForm(schema, parse(text)) as Record<string, unknown>;
  change?.(form);
  return patchYaml(text, fromForm(schema, form, parse(text)));
}

describe('the browser editor writes YAML as the content files are written', () => {
  const files = contentFiles();

  it('finds every page, shared section, section example, post and the settings', () => {
    expect(files.length).toBeGreaterThan(50);
  });

  it.each(files.map((f) => [relative(root, f.file), f] as const))('%s opened and saved unchanged is the same bytes', (_name, { file, schema }) => {
    const text = readFileSync(file, 'utf8');
    expect(roundTrip(text, schema)).toBe(text);
  });

  it('a changed FAQ answer changes the lines of that answer only', () => {
    const text = readFileSync(join(root, 'pages-data/jaipur/seo.yaml'), 'utf8');
    const out = roundTrip(text, pageSchema, (form) => {
      const faq = (form.sections as { type: string; items?: { answer: string }[] }[]).find((s) => s.type === 'faq')!;
      faq.items![0]!.answer = 'Most Jaipur businesses see first results in three to six months.';
    });
    const { removed, added } = lineDiff(text, out);
    expect(added).toEqual(['        answer: Most Jaipur businesses see first results in three to six months.']);
    expect(removed).toHaveLength(1);
    expect(removed[0]).toMatch(/^ {8}answer: /);
    expect(pageSchema.safeParse(parse(out)).success).toBe(true);
  });

  it('an added FAQ item and an added section are new lines at their place, nothing else changes', () => {
    const text = readFileSync(join(root, 'pages-data/jaipur/seo.yaml'), 'utf8');
    const out = roundTrip(text, pageSchema, (form) => {
      const sections = form.sections as Record<string, unknown>[];
      const faq = sections.find((s) => s.type === 'faq') as { items: unknown[] };
      faq.items.push({ question: 'Do you work with shops in Bapu Bazaar?', answer: 'Yes: local SEO works for a single shop as well as for a chain.' });
      sections.splice(sections.length - 1, 0, {
        type: 'stats',
        heading: 'Jaipur clients in numbers',
        items: [
          { value: '120+', label: 'Jaipur clients' },
          { value: '12+', label: 'Years in Jaipur' },
        ],
      });
    });
    const { removed, added } = lineDiff(text, out);
    expect(removed).toEqual([]);
    expect(added.join('\n')).toContain('- question: Do you work with shops in Bapu Bazaar?');
    expect(added.join('\n')).toContain('  - type: stats');
    const page = pageSchema.parse(parse(out));
    expect(page.sections.at(-2)?.type).toBe('stats');
  });

  it('a removed optional field leaves with its lines; an emptied optional field is not written', () => {
    const text = readFileSync(join(root, 'pages-data/jaipur/seo.yaml'), 'utf8');
    const out = roundTrip(text, pageSchema, (form) => {
      (form.meta as Record<string, unknown>).service = undefined;
      (form.sections as Record<string, unknown>[])[0]!.badge = '';
    });
    expect(out).not.toContain('serviceType:');
    expect(out).not.toContain('badge:');
    expect(lineDiff(text, out).added).toEqual([]);
  });

  it('what the form fills in by itself is not written: empty optional lists and objects, defaults', () => {
    const text = readFileSync(join(root, 'pages-data/jaipur/seo.yaml'), 'utf8');
    const out = roundTrip(text, pageSchema, (form) => {
      const meta = form.meta as Record<string, Record<string, unknown>>;
      meta.service!.areaServed = [];
      meta.social = { title: '', description: '', image: '', type: 'website' };
      form.draft = false;
      form.glowCursor = false;
    });
    expect(out).toBe(text);
  });

  it('a value the build refuses is read as it stands where the file had none, not as the field left empty (the check refuses it)', () => {
    const text = readFileSync(join(root, 'pages-data/jaipur/services.yaml'), 'utf8');
    const form = toForm(pageSchema, parse(text)) as { sections: { tabs?: Record<string, unknown>[] }[] };
    const tabs = form.sections.find((section) => section.tabs)!.tabs!;
    // A new tab, its percentage holding text kept from the editor (admin/number-text.ts); its note left empty.
    tabs.unshift({ title: 'Reels', description: 'Short videos shot in your shop.', bullets: [], percentage: '91x', note: '' });
    const data = fromForm(pageSchema, form, parse(text)) as typeof form;
    expect(data.sections.find((section) => section.tabs)!.tabs![0]).toEqual({
      title: 'Reels',
      description: 'Short videos shot in your shop.',
      percentage: '91x',
    });
  });

  it('an FAQ item moved and another answer changed: the moved lines as written and the changed answer, no other answer wrapped again', () => {
    const text = readFileSync(join(root, 'pages-data/home.yaml'), 'utf8');
    const items = (parse(text) as { sections: { type: string; items?: { question: string; answer: string }[] }[] }).sections.find((s) => s.type === 'faq')!
      .items!;
    const out = roundTrip(text, pageSchema, (form) => {
      const faq = (form.sections as { type: string; items: { answer: string }[] }[]).find((s) => s.type === 'faq')!;
      faq.items.push(faq.items.shift()!);
      faq.items[0]!.answer = faq.items[0]!.answer.replace(/\.$/, ' in Jaipur and Ajmer.');
    });
    const moved = items[0]!;
    const changed = items[1]!;
    const { removed, added } = lineDiff(text, out);
    // The moved item's lines leave and come back as they were; the changed answer is the rest.
    const movedLines = text
      .slice(text.indexOf(`- question: ${moved.question}`), text.indexOf(`- question: ${changed.question}`))
      .trimEnd()
      .split('\n');
    expect(movedLines.length).toBeGreaterThan(2);
    for (const line of movedLines) {
      expect(removed.filter((l) => l.trim() === line.trim())).toHaveLength(1);
      expect(added.filter((l) => l.trim() === line.trim())).toHaveLength(1);
    }
    const untouched = items.slice(2).flatMap((item) =>
      text
        .slice(text.indexOf(`- question: ${item.question}`))
        .split('\n')
        .slice(2, 4),
    );
    for (const line of untouched) expect(removed, line).not.toContain(line);
    const page = parse(out) as { sections: { type: string; items?: { answer: string }[] }[] };
    const faq = page.sections.find((s) => s.type === 'faq')!.items!;
    expect(faq.map((i) => i.answer)).toEqual([changed.answer.replace(/\.$/, ' in Jaipur and Ajmer.'), ...items.slice(2).map((i) => i.answer), moved.answer]);
  });

  it('a word changed in folded text: the lines before it stay as written, and those after it once its words fall where they did', () => {
    const text = readFileSync(join(root, 'pages-data/home.yaml'), 'utf8');
    const answer = (form: Record<string, unknown>) =>
      (form.sections as { type: string; items: { answer: string }[] }[])
        .find((s) => s.type === 'faq')!
        .items.find((i) => i.answer.startsWith('Most businesses'))!;
    const [first, second] = [
      '          Most businesses see first results in 3–6 months and significant results in 6–12 months. We show you',
      '          the progress in every monthly report, so you never have to take it on trust.',
    ];
    expect(text).toContain(`${first}\n${second}\n`);
    // In the last line: that line alone.
    const atEnd = roundTrip(text, pageSchema, (form) => {
      answer(form).answer = answer(form).answer.replace('on trust.', 'on trust alone.');
    });
    expect(lineDiff(text, atEnd)).toEqual({ removed: [second], added: [second.replace('on trust.', 'on trust alone.')] });
    // In the first line, made longer: wrapped again from there to the end of the paragraph.
    const atStart = roundTrip(text, pageSchema, (form) => {
      answer(form).answer = answer(form).answer.replace('in 3–6 months', 'in three to six months');
    });
    expect(lineDiff(text, atStart)).toEqual({
      removed: [first, second],
      added: [
        '          Most businesses see first results in three to six months and significant results in 6–12 months. We',
        '          show you the progress in every monthly report, so you never have to take it on trust.',
      ],
    });
    // Words taken out of the first line: that line alone, as the next line still starts where it did.
    const shorter = roundTrip(text, pageSchema, (form) => {
      const item = (form.sections as { type: string; items: { answer: string }[] }[])
        .find((s) => s.type === 'faq')!
        .items.find((i) => i.answer.startsWith('SEO, social media'))!;
      item.answer = item.answer.replace('Google Business Profile management', 'Business Profile management');
    });
    expect(lineDiff(text, shorter)).toEqual({
      removed: ['          SEO, social media marketing, Google Ads and Google Business Profile management, lead generation,'],
      added: ['          SEO, social media marketing, Google Ads and Business Profile management, lead generation,'],
    });
  });

  it('a one-line list changed stays one line, written as the files write it: no spaces inside its brackets', () => {
    const text = readFileSync(join(root, 'pages-data/blog/how-long-does-seo-take.md'), 'utf8');
    const out = roundTrip(text, postFrontMatterSchema, (form) => {
      (form.tags as string[]).push('Jaipur');
    });
    expect(lineDiff(text, out)).toEqual({ removed: ['tags: [Local SEO, Content]'], added: ['tags: [Local SEO, Content, Jaipur]'] });
  });

  it('two sections of one type swapped keep their own fields: the default the form fills in is not written into the other', () => {
    const text = readFileSync(join(root, 'pages-data/jaipur/seo.yaml'), 'utf8');
    const before = pageSchema.parse(parse(text)).sections;
    const [first, second] = before.flatMap((s, i) => (s.type === 'features' ? [i] : [])) as [number, number];
    const out = roundTrip(text, pageSchema, (form) => {
      const sections = form.sections as Record<string, unknown>[];
      // The form shows a field the file leaves out at its default, as the editor fills it in.
      for (const s of sections) if (s.type === 'features') s.tone ??= 'light';
      [sections[first], sections[second]] = [sections[second]!, sections[first]!];
    });
    // The first has `tone: tint`; the second none (the schema's light): each keeps what it had.
    const sections = (parse(out) as { sections: Record<string, unknown>[] }).sections;
    expect([sections[first]?.tone, sections[second]?.tone]).toEqual([undefined, 'tint']);
    expect(out.match(/^ {4}tone: /gm)).toEqual(['    tone: ']);
    expect(pageSchema.parse(parse(out)).sections).toEqual(before.map((_section, i) => before[i === first ? second : i === second ? first : i]));
  });

  it('a post keeps its body byte for byte when only the front matter changes', () => {
    const file = join(root, 'pages-data/blog/how-long-does-seo-take.md');
    const text = readFileSync(file, 'utf8');
    const out = roundTrip(text, postFrontMatterSchema, (form) => {
      form.author = 'Rahul Mehta, SEO Lead';
    });
    expect(lineDiff(text, out)).toEqual({ removed: ['author: Priya Sharma, SEO Lead'], added: ['author: Rahul Mehta, SEO Lead'] });
  });

  it('a section moved, or an FAQ item, is its own lines moved as written: folded text, key order and comments', () => {
    const text = readFileSync(join(root, 'pages-data/jaipur/seo.yaml'), 'utf8');
    const faqLines = text.slice(text.indexOf('  - type: faq'), text.indexOf('  - type: cta'));
    const moved = roundTrip(text, pageSchema, (form) => {
      const sections = form.sections as { type: string }[];
      const [faq] = sections.splice(
        sections.findIndex((s) => s.type === 'faq'),
        1,
      );
      sections.splice(2, 0, faq!);
    });
    expect(
      pageSchema
        .parse(parse(moved))
        .sections.map((s) => s.type)
        .slice(0, 4),
    ).toEqual(['hero', 'features', 'faq', 'text']);
    expect(moved).toContain(`${faqLines}  - type: text`);
    // Every line the move takes away comes back elsewhere, the same: nothing written again.
    const diff = lineDiff(text, moved);
    expect([...diff.added].sort()).toEqual([...diff.removed].sort());
    expect(moved.length).toBe(text.length);

    const swapped = roundTrip(text, pageSchema, (form) => {
      const faq = (form.sections as { type: string; items?: unknown[] }[]).find((s) => s.type === 'faq')!;
      faq.items!.splice(0, 2, faq.items![1], faq.items![0]);
    });
    const [first, second] = faqLines.split(/(?=^ {6}- question:)/m).slice(1, 3);
    expect(swapped).toBe(text.replace(first! + second!, second! + first!));
  });

  it("a section moved and changed is the move and its changed lines; items of another shape in an item's place keep a dash each", () => {
    const text = readFileSync(join(root, 'pages-data/jaipur/seo.yaml'), 'utf8');
    let form: { sections: { type: string; heading?: string }[] } | undefined;
    const out = roundTrip(text, pageSchema, (f) => {
      const sections = f.sections as { type: string; heading?: string }[];
      const [faq] = sections.splice(
        sections.findIndex((s) => s.type === 'faq'),
        1,
      );
      sections.splice(2, 0, { ...faq!, heading: 'Questions Jaipur clients ask' });
      form = f as typeof form;
    });
    expect(parse(out)).toEqual(fromForm(pageSchema, form as Record<string, unknown>, parse(text)));
    // The move and the changed line, nothing else.
    const { removed, added } = lineDiff(text, out);
    const less = (a: string[], b: string[]) => a.filter((line, i) => a.indexOf(line) !== i || !b.includes(line));
    expect({ removed: less(removed, added), added: less(added, removed) }).toEqual({
      removed: ['    heading: SEO in Jaipur, frequently asked questions'],
      added: ['    heading: Questions Jaipur clients ask'],
    });
    // Every key of an item replaced: the item keeps its dash (they ran together as one map before).
    expect(patchYaml('items:\n  - title: A\n    text: a\n  - title: B\n    text: b\n', { items: [{ quote: 'Q1', name: 'N1' }, { quote: 'Q2' }] })).toBe(
      'items:\n  - quote: Q1\n    name: N1\n  - quote: Q2\n',
    );
    // Its first key taken out, or a key added before it: the dash stays on the item's first line.
    expect(patchYaml('items:\n  - title: A\n    text: a\n', { items: [{ text: 'a' }] })).toBe('items:\n  - text: a\n');
    expect(patchYaml('items:\n  - text: a\n', { items: [{ icon: 'star', text: 'a' }] })).toBe('items:\n  - icon: star\n    text: a\n');
  });

  it('every page, its sections moved, changed or taken out in turn, is written as the form holds it (fixed draws)', () => {
    // Before items kept their dash, about two in five such saves wrote a file that did not parse, or another page.
    let seed = 20_261_202;
    const draw = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return Math.floor((seed / 2 ** 31) * n);
    };
    const wrong: string[] = [];
    for (const { file } of files.filter((f) => f.schema === pageSchema)) {
      const text = readFileSync(file, 'utf8');
      const data = parse(text) as { sections: Record<string, unknown>[] };
      for (let round = 0; round < 4; round++) {
        const next = structuredClone(data);
        const [section] = next.sections.splice(draw(next.sections.length), 1);
        next.sections.splice(draw(next.sections.length + 1), 0, section!);
        if (round % 2 === 1 && typeof section!.heading === 'string') section!.heading = `${section!.heading} (changed)`;
        if (round === 3) next.sections.splice(draw(next.sections.length), 1);
        let written: unknown;
        try {
          written = parse(patchYaml(text, next));
        } catch (error) {
          written = String(error);
        }
        if (!deepEqual(written, next)) wrong.push(`${relative(root, file)} (round ${round})`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('an item moved keeps the comment lines above it; blank lines between items stay where they were', () => {
    const text = 'sections:\n  - type: a\n    x: 1\n\n  # the second\n  - type: b\n    y: >-\n      long folded\n      text\n  - type: c\n';
    const out = patchYaml(text, { sections: [{ type: 'b', y: 'long folded text' }, { type: 'a', x: 1 }, { type: 'c' }] });
    expect(out).toBe('sections:\n  # the second\n  - type: b\n    y: >-\n      long folded\n      text\n\n  - type: a\n    x: 1\n  - type: c\n');
    // Moved and changed: written as before, item by item.
    const changed = patchYaml(text, { sections: [{ type: 'b', y: 'short' }, { type: 'a', x: 1 }, { type: 'c' }] });
    expect(parse(changed)).toEqual({ sections: [{ type: 'b', y: 'short' }, { type: 'a', x: 1 }, { type: 'c' }] });
  });

  it('a new item stands as far from its neighbours as the list keeps its items: a blank line apart where they are, next to them where they are not', () => {
    const text = 'sections:\n  - type: a\n\n  # the second\n  - type: b\nitems:\n  - x\n  - y\n';
    const sections = (...types: string[]) => types.map((type) => ({ type }));
    // Between two, at the head, at the foot.
    expect(patchYaml(text, { sections: sections('a', 'c', 'b'), items: ['x', 'y'] })).toBe(
      'sections:\n  - type: a\n\n  - type: c\n\n  # the second\n  - type: b\nitems:\n  - x\n  - y\n',
    );
    expect(patchYaml(text, { sections: sections('c', 'a', 'b'), items: ['x', 'y'] })).toBe(
      'sections:\n  - type: c\n\n  - type: a\n\n  # the second\n  - type: b\nitems:\n  - x\n  - y\n',
    );
    expect(patchYaml(text, { sections: sections('a', 'b', 'c', 'd'), items: ['x', 'y'] })).toBe(
      'sections:\n  - type: a\n\n  # the second\n  - type: b\n\n  - type: c\n\n  - type: d\nitems:\n  - x\n  - y\n',
    );
    // A list written without blank lines stays so.
    expect(patchYaml(text, { sections: sections('a', 'b'), items: ['x', 'z', 'y', 'w'] })).toBe(
      'sections:\n  - type: a\n\n  # the second\n  - type: b\nitems:\n  - x\n  - z\n  - y\n  - w\n',
    );
  });

  it('a key written with no value gets its value after its colon', () => {
    const text = '# note\ntitle:\nitems:\n  - a\n';
    expect(patchYaml(text, { title: 'Hello', items: ['a'] })).toBe('# note\ntitle: Hello\nitems:\n  - a\n');
    expect(patchYaml(text, { title: { en: 'Hello' }, items: ['a'] })).toBe('# note\ntitle:\n  en: Hello\nitems:\n  - a\n');
  });

  it('the gazetteer is a list in the form and a map in the file', () => {
    const text = readFileSync(join(root, 'pages-data/_cities.yaml'), 'utf8');
    const form = toForm(citiesSchema, parse(text)) as { key: string; name: string }[];
    expect(Array.isArray(form)).toBe(true);
    expect(form.map((c) => c.key)).toContain('jaipur');
    expect(fromForm(citiesSchema, form, parse(text))).toEqual(parse(text));
  });
});
