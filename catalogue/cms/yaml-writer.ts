import { isMap, isScalar, isSeq, type Node, type Pair, parseDocument, Scalar, stringify } from 'yaml';

/**
 * The browser editor's YAML writer: a change is written into the file as it stands, by editing
 * the text of the values that changed and nothing else. The `# yaml-language-server` line,
 * comments, blank lines, folded text (`>-`), short lists on one line and quoting stay as the
 * editor wrote them; a file opened and saved unchanged is the same bytes, and a one-field change
 * is a diff of that field's lines. Browser-safe: no Node module.
 */

// `flowCollectionPadding: false`: a one-line list is written `[a, b]`, as the content files write theirs.
const STRINGIFY = { lineWidth: 0, minContentWidth: 0, flowCollectionPadding: false } as const;

/** Longest line of folded text (`>-`) written for a changed value, as the content files are wrapped. */
const FOLD_AT = 100;

type Json = unknown;
interface Edit {
  start: number;
  end: number;
  text: string;
}

const isObject = (v: Json): v is Record<string, Json> => typeof v === 'object' && v !== null && !Array.isArray(v);

export function deepEqual(a: Json, b: Json): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((v, i) => deepEqual(v, b[i]));
  if (isObject(a) && isObject(b)) {
    const ka = Object.keys(a).filter((k) => a[k] !== undefined);
    const kb = Object.keys(b).filter((k) => b[k] !== undefined);
    return ka.length === kb.length && ka.every((k) => deepEqual(a[k], b[k]));
  }
  return false;
}

/** A new file: the editor-help line, then the data in block style. */
export function newYaml(data: Json, header = ''): string {
  return `${header}${stringify(data, STRINGIFY)}`;
}

