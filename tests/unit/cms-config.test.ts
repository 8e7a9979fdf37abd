import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loadCatalogue } from '../../catalogue/catalogue.ts';
import { cmsConfig } from '../../catalogue/cms/config.ts';
import { type CmsField, fieldOf, SELECT_ROUTES_MAX, sectionTypes, singularOf } from '../../catalogue/cms/fields.ts';
import { cmsInput } from '../../catalogue/cms/input.ts';
import { kindOfPath } from '../../catalogue/cms/config.ts';
import { siteTextProblem } from '../../admin/site-text.ts';
import { readFile } from '../../admin/formats.ts';
import { contentPaths } from '../../catalogue/load.ts';
import { siteSchema } from '../../catalogue/site-schema.ts';
import { sentences, shapeOf } from '../../sections/field-kinds.ts';
import { HEIC_MESSAGE, IMAGE_PATH_RULE } from '../../sections/fields.ts';
import { type SectionSchema, sectionSchemas, typeOf } from '../../sections/schemas.ts';

/**
 * The browser editor's configuration (catalogue/cms/config.ts) is made from the section model:
 * it must be a configuration the editor accepts (its own JSON Schema, shipped in the package),
 * and every field of every section must have its form field.
 */

const root = join(import.meta.dirname, '../..');
const paths = contentPaths(root);
const input = cmsInput(loadCatalogue(paths), paths);
const config = cmsConfig(input) as { collections: { name: string; fields?: CmsField[]; files?: { name: string; fields: CmsField[] }[] }[] };

const collection = (name: string) => config.collections.find((c) => c.name === name)!;
const field = (fields: CmsField[] | undefined, name: string) => fields?.find((f) => f.name === name);
const sectionsOf = (name: string) => field(collection(name).fields, 'sections')!.types as CmsField[];

/**
 * Where a form and the entry's data disagree on the shape of a list's items: a list of forms
 * (`fields`) holds objects, a list of plain values (`field`) holds plain values. The editor shows
 * a plain value in a list of forms as an empty form, and saves it back as `- item: …`.
 */
function misfits(fields: CmsField[], data: Record<string, unknown>, at = ''): string[] {
  return fields.flatMap((f) => {
    const value = data[f.name];
    const here = `${at}${f.name}`;
    if (f.widget === 'object' && f.fields && typeof value === 'object' && value !== null)
      return misfits(f.fields as CmsField[], value as Record<string, unknown>, `${here}.`);
    if (f.widget !== 'list' || !Array.isArray(value)) return [];
    return value.flatMap((item, i) => {
      const isObject = typeof item === 'object' && item !== null;
      const form = f.types ? (f.types as CmsField[]).find((t) => t.name === (item as { type?: string }).type) : f;
      if (!form?.fields) return isObject ? [`${here}[${i}]: an object in a list of plain values`] : [];
      return isObject
        ? misfits(form.fields as CmsField[], item as Record<string, unknown>, `${here}[${i}].`)
        : [`${here}[${i}]: a plain value in a list of forms`];
    });
  });
}

