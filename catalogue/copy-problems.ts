/**
 * Copy that still holds a placeholder (catalogue/placeholders.ts): allowed in a draft or a
 * scheduled post, a problem (`placeholder`) once published; and, where the caller gives the agency's
 * phones, a phone number that is not one of them (`unknown-phone`, catalogue/phones-in-copy.ts),
 * held to published copy alike. One owner for the build (catalogue/catalogue.ts) and the browser
 * editor's check before saving (admin/check.ts), which leave held files out themselves. Browser-safe.
 */
import type { z } from 'zod';
import { isFillingSiteValues, walkFields } from '../sections/field-kinds.ts';
import { PLACEHOLDER_PATTERN, PLACEHOLDERS, type Placeholder } from '../sections/fields.ts';
import { sectionSchema } from '../sections/schemas.ts';
import { bracketedCodeRead, proseLines } from './markdown-lines.ts';
import { type Page, pageSchema } from './page-schema.ts';
import { linkPhoneProblem, strangePhoneMessage, strangePhones } from './phones-in-copy.ts';
import {
  KEEP_AS_DRAFT,
  NEW_POST_COVER,
  NEW_POST_PROMPTS,
  placeholderMessage,
  placeholdersIn,
  quotedPlaceholder,
  sharedPlaceholderMessage,
  sitePlaceholderMessage,
} from './placeholders.ts';
import { formatPath, type Mark, type Problem, type ProblemCode, timesWritten } from './problems.ts';
import type { Wording } from './wording.ts';
import { locate, locateText, type YamlSource } from './yaml-source.ts';

type Found = Omit<Problem, 'file'>;

/** What published copy is held to besides placeholders: the agency's phones as site.config.yaml writes them. */
export interface CopyRules {
  phones?: readonly string[];
}

/** The rules of the build and the editor's check alike: the agency's phones as `site.config.yaml` writes them. */
export const copyRulesOf = (site: { phones: readonly { display: string }[] }): CopyRules => ({ phones: site.phones.map((p) => p.display) });

interface Hit {
  code: ProblemCode;
  found: string;
  index: number;
  message: string;
  /** The text and which time it is written in the field (for the editor to select it). */
  mark: Mark;
}

/** A placeholder's message, from the placeholder as quoted and as found (a scaffolding prompt or a marker). */
type PlaceholderMessage = (quoted: string, hit: { found: string; prompt: boolean }) => string;

/**
 * A placeholder's message in an article: one that an article may show on purpose (a template's
 * "[Name]" in a post about WhatsApp replies, a "TODO app") is shown as written in code, which is not
 * read for placeholders.
 */
const articleMessage: PlaceholderMessage = (quoted, { found, prompt }) =>
  prompt ? placeholderMessage(quoted) : `${placeholderMessage(quoted)}; ${AS_CODE.file}\`${found}\``;

/**
 * How an article shows an example as written: in Markdown between backticks; in the browser
 * editor's Article box, which shows no backticks, with its toolbar's Code button (Sveltia CMS 0.221.1
 * draws it as an icon, <>, named Code for screen readers only).
 */
export const AS_CODE: Wording = {
  file: 'an example meant to show as written goes in backticks: ',
  form: "an example meant to show as written is marked as code (select it, then the Code button, <>, in the Article box's toolbar), as Markdown writes it: ",
};

/** A name in single braces, as site texts write a site value ({email}); not one of a double-brace slot ({{city}}, a placeholder of its own). */
const IN_BRACES = new RegExp(`(?<!\\{)${PLACEHOLDER_PATTERN.source}(?!\\})`, 'g');

/** Where a site value ({email}) is written in copy that shows it as written. */
export const siteValueNotFilledMessage = (found: string) =>
  `"${found}" would be shown as written here: site.config.yaml fills it in only in the text of a prose section (intro, paragraphs, points) and the apply line of job-openings; write it out`;

/**
 * What a text holds that must not be published: each placeholder, and each phone that is not the
 * agency's. Unless the text `fills` the site's values, a name in braces is one too: {email} would be
 * shown as written, and {city} is a template's slot.
 */
