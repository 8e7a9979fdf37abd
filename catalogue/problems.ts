import { type ProblemCode, problemTitle } from './problem-codes.ts';

export type { ProblemCode };

/** One mistake in one content file, located at the YAML node it concerns. */
export interface Problem {
  /** Permanent code of the kind of problem (catalogue/problem-codes.ts), e.g. unknown-key. */
  code: ProblemCode;
  file: string;
  line: number;
  col: number;
  /** Field path as content staff read it: `sections[3] (faq) › items[2].answer`. */
  field: string;
  message: string;
  /** What the problem is about in its field's text, where it is a part of it (a placeholder, a phone): for the editor to select it. */
  mark?: Mark;
}

/** The `nth` (from 0) time `text` is written in a field's text, or in an article's line. */
export interface Mark {
  text: string;
  nth: number;
}

/** How many times `text` is written in `value` before `index` (all of `value` unless given). */
export function timesWritten(value: string, text: string, index = value.length): number {
  let n = 0;
  for (let at = value.indexOf(text); at >= 0 && at < index; at = value.indexOf(text, at + 1)) n++;
  return n;
}

/** Where the `nth` (from 0) `text` starts in `value`, or -1. */
export function markIndex(value: string, { text, nth }: Mark): number {
  let at = -1;
  for (let n = 0; n <= nth; n++) {
    at = value.indexOf(text, at + 1);
    if (at < 0) return -1;
  }
  return at;
}

/** Where a problem is: file:line:col and the field. */
export type ProblemLocation = Omit<Problem, 'message' | 'code'>;

export class ContentError extends Error {
  constructor(readonly problems: Problem[]) {
    super(formatProblems(problems));
    this.name = 'ContentError';
  }
}

/** The problem's title, from its code (catalogue/problem-codes.ts). */
export const titleOf = (p: Pick<Problem, 'code'>): string => problemTitle(p.code);

export function formatProblem(p: Problem): string {
  return `${p.file}:${p.line}:${p.col}  ${p.field || '(file)'}  ${p.message}`;
}

export function formatProblems(problems: Problem[]): string {
  return sortProblems(problems).map(formatProblem).join('\n');
}

export function sortProblems(problems: Problem[]): Problem[] {
  return [...problems].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.col - b.col || a.message.localeCompare(b.message));
}

/** `['sections', 3, 'items', 2, 'answer']` → `sections[3] (faq) › items[2].answer` */
export function formatPath(path: readonly PropertyKey[], sectionTypeAt?: (index: number) => string | undefined): string {
  let out = '';
  for (let i = 0; i < path.length; i++) {
    const key = path[i];
    if (typeof key === 'number') {
      out += `[${key}]`;
      if (i === 1 && path[0] === 'sections') {
        const type = sectionTypeAt?.(key);
        if (type) out += ` (${type})`;
        if (i < path.length - 1) out += ' ›';
      }
    } else {
      const sep = out === '' || out.endsWith('›') ? (out === '' ? '' : ' ') : '.';
      out += sep + String(key);
    }
  }
  return out;
}

/**
 * The dotted key path of a field as formatPath wrote it: `sections[3] (faq) › items[2].answer` is
 * `sections.3.items.2.answer` (the browser editor's `data-key-path`).
 */
export const pathOfField = (field: string): string =>
  field
    .replace(/ \([^)]*\)/g, '')
    .replace(/ › /g, '.')
    .replace(/\[(\d+)\]/g, '.$1');

/** Words as a message lists them: "Jaipur", "Jaipur and Ajmer", "title, description and article". */
export const listed = (words: readonly string[]): string => (words.length < 3 ? words.join(' and ') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`);

/** Edit distance, for 'did you mean' suggestions on misspelled keys and types. */
export function closest(word: string, candidates: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const c of candidates) {
    const d = levenshtein(word.toLowerCase(), c.toLowerCase());
    if (d < bestDistance) {
      best = c;
      bestDistance = d;
    }
  }
  return bestDistance <= Math.max(2, Math.floor(word.length / 3)) ? best : undefined;
}

/**
 * The address of this site a link most likely meant, for a typo only: the same words with a
 * letter or two wrong in one or more of them (`/seo-compnay-jaipur`, `/carrer`), or with one word
 * more or fewer (`/about` for `/about-us`). Never the address itself, and never a page with a
 * different word in its place: `/seo-company-ajmer` is another city's page, not a fix for
 * `/seo-company-jaipur`. `names` (the cities' folder names) are held closer: one letter off at
 * most, so `/seo-company-udaipur` is not taken for `/seo-company-jaipur` misspelled.
 */
export function closestAddress(target: string, addresses: readonly string[], names: ReadonlySet<string> = new Set()): string | undefined {
  const words = (address: string) => address.toLowerCase().split(/[-/]+/).filter(Boolean);
  // Two letters wrong (or swapped) in a word of four or more, one in a shorter word or a city's
  // name (`jaipurr`; `udaipur` is another city), none between two cities' names.
  const typo = (a: string, b: string) => {
    if (a === b) return true;
    if (names.has(a) && names.has(b)) return false;
    const shorter = Math.min(a.length, b.length);
    const allowed = shorter < 4 || names.has(a) || names.has(b) ? 1 : Math.max(2, Math.floor(shorter / 3));
    return levenshtein(a, b) <= allowed;
  };
  const wanted = words(target);
  const fits = (address: string) => {
    const have = words(address);
    if (have.length === wanted.length) return have.every((w, i) => typo(w, wanted[i]!));
    const [short, long] = have.length < wanted.length ? [have, wanted] : [wanted, have];
    return short.length > 0 && long.length - short.length === 1 && long.some((_, skip) => long.filter((_, i) => i !== skip).every((w, i) => w === short[i]));
  };
  // Of the addresses that fit, the one with the fewest letters changed.
  let best: { address: string; distance: number } | undefined;
  for (const address of addresses) {
    if (address === target || !fits(address)) continue;
    const distance = levenshtein(target.toLowerCase(), address.toLowerCase());
    if (!best || distance < best.distance) best = { address, distance };
  }
  return best?.address;
}

function levenshtein(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = tmp;
    }
  }
  return row[b.length]!;
}