describe('the browser editor configuration', () => {
  it("holds every content file's lists in the shape they have: the site's phones one line each, sections and items as forms", () => {
    const { dirs } = input;
    const files: [string, CmsField[]][] = [
      ['site.config.yaml', collection('settings').files!.find((f) => f.name === 'site')!.fields],
      ['pages-data/_cities.yaml', collection('settings').files!.find((f) => f.name === 'cities')!.fields],
      ['pages-data/jaipur/seo.yaml', collection('pages-jaipur').fields!],
      ['pages-data/home.yaml', collection('pages-top').files!.find((f) => f.name === 'home')!.fields],
    ];
    for (const [path, fields] of files) {
      const form = readFile(kindOfPath(path, dirs), readFileSync(join(root, path), 'utf8'));
      expect(misfits(fields, form), path).toEqual([]);
    }
    expect(field(collection('settings').files![0]!.fields, 'phones')).toMatchObject({ widget: 'list', field: { widget: 'site-text', multiline: false } });
  });

  it('names one item of a list in the singular, for the count ("1 Keyword") and the add button ("Add Keyword"); a label that is no plain plural is left as it is', () => {
    const site = collection('settings').files!.find((f) => f.name === 'site')!.fields;
    const cities = field(collection('settings').files!.find((f) => f.name === 'cities')!.fields, 'cities')!;
    const jaipur = collection('pages-jaipur').fields!;
    const faq = sectionsOf('pages-jaipur').find((t) => t.name === 'faq')!;
    expect(field(field(jaipur, 'meta')!.fields as CmsField[], 'keywords')!.label_singular).toBe('Keyword');
    expect(field(jaipur, 'sections')!.label_singular).toBe('Section');
    // A shared section's list of one too: "0 Sections" as it is made, then "1 Section".
    const sharedSection = field(collection('shared').fields!, 'section')!;
    expect([sharedSection.label, sharedSection.label_singular]).toEqual(['Sections', 'Section']);
    expect(field(faq.fields as CmsField[], 'items')!.label_singular).toBe('Item');
    expect(field(site, 'phones')!.label_singular).toBe('Phone');
    // Each phone's box is one phone.
    expect((field(site, 'phones')!.field as CmsField).label).toBe('Phone');
    expect(field(site, 'aliases')!.label_singular).toBe('Alias');
    // An alias's two boxes say which path is which, not "Key" and "Value".
    expect((field(site, 'aliases')!.fields as CmsField[]).map((f) => f.label)).toEqual(['Alias (second path)', 'Page it reaches']);
    expect(cities.label_singular).toBe('City');
    expect(field(cities.fields as CmsField[], 'places')!.label_singular).toBe('Place');
    expect(field(collection('blog').fields, 'tags')!.label_singular).toBe('Tag');
    // Lists whose key is no plural in words are titled as one ("Menu entries", "Footer columns").
    expect(
      [field(site, 'social'), field(site, 'menu'), field(site, 'footer'), field(site, 'publish'), field(site, 'areaServed')].map((f) => [
        f!.label,
        f!.label_singular,
      ]),
    ).toEqual([
      ['Social profiles', 'Social profile'],
      ['Menu entries', 'Menu entry'],
      ['Footer columns', 'Footer column'],
      ['Files to publish', 'File to publish'],
      ['Areas served', 'Area served'],
    ]);
    // A label that is no plain plural is left as it is.
    expect(['Responsibilities', 'Addresses', 'Hours', 'Area served', 'Glass', 'Social'].map(singularOf)).toEqual([
      'Responsibility',
      'Address',
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('a city’s pages have their geo tags always (no box to tick); elsewhere the group is optional', () => {
    const geoOf = (name: string) => field(field(collection(name).fields, 'meta')!.fields as CmsField[], 'geo')!;
    expect(geoOf('pages-jaipur').required).toBe(true);
    expect(geoOf('pages-ajmer').required).toBe(true);
    expect(geoOf('pages-core').required).toBe(false);
  });

  it('a phone box takes every way of writing a number the build takes (and dials as +91 and the 10 digits), and refuses what it refuses, in its words', () => {
    const phones = field(collection('settings').files![0]!.fields, 'phones')!;
    const [pattern, message] = (phones.field as CmsField).pattern as [string, string];
    const box = new RegExp(pattern);
    const build = (written: string) => siteSchema.shape.phones.element.safeParse(written);
    // Each way of writing, and the number the build dials for it (undefined: refused by both).
    for (const [written, dial] of [
      ['+91 98765 43210', '+919876543210'],
      ['98765 43210', '+919876543210'],
      ['9876543210', '+919876543210'],
      ['098765 43210', '+919876543210'],
      ['0145 262 1234', '+911452621234'],
      ['91-98765-43210', '+919876543210'],
      ['+91-98765-43210', '+919876543210'],
      ['+9198765 43210', '+919876543210'],
      [' 98765 43210', '+919876543210'],
      ['98765 4321', undefined],
      ['+91 00000 00000', undefined],
      ['00000 00000', undefined],
      ['0 01452 621234', undefined],
      ['+9876543210', undefined],
      ['+92 98765 43210', undefined],
      ['1 98765 43210', undefined],
      ['98765 43210 1', undefined],
      ['98765 O3210', undefined],
      ['call 98765 43210', undefined],
      ['', undefined],
    ] as const) {
      expect(box.test(written), JSON.stringify(written)).toBe(dial !== undefined);
      expect(build(written).data?.dial, JSON.stringify(written)).toBe(dial);
    }
    expect(message).toBe('Write the phone as +91 and its 10 digits (the first not 0), e.g. "+91 98765 43210"');
  });

  it('the WhatsApp number box takes the phone as the phones box does, or as a wa.me link writes it, in its own words', () => {
    const whatsapp = field(field(collection('settings').files![0]!.fields, 'whatsapp')!.fields as CmsField[], 'number')!;
    const [pattern, message] = whatsapp.pattern as [string, string];
    const box = new RegExp(pattern);
    for (const written of ['+91 91234 56789', '091234-56789', '919123456789', '(0141) 234 5678']) expect(box.test(written), written).toBe(true);
    for (const written of ['+91 00000 00000', '91234 5678', 'wa.me/919123456789']) expect(box.test(written), written).toBe(false);
    expect(whatsapp.required).toBe(false);
    expect(message).toBe('Write the WhatsApp number as +91 and its 10 digits (the first not 0), e.g. "+91 98765 43210"');
  });

  it('is valid by the JSON Schema in the pinned @sveltia/cms package', () => {
    const schema = JSON.parse(readFileSync(join(root, 'node_modules/@sveltia/cms/schema/sveltia-cms.json'), 'utf8'));
    const ajv = new Ajv({ strict: false, logger: false });
    ajv.addFormat('regex', true);
    ajv.addFormat('uri', true);
    const valid = ajv.validate(schema, config);
    expect(ajv.errors ?? [], JSON.stringify(ajv.errors?.slice(0, 3))).toEqual([]);
    expect(valid).toBe(true);
  });

  it('has a collection per folder of pages-data, the top pages, the shared sections, the blog and the settings', () => {
    expect(config.collections.map((c) => c.name)).toEqual(['pages-top', 'pages-ajmer', 'pages-core', 'pages-jaipur', 'shared', 'blog', 'settings']);
    expect(collection('pages-jaipur')).toMatchObject({ label: 'Jaipur pages', folder: 'pages-data/jaipur', media_folder: '/public/images/jaipur' });
    expect(collection('settings').files!.map((f) => f.name)).toEqual(['site', 'cities']);
  });

  it.each(sectionSchemas.map((s) => [typeOf(s as SectionSchema), s] as const))('section %s: every field of its schema has a form field', (type, schema) => {
    const form = sectionsOf('pages-jaipur').find((t) => t.name === type)!;
    expect(form, `no form for ${type}`).toBeDefined();
    const keys = Object.keys(shapeOf(schema)!).filter((k) => k !== 'type');
    expect((form.fields as CmsField[]).map((f) => f.name)).toEqual(keys);
  });

  it('a field added to a section schema is in the form with its description; a field no form can hold stops the build', () => {
    const faq = sectionSchemas.find((s) => typeOf(s as SectionSchema) === 'faq')! as unknown as SectionSchema;
    const context = { routes: input.routes, shared: [], media: { folder: '/public/images/x', public: '/images/x' } };
    const wider = faq.extend({ note: z.string().trim().min(1).optional().describe('Small print under the answers') }).meta(faq.meta()!);
    const [form] = sectionTypes([wider as SectionSchema], context);
    expect(field(form!.fields as CmsField[], 'note')).toMatchObject({ widget: 'string', required: false, hint: 'Small print under the answers' });
    expect(() => fieldOf('when', z.date(), context)).toThrow(/no form field for a zod date/);
  });

  it('copy tagged as sentences gets a box that grows, every other text one line: told by the schema, not by the key', () => {
    // A box: the text widget, or the site's own text field drawn as one (admin/site-text.ts).
    const shape = (f: CmsField | undefined) =>
      f?.widget === 'text' || f?.multiline === true ? 'box' : f?.widget === 'string' || f?.multiline === false ? 'line' : f?.widget;
    const faq = sectionsOf('pages-jaipur').find((t) => t.name === 'faq')!;
    const items = field(faq.fields as CmsField[], 'items')!.fields as CmsField[];
    expect(['heading', 'intro'].map((name) => shape(field(faq.fields as CmsField[], name)))).toEqual(['line', 'box']);
    expect(['question', 'answer'].map((name) => shape(field(items, name)))).toEqual(['line', 'box']);
    const post = collection('blog').fields!;
    expect(['author', 'title', 'alt', 'excerpt', 'metaDescription'].map((name) => shape(field(post, name)))).toEqual(['line', 'line', 'line', 'box', 'box']);
    // The same text, once tagged, is a box: the tag decides.
    const context = { routes: input.routes, shared: [], media: { folder: '/public/images/x', public: '/images/x' } };
    expect(shape(fieldOf('note', z.string().optional(), context))).toBe('line');
    expect(shape(fieldOf('note', sentences(z.string()).optional(), context))).toBe('box');
  });

  it('enums are choices, literals hidden, dates dates, images uploads to the area’s folder', () => {
    const hero = sectionsOf('pages-jaipur').find((t) => t.name === 'hero')!;
    const image = field(hero.fields as CmsField[], 'image')!;
    // Pages upload to their folder's images: the collection says where (its one form serves every folder).
    expect(field(image.fields as CmsField[], 'src')).toMatchObject({ widget: 'image' });
    expect(field(image.fields as CmsField[], 'src')).not.toHaveProperty('media_folder');
    expect(collection('pages-jaipur')).toMatchObject({ media_folder: '/public/images/jaipur', public_folder: '/images/jaipur' });
    // The top files share one folder, named once by their collection (the Assets view lists one folder per naming).
    expect(collection('pages-top')).toMatchObject({ media_folder: '/public/images/home', public_folder: '/images/home' });
    for (const file of collection('pages-top').files ?? []) expect(file).not.toHaveProperty('media_folder');
    const stats = sectionsOf('pages-jaipur').find((t) => t.name === 'stats')!;
    expect(field(stats.fields as CmsField[], 'tone')).toMatchObject({ widget: 'select', options: ['light', 'tint', 'dark'], default: 'tint' });
    const post = collection('blog').fields!;
    // The box shows the browser's order and writes YYYY-MM-DD itself: its hint leaves that format out.
    expect(field(post, 'date')).toMatchObject({ widget: 'datetime', type: 'date', format: 'YYYY-MM-DD', hint: 'Publication date' });
    expect(field(post, 'image')).toMatchObject({ widget: 'image', media_folder: '/public/images/blog' });
    expect(field(post, 'body')).toMatchObject({ widget: 'markdown' });
  });

  it('an image field refuses a wrong path or upload with the rule and what to do with an iPhone photo; no message carries a control character', () => {
    const cover = field(collection('blog').fields, 'image')!;
    const [pattern, message] = cover.pattern as [string, string];
    expect(message).toBe(`${IMAGE_PATH_RULE}. ${HEIC_MESSAGE}`);
    const accepts = (path: string) => new RegExp(pattern).test(path);
    expect(accepts('/images/blog/IMG_1234.JPG')).toBe(true);
    expect(accepts('/images/blog/IMG_1234.HEIC')).toBe(false);
    expect(accepts('/images/blog/cover photo.jpg')).toBe(false);
    // A file uploaded and not yet saved is checked by its own name, by the same rule.
    expect(accepts('IMG_1234.JPG')).toBe(true);
    expect(accepts('office-photo.jpg')).toBe(true);
    expect(accepts('IMG_1234.HEIC')).toBe(false);
    expect(accepts('cover photo.jpg')).toBe(false);
    expect(accepts('images/blog/cover.jpg')).toBe(false);
    // A control character (the sample value a message was once built with) never reaches a person.
    expect(JSON.stringify(config)).not.toMatch(/\\u00[01][0-9a-f]/);
  });

  it("a field's own title labels it: a post's cta is its Call to action", () => {
    expect(field(collection('blog').fields, 'cta')).toMatchObject({ label: 'Call to action', widget: 'object', required: false });
  });

  it('a link chooses a page that exists: its pattern names every route and refuses any other path, with the build’s code', () => {
    const cta = sectionsOf('pages-jaipur').find((t) => t.name === 'cta')!;
    const href = field(field(cta.fields as CmsField[], 'button')!.fields as CmsField[], 'href')!;
    const [pattern, message] = href.pattern as [string, string];
    const re = new RegExp(pattern);
    for (const route of input.routes) expect(re.test(route), route).toBe(true);
    expect(re.test('/seo-company-jaipur-old')).toBe(false);
    expect(re.test('https://wa.me/919876543210')).toBe(true);
    expect(re.test('javascript:alert(1)')).toBe(false);
    // The site's own full address (site.config.yaml baseUrl, www.example.com) is read as its path, as the build reads it.
    for (const [link, taken] of [
      ['https://www.example.com/seo-company-jaipur', true],
      ['https://example.com/contact', true],
      ['https://www.example.com', true],
      ['https://example.com/google-services', false],
      ['https://www.example.com/seo-company-jaipur-old', false],
      ['https://www.example.org/google-services', true],
      ['https://example.com.evil.org/', true],
    ] as const)
      expect(re.test(link), link).toBe(taken);
    expect(message).toBe('Not a page of this site: a link is a path of this site starting with / (e.g. /contact), an https:// address, tel:+91… or mailto:…');
  });

  it('a text that must not be empty carries the build’s message and code; a pattern its message', () => {
    const faq = sectionsOf('pages-jaipur').find((t) => t.name === 'faq')!;
    const items = field(faq.fields as CmsField[], 'items')!;
    expect(field(items.fields as CmsField[], 'answer')).toMatchObject({
      widget: 'site-text',
      empty_message: 'Must not be empty',
    });
    const meta = field(collection('pages-jaipur').fields, 'meta')!;
    const canonical = field(meta.fields as CmsField[], 'canonical')!;
    expect(canonical.pattern).toEqual([expect.any(String), 'A route starts with / and uses lower-case letters, digits and hyphens, e.g. /seo-company-ajmer']);
  });

  it("a text the build takes empty is not required in the form: a hero image's alt, empty for pure decoration; a post cover's alt, which the build refuses empty, is", () => {
    const hero = sectionsOf('pages-jaipur').find((t) => t.name === 'hero')!;
    const image = field(hero.fields as CmsField[], 'image')!;
    expect(field(image.fields as CmsField[], 'alt')).toMatchObject({ widget: 'string', required: false });
    expect(field(collection('blog').fields, 'alt')).toMatchObject({ widget: 'site-text', empty_message: expect.stringMatching(/^Must not be empty/) });
  });

  it("every text the site's field tells empty is not \"required\" to the editor, a list's item too (a tag, a phone), so the box says the build's words once", () => {
    const sites: string[] = [];
    const unrequired: string[] = [];
    const walk = (f: CmsField, at: string) => {
      const here = `${at}${f.name}`;
      if (f.widget === 'site-text') {
        sites.push(here);
        if (f.required !== false) unrequired.push(here);
      }
      for (const inner of [...((f.fields as CmsField[] | undefined) ?? []), ...((f.types as CmsField[] | undefined) ?? [])]) walk(inner, `${here}.`);
      if (f.field) walk(f.field as CmsField, `${here}.`);
    };
    for (const c of config.collections) for (const f of [...(c.fields ?? []), ...(c.files ?? []).flatMap((file) => file.fields)]) walk(f, `${c.name}:`);
    expect(sites).toEqual(expect.arrayContaining(['blog:tags.item', 'settings:phones.item']));
    expect(unrequired).toEqual([]);
  });

  it('a patterned text the build refuses empty (a figure, a route, a link) says so in the build’s words, not the editor’s "required"', () => {
    const stats = sectionsOf('pages-jaipur').find((t) => t.name === 'stats')!;
    const items = field(stats.fields as CmsField[], 'items')!;
    const value = field(items.fields as CmsField[], 'value')!;
    expect(value).toMatchObject({
      widget: 'site-text',
      required: false,
      multiline: false,
      empty_message: 'Must not be empty',
      pattern: ['[0-9०-९]', "A figure shows a number, e.g. 500+, 98%, 24-48h: write the agency's own figure"],
    });
    expect(siteTextProblem(' ', (key) => value[key])).toBe('Must not be empty');
    expect(siteTextProblem('120+', (key) => value[key])).toBeUndefined();
    // The list still names each figure by its value.
    expect(items.summary).toBe('{{fields.value}}');
    expect(field(collection('pages-jaipur').fields, 'route')).toMatchObject({
      widget: 'site-text',
      required: false,
      empty_message: 'A route starts with / and uses lower-case letters, digits and hyphens, e.g. /seo-company-ajmer',
    });
    const text = sectionsOf('pages-jaipur').find((t) => t.name === 'text')!;
    const links = field(text.fields as CmsField[], 'links')!;
    expect(field(links.fields as CmsField[], 'href')).toMatchObject({
      widget: 'site-text',
      empty_message: 'A link is a path of this site starting with / (e.g. /contact), an https:// address, tel:+91… or mailto:…',
    });
    expect(links.summary).toBe('{{fields.href}}');
    expect((field(collection('settings').files![0]!.fields, 'phones')!.field as CmsField).empty_message).toBe(
      'Write the phone as +91 and its 10 digits (the first not 0), e.g. "+91 98765 43210"',
    );
    // A phone in a place that may be left empty stays the editor's plain line with its pattern; one that may not is the site's field.
    const context = { routes: input.routes, shared: [] };
    const phone = (siteSchema.shape.phones as unknown as z.ZodArray<z.ZodType>).element;
    expect(fieldOf('whatsapp', phone.optional(), context)).toMatchObject({ widget: 'string', required: false, pattern: expect.any(Array) });
    expect(fieldOf('whatsapp', phone.optional(), context)).not.toHaveProperty('empty_message');
    expect(fieldOf('whatsapp', phone, context)).toMatchObject({ widget: 'site-text', required: false, empty_message: expect.stringContaining('+91') });
    // A patterned text with a length limit: the limit in the build's words too, as the site's field counts it.
    const code = fieldOf(
      'code',
      z
        .string()
        .max(8)
        .regex(/^[A-Z]+$/, 'Capital letters only'),
      context,
    );
    expect(code).toMatchObject({ widget: 'site-text', empty_message: 'Capital letters only', maxlength: 8 });
    expect(siteTextProblem('ABCDEFGHIJ', (key) => code[key])).toBe('Too long: at most 8 characters (now 10)');
    // One the build takes empty stays the editor's plain line with its pattern: a call to action's button link.
    const cta = sectionsOf('pages-jaipur').find((t) => t.name === 'cta')!;
    expect(field(field(cta.fields as CmsField[], 'button')!.fields as CmsField[], 'href')).toMatchObject({
      widget: 'string',
      required: false,
      pattern: expect.any(Array),
    });
  });

  it('a text with length limits carries them and the build’s messages, counted at the box as the build counts', () => {
    const meta = field(collection('pages-jaipur').fields, 'meta')!;
    // Shown open, so the title's and description's counts are in view; the groups inside it fold
    // once they hold something, and open empty (geo tags just ticked).
    expect(meta.collapsed).toBe(false);
    expect((meta.fields as CmsField[]).filter((f) => f.widget === 'object').map((f) => [f.name, f.collapsed])).toEqual([
      ['robots', 'auto'],
      ['social', 'auto'],
      ['geo', 'auto'],
      ['service', 'auto'],
    ]);
    const title = field(meta.fields as CmsField[], 'title')!;
    expect(title).toMatchObject({
      widget: 'site-text',
      minlength: 10,
      maxlength: 70,
      trim: 'yes',
      short_message: 'Too short for search results: write at least 10 characters (now {count})',
      long_message: 'Too long for search results: keep the title to 70 characters (now {count})',
    });
    const config = (key: string) => title[key];
    expect(siteTextProblem('  ', config)).toBe('Too short for search results: write at least 10 characters (now 0)');
    expect(siteTextProblem('  About us   ', config)).toBe('Too short for search results: write at least 10 characters (now 8)');
    expect(siteTextProblem('About us, Jaipur', config)).toBeUndefined();
    expect(siteTextProblem(`${'x'.repeat(70)}  `, config)).toBeUndefined();
    expect(siteTextProblem('x'.repeat(71), config)).toBe('Too long for search results: keep the title to 70 characters (now 71)');
    // An emoji is one character to the build (zod counts code points), and so to the box.
    expect(siteTextProblem('😀'.repeat(5), config)).toBe('Too short for search results: write at least 10 characters (now 5)');
    expect(siteTextProblem('😀'.repeat(35), config)).toBeUndefined();
    expect(siteTextProblem('😀'.repeat(71), config)).toBe('Too long for search results: keep the title to 70 characters (now 71)');
    // A post's excerpt has the listing card's words, and its title the same as a page's.
    const blog = collection('blog').fields;
    const excerpt = field(blog, 'excerpt')!;
    expect(siteTextProblem('x'.repeat(301), (key) => excerpt[key])).toBe('Too long for the listing card: keep the excerpt to 300 characters (now 301)');
    expect(siteTextProblem(' Short one ', (key) => excerpt[key])).toBe('Too short for the listing card: write at least 20 characters (now 9)');
    const postTitle = field(blog, 'title')!;
    expect(siteTextProblem('SEO tips', (key) => postTitle[key])).toBe('Too short for search results: write at least 10 characters (now 8)');
    const postDescription = field(blog, 'metaDescription')!;
    expect(siteTextProblem('Local SEO for Ajmer shops.', (key) => postDescription[key])).toBe(
      'Too short for search results: write at least 50 characters (now 26)',
    );
  });

  it("a list is labelled as CONTENT.md names it: a hero's Buttons and Figures, a Text section's Buttons, one of each a Button and a Figure", () => {
    const hero = sectionsOf('pages-jaipur').find((t) => t.name === 'hero')!.fields as CmsField[];
    expect(field(hero, 'actions')).toMatchObject({ label: 'Buttons', label_singular: 'Button' });
    expect(field(hero, 'stats')).toMatchObject({ label: 'Figures', label_singular: 'Figure' });
    const text = sectionsOf('pages-jaipur').find((t) => t.name === 'text')!.fields as CmsField[];
    expect(field(text, 'links')).toMatchObject({ label: 'Buttons', label_singular: 'Button' });
    const wall = sectionsOf('pages-jaipur').find((t) => t.name === 'image-wall')!.fields as CmsField[];
    expect(field(wall, 'actions')).toMatchObject({ label: 'Buttons', label_singular: 'Button' });
  });

  it('a list that takes at most or at least some items says how many in its hint, where its description does not already', () => {
    const hero = sectionsOf('pages-jaipur').find((t) => t.name === 'hero')!.fields as CmsField[];
    expect(field(hero, 'stats')).toMatchObject({ max: 4, hint: 'Optional figures shown under the buttons (up to 4)' });
    expect(field(hero, 'actions')).toMatchObject({ max: 2, hint: 'Up to two buttons: the first is the main call to action' });
    const text = sectionsOf('pages-jaipur').find((t) => t.name === 'text')!.fields as CmsField[];
    expect(field(text, 'links')).toMatchObject({ max: 2, hint: 'Optional buttons under the text (up to 2)' });
    // The Figures section refuses one figure on Save: its hint says so first.
    const stats = sectionsOf('pages-jaipur').find((t) => t.name === 'stats')!.fields as CmsField[];
    expect(field(stats, 'items')).toMatchObject({ min: 2, max: 8, hint: 'The figures, in order (2 to 8)' });
    // As many as it takes at least and at most: that number, once.
    const phones = field(collection('settings').files!.find((f) => f.name === 'site')!.fields, 'phones')!;
    expect(phones).toMatchObject({ min: 2, max: 2, hint: 'The two consultation numbers shown in the header and footer (exactly 2)' });
    // A list without a most keeps its description as it is.
    const faq = sectionsOf('pages-jaipur').find((t) => t.name === 'faq')!.fields as CmsField[];
    expect(field(faq, 'items')?.hint).toBe('Questions and answers; at most one is open at a time');
  });

  it('a map (the gazetteer) is a list of entries with a key; a shared section is a typed block that picks the file', () => {
    const cities = field(collection('settings').files!.find((f) => f.name === 'cities')!.fields, 'cities')!;
    expect(cities.widget).toBe('list');
    expect((cities.fields as CmsField[]).map((f) => f.name)).toEqual(['key', 'name', 'region', 'latitude', 'longitude', 'places']);
    const include = sectionsOf('pages-jaipur').find((t) => t.name === 'include')!;
    expect(field(include.fields as CmsField[], 'include')).toMatchObject({ widget: 'select', options: ['generic-faq'] });
  });

  it('a page’s search phrases and a city’s places show folded, one line each; every other list of plain values shows its boxes', () => {
    const meta = field(collection('pages-jaipur').fields, 'meta')!;
    expect(field(meta.fields as CmsField[], 'keywords')).toMatchObject({ widget: 'list', collapsed: true, field: { label: expect.any(String) } });
    const cities = field(collection('settings').files!.find((f) => f.name === 'cities')!.fields, 'cities')!;
    expect(field(cities.fields as CmsField[], 'places')).toMatchObject({ widget: 'list', collapsed: true, field: { label: expect.any(String) } });
    const phones = field(collection('settings').files![0]!.fields, 'phones')!;
    expect(phones.collapsed).toBeUndefined();
    const tags = field(collection('blog').fields!, 'tags')!;
    expect([tags.widget, tags.collapsed]).toEqual(['list', undefined]);
  });

  it('saves to the repository named in site.config.yaml editor:, through pull requests; without it, a practice editor', () => {
    expect(cmsConfig(input)).toMatchObject({ backend: { name: 'test-repo' } });
    expect(cmsConfig(input)).not.toHaveProperty('publish_mode');
    const github = cmsConfig({ ...input, backend: { backend: 'github', repo: 'agency/site', branch: 'main', baseUrl: 'https://auth.example.com' } });
    expect(github).toMatchObject({
      backend: { name: 'github', repo: 'agency/site', branch: 'main', base_url: 'https://auth.example.com' },
      publish_mode: 'editorial_workflow',
    });
    const gitlab = cmsConfig({ ...input, backend: { backend: 'gitlab', repo: 'agency/site', branch: 'main', appId: 'abc123' } });
    expect(gitlab).toMatchObject({ backend: { name: 'gitlab', auth_type: 'pkce', app_id: 'abc123' } });
  });

  describe('a site of 1,000 cities', () => {
    const cities = Array.from({ length: 1000 }, (_, i) => ({ name: `city-${i + 1}`, label: `City ${i + 1} pages` }));
    const routes = [...input.routes, ...cities.flatMap((c) => [`/seo-${c.name}`, `/leads-${c.name}`])].sort();
    const big = cmsConfig({ ...input, folders: cities, routes }) as typeof config;
    const thankYou = (c: typeof config) => {
      const form = (c.collections.find((x) => x.name === 'pages-city-1') ?? c.collections.find((x) => x.name === 'pages-jaipur'))!;
      const contactForm = (field(form.fields, 'sections')!.types as CmsField[]).find((t) => t.name === 'contact-form')!;
      return field(contactForm.fields as CmsField[], 'thankYouPath')!;
    };

    it('has one page form for every city, not 1,000 copies of it', () => {
      const pages = big.collections.filter((c) => c.name.startsWith('pages-city-'));
      expect(pages).toHaveLength(1000);
      expect(new Set(pages.map((c) => c.fields)).size).toBe(1);
    });

    it(`takes a path of this site only in a select of the routes up to ${SELECT_ROUTES_MAX} routes, above that in a text box checked against them`, () => {
      expect(thankYou(config)).toMatchObject({ widget: 'select', default: '/thank-you' });
      expect((thankYou(config).options as string[]).length).toBeLessThanOrEqual(SELECT_ROUTES_MAX);
      const box = thankYou(big);
      expect(box.widget).toBe('string');
      const [pattern, message] = box.pattern as [string, string];
      expect(new RegExp(pattern).test('/seo-city-700')).toBe(true);
      expect(new RegExp(pattern).test('/thank-you')).toBe(true);
      expect(new RegExp(pattern).test('/seo-city-1001')).toBe(false);
      expect(message).toBe('Not a page of this site: write the path of one of its pages, e.g. /contact');
    });

    it('leaves out a default that is not a route of the site (the editor would refuse its whole configuration)', () => {
      const without = cmsConfig({ ...input, routes: input.routes.filter((r) => r !== '/thank-you') }) as typeof config;
      expect(thankYou(without)).toMatchObject({ widget: 'select' });
      expect(thankYou(without)).not.toHaveProperty('default');
    });
  });
});