/** `text` with its YAML changed to hold `next`, editing only what changed. */
export function patchYaml(text: string, next: Json): string {
  const doc = parseDocument(text);
  if (!doc.contents || doc.errors.length > 0) {
    const header = text.match(/^(#[^\n]*\n)*/)?.[0] ?? '';
    return newYaml(next, header);
  }
  const edits: Edit[] = [];
  const writer = new Writer(text, edits);
  writer.node(doc.contents as Node, next, 0);
  let out = text;
  // From the end of the file back; of two insertions at one place, the one made first (the deeper value) ends up first.
  const order = edits.map((e, i) => ({ ...e, i })).sort((a, b) => b.start - a.start || b.end - a.end || b.i - a.i);
  for (const e of order) out = out.slice(0, e.start) + e.text + out.slice(e.end);
  return out;
}

class Writer {
  constructor(
    private readonly text: string,
    private readonly edits: Edit[],
  ) {}

  private lineStart(offset: number) {
    return this.text.lastIndexOf('\n', offset - 1) + 1;
  }
  private col(offset: number) {
    return offset - this.lineStart(offset);
  }
  /** The offset just after the newline that ends the line holding `offset`. */
  private afterLine(offset: number) {
    const nl = this.text.indexOf('\n', offset);
    return nl === -1 ? this.text.length : nl + 1;
  }
  /** Where the text of a node ends (its last character, before trailing comments and newlines). */
  private end(node: Node) {
    let e = node.range![1];
    while (e > node.range![0] && /\s/.test(this.text[e - 1]!)) e--;
    return e;
  }

  /** Lines of `value` in block style, each indented by `indent` spaces. */
  private block(value: Json, indent: number) {
    const pad = ' '.repeat(indent);
    return stringify(value, STRINGIFY)
      .replace(/\n$/, '')
      .split('\n')
      .map((l) => (l ? pad + l : l))
      .join('\n');
  }

  /** Replaces the value `node` (which sits after `key:` or `- ` at `indent`) with `next`. */
  private replace(node: Node, next: Json, indent: number) {
    const start = node.range![0];
    const end = this.end(node);
    if (isScalar(node) && (next === null || typeof next !== 'object')) {
      // A key written with no value (`intro:`) parses as an empty scalar right after its colon.
      const gap = start === node.range![1] && this.text[start - 1] === ':' ? ' ' : '';
      this.edits.push({ start, end, text: gap + this.scalar(node, next, indent) });
      return;
    }
    const flow = (isMap(node) || isSeq(node)) && node.flow;
    if (flow && (!Array.isArray(next) || next.every((v) => v === null || typeof v !== 'object'))) {
      this.edits.push({ start, end, text: stringify(next, { ...STRINGIFY, collectionStyle: 'flow' }).trim() });
      return;
    }
    if ((Array.isArray(next) && next.length === 0) || (isObject(next) && Object.keys(next).length === 0)) {
      this.edits.push({ start, end, text: Array.isArray(next) ? '[]' : '{}' });
      return;
    }
    if (next === null || typeof next !== 'object') {
      this.edits.push({ start, end, text: this.scalar(undefined, next, indent) });
      return;
    }
    // A list or map in block style starts on the line after its key.
    const onKeyLine = this.text.slice(this.lineStart(start), start).trim() !== '' && !/^-\s*$/.test(this.text.slice(this.lineStart(start), start).trim());
    if (onKeyLine) {
      let s = start;
      while (s > 0 && this.text[s - 1] === ' ') s--;
      this.edits.push({ start: s, end, text: `\n${this.block(next, indent)}` });
    } else {
      this.edits.push({ start, end, text: this.block(next, this.col(start)).trimStart() });
    }
  }

  /** A scalar as written in place: in the style of the one it replaces (folded, quoted, plain). */
  private scalar(old: Scalar | undefined, next: Json, indent: number): string {
    if (typeof next !== 'string') return stringify(next, STRINGIFY).trim();
    const type = old?.type;
    if (type === Scalar.BLOCK_FOLDED || type === Scalar.BLOCK_LITERAL || next.includes('\n')) {
      const header = old ? (this.text.slice(old.range![0]).match(/^[>|][-+0-9]*/)?.[0] ?? '>-') : '|-';
      const pad = ' '.repeat(indent);
      const folded = header.startsWith('>');
      const written = folded && old ? this.foldedParagraphs(old, indent) : undefined;
      const width = Math.max(FOLD_AT - indent, ...(written?.flat().map((l) => l.length) ?? []));
      const paragraphs = next.split('\n');
      const lines = folded
        ? paragraphs.flatMap((p, k) => (!p ? [''] : written?.length === paragraphs.length ? rewrap(written[k]!, p, width) : wrap(p, FOLD_AT - indent)))
        : paragraphs;
      return `${header}\n${lines.map((l) => (l ? pad + l : l)).join('\n')}`;
    }
    if (type === Scalar.QUOTE_DOUBLE) return JSON.stringify(next);
    if (type === Scalar.QUOTE_SINGLE) return `'${next.replace(/'/g, "''")}'`;
    return stringify(next, STRINGIFY).trim();
  }

  /**
   * The paragraphs of a folded scalar as its lines are written (blank lines between them), or
   * undefined where a line stands further in than `indent` (kept as a line of its own by YAML).
   */
  private foldedParagraphs(old: Scalar, indent: number): string[][] | undefined {
    const lines = this.text.slice(old.range![0], old.range![1]).split('\n').slice(1);
    while (lines.length > 0 && lines.at(-1)!.trim() === '') lines.pop();
    const paragraphs: string[][] = [[]];
    for (const line of lines) {
      if (line.trim() === '') paragraphs.push([]);
      else if (line.length - line.trimStart().length !== indent) return undefined;
      else paragraphs.at(-1)!.push(line.trim());
    }
    return paragraphs;
  }

  node(node: Node, next: Json, indent: number) {
    const old = node.toJSON();
    if (deepEqual(old, next)) return;
    if (isMap(node) && !node.flow && isObject(next)) return this.map(node.items as Pair<Node, Node>[], next, node);
    if (isSeq(node) && !node.flow && Array.isArray(next) && next.length > 0) return this.seq(node.items as Node[], next, node);
    this.replace(node, next, indent);
  }

  private map(pairs: Pair<Node, Node>[], next: Record<string, Json>, node: Node) {
    const keyOf = (p: Pair<Node, Node>) => String((p.key as Scalar).value);
    const byKey = new Map(pairs.map((p) => [keyOf(p), p]));
    const keyCol = pairs[0] ? this.col(pairs[0].key.range![0]) : this.col(node.range![0]);
    // A list's item (`- title: …`): its first key shares the line with the dash, which stays.
    const itemStart = pairs[0] && /^\s*-\s+$/.test(this.text.slice(this.lineStart(pairs[0].key.range![0]), pairs[0].key.range![0]));
    const firstKept = pairs.find((p) => next[keyOf(p)] !== undefined);
    if (itemStart && !firstKept) return this.replace(node, next, keyCol);
    if (itemStart && firstKept !== pairs[0]) this.edits.push({ start: pairs[0]!.key.range![0], end: firstKept!.key.range![0], text: '' });
    for (const p of pairs) {
      const k = keyOf(p);
      if (itemStart && pairs.indexOf(p) < pairs.indexOf(firstKept!)) continue;
      if (next[k] === undefined) {
        const start = this.lineStart(p.key.range![0]);
        const last = p.value ? this.end(p.value) : p.key.range![1];
        this.edits.push({ start, end: this.afterLine(last - 1), text: '' });
      } else if (p.value) this.node(p.value, next[k], keyCol + 2);
      else {
        // A key with no value node at all: the value goes after its colon.
        const colon = this.text.indexOf(':', p.key.range![1]) + 1;
        this.edits.push({ start: colon, end: colon, text: this.valueAfterKey(next[k], keyCol + 2) });
      }
    }
    // New keys go after the key they follow in the form, so the file keeps the schema's order.
    let after: Pair<Node, Node> | undefined;
    for (const [k, v] of Object.entries(next)) {
      if (v === undefined) continue;
      const existing = byKey.get(k);
      if (existing) {
        after = existing;
        continue;
      }
      if (!after && itemStart) {
        // Before the item's first key kept: after the dash, with that key on a line of its own.
        this.edits.push({
          start: firstKept!.key.range![0],
          end: firstKept!.key.range![0],
          text: `${this.block({ [k]: v }, keyCol).trimStart()}\n${' '.repeat(keyCol)}`,
        });
        continue;
      }
      const at = after
        ? this.afterLine((after.value ? this.end(after.value) : after.key.range![1]) - 1)
        : this.lineStart((pairs[0]?.key.range ?? node.range)![0]);
      this.insertLines(at, this.block({ [k]: v }, keyCol));
    }
  }

  private valueAfterKey(value: Json, indent: number) {
    return value !== null && typeof value === 'object' ? `\n${this.block(value, indent)}` : ` ${stringify(value, STRINGIFY).trim()}`;
  }

  /** Inserts whole lines at `at` (the start of a line, or the end of a file without a last newline). */
  private insertLines(at: number, lines: string) {
    const needsNewline = at === this.text.length && !this.text.endsWith('\n');
    this.edits.push({ start: at, end: at, text: needsNewline ? `\n${lines}` : `${lines}\n` });
  }

  /** The lines of a list's item: its `- ` line to its last, with the comment lines right above it. */
  private itemLines(item: Node): { start: number; end: number } {
    let start = this.lineStart(item.range![0]);
    for (let above = this.lineStart(start - 1); start > 0 && /^[ \t]*#/.test(this.text.slice(above, start)); above = this.lineStart(start - 1)) start = above;
    return { start, end: this.afterLine(this.end(item) - 1) };
  }

  /**
   * Items moved (between an unchanged head and tail, the same items in another order, a section
   * perhaps changed after its move): each item's own lines, comments and folded text as written,
   * go to its new place, a changed one written there as it changed. A pull request shows the move
   * and the changed lines only. An item matches an unchanged one first, else the first of the same
   * section `type` left, else (an item of no type: an FAQ item) the first of no type left. False
   * when not every item finds one, or none moved.
   */
  private moved(items: Node[], next: Json[], olds: Json[], dashCol: number): boolean {
    if (items.length !== next.length) return false;
    let head = 0;
    while (head < items.length && deepEqual(olds[head], next[head])) head++;
    let last = items.length - 1;
    while (last > head && deepEqual(olds[last], next[last])) last--;
    if (head >= last) return false;
    const middle = next.slice(head, last + 1);
    const left = new Set(Array.from({ length: last - head + 1 }, (_, k) => head + k));
    const order: (number | undefined)[] = middle.map((item) => {
      const match = [...left].find((k) => deepEqual(olds[k], item));
      if (match !== undefined) left.delete(match);
      return match;
    });
    const typeOf = (v: Json) => (isObject(v) && typeof v.type === 'string' ? v.type : undefined);
    for (const [i, item] of middle.entries()) {
      if (order[i] !== undefined || typeOf(item) === undefined) continue;
      const match = [...left].find((k) => typeOf(olds[k]) === typeOf(item));
      if (match !== undefined) left.delete(match);
      order[i] = match;
    }
    // Items of no type changed as well (an FAQ item's answer): in the order they stand, the items left.
    const rest = [...left].filter((k) => typeOf(olds[k]) === undefined);
    for (const [i, item] of middle.entries()) if (order[i] === undefined && typeOf(item) === undefined && rest.length > 0) order[i] = rest.shift();
    if (order.some((k) => k === undefined) || order.every((k, i) => k === head + i)) return false;
    const spans = Array.from({ length: last - head + 1 }, (_, k) => this.itemLines(items[head + k]!));
    const linesOf = (k: number, value: Json) => {
      const text = this.text.slice(spans[k - head]!.start, spans[k - head]!.end);
      const own = text.endsWith('\n') ? text : `${text}\n`;
      if (deepEqual(olds[k], value)) return own;
      // Changed too: its lines as a list of one, written to hold the new value, then indented back.
      const lines = own.split('\n').map((l) => l.slice(Math.min(dashCol, l.length - l.trimStart().length)));
      return patchYaml(lines.join('\n'), [value])
        .split('\n')
        .map((l) => (l ? ' '.repeat(dashCol) + l : l))
        .join('\n');
    };
    // The blank lines between items stay where they are; each item's lines go to their new place.
    let out = '';
    order.forEach((k, i) => {
      out += linesOf(k!, middle[i]);
      if (i < order.length - 1) out += this.text.slice(spans[i]!.end, spans[i + 1]!.start);
    });
    const { start } = spans[0]!;
    const { end } = spans.at(-1)!;
    this.edits.push({ start, end, text: this.text.slice(start, end).endsWith('\n') ? out : out.slice(0, -1) });
    return true;
  }

  /**
   * A block list: items moved keep their lines (`moved`); otherwise items kept at the head
   * and the tail are matched as they stand (an item of the same section type at the head, an
   * unchanged one at the tail), so an item added or removed in the middle is its own lines and
   * the others keep theirs.
   */
  private seq(items: Node[], next: Json[], node: Node) {
    const dashCol = items[0] ? this.col(items[0].range![0]) - 2 : this.col(node.range![0]);
    const olds = items.map((i) => i.toJSON() as Json);
    if (this.moved(items, next, olds, dashCol)) return;
    const sameType = (a: Json, b: Json) => isObject(a) && isObject(b) && a.type !== undefined && a.type === b.type;
    let tail = 0;
    while (tail < Math.min(items.length, next.length) && deepEqual(olds[items.length - 1 - tail], next[next.length - 1 - tail])) tail++;
    let head = 0;
    while (head < Math.min(items.length, next.length) - tail && (deepEqual(olds[head], next[head]) || sameType(olds[head], next[head]))) head++;
    const oldMiddle = items.length - tail - head;
    const newMiddle = next.length - tail - head;
    for (let k = 0; k < head; k++) this.node(items[k]!, next[k], this.col(items[k]!.range![0]));
    for (let k = 0; k < Math.min(oldMiddle, newMiddle); k++) this.node(items[head + k]!, next[head + k], this.col(items[head + k]!.range![0]));
    for (let k = newMiddle; k < oldMiddle; k++) {
      const item = items[head + k]!;
      this.edits.push({ start: this.lineStart(item.range![0]), end: this.afterLine(this.end(item) - 1), text: '' });
    }
    if (newMiddle > oldMiddle) {
      const added = next.slice(head + oldMiddle, head + newMiddle);
      const before = items[head + oldMiddle - 1];
      const after = items[head + oldMiddle];
      // Each new item as far from its neighbours as the list keeps its items (a page's sections
      // stand a blank line apart): the blank lines between the two it goes between, else between the
      // two nearest it.
      const near = Math.max(0, Math.min(head + oldMiddle - 1, items.length - 2));
      const gap = this.gapAfter(items, near);
      const lines = added.map((value) => this.block([value], dashCol));
      const at = after && this.itemLines(after).start;
      if (at !== undefined) this.edits.push({ start: at, end: at, text: lines.map((l) => `${l}\n${gap}`).join('') });
      else this.insertLines(this.afterLine(this.end(before!) - 1), lines.map((l) => `${gap}${l}`).join('\n'));
    }
  }

  /** The blank lines between the list's item `k` and the next, if only blank lines stand there. */
  private gapAfter(items: Node[], k: number): string {
    if (k + 1 >= items.length) return '';
    const between = this.text.slice(this.itemLines(items[k]!).end, this.itemLines(items[k + 1]!).start);
    return /^\s*$/.test(between) ? between : '';
  }
}

/**
 * A paragraph of folded text changed: the lines it was written in (`before`) that still start it
 * with the same words stay as they were; from the first line that changed, the words are wrapped
 * again until what is left is the lines it ended with, as they were. A word changed is a line or
 * two in a pull request, not the whole paragraph.
 */
function rewrap(before: string[], text: string, width: number): string[] {
  const words = text.split(' ');
  const out: string[] = [];
  let at = 0;
  for (const line of before) {
    const held = line.split(' ');
    if (at + held.length > words.length || held.some((w, k) => words[at + k] !== w)) break;
    out.push(line);
    at += held.length;
  }
  const endings = new Map(before.map((_, k) => [before.slice(k).join(' '), k]));
  while (at < words.length) {
    const k = endings.get(words.slice(at).join(' '));
    if (k !== undefined && k >= out.length) return [...out, ...before.slice(k)];
    let line = words[at++]!;
    while (at < words.length && line.length + 1 + words[at]!.length <= width) line += ` ${words[at++]}`;
    out.push(line);
  }
  return out;
}

/** Words of `text` in lines of at most `width` characters (a longer word stands alone). */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

/** A Markdown post: `---`, the front matter, `---`, then the body. */
export function splitFrontMatter(text: string): { open: string; yaml: string; close: string; body: string } {
  const m = /^(---\r?\n)([\s\S]*?\r?\n)?(---\r?\n?)/.exec(text);
  if (!m) return { open: '', yaml: '', close: '', body: text };
  return { open: m[1]!, yaml: m[2] ?? '', close: m[3]!, body: text.slice(m[0].length) };
}

/** The post `text` with its front matter holding `data` and its body `body`, changing only what changed. */
export function patchPost(text: string | undefined, data: Json, body: string): string {
  if (!text) return `---\n${newYaml(data)}---\n\n${body.replace(/^\n+/, '')}`;
  const { open, yaml, close, body: oldBody } = splitFrontMatter(text);
  // The body as the editor gives it back has no leading blank line and may lack the last newline.
  const bodyOut = oldBody.trim() === body.trim() ? oldBody : `${oldBody.match(/^\n*/)?.[0] ?? ''}${body.trim()}\n`;
  return `${open}${patchYaml(yaml, data)}${close}${bodyOut}`;
}
