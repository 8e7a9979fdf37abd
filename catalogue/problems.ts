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
