import { escapeRegExp } from '../../catalogue/regex.ts';
import { isMap, isScalar, isSeq, parseDocument, type Node, type Scalar } from 'yaml';
import { article } from '../../catalogue/city-check.ts';
import { pageSchema } from '../../catalogue/page-schema.ts';
import { type FieldKind, isCopyAt, kindAt } from '../../sections/field-kinds.ts';
import { schemaOf } from '../../sections/schemas.ts';

/**
 * Text edits that turn one city's page into another's: the city name in the copy, the route,
 * canonical and geo tags, the links between the copied pages. Made in place on the source
 * text, so a copied file keeps its layout.
 */

/**
 * What a scalar of a page is, by its field's kind in the page schema (sections/field-kinds.ts):
 * a link, an image file, copy (rewritten: the city's name), a place name (rewritten too), or
 * anything else the code knows (kept as it is).
 */
export function fieldOf(data: unknown, path: readonly (string | number)[]): { kind: FieldKind | undefined; copy: boolean } {
  return { kind: kindAt(pageSchema, data, path), copy: isCopyAt(pageSchema, data, path) };
}

/**
 * The item a field is in, where its section's items are what real people said (`quoted` in the
 * section's meta: testimonials): `sections.2.items.0`. Such an item is kept as written, and listed.
 */
export function quotedItem(data: unknown, path: readonly (string | number)[]): string | undefined {
  if (path[0] !== 'sections' || typeof path[1] !== 'number' || path[2] !== 'items' || typeof path[3] !== 'number') return undefined;
  const type = (data as { sections?: { type?: unknown }[] } | null)?.sections?.[path[1]]?.type;
  return typeof type === 'string' && schemaOf(type)?.meta()?.quoted ? path.slice(0, 4).join('.') : undefined;
}

/** What follows a city's name in a name joined as Urdu and Persian names are: "-e-Sharif", "-ul-Mulk". */
const JOINED_NAME = /^(?:-\p{Ll}{1,3})+-\p{Lu}/u;

/**
 * Where `city` (the source city's name kept, or the new city's given it) is part of a longer name
 * in `text`: joined ("Ajmer-e-Sharif", kept by replaceCityName), or followed inside a sentence by
 * capitalised words that are no abbreviation ("Kota Lit Fest is", renamed from "Jaipur Lit Fest"),
 * which may have been a name of the source city's place or thing. Each with the name as written.
 */
export function longerNamesOf(text: string, city: string): string[] {
  const name = escapeRegExp(city);
  const joined = new RegExp(`(?<![\\p{L}])${name}(?:-\\p{Ll}{1,3})+-\\p{Lu}[\\p{L}\\p{M}]*`, 'gu');
  const followed = new RegExp(`(?<![\\p{L}])${name}(?: \\p{Lu}\\p{Ll}[\\p{L}\\p{M}]*)+(?= \\p{Ll})`, 'gu');
  return [...text.matchAll(joined), ...text.matchAll(followed)].map((m) => m[0]);
}

/**
 * Replaces a city name in text, keeping its case (Ajmer → Udaipur, ajmer → udaipur,
 * AJMER → UDAIPUR). A name inside a longer word is left alone (Kota in Kotak), except where
 * camel case joins words (#AjmerFood, AjmerReel).
 */
export function replaceCityName(text: string, from: string, to: string, keep: readonly string[] = []): string {
  const pattern = new RegExp(escapeRegExp(from), 'giu');
  // A place whose name holds the city's ("Ajmer Sharif", "the Jaipur Literature Festival") is that
  // city's still: renamed, it would be a place that does not exist, and the list of what to rewrite
  // could not find it.
  const kept = keep
    .filter((name) => name.toLowerCase().includes(from.toLowerCase()))
    .flatMap((name) => [...text.matchAll(new RegExp(`(?<![\\p{L}])${escapeRegExp(name)}(?![\\p{L}])`, 'giu'))].map((m) => [m.index, m.index + m[0].length]));
  return text.replace(pattern, (match, offset: number) => {
    if (kept.some(([start, end]) => offset >= start! && offset < end!)) return match;
    const before = text[offset - 1] ?? '';
    const after = text[offset + match.length] ?? '';
    const letter = /\p{L}/u;
    const okBefore = !letter.test(before) || (/\p{Ll}/u.test(before) && /\p{Lu}/u.test(match[0]!));
    const okAfter = !letter.test(after) || (/\p{Lu}/u.test(after) && /\p{Ll}/u.test(match.at(-1)!));
    if (!okBefore || !okAfter) return match;
    // A name joined as Urdu and Persian names join theirs ("Ajmer-e-Sharif"): the city's place, as above.
    if (JOINED_NAME.test(text.slice(offset + match.length))) return match;
    if (match === match.toUpperCase() && match !== match.toLowerCase()) return to.toUpperCase();
    if (match === match.toLowerCase()) return to.toLowerCase();
    return to;
  });
}