function copyHits(text: string, message: PlaceholderMessage, { phones }: CopyRules, fills = false): Hit[] {
  const hits: Omit<Hit, 'mark'>[] = [];
  for (const hit of placeholdersIn(text)) hits.push({ code: 'placeholder', found: hit.found, index: hit.index, message: message(quotedPlaceholder(hit), hit) });
  if (!fills)
    for (const m of text.matchAll(IN_BRACES)) {
      const isSiteValue = PLACEHOLDERS.includes(m[1] as Placeholder);
      hits.push({
        code: 'placeholder',
        found: m[0],
        index: m.index,
        message: isSiteValue ? siteValueNotFilledMessage(m[0]) : message(`"${m[0]}"`, { found: m[0], prompt: false }),
      });
    }
  for (const { found, index } of phones ? strangePhones(text, phones) : [])
    hits.push({ code: 'unknown-phone', found, index, message: strangePhoneMessage(found, phones!) });
  // Which time each is written (the editor selects that one): counted as written before it.
  return hits.map((hit) => ({ ...hit, mark: { text: hit.found, nth: timesWritten(text, hit.found, hit.index) } }));
}

/**
 * The problems of a field's text at `path` of `source`: each at what it found where the file writes
 * it as it reads, else at the value's start (`locateText`).
 */
const fieldHits = (
  source: YamlSource,
  path: readonly PropertyKey[],
  text: string,
  field: string,
  message: (found: string) => string,
  rules: CopyRules,
  fills = false,
): Found[] => [
  ...curlyQuoted(source, path, text, field),
  ...copyHits(text, message, rules, fills).map((hit) => ({
    code: hit.code,
    ...locateText(source, path, hit.found, hit.index, hit.mark.nth),
    field,
    message: hit.message,
    mark: hit.mark,
  })),
];

/**
 * What to do of a text in curly quotes: in a file, quote it with straight quotes if it needs any;
 * in the editor's box, where quotes of any kind are shown as typed, only take them away.
 */
export const CURLY_QUOTES_FIX: Wording = {
  file: ', which YAML keeps as text, so readers would see them: remove them (to quote the value, use straight quotes "…")',
  form: ', which readers would see around it: remove them (the box needs no quotes of any kind)',
};

/**
 * A field's whole text in curly quotes (`excerpt: “Most patients…”`, pasted from a word processor):
 * YAML keeps them as text, so readers would see them around it. A quotation inside the text is left
 * alone, and so are an article's paragraph (a quotation on its own) and a testimonial's quote.
 */
function curlyQuoted(source: YamlSource, path: readonly PropertyKey[], text: string, field: string): Found[] {
  // A testimonial's quote is shown as one (a quote mark beside it): quotes around it are the writer's choice.
  if (path.at(-1) === 'quote') return [];
  // Straight quotes kept in the text (`'"After technical fixes…"'`, as the editor saves a box
  // typed with them): readers see them too.
  if (/^\s*"[^"]*"\s*$/.test(text))
    return [
      {
        code: 'bad-format',
        ...locateText(source, path, '"', text.indexOf('"')),
        field,
        message: 'The whole text is in quotes "…", which readers would see around it: remove them',
      },
    ];
  const quoted = /^\s*([“‘])[^“”‘’]*[”’]\s*$/.exec(text);
  if (!quoted || (quoted[1] === '“') !== /”\s*$/.test(text)) return [];
  return [
    {
      code: 'bad-format',
      ...locateText(source, path, quoted[1]!, text.indexOf(quoted[1]!)),
      field,
      message: `The whole text is in curly quotes ${quoted[1] === '“' ? '“ ”' : '‘ ’'}${CURLY_QUOTES_FIX.file}`,
    },
  ];
}

/**
 * Every text field of `value` (not links, images or other kinds of field) with a placeholder or a
 * phone that is not the agency's, at its line in `source`, except where `skip` says; `field` names
 * a path as the report prints it.
 */
