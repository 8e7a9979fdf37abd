import { stringify } from 'yaml';
import { z } from 'zod';
import { childSchema, childValue, core, isFolded, isSentences, isShownOpen, kindOf, optionOf } from '../../sections/field-kinds.ts';
import { HEIC_MESSAGE, IMAGE_PATH_RULE } from '../../sections/fields.ts';
import { sectionMeta } from '../../sections/section-meta.ts';
import { typeOf, type SectionSchema } from '../../sections/schemas.ts';
import type { ProblemCode } from '../problem-codes.ts';
import { INCLUDE_LABEL } from '../includes.ts';
import { escapeRegExp } from '../regex.ts';
import { parseYaml } from '../yaml-source.ts';
import { issuesToProblems } from '../zod-problems.ts';
import { PHONE_AS_WRITTEN } from '../site-schema.ts';

/**
 * The browser editor's form fields (Sveltia CMS, Decap-compatible configuration), made from the
 * zod schemas the build checks with: every field's kind, label, help, choices, pattern and
 * message come from the schema, so the form cannot drift from what the build accepts.
 *
 * What YAML writes in a form the editor has no widget for is given one here and converted by
 * catalogue/cms/forms.ts on the way in and out: a map (the aliases, the gazetteer) is a list of
 * entries with a `key`; `- include: name` is a section of type `include`; a phone is one line.
 */

/** The widget of a text that must not be empty (registered by admin/site-text.ts). */
export const SITE_TEXT = 'site-text';

export type CmsField = Record<string, unknown> & { name: string; widget: string };

/** What the editor knows about the site when it makes the form. */
export interface FormContext {
  /** Paths of this site a link may point to (published pages, their aliases, posts). */
  routes: readonly string[];
  /** Names of the shared sections in pages-data/_shared/. */
  shared: readonly string[];
  /**
   * The site's own host without `www.` (site.config.yaml baseUrl): a link written as the site's full
   * address is one of its pages or refused, as the build refuses it.
   */
  ownHost?: string;
  /**
   * Where an image uploaded in this form goes (`/public/images/jaipur`) and how pages name it
   * (`/images/jaipur`); without it, the collection's (or the file's) folder, so one form serves
   * every folder of pages.
   */
  media?: { folder: string; public: string };
}