/** "an Kishangarh" where "an Ajmer" was: the article before the new city's name made to suit it, as the city check holds copy to it. */
export function withArticle(text: string, city: string): string {
  return text.replace(new RegExp(`(?<![\\p{L}])(a|an|A|An) (?=${escapeRegExp(city)}(?![\\p{L}]))`, 'gu'), (_, written: string) => {
    const wanted = article(city);
    return `${written[0] === 'A' ? wanted[0]!.toUpperCase() + wanted.slice(1) : wanted} `;
  });
}

/** A place's name as a list of places writes it: capitalised words ("Pushkar Road", "Civil Lines"). */
const PLACE = String.raw`\p{Lu}[\p{L}\p{M}]*(?:[ -]\p{Lu}[\p{L}\p{M}]*)*`;
const SEPARATOR = String.raw`,\s+(?:and|or)\s+|,\s+|\s+(?:and|or)\s+`;

/**
 * A list of places that names `city` twice once the source city's name became it ("Ajmer,
 * Kishangarh, Beawar and Pushkar" copied to Kishangarh): named once, the list's "and" (or "or")
 * kept before its last item. The first is kept, unless the last item goes on in the words after
 * the list ("… and Kishangarh's traders", "… and Kishangarh marble", a name folded onto the next
 * line): then the last. Only a list that ends with "and" or "or": "In Ajmer, Kishangarh marble…"
 * is not one. Line breaks between items stay as written.
 */
