import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Node } from 'yaml';
import type { z } from 'zod';
import { formatPath, type Problem } from './problems.ts';
import { pastedBullet } from './yaml-source.ts';

/**
 * Indentation mistakes, told at the line the editor must change.
 *
 * The YAML parser notices a wrong indentation only where it stops making sense, which is often
 * the line above or a line further down, and then reports what follows from it too. Here the
 * mistake is found by repairing it: each line near the parser's first error is moved left or
 * right (alone, or with the lines under it), or given the space it lacks after `-` or `:`, and
 * the repair after which the file parses (and best fits the schema) names the line and what to
 * do. One message per mistake; when no single repair helps, the parser's own messages stand.
 */

interface Line {
  indent: number;
  text: string;
  blank: boolean;
}

interface Repair {
  /** 0-based line that changes. */
  line: number;
  kind: 'indent' | 'dash' | 'colon' | 'no-colon' | 'item';
  /** New indentation (kind 'indent'). */
  to: number;
  /** Lines under it moved by the same amount. */
  withBlock: boolean;
  text: string;
}

interface Trial {
  repair: Repair;
  errors: number;
  firstError: number;
  schemaIssues: number;
}

const MAX_MISTAKES = 3;
/** Repairs tried per mistake, likeliest first (a bound on the time a broken file costs). */
const MAX_TRIALS = 200;
const MAX_SCHEMA_ISSUES = 3;
const WINDOW_BEFORE = 8;
const WINDOW_AFTER = 1;

const lines = (text: string): Line[] =>
  text.split('\n').map((raw) => {
    const indent = /^ */.exec(raw)![0].length;
    const rest = raw.slice(indent);
    return { indent, text: raw, blank: rest.trim() === '' || rest.startsWith('#') };
  });

function parse(text: string) {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true, logLevel: 'error' });
  const firstError = doc.errors.length > 0 ? Math.min(...doc.errors.map((e) => lineCounter.linePos(e.pos[0]).line - 1)) : Infinity;
  return { doc, lineCounter, errors: doc.errors.length, firstError };
}

function reindent(all: Line[], line: number, to: number, withBlock: boolean): string {
  const from = all[line]!.indent;
  const shift = to - from;
  const out = all.map((l) => l.text);
  const move = (i: number) => {
    const l = all[i]!;
    out[i] = shift >= 0 ? ' '.repeat(shift) + l.text : l.text.slice(Math.min(-shift, l.indent));
  };
  move(line);
  if (withBlock) for (const i of blockUnder(all, line)) move(i);
  return out.join('\n');
}

/**
 * The lines that belong to `line`: those after it indented further, up to the next list item
 * at or left of where its content starts (`- icon:` at 4 owns its keys at 6, not the next `- icon:` at 6).
 */
function blockUnder(all: Line[], line: number): number[] {
  const own = all[line]!;
  const content = /^\s*- /.test(own.text) ? own.indent + 2 : own.indent;
  const out: number[] = [];
  for (let i = line + 1; i < all.length; i++) {
    const l = all[i]!;
    if (l.blank) continue;
    if (l.indent <= own.indent || (l.indent <= content && /^\s*-( |$)/.test(l.text))) break;
    out.push(i);
  }
  return out;
}