function copyProblems(
  schema: z.ZodType,
  value: unknown,
  source: YamlSource,
  {
    field,
    message,
    skip,
    rules,
  }: { field: (path: PropertyKey[]) => string; message: (found: string) => string; skip?: (path: PropertyKey[]) => boolean; rules: CopyRules },
): Found[] {
  const found: Found[] = [];
  walkFields(
    schema,
    value,
    ({ kind, schema: fieldSchema, value: text, path }) => {
      if (skip?.(path) || typeof text !== 'string') return;
      if (kind === undefined) found.push(...fieldHits(source, path, text, field(path), message, rules, isFillingSiteValues(fieldSchema)));
      // A link that dials or opens a chat (tel:, wa.me) calls one of the agency's phones too.
      const calls = kind === 'link' && rules.phones ? linkPhoneProblem(text, rules.phones) : undefined;
      if (calls) found.push({ code: 'unknown-phone', ...locate(source, path), field: field(path), message: calls });
    },
    { copy: true },
  );
  return found;
}

/**
 * Every text field of the page with a placeholder or a phone that is not the agency's, at its line. A section the page places with
 * `- include: <name>` answers at its own file's lines (sharedSectionCopyProblems), once for every
 * page that includes it. `skip`: fields left out besides (those a refused page's schema reported).
 */
export const pageCopyProblems = (page: Page, source: YamlSource, skip?: (path: PropertyKey[]) => boolean, rules: CopyRules = {}): Found[] =>
  copyProblems(pageSchema, page, source, {
    field: (path) => formatPath(path, (i) => page.sections[i]?.type),
    message: placeholderMessage,
    skip: (path) => (path[0] === 'sections' && source.doc.hasIn(['sections', path[1], 'include'])) || skip?.(path) === true,
    rules,
  });

/**
 * Every text field of a shared section (pages-data/_shared/<name>.yaml) with a placeholder or a
 * phone that is not the agency's, at its line: the build's check and the editor's alike. `skip`: fields left out (those a refused section's schema reported).
 */
export const sharedSectionCopyProblems = (section: unknown, source: YamlSource, skip?: (path: PropertyKey[]) => boolean, rules: CopyRules = {}): Found[] =>
  copyProblems(sectionSchema, section, source, { field: (path) => formatPath(path), message: sharedPlaceholderMessage, skip, rules });

/**
 * The settings that visitors read on every page (site.config.yaml): the agency's name, tagline and
 * address, the footer's note, the areas served, the WhatsApp greeting, the menu's and the footer's
 * labels. Not the settings that are keys, ids or addresses (the form's key, analytics, search
 * consoles' verification, the editor's, security's, the e-mail): a form key left as the example is
 * told by validate.
 */
const SHOWN_SETTINGS: ReadonlySet<PropertyKey> = new Set(['name', 'tagline', 'footerNote', 'address', 'areaServed', 'whatsapp', 'menu', 'footer']);

/**
 * The site's own texts (SHOWN_SETTINGS), which every page shows and no draft holds back: each
 * placeholder, and each phone written out that is not one of its `phones`. `refused`: fields left
 * out (those refused settings' schema reported: catalogue/refused-page.ts).
 */
export const siteTextProblems = (site: unknown, schema: z.ZodType, source: YamlSource, rules: CopyRules, refused?: (path: PropertyKey[]) => boolean): Found[] =>
  copyProblems(schema, site, source, {
    field: (path) => formatPath(path),
    message: sitePlaceholderMessage,
    // The WhatsApp number has its own check (whatsapp-not-a-phone).
    skip: (path) => !SHOWN_SETTINGS.has(path[0]!) || (path[0] === 'whatsapp' && path[1] === 'number') || refused?.(path) === true,
    rules,
  });

/** The post fields a reader sees. */
const POST_TEXTS = ['title', 'heading', 'author', 'excerpt', 'alt', 'metaDescription'] as const;

interface PostText extends Partial<Record<(typeof POST_TEXTS)[number], string>> {
  cta?: { heading?: string; text?: string };
  /** Its cover's path: new-post's stand-in (NEW_POST_COVER) is a placeholder too. */
  image?: string;
}