export function withoutRepeatedPlace(text: string, city: string): string {
  const list = new RegExp(`(?<![\\p{L}\\p{M}])${PLACE}(?:(?:${SEPARATOR})${PLACE})+(?![\\p{L}\\p{M}])`, 'gu');
  return text.replace(list, (written, offset: number) => {
    const parts = written.split(new RegExp(`(${SEPARATOR})`, 'u'));
    const items = parts.filter((_, i) => i % 2 === 0);
    const separators = parts.filter((_, i) => i % 2 === 1);
    const at = items.flatMap((item, i) => (item === city ? [i] : []));
    if (!/\b(?:and|or)\s/.test(separators.at(-1) ?? '') || at.length < 2) return written;
    const goesOn = /^(?:['’]s\b|-\p{L}|\s+[\p{L}\p{N}])/u.test(text.slice(offset + written.length));
    const kept = goesOn && at.at(-1) === items.length - 1 ? at.at(-1) : at[0];
    for (const k of at.filter((i) => i !== kept).reverse()) {
      // The last item goes: the one before it takes its "and".
      if (k === items.length - 1 && k >= 2) separators[k - 2] = separators[k - 1]!;
      items.splice(k, 1);
      separators.splice(Math.max(0, k - 1), 1);
    }
    // Two left: no serial comma ("Kishangarh and Pushkar").
    if (items.length === 2) separators[0] = separators[0]!.replace(/^,/, '');
    return items.map((item, i) => item + (separators[i] ?? '')).join('');
  });
}

/** `name` as a word of its own (Kota, not the Kota of Kotak). */
const asWord = (name: string) => new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(name)}(?![\\p{L}\\p{N}])`, 'gu');

/** How many times `text` names `name` as a word of its own. */
export const timesNamed = (text: string, name: string): number => [...text.matchAll(asWord(name))].length;

/** Every place a local name of the source city is named, longest names first ('Pushkar Road' before 'Pushkar'). */
export function localNamesIn(text: string, names: string[]): string[] {
  const found: string[] = [];
  let rest = text;
  for (const name of [...names].sort((a, b) => b.length - a.length)) {
    const pattern = asWord(name);
    if (pattern.test(rest)) {
      found.push(name);
      rest = rest.replace(pattern, ' ');
    }
  }
  return found;
}

export interface ScalarAt {
  path: (string | number)[];
  node: Scalar;
}

export function scalars(node: unknown, path: (string | number)[] = [], out: ScalarAt[] = []): ScalarAt[] {
  if (isMap(node)) {
    for (const pair of node.items) {
      const key = isScalar(pair.key) ? String(pair.key.value) : String(pair.key);
      scalars(pair.value, [...path, key], out);
    }
  } else if (isSeq(node)) {
    node.items.forEach((item, i) => {
      scalars(item, [...path, i], out);
    });
  } else if (isScalar(node)) {
    out.push({ path, node });
  }
  return out;
}

const is = (path: (string | number)[], ...expected: (string | number)[]) => path.length === expected.length && path.every((k, i) => k === expected[i]);

interface Edit {
  start: number;
  end: number;
  text: string;
}

function applyEdits(text: string, edits: Edit[]): string {
  let out = text;
  for (const edit of [...edits].sort((a, b) => b.start - a.start)) out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  return out;
}

const lineStarts = (text: string) => {
  const starts = [0];
  for (let i = 0; i < text.length; i++) if (text[i] === '\n') starts.push(i + 1);
  return starts;
};

export interface RewriteContext {
  from: string;
  fromName: string;
  /** Places whose names hold the source city's, kept as written (replaceCityName). */
  keep: readonly string[];
  slug: string;
  city: string;
  newRoute: string;
  routeMap: Map<string, string>;
  latitude: number;
  longitude: number;
  region: string;
}

/**
 * The page's text with the new route, canonical, geo tags, links between the copied pages
 * and the city's name in the copy. Edits are made in place on the source text, so the file
 * keeps its layout; comments about the source city's addresses are dropped.
 */
export function rewritePage(text: string, c: RewriteContext): string {
  const doc = parseDocument(text);
  const edits: Edit[] = [];
  const set = (node: Scalar, value: string) => edits.push({ start: node.range![0], end: node.range![1], text: value });
  const all = scalars(doc.contents);
  const data: unknown = doc.toJS();
  let geo = false;
  for (const { path, node } of all) {
    if (!node.range) continue;
    const field = fieldOf(data, path);
    if (is(path, 'route') || is(path, 'meta', 'canonical')) set(node, c.newRoute);
    else if (is(path, 'meta', 'geo', 'placename')) set(node, c.city);
    else if (is(path, 'meta', 'geo', 'region')) set(node, c.region);
    else if (is(path, 'meta', 'geo', 'latitude')) set(node, String(c.latitude));
    else if (is(path, 'meta', 'geo', 'longitude')) set(node, String(c.longitude));
    else if (field.kind === 'link' && typeof node.value === 'string') {
      const [, pathPart = '', rest = ''] = /^([^?#]*)(.*)$/.exec(node.value) ?? [];
      const target = c.routeMap.get(pathPart);
      if (target) set(node, `${target}${rest}`);
    } else if ((field.copy || field.kind === 'place') && typeof node.value === 'string' && quotedItem(data, path) === undefined) {
      const raw = text.slice(node.range[0], node.range[1]);
      const renamed = withoutRepeatedPlace(
        withArticle(replaceCityName(replaceCityName(raw, c.fromName, c.city, c.keep), c.from, c.slug, c.keep), c.city),
        c.city,
      );
      if (renamed !== raw) set(node, renamed);
    }
    if (path[0] === 'meta' && path[1] === 'geo') geo = true;
  }
  if (!geo) {
    // No geo tags on the source page: add them under meta, after the canonical.
    const canonical = all.find((s) => is(s.path, 'meta', 'canonical'))?.node;
    if (canonical?.range) {
      const lineStart = text.lastIndexOf('\n', canonical.range[0]) + 1;
      const indent = /^\s*/.exec(text.slice(lineStart))![0];
      const lineEnd = text.indexOf('\n', canonical.range[1]);
      const at = lineEnd === -1 ? text.length : lineEnd + 1;
      const block = `${indent}geo:\n${indent}  region: ${c.region}\n${indent}  placename: ${c.city}\n${indent}  latitude: ${c.latitude}\n${indent}  longitude: ${c.longitude}\n`;
      edits.push({ start: at, end: at, text: (lineEnd === -1 ? '\n' : '') + block });
    }
  }

  // Comment blocks that speak of the source city (its route spellings, its aliases) do not
  // describe the copy: drop them. The first line (the editor's schema) always stays.
  const insideScalar = (offset: number) => all.some(({ node }) => node.range && offset > node.range[0] && offset < node.range[1]);
  const starts = lineStarts(text);
  const lines = text.split('\n');
  let block: number[] = [];
  const flush = () => {
    if (block.some((i) => new RegExp(escapeRegExp(c.from), 'i').test(lines[i]!))) {
      const start = starts[block[0]!]!;
      const last = block.at(-1)!;
      edits.push({ start, end: starts[last + 1] ?? text.length, text: '' });
    }
    block = [];
  };
  lines.forEach((line, i) => {
    if (i > 0 && /^\s*#/.test(line) && !insideScalar(starts[i]!)) block.push(i);
    else flush();
  });
  flush();
  return applyEdits(text, edits);
}

/** The footer entry of site.config.yaml that links one of `paths`, and where a sibling entry goes. */
export function findFooterLink(
  text: string,
  paths: Set<string>,
): { href: string; label: string; indent: string; insertAt: number; column: string } | undefined {
  const doc = parseDocument(text);
  const footer = doc.get('footer', true);
  if (!isSeq(footer)) return undefined;
  for (const column of footer.items) {
    if (!isMap(column)) continue;
    const links = column.get('links', true);
    if (!isSeq(links)) continue;
    for (const link of links.items) {
      if (!isMap(link)) continue;
      const href = link.get('href');
      if (typeof href !== 'string' || !paths.has(href)) continue;
      const start = (link as Node).range![0];
      const lineStart = text.lastIndexOf('\n', start) + 1;
      const indent = /^\s*/.exec(text.slice(lineStart))![0];
      const end = (link as Node).range![1];
      const lineEnd = text.indexOf('\n', end - 1);
      return { href, label: String(link.get('label')), indent, insertAt: lineEnd === -1 ? text.length : lineEnd + 1, column: String(column.get('heading')) };
    }
  }
  return undefined;
}