function candidates(all: Line[], firstError: number): Repair[] {
  const out: Repair[] = [];
  const lo = Math.max(0, firstError - WINDOW_BEFORE);
  const hi = Math.min(all.length - 1, firstError + WINDOW_AFTER);
  const indents = new Set<number>();
  for (let i = Math.max(0, lo - 4); i <= Math.min(all.length - 1, hi + 4); i++) if (!all[i]!.blank) indents.add(all[i]!.indent);
  for (let i = lo; i <= hi; i++) {
    const l = all[i]!;
    if (l.blank) continue;
    const dash = /^(\s*)-(?=[^\s-])/.exec(l.text);
    if (dash) {
      const at = dash[0].length;
      out.push({ line: i, kind: 'dash', to: l.indent, withBlock: false, text: replaceLine(all, i, `${l.text.slice(0, at)} ${l.text.slice(at)}`) });
    }
    // Text at the column of the list items above it, without their dash: an item whose dash was
    // left out ("- Heritage hotels" then "Textile exporters"), more often than the item's words going on.
    const above = all.slice(0, i).findLast((a) => !a.blank);
    if (above && above.indent === l.indent && /^\s*- \S/.test(above.text) && !/^\s*(?:-|#|[A-Za-z$][\w$-]*:(?:\s|$))/.test(l.text)) {
      // (Its words without the bullet sign it was pasted with: "– doctor SEO" is "- doctor SEO".)
      const words = pastedBullet(l.text)?.words || l.text.trimStart();
      out.push({ line: i, kind: 'item', to: l.indent, withBlock: false, text: replaceLine(all, i, `${' '.repeat(l.indent)}- ${words}`) });
    }
    // A key whose colon was left out ("heading What clinics can expect"): the file parses with the
    // line read as text going on, but the repair that fits the schema is the colon.
    const bare = /^(\s*(?:- )?[A-Za-z$][\w$-]*) +(?=[^\s:#])/.exec(l.text);
    if (bare && !/^\s*- \S/.test(l.text))
      out.push({ line: i, kind: 'no-colon', to: l.indent, withBlock: false, text: replaceLine(all, i, `${bare[1]}: ${l.text.slice(bare[0].length)}`) });
    const colon = /^(\s*(?:- )?[A-Za-z$][\w$-]*):(?=[^\s/])/.exec(l.text);
    if (colon) {
      const at = colon[0].length;
      out.push({ line: i, kind: 'colon', to: l.indent, withBlock: false, text: replaceLine(all, i, `${l.text.slice(0, at)} ${l.text.slice(at)}`) });
    }
    const targets = new Set([...indents, l.indent - 2, l.indent - 1, l.indent + 1, l.indent + 2]);
    const hasBlock = blockUnder(all, i).length > 0;
    for (const to of [...targets].sort((a, b) => a - b)) {
      if (to < 0 || to === l.indent || Math.abs(to - l.indent) > 8) continue;
      out.push({ line: i, kind: 'indent', to, withBlock: false, text: reindent(all, i, to, false) });
      if (hasBlock) out.push({ line: i, kind: 'indent', to, withBlock: true, text: reindent(all, i, to, true) });
    }
  }
  return out;
}

function replaceLine(all: Line[], line: number, text: string): string {
  return all.map((l, i) => (i === line ? text : l.text)).join('\n');
}

const kindRank = (r: Repair) => (r.kind === 'indent' ? 1 : 0);

/** The best repair of the first mistake: one after which the file parses, or at least parses further. */
function bestRepair(text: string, schema: z.ZodType | undefined): Repair | undefined {
  const before = parse(text);
  if (before.errors === 0) return undefined;
  const all = lines(text);
  const trials: Trial[] = [];
  // In order of preference, so that the first repair that parses and fits the schema is the answer.
  const order = (r: Repair) => [kindRank(r), Math.abs(r.to - all[r.line]!.indent), Number(r.withBlock), Math.abs(r.line - before.firstError), r.line];
  const sorted = candidates(all, before.firstError).sort((a, b) => {
    const x = order(a);
    const y = order(b);
    for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return x[i]! - y[i]!;
    return 0;
  });
  // The likeliest repairs come first; a file that none of them explains is left to the parser's messages.
  // Most repairs fail before the end of the window: the text up to a little after it tells, at a fraction of the cost.
  const cut = Math.min(all.length, before.firstError + WINDOW_AFTER + 12);
  for (const repair of sorted.slice(0, MAX_TRIALS)) {
    if (cut < all.length) {
      const head = parse(repair.text.split('\n', cut).join('\n'));
      if (head.firstError <= repair.line + 1 && head.firstError < cut - 3) continue;
    }
    const after = parse(repair.text);
    if (after.errors >= before.errors && after.firstError <= before.firstError) continue;
    let schemaIssues = 0;
    if (after.errors === 0 && schema) {
      try {
        const result = schema.safeParse(after.doc.toJS());
        schemaIssues = result.success ? 0 : result.error.issues.length;
      } catch {
        schemaIssues = 1000;
      }
    }
    trials.push({ repair, errors: after.errors, firstError: after.firstError, schemaIssues });
    if (after.errors === 0 && schemaIssues === 0) break;
  }
  const clean = trials.filter((t) => t.errors === 0);
  const pool = clean.length > 0 ? clean : trials.filter((t) => t.firstError > t.repair.line + 1 && t.errors < before.errors);
  const firstError = before.firstError;
  pool.sort(
    (a, b) =>
      a.schemaIssues - b.schemaIssues ||
      (clean.length > 0 ? 0 : b.firstError - a.firstError) ||
      kindRank(a.repair) - kindRank(b.repair) ||
      Math.abs(a.repair.to - all[a.repair.line]!.indent) - Math.abs(b.repair.to - all[b.repair.line]!.indent) ||
      Number(a.repair.withBlock) - Number(b.repair.withBlock) ||
      Math.abs(a.repair.line - firstError) - Math.abs(b.repair.line - firstError) ||
      a.repair.line - b.repair.line,
  );
  const best = pool[0];
  // A repair that makes the file parse but fits the schema badly is a guess, not the mistake.
  if (!best || best.schemaIssues > MAX_SCHEMA_ISSUES) return undefined;
  return best.repair;
}

/**
 * Problems for the indentation (and missing-space) mistakes of a file that does not parse, one
 * per mistake at its line; undefined when no repair makes sense of the file.
 */
export function indentationProblems(file: string, text: string, lineOffset: number, schema?: z.ZodType): Problem[] | undefined {
  const problems: Problem[] = [];
  let current = text;
  for (let n = 0; n < MAX_MISTAKES; n++) {
    const repair = bestRepair(current, schema);
    if (!repair) break;
    problems.push(describe(file, current, repair, lineOffset));
    current = repair.text;
    if (parse(current).errors === 0) return problems;
  }
  return undefined;
}

const quote = (s: string) => {
  const t = s.trim();
  return `"${t.length > 50 ? `${t.slice(0, 47)}…` : t}"`;
};

function describe(file: string, text: string, repair: Repair, lineOffset: number): Problem {
  const all = lines(text);
  const fixed = lines(repair.text);
  const l = all[repair.line]!;
  const line = repair.line + 1 + lineOffset;
  const field = fieldAt(repair.text, repair.line);
  if (repair.kind === 'dash') {
    const col = l.indent + 1;
    return {
      code: 'yaml-syntax',
      file,
      line,
      col,
      field,
      message: `YAML: a list item starts with a dash and a space; write ${quote(fixed[repair.line]!.text)}`,
    };
  }
  if (repair.kind === 'item') {
    return {
      code: 'yaml-syntax',
      file,
      line,
      col: l.indent + 1,
      field,
      message: `YAML: this line stands in line with the list's items but has no dash: if it is an item of its own, write ${quote(fixed[repair.line]!.text)}; if it goes on with the item above, move it 2 spaces right, under that item's words`,
    };
  }
  if (repair.kind === 'no-colon') {
    const key = /^\s*([A-Za-z$][\w$-]*)/.exec(l.text)![1]!;
    return {
      code: 'yaml-syntax',
      file,
      line,
      col: l.indent + key.length + 1,
      field,
      message: `YAML: "${key}" has no colon after it; write ${quote(fixed[repair.line]!.text)}`,
    };
  }
  if (repair.kind === 'colon') {
    const col = l.text.indexOf(':') + 1;
    return { code: 'yaml-syntax', file, line, col, field, message: `YAML: a key is followed by a colon and a space; write ${quote(fixed[repair.line]!.text)}` };
  }
  const shift = repair.to - l.indent;
  const spaces = `${Math.abs(shift)} space${Math.abs(shift) === 1 ? '' : 's'} ${shift > 0 ? 'right' : 'left'}`;
  const what = repair.withBlock ? 'this line and the lines under it' : 'this line';
  // What the moved line lines up with: the nearest line above at the new column in the same block.
  let like: string | undefined;
  for (let i = repair.line - 1; i >= 0; i--) {
    const above = fixed[i]!;
    if (above.blank) continue;
    // A list item's keys start after its dash: "- type:" at 2 has its keys at 4.
    const keyColumn = /^- \S/.test(above.text.trimStart()) ? above.indent + 2 : above.indent;
    if (keyColumn === repair.to && keyColumn !== above.indent) {
      like = `in line with ${label(above).replace('"- ', '"')} on line ${i + 1 + lineOffset}`;
      break;
    }
    if (above.indent < repair.to) {
      like = `${repair.to - above.indent} space${repair.to - above.indent === 1 ? '' : 's'} further in than ${label(above)} on line ${i + 1 + lineOffset}`;
      break;
    }
    if (above.indent === repair.to) {
      like = `in line with ${label(above)} on line ${i + 1 + lineOffset}`;
      break;
    }
  }
  const content = l.text.trimStart();
  const kind = content.startsWith('- ') ? 'list item' : /^[A-Za-z$][\w$-]*:(\s|$)/.test(content) ? 'key' : 'text';
  const start =
    kind === 'text'
      ? 'YAML indentation: this line continues the text above it'
      : kind === 'list item'
        ? 'YAML indentation: this list item is not in line with the other items of its list'
        : `YAML indentation: ${quote(content.split(':')[0]!)} is not in line with the other keys of its block`;
  return {
    code: 'yaml-indentation',
    file,
    line,
    col: l.indent + 1,
    field,
    message: `${start}; move ${what} ${spaces} (to column ${repair.to + 1}), ${like ?? 'under the line above'}`,
  };
}

function label(l: Line): string {
  const content = l.text.trimStart();
  const key = /^(- )?([A-Za-z$][\w$-]*):/.exec(content);
  if (key) return key[1] ? `"- ${key[2]}:"` : `"${key[2]}:"`;
  return content.startsWith('- ') ? 'the list item' : 'the text';
}

/** The field of the repaired file that starts (or continues) on `line`, as content staff read it. */
function fieldAt(text: string, line: number): string {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, logLevel: 'error' });
  const data = ((): { sections?: { type?: string }[] } | null => {
    try {
      return doc.toJS() as { sections?: { type?: string }[] } | null;
    } catch {
      return null; // An alias without its anchor: the section types are left out of the field.
    }
  })();
  const lineOf = (offset: number) => lineCounter.linePos(offset).line - 1;
  let best: PropertyKey[] | undefined;
  const visit = (node: unknown, path: PropertyKey[]) => {
    const range = (node as Node | null)?.range;
    if (!range) return;
    if (isMap(node)) {
      for (const pair of node.items) {
        const key = isScalar(pair.key) ? (pair.key.value as PropertyKey) : String(pair.key);
        const keyRange = (pair.key as Node | null)?.range;
        if (keyRange && lineOf(keyRange[0]) === line) {
          best = [...path, key];
          return;
        }
        const valueRange = (pair.value as Node | null)?.range;
        if (valueRange && lineOf(valueRange[0]) <= line && lineOf(Math.max(valueRange[0], valueRange[1] - 1)) >= line) visit(pair.value, [...path, key]);
        if (best) return;
      }
      return;
    }
    if (isSeq(node)) {
      node.items.forEach((item, i) => {
        if (best) return;
        const r = (item as Node | null)?.range;
        if (!r) return;
        if (lineOf(r[0]) === line) best = [...path, i];
        else if (lineOf(r[0]) < line && lineOf(Math.max(r[0], r[1] - 1)) >= line) visit(item, [...path, i]);
      });
      return;
    }
    if (lineOf(range[0]) <= line) best = path;
  };
  visit(doc.contents, []);
  return best && best.length > 0 ? formatPath(best, (i) => data?.sections?.[i]?.type) : '';
}