/** A key as a label: `metaDescription` → "Meta description", `postalCode` → "Postal code". */
export const labelOf = (key: string): string => {
  const words = key
    .replace(/^\$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** How the editor's own check names a problem in a post's Markdown: `body, line 4`, the line in its Article box. */
export const BODY_LINE = 'body, line ';

/**
 * A problem's field as the editor's form shows it to content staff, in its check's panel and in CI's
 * summary of a pull request: counted from 1 as the form counts its items, one `›` between levels
 * (`sections[8] (faq) › items[4].answer`, as `npm run validate` prints it, is
 * `Section 9 (faq) › item 5 › answer`). A post's Markdown is its Article box: the build names it
 * `content` (its lines are the file's), the editor's check `body, line N` (the box's).
 *
 * Given the file's schema (and its data, which picks a union's option; without it a section's
 * "(type)" does), each key is named by its box's label (fieldLabel): `social[1].href` is
 * `Social profile 2 › href`, as the form titles the list "Social profiles"; `sections[0] (hero) ›
 * actions[1]` is `Section 1 (hero) › button 2`. Without it, by the key in words.
 */
export function readableField(field: string, within?: { schema: z.ZodType; data?: unknown }): string {
  if (field === 'content') return 'Article';
  if (field.startsWith(BODY_LINE)) return `Article, line ${field.slice(BODY_LINE.length)}`;
  let schema = within?.schema;
  let value = within?.data;
  // A dot before a letter starts the next part, and one before a path (an alias's key: `aliases./old-page`).
  const words = field.split(/ › |\.(?=[A-Za-z/])/).map((part) => {
    const [, key, indices = '', type] = /^([^[\s]+)((?:\[\d+\])*)(?: \(([^)]*)\))?$/.exec(part) ?? [];
    if (key === undefined) return part;
    // A map's key (a city's in the gazetteer, an alias's path) is a name, not a box's label.
    const named = schema !== undefined && !(core(schema) instanceof z.ZodRecord);
    const child = schema && childOf(schema, value, key);
    schema = child;
    value = childValue(value, key);
    const label = child && named ? fieldLabel(key, child).toLowerCase() : inWords(key);
    if (!indices) return label;
    const one = child && named ? (singularOf(fieldLabel(key, child)) ?? fieldLabel(key, child)).toLowerCase() : label.replace(/s$/, '');
    const numbers = [...indices.matchAll(/\d+/g)].map(([i]) => Number(i));
    for (const i of numbers) {
      schema = schema && childOf(schema, value, i);
      value = childValue(value, i);
    }
    // A section's type picks its schema where no data is given.
    if (type && (value === undefined || value === null)) value = { type };
    // A section is named by its type's title, as the form's list heads it ("Call to action" for cta);
    // one that places a shared section as the list heads that, not by the type of what it places.
    const option = type && named && schema ? optionOf(schema, value) : undefined;
    const places = type && named && value !== null && typeof value === 'object' && INCLUDE_TYPE in value;
    const title = places ? INCLUDE_LABEL : option?.meta()?.title;
    const shown = typeof title === 'string' ? title : undefined;
    return `${one} ${numbers.map((i) => i + 1).join(' › ')}${type ? ` (${shown ?? type})` : ''}`;
  });
  const said = words.join(' › ');
  return said.charAt(0).toUpperCase() + said.slice(1);
}

/** A key of two words as the form labels it (labelOf): `metaDescription` is "meta description"; any other as written. */
const inWords = (key: string): string => (/^[a-z]+(?:[A-Z][a-z0-9]*)+$/.test(key) ? labelOf(key).toLowerCase() : key);

/**
 * The schema under `key`: the option of a union that `value` picks, or where there is no value to
 * pick it (a name without its data), the first option that has the key.
 */
function childOf(schema: z.ZodType, value: unknown, key: PropertyKey): z.ZodType | undefined {
  const child = childSchema(schema, value, key);
  if (child) return child;
  const c = core(schema);
  return c instanceof z.ZodUnion ? (c.options as z.ZodType[]).map((o) => childOf(o, value, key)).find(Boolean) : undefined;
}

/** How an image path's pattern (sections/fields.ts, imagePath) starts: a path under /images/ up to the extension's dot. */
const IMAGE_PATH_START = '^/images/[\\w./-]+';

/** The field's description, on it or on the schema inside its wrappers (optional, default…). */
const descriptionOf = (schema: z.ZodType): string | undefined => schema.description ?? core(schema).description;

const isOptional = (schema: z.ZodType) => schema.safeParse(undefined).success;

const defaultOf = (schema: z.ZodType): unknown => {
  const result = schema.safeParse(undefined);
  return result.success ? result.data : undefined;
};

/**
 * What the build says about `value` in this field: its message and problem code, exactly as
 * `npm run validate` prints them (the same zod issue, the same catalogue/zod-problems.ts), less the
 * field's description the build adds after a dash, which the box shows as its hint.
 */
function buildMessage(schema: z.ZodType, value: unknown): { code: ProblemCode; message: string } | undefined {
  const holder = z.object({ v: schema });
  const result = holder.safeParse({ v: value }, { reportInput: true });
  if (result.success) return undefined;
  const { source } = parseYaml('field.yaml', stringify({ v: value }));
  const [problem] = issuesToProblems(result.error.issues, source, { v: value }, holder);
  if (!problem) return undefined;
  // The box shows what the field holds as its hint already: the message that adds it ("Must not be
  // empty — The answer: …") says it once.
  const description = descriptionOf(schema);
  const hint = description ? ` — ${description}` : '';
  return { code: problem.code, message: hint && problem.message.endsWith(hint) ? problem.message.slice(0, -hint.length) : problem.message };
}

/** The JSON Schema of one field (input side): its pattern, lengths and limits, as zod writes them. */
const jsonOf = (schema: z.ZodType): Record<string, unknown> => {
  try {
    return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
  } catch {
    return {};
  }
};

/**
 * The pattern of a text field with the build's own message: what `validate` says about the
 * value, checked as the editor types. An empty value gets the build's message for an empty value.
 */
const patterns = new Map<string, [string, string]>();
/** One instance per distinct pattern: a site of 1,000 pages names its routes in every link field. */
const once = (p: [string, string]): [string, string] => {
  const key = p.join('\u0000');
  const known = patterns.get(key);
  if (known) return known;
  patterns.set(key, p);
  return p;
};
const alternations = new WeakMap<readonly string[], string>();
const alternationOf = (routes: readonly string[]) => {
  const known = alternations.get(routes);
  if (known !== undefined) return known;
  const made = routes.map(escapeRegExp).join('|');
  alternations.set(routes, made);
  return made;
};

/**
 * One of the site's routes (empty too when optional), or, with `external`, an address that matches
 * it. With `ownHost`, a route may also be written as the site's full address
 * (`https://www.example.com/contact`), and no other address of the site is external: the build
 * reads such a link as its path (catalogue/catalogue.ts sitePath).
 */
const routePattern = (routes: readonly string[], optional: boolean, external?: string, ownHost?: string) => {
  const own = ownHost && `https?://(?:www\\.)?${escapeRegExp(ownHost)}`;
  // The site's bare address is its home page, as the build reads it.
  const paths = own ? `(?:${own})?(?:${alternationOf(routes)})${routes.includes('/') ? `|${own}` : ''}` : alternationOf(routes);
  const other = external && (own ? `(?!${own}(?:[/?#:]|$))${external}` : external);
  return `^(?:${optional ? '|' : ''}${paths}${other ? `|${other}` : ''})$`;
};
/** Why a link field refused its text, before what a link may be: most often a path that is no page of the site. */
const notAPage = (what: string) => `Not a page of this site: ${what}`;

function textPattern(schema: z.ZodType, routes: readonly string[] = [], ownHost?: string): [string, string] | undefined {
  const json = jsonOf(core(schema));
  const optional = isOptional(schema);
  const pattern = typeof json.pattern === 'string' ? json.pattern : undefined;
  const empty = optional ? undefined : buildMessage(schema, '');
  if (routes.length > 0) {
    // A link: a page of this site (by its path, so a link cannot point to a page that does not exist) or another address.
    const external = pattern ? `(?=(?:https://|tel:|mailto:|#))(?:${pattern.replace(/^\^|\$$/g, '')})` : 'https://\\S+';
    const bad = buildMessage(schema, 'not a link');
    const what = bad
      ? bad.message.charAt(0).toLowerCase() + bad.message.slice(1)
      : 'a link is the path of one of its pages (e.g. /contact) or an https:// address';
    return once([routePattern(routes, optional, external, ownHost), notAPage(what)]);
  }
  if (pattern) {
    // The build's message for a value that does not match (without a suggestion made for that one value).
    const bad = buildMessage(schema, '\u0001');
    const general = bad && { ...bad, message: bad.message.replace(/ \(did you mean [^)]*\)/, '') };
    return [optional ? `^$|${pattern}` : pattern, general?.message ?? 'Not in the expected form'];
  }
  if (empty) return ['\\S', empty.message];
  return undefined;
}

/** Where a length message says how long the text is now; admin/site-text.ts puts the count there. */
export const COUNT = '{count}';

/**
 * A text's length limits (`minlength` above one character, `maxlength`) and whether the build
 * trims the text before it measures, with the build's message for a text under and over them (its
 * code is for the check's list, admin/check.ts, not the box): what `validate` says about a title of 9 characters, at the box. The count the build gives
 * ("(now 9)") is left as {count} for the editor to fill in.
 */
function lengthsOf(schema: z.ZodType, json: Record<string, unknown>): Record<string, number | string> {
  const lengths: Record<string, number | string> = {};
  const min = typeof json.minLength === 'number' && json.minLength > 1 ? json.minLength : undefined;
  const max = typeof json.maxLength === 'number' ? json.maxLength : undefined;
  const said = (value: string) => {
    const m = buildMessage(schema, value);
    const n = value.length;
    return m?.message.replace(`(now ${n})`, `(now ${COUNT})`);
  };
  // Whether the build measures the text trimmed (`.trim()` in its schema), as the box then must.
  // (The samples are a's: "xxx" is a placeholder, which the message would name.)
  const sample = 'a'.repeat(min ?? 1);
  const trimmed = schema.safeParse(` ${sample} `);
  if (trimmed.success && trimmed.data === sample) lengths.trim = 'yes';
  if (min !== undefined) {
    lengths.minlength = min;
    const message = said('a'.repeat(min - 1));
    if (message) lengths.short_message = message;
  }
  if (max !== undefined) {
    lengths.maxlength = max;
    const message = said('a'.repeat(max + 1));
    if (message) lengths.long_message = message;
  }
  return lengths;
}

/**
 * Above this many routes, a field that takes a path of this site only is a text box checked
 * against them, not a select: the editor (Sveltia CMS 0.221) checks a select's options for
 * duplicates in quadratic time when it loads, 117 s of a 3-minute start at 9,000 routes.
 */
export const SELECT_ROUTES_MAX = 500;

/** True for a link field that may also point off the site (https:, tel:, mailto:), false for a path of this site only. */
const linksOffSite = (schema: z.ZodType) => core(schema).safeParse('https://www.example.com/').success;

/** A field's own title, where its schema names one with `.meta({ title })` (e.g. cta → "Call to action"). */
const titleOf = (schema: z.ZodType): string | undefined => {
  const title = schema.meta()?.title ?? core(schema).meta()?.title;
  return typeof title === 'string' ? title : undefined;
};

/** A field's label in the form: its schema's own title, or its key in words. */
export const fieldLabel = (name: string, schema: z.ZodType): string => titleOf(schema) ?? labelOf(name);

/** Labels whose one item is not the label without its s: null where there is no such word. */
const SINGULAR: Record<string, string | null> = {
  Aliases: 'Alias',
  'Areas served': 'Area served',
  'Files to publish': 'File to publish',
  'Office hours': 'Line of office hours',
  Hours: null,
};

/**
 * One item of a list labelled `label` ("Keywords" → "Keyword", "Cities" → "City", "Aliases" →
 * "Alias"), for the editor's count ("1 Keyword") and its add button ("Add Keyword"); undefined
 * where the label is no plain English plural ("Social", "Menu", "Hours").
 */
export function singularOf(label: string): string | undefined {
  if (Object.hasOwn(SINGULAR, label)) return SINGULAR[label] ?? undefined;
  if (!/[^s]s$/.test(label)) return undefined;
  if (/[^aeiou]ies$/.test(label)) return label.replace(/ies$/, 'y');
  if (/(ss|sh|ch|x)es$/.test(label)) return label.replace(/es$/, '');
  return label.slice(0, -1);
}

/**
 * A date box shows its date in the browser's order (03/05/2026 in an American English browser) and
 * writes YYYY-MM-DD to the file itself: its hint leaves out the format the description gives for
 * the file ("Publication date, YYYY-MM-DD" → "Publication date").
 */
function dateHint<T extends Record<string, unknown>>(field: T): T {
  return typeof field.hint === 'string' ? { ...field, hint: field.hint.replace(/,\s*YYYY-MM-DD\b/, '') } : field;
}

function common(name: string, schema: z.ZodType): Record<string, unknown> & { name: string } {
  const hint = descriptionOf(schema);
  const field: Record<string, unknown> & { name: string } = { name, label: fieldLabel(name, schema) };
  if (hint) field.hint = hint;
  if (isOptional(schema)) field.required = false;
  const fallback = defaultOf(schema);
  if (fallback !== undefined && (typeof fallback !== 'object' || fallback === null)) field.default = fallback;
  return field;
}

/**
 * A one-line text with a pattern (a route, a link, a figure): where the build refuses it empty, it
 * is the site's own text field (admin/site-text.ts), which says so in the build's words
 * rather than the editor's "This field is required."; the editor checks the pattern of what is
 * written, with the pattern's message, and leaves an empty box to the field.
 */
function patterned(base: ReturnType<typeof common>, schema: z.ZodType, pattern: [string, string]): CmsField {
  const empty = base.required === false || isOptional(schema) ? undefined : buildMessage(schema, '');
  if (!empty) return { ...base, widget: 'string', pattern };
  return { ...siteText(base, false, empty.message), pattern };
}

/**
 * The site's own text field (admin/site-text.ts) for a text the build refuses empty: the field is
 * not "required" to the editor, which would say so in its own words; the box says `emptyMessage`,
 * the build's message, instead.
 */
const siteText = (base: ReturnType<typeof common>, multiline: boolean, emptyMessage: string): CmsField => ({
  ...base,
  required: false,
  widget: SITE_TEXT,
  multiline,
  empty_message: emptyMessage,
});

/** The field a list's summary names its items by: a plain text, or a patterned one (a link's address, a figure). */
const namesItem = (f: CmsField) => f.widget === 'string' || f.widget === 'text' || (f.widget === SITE_TEXT && f.pattern !== undefined);

/** The form field for `schema` under the key `name`. */
export function fieldOf(name: string, schema: z.ZodType, context: FormContext): CmsField {
  const base = common(name, schema);
  const kind = kindOf(schema);
  const c = core(schema);

  if (kind === 'image') {
    const shape = (c as z.ZodObject).shape as Record<string, z.ZodType>;
    return { ...base, widget: 'object', collapsed: false, summary: '{{fields.src}}', fields: objectFields(shape, context) };
  }
  if (kind === 'image-path') {
    // One message for every wrong path (a pattern has one): the rule, and what to do with an iPhone photo.
    const pattern = textPattern(schema);
    if (pattern) {
      // A file uploaded and not yet saved is checked by its own name (the editor holds it as a blob:
      // address until the save gives it its path): a name of the same characters and formats passes.
      pattern[0] = pattern[0].replace(IMAGE_PATH_START, `^(?:${IMAGE_PATH_START.slice(1)}|[\\w.-]+)`);
      pattern[1] = `${IMAGE_PATH_RULE}. ${HEIC_MESSAGE}`;
    }
    return {
      ...base,
      widget: 'image',
      ...(context.media ? { media_folder: context.media.folder, public_folder: context.media.public } : {}),
      choose_url: false,
      ...(pattern ? { pattern } : {}),
    };
  }
  if (kind === 'markdown') return { ...base, widget: 'markdown', sanitize_preview: true };
  if (kind === 'link' && c.type === 'string') {
    if (!linksOffSite(schema)) {
      // The routes array itself, not a copy: a site of 1,000 cities names 9,000 routes in every such field.
      const options = context.routes as string[];
      if (options.length > SELECT_ROUTES_MAX)
        return patterned(base, schema, once([routePattern(options, isOptional(schema)), notAPage('write the path of one of its pages, e.g. /contact')]));
      const { default: preset, ...rest } = base;
      // A default that is not a route of this site (no /thank-you page yet) would make the editor refuse its whole configuration.
      return { ...(typeof preset === 'string' && !options.includes(preset) ? rest : base), widget: 'select', options };
    }
    const offSiteOnly = !core(schema).safeParse('/').success;
    const pattern = textPattern(schema, offSiteOnly ? [] : context.routes, context.ownHost);
    return pattern ? patterned(base, schema, pattern) : { ...base, widget: 'string' };
  }
  if (kind === 'phone') {
    // Written as one line, e.g. +91 98765 43210 (an older { display, dial } is read as its display).
    const text = c instanceof z.ZodObject ? ((c.shape as Record<string, z.ZodType>).display ?? schema) : schema;
    const pattern = textPattern(text);
    // Taken as the build takes it (98765 43210, 098765-43210…): the build writes it as +91 98765 43210.
    return pattern ? patterned(base, text, [PHONE_AS_WRITTEN.source, pattern[1]]) : { ...base, widget: 'string' };
  }
  if (c instanceof z.ZodLiteral) {
    const [value] = [...c.values];
    return { ...base, widget: 'hidden', default: value };
  }
  if (c instanceof z.ZodEnum) return { ...base, widget: 'select', options: c.options.map(String) };
  if (c instanceof z.ZodBoolean) return { ...base, widget: 'boolean', default: (base.default as boolean | undefined) ?? false };
  if (c instanceof z.ZodNumber) {
    const json = jsonOf(c);
    const int = json.type === 'integer';
    return {
      ...base,
      widget: 'number',
      value_type: int ? 'int' : 'float',
      ...(typeof json.minimum === 'number' ? { min: json.minimum } : {}),
      ...(typeof json.maximum === 'number' ? { max: json.maximum } : {}),
      ...(int ? {} : { step: 0.0001 }),
    };
  }
  if (c.type === 'string') {
    const json = jsonOf(c);
    if (json.format === 'date')
      return { ...dateHint(base), widget: 'datetime', type: 'date', format: 'YYYY-MM-DD', date_format: 'YYYY-MM-DD', time_format: false };
    const pattern = textPattern(schema);
    // Copy tagged as sentences (sections/field-kinds.ts) gets a box that grows; every other text
    // (a heading, a label, a name, a code, a patterned value) is one line.
    const widget = kind === undefined && isSentences(schema) ? 'text' : 'string';
    const lengths = lengthsOf(schema, json);
    // A text that must not be empty says so with the build's own message (admin/site-text.ts),
    // not the editor's "required"; so does one too short or too long (a page title of 10–70 characters).
    if (pattern?.[0] === '\\S') return { ...siteText(base, widget === 'text', pattern[1]), ...lengths };
    const { short_message: _short, long_message: _long, trim: _trim, ...limits } = lengths;
    if (pattern && widget === 'string') {
      // Its length limits too, in the build's words where the site's field checks them.
      const field = patterned(base, schema, pattern);
      return { ...field, ...(field.widget === SITE_TEXT ? lengths : limits) };
    }
    // A text the build takes empty (an image's alt, empty for pure decoration) is not "required" to the editor, which refuses an empty box it requires.
    const emptyTaken = base.required === undefined && schema.safeParse('').success ? { required: false } : {};
    return { ...base, widget, ...(pattern ? { pattern } : {}), ...limits, ...emptyTaken };
  }
  if (c instanceof z.ZodArray) return listOf(base, c.element as z.ZodType, context, schema);
  if (c instanceof z.ZodRecord) {
    // A map is a list of entries, each with its key (catalogue/cms/forms.ts converts).
    const value = c.valueType as z.ZodType;
    const keyField = {
      ...fieldOf('key', c.keyType as z.ZodType, context),
      label: titleOf(c.keyType as z.ZodType) ?? 'Key',
      hint: descriptionOf(c.keyType as z.ZodType) ?? 'The entry’s key',
    };
    const valueShape = core(value) instanceof z.ZodObject ? ((core(value) as z.ZodObject).shape as Record<string, z.ZodType>) : undefined;
    const fields = valueShape ? [keyField, ...objectFields(valueShape, context)] : [keyField, fieldOf('value', value, context)];
    return { ...oneNamed(base), widget: 'list', fields, summary: '{{fields.key}}' };
  }
  if (c instanceof z.ZodObject) {
    // A group opens on a click once it holds something ('auto'); empty (an optional group just
    // ticked, "Add Geo"), it shows its boxes to fill in.
    return { ...base, widget: 'object', collapsed: isShownOpen(schema) ? false : 'auto', fields: objectFields(c.shape as Record<string, z.ZodType>, context) };
  }
  if (c instanceof z.ZodUnion) {
    // A choice between shapes without a tag (a menu entry: a link or a submenu): one form with every field; the build checks the combination.
    const shapes = (c.options as z.ZodType[]).map((o) => core(o)).filter((o): o is z.ZodObject => o instanceof z.ZodObject);
    const merged: Record<string, z.ZodType> = {};
    for (const shape of shapes) for (const [k, s] of Object.entries(shape.shape as Record<string, z.ZodType>)) merged[k] ??= s.optional();
    return { ...base, widget: 'object', collapsed: true, fields: objectFields(merged, context) };
  }
  // A field no form here can hold: the configuration cannot be made, so the build stops and says which.
  throw new Error(`The browser editor has no form field for a zod ${c.type} (the field "${name}"): add one in catalogue/cms/fields.ts`);
}

function objectFields(shape: Record<string, z.ZodType>, context: FormContext): CmsField[] {
  return Object.entries(shape).map(([key, s]) => (key === '$schema' ? { name: key, widget: 'hidden' } : fieldOf(key, s, context)));
}

/** A list's field with its one item named, where its label is a plain plural (singularOf). */
function oneNamed<T extends Record<string, unknown>>(list: T): T {
  const one = singularOf(String(list.label));
  return one ? { ...list, label_singular: one } : list;
}

function listOf(named: Record<string, unknown> & { name: string }, element: z.ZodType, context: FormContext, schema: z.ZodType): CmsField {
  const json = jsonOf(core(schema));
  const limits = {
    ...(typeof json.minItems === 'number' ? { min: json.minItems } : {}),
    ...(typeof json.maxItems === 'number' ? { max: json.maxItems } : {}),
  };
  // A full list's Add button is greyed out without a word, and a list short of its minimum is refused
  // only on Save (Sveltia 0.221.1): its hint says how many it takes, where its description does not.
  const hint = typeof named.hint === 'string' ? named.hint : undefined;
  const { min = 0, max } = limits;
  // (The site's phones take two, no more and no fewer: "exactly 2", not "2 to 2".)
  const range = max === min ? `exactly ${min}` : max !== undefined ? `${min} to ${max}` : `at least ${min}`;
  const count = min > 1 ? range : max !== undefined ? `up to ${max}` : undefined;
  const base = oneNamed(
    count && !/\b(up to|at least|exactly)\b/i.test(hint ?? '')
      ? { ...named, hint: hint ? `${hint} (${count})` : `${count[0]!.toUpperCase()}${count.slice(1)}` }
      : named,
  );
  const e = core(element);
  if (e instanceof z.ZodDiscriminatedUnion) {
    return { ...base, ...limits, widget: 'list', typeKey: 'type', types: sectionTypes(e.options as SectionSchema[], context) };
  }
  const item = fieldOf('item', element, context);
  // Items that are objects in the form (an object, an image with its text, a string-or-object
  // union whose form is the object) are a list of forms; any other item, a string-or-object union
  // written as a string included, is a list of plain values (`- +91 98765 43210`), never `- item: …`.
  // (Sveltia's list without `field`, one bare box a line, would take a page's keywords in a fifth of
  // the height; but in 0.221.1 it writes its value back as it opens, with a key the loaded entry does
  // not have, so every entry holding one opens as changed and admin/unsaved.ts would ask on every way
  // out. Tried 2026-11-29 on the contact page, the Jaipur SEO page, a post and the site settings.)
  const fields = item.fields as CmsField[] | undefined;
  if (fields) {
    const first = fields.find(namesItem);
    return { ...base, ...limits, widget: 'list', collapsed: true, ...(first ? { summary: `{{fields.${first.name}}}` } : {}), fields };
  }
  // An item is never optional in the list, but the site's text field tells an empty one in the
  // build's words, the editor's "required" off (as siteText does): else the box says both, "This
  // field is required. Must not be empty".
  const { label: _label, hint: _hint, required: _required, ...plain } = item;
  const own = item.widget === SITE_TEXT ? { required: false } : {};
  // Each item's box is labelled as one item ("Phone", "Tag"), where the list names one.
  const itemLabel = typeof base.label_singular === 'string' ? base.label_singular : labelOf(String(base.name));
  return { ...base, ...limits, widget: 'list', ...(isFolded(schema) ? { collapsed: true } : {}), field: { ...plain, ...own, label: itemLabel } };
}

/** The type of a section list that places a shared section (`- include: generic-faq`), and its one key. */
export const INCLUDE_TYPE = 'include';

/** Every section type as a choice of a section list, titled as CONTENT.md titles it, plus the shared sections. */
export function sectionTypes(schemas: readonly SectionSchema[], context: FormContext): CmsField[] {
  const types: CmsField[] = schemas.map((schema) => {
    const meta = sectionMeta(schema);
    const fields = objectFields(schema.shape as unknown as Record<string, z.ZodType>, context).filter((f) => f.name !== 'type');
    const first = fields.find(namesItem);
    return {
      name: typeOf(schema),
      widget: 'object',
      label: meta.title,
      ...(first ? { summary: `{{fields.${first.name}}}` } : {}),
      fields,
    };
  });
  if (context.shared.length > 0)
    types.push({
      name: INCLUDE_TYPE,
      widget: 'object',
      label: INCLUDE_LABEL,
      summary: `{{fields.${INCLUDE_TYPE}}}`,
      fields: [{ name: INCLUDE_TYPE, label: INCLUDE_LABEL, widget: 'select', options: [...context.shared], hint: 'The file in pages-data/_shared/' }],
    });
  return types;
}

/** The fields of a top-level object schema (a page, a post's front matter, the site settings). */
export function formFields(schema: z.ZodType, context: FormContext): CmsField[] {
  const c = core(schema);
  if (!(c instanceof z.ZodObject)) throw new Error('formFields: an object schema');
  return objectFields(c.shape as Record<string, z.ZodType>, context);
}