/**
 * A post's front matter fields and article lines with a placeholder or a phone that is not the
 * agency's: the fields at their line in
 * `source` (the front matter), the article's lines counted from `bodyLine` (field `content`), its
 * first line's columns `firstIndent` to the right (the indent `markdown` left out).
 */
export function postCopyProblems(post: PostText, markdown: string, source: YamlSource, bodyLine: number, firstIndent = 0, rules: CopyRules = {}): Found[] {
  const found: Found[] = [];
  const at = (path: readonly PropertyKey[], text: string | undefined) => {
    if (text !== undefined) found.push(...fieldHits(source, path, text, formatPath(path), placeholderMessage, rules));
  };
  // In the order written: the cover's path before its alt.
  for (const key of POST_TEXTS) {
    if (key === 'alt' && post.image === NEW_POST_COVER)
      found.push({
        code: 'placeholder',
        ...locateText(source, ['image'], NEW_POST_COVER, 0),
        field: 'image',
        message: `"${NEW_POST_COVER}" is the stand-in cover new-post writes: save the post's own cover in public/images/blog/ and write its path here ${KEEP_AS_DRAFT.file}`,
        mark: { text: NEW_POST_COVER, nth: 0 },
      });
    at([key], post[key]);
  }
  // The author's prompt with one half written over ("Priya Sharma, Your Role"): the other half is still the prompt's.
  const author = post.author;
  if (author !== undefined && placeholdersIn(author).length === 0)
    for (const part of NEW_POST_PROMPTS.author.split(', ')) {
      const index = author.indexOf(part);
      if (index >= 0)
        found.push({
          code: 'placeholder',
          ...locateText(source, ['author'], part, index),
          field: 'author',
          message: placeholderMessage(`"${part}"`),
          mark: { text: part, nth: 0 },
        });
    }
  for (const key of ['heading', 'text'] as const) at(['cta', key], post.cta?.[key]);
  // Not in code, which shows what it shows (markdown-lines.ts), unless it is all a slot holds: "[`Name`]".
  const lines = proseLines(markdown, { bracketedCode: true });
  const hits = lines.map((text) => (text === undefined ? [] : copyHits(text, articleMessage, rules)));
  // One that runs on to the next line of the same paragraph ("Call 99887" / "76655 today"), as the
  // reader sees it on one line: at its start, and what it covers on either line not told again.
  lines.forEach((text, i) => {
    const next = text === undefined ? undefined : continuation(text, lines[i + 1]);
    if (text === undefined || next === undefined) return;
    const indent = lines[i + 1]!.length - next.length;
    for (const hit of copyHits(`${text} ${next}`, articleMessage, rules)) {
      const rest = hit.index + hit.found.length - text.length - 1;
      if (hit.index >= text.length || rest <= 0) continue;
      hits[i] = [...hits[i]!.filter((h) => h.index < hit.index), hit];
      hits[i + 1] = hits[i + 1]!.filter((h) => h.index - indent >= rest);
    }
  });
  const written = markdown.split('\n').map(bracketedCodeRead);
  hits.forEach((line, i) => {
    // At its column in the file's line; which time it is written counted as the Article box shows
    // the line, code included ("`[Name]` as shown, then ask [Name]": the second "[Name]").
    for (const hit of line)
      found.push({
        code: hit.code,
        line: bodyLine + i,
        col: hit.index + 1 + (i === 0 ? firstIndent : 0),
        field: 'content',
        message: hit.message,
        mark: { text: hit.mark.text, nth: timesWritten(written[i]!, hit.found, hit.index) },
      });
  });
  return found;
}

/**
 * The text of `next` as the paragraph of `line` goes on in it (its indent and a quote's `>` left
 * out), or undefined where it does not: a blank line, code, a heading, a list's next item, a table's
 * row, a fence.
 */
function continuation(line: string, next: string | undefined): string | undefined {
  if (next === undefined || !/\S/.test(line) || /^\s*(#|\||```|~~~)/.test(line)) return undefined;
  const text = next.replace(/^\s*(?:>\s?)*/, '');
  if (!/\S/.test(text) || /^(#|\||```|~~~|[-*+]\s|\d+[.)]\s)/.test(text.trimStart())) return undefined;
  return text.trimStart();
}
