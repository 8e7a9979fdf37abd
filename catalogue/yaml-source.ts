import { isMap, isScalar, isSeq, LineCounter, parseDocument, visit, type Document, type Node, type YAMLMap } from 'yaml';
import type { Problem } from './problems.ts';
import { escapeRegExp } from './regex.ts';

/** A parsed YAML file that can point back at the line and column of any path inside it. */
export interface YamlSource {
  file: string;
  doc: Document.Parsed;
  lineCounter: LineCounter;
  /** Added to every line (front matter inside a Markdown file starts after `---`). */
  lineOffset: number;
  /** The text parsed (offsets of nodes point into it). */
  text: string;
  /** Where its nodes start, when the parse cache kept them: `locate` reads these instead of the document. */
  spots?: NodeSpots;
}

/**
 * Where each node of a parsed file starts, by its path: what `locate` reads of the document, kept
 * by the parse cache (scripts/build/parsed-store.ts) so that locating a line needs no parse.
 */
export interface NodeSpots {
  /** The start of every line, as the parser's line counter has them. */
  lines: number[];
  /** By path (the JSON of its keys: a map's key as its scalar's value, a list's index), the node's kind and where it and its key start. */
  nodes: Map<string, { kind: 'map' | 'seq' | 'other'; start?: number; key?: number }>;
}

export function spotsOf(source: YamlSource): NodeSpots {
  const nodes: NodeSpots['nodes'] = new Map();
  const visitNode = (node: unknown, path: unknown[], key?: number) => {
    nodes.set(JSON.stringify(path), { kind: isMap(node) ? 'map' : isSeq(node) ? 'seq' : 'other', start: rangeStart(node), key });
    if (isMap(node)) {
      // As pairOf finds a pair: the first whose key is a scalar of that value.
      for (const pair of node.items) {
        if (!isScalar(pair.key)) continue;
        const child = JSON.stringify([...path, pair.key.value]);
        if (!nodes.has(child)) visitNode(pair.value, [...path, pair.key.value], rangeStart(pair.key));
      }
    } else if (isSeq(node)) for (const [i, item] of node.items.entries()) visitNode(item, [...path, i]);
  };
  visitNode(source.doc.contents, []);
  return { lines: [...source.lineCounter.lineStarts], nodes };
}

/**
 * A source whose document is parsed only when something reads it (a check that walks the nodes,
 * a problem zod found): for a file whose data came from the parse cache (scripts/build/parsed-store.ts),
 * which parsed without a problem before. With `spots`, lines are located without parsing.
 */
export function lazySource(file: string, text: string, lineOffset = 0, spots?: NodeSpots): YamlSource {
  let parsed: YamlSource | undefined;
  let lines: LineCounter | undefined;
  const parse = () => {
    parsed ??= parseYaml(file, text, lineOffset).source;
    return parsed;
  };
  return {
    file,
    lineOffset,
    text,
    spots,
    get doc() {
      return parse().doc;
    },
    get lineCounter() {
      if (!spots) return parse().lineCounter;
      if (!lines) {
        lines = new LineCounter();
        lines.lineStarts.push(...spots.lines);
      }
      return lines;
    },
  };
}

/** The message at each line indented with a tab. */
export const TAB_INDENT = 'YAML syntax: a tab is used for indentation; indent with spaces';

/** A space YAML reads as text, pasted with its line from a document or a web page (a no-break space, and its kin). */
const TEXT_SPACE = /[\u00a0\u2007\u202f\u3000]/;

/** The indentation of a key or a list item that holds such spaces (to its first character). */
export const TEXT_SPACE_INDENTED = new RegExp(String.raw`^[ \t]*${TEXT_SPACE.source}[ \t\p{Zs}]*(?=- |[\w$-]+:(?:\s|$))`, 'gmu');

/** The message at each key or list item indented with such spaces. */
export const TEXT_SPACE_INDENT =
  'YAML syntax: this line is indented with no-break spaces (copied from a document or a web page), which YAML reads as text; type its indentation again with ordinary spaces';

/** The bullet signs a list pasted from a document keeps (its items' marks in YAML and in a post's Markdown are "- "). */
export const BULLET_SIGNS = '•●◦▪▫■□‣∙·';

const PASTED_ITEM = new RegExp(String.raw`^\s*(?:([${BULLET_SIGNS}])\s*|([–—*])\s+)(\S.*)?$`, 'u');

/**
 * The sign a list pasted from a document or a chat keeps before an item ("• WhatsApp", "– doctor
 * SEO", "* Reels"), which YAML reads as text, and the item's words. A dash or an asterisk counts
 * only with a space after it ("–5%" and "*ref" are something else).
 */
export function pastedBullet(line: string): { sign: string; words: string } | undefined {
  const m = PASTED_ITEM.exec(line);
  return m ? { sign: (m[1] ?? m[2])!, words: m[3]?.trim() ?? '' } : undefined;
}

/** What to write for an item pasted with its bullet sign. */
const bulletMessage = ({ sign, words }: { sign: string; words: string }) =>
  `YAML syntax: a list's items start with - and a space, not ${sign}: write - ${words || '…'}`;

export function parseYaml(file: string, text: string, lineOffset = 0): { source: YamlSource; problems: Problem[] } {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  const source: YamlSource = { file, doc, lineCounter, lineOffset, text };
  const at = (offset: number, message: string, col?: number): Problem => {
    const pos = lineCounter.linePos(offset);
    return { code: 'yaml-syntax', file, line: pos.line + lineOffset, col: col ?? pos.col, field: '', message };
  };
  let problems: Problem[] = [...doc.errors, ...doc.warnings].map((e) => {
    const unclosed = /Missing closing (["'])/.exec(e.message);
    if (unclosed) return at(openingQuote(text, e.pos[0], unclosed[1]!), `YAML syntax: this quoted text is never closed; add the closing ${unclosed[1]}`);
    // A pasted bullet sign is told at the sign, once however many errors the parser finds on its line.
    const lineStart = text.lastIndexOf('\n', e.pos[0] - 1) + 1;
    const sign = pastedBullet(text.slice(lineStart).split('\n', 1)[0]!) ? /\S/.exec(text.slice(lineStart))!.index : undefined;
    return at(sign === undefined ? e.pos[0] : lineStart + sign, yamlMessage(e.code, e.message, text, e.pos[0], lineOffset));
  });
  problems = problems.filter((p, i) => problems.findIndex((q) => q.line === p.line && q.col === p.col && q.message === p.message) === i);
  // A value starting with * is read as a reference to an anchor (&name): content files have none.
  if (/(^|[\s[{,:-])\*/m.test(text))
    visit(doc, {
      Alias(_, node) {
        const offset = node.range?.[0] ?? 0;
        const value = text
          .slice(offset)
          .split('\n', 1)[0]!
          .replace(/\s+#.*$/, '')
          .trim();
        // An item pasted with "* " for its dash is not a reference at all.
        const lineStart = text.lastIndexOf('\n', offset - 1) + 1;
        const bullet = text.slice(lineStart, offset).trim() === '' ? pastedBullet(value) : undefined;
        const alias = at(
          offset,
          bullet
            ? bulletMessage(bullet)
            : `YAML syntax: a value starting with * must be in quotes, e.g. "${value.replace(/"/g, '\\"')}" (YAML reads it as a reference)`,
        );
        // What the parser makes of the rest of that line follows from the same mistake.
        problems = [...problems.filter((p) => p.line !== alias.line), alias];
      },
    });
  const lines = text.split('\n');
  // Tab indentation confuses everything after it: report each such line, not what follows from it.
  const tabLines = [
    ...[...text.matchAll(/^[ ]*\t[ \t]*(?=\S)/gm)].map((m) => at(m.index + m[0].indexOf('\t'), TAB_INDENT)),
    // A key or an item indented with no-break spaces: as a tab, it confuses what follows.
    ...[...text.matchAll(TEXT_SPACE_INDENTED)].map((m) => at(m.index + m[0].search(TEXT_SPACE), TEXT_SPACE_INDENT)),
  ].sort((a, b) => a.line - b.line);
  if (tabLines.length > 0) {
    const first = tabLines[0]!.line;
    // The line above a tab-indented one is read as having a value that goes on ("the next line is
    // indented further"): that message is about the tab too.
    let above = first - 1 - lineOffset;
    while (above > 1 && /^\s*(#.*)?$/.test(lines[above - 1]!)) above--;
    const fromTab = (p: Problem) => p.line >= first || (p.line === above + lineOffset && /the next line/.test(p.message));
    problems = [...problems.filter((p) => !fromTab(p)), ...tabLines];
  }
  // A hashtag as an item of a list in [ ] ("tags: [#LocalSEO, Jaipur]"): YAML reads it as a comment
  // that hides the rest of the line and its ]. One message at the #, not the parser's two.
  const hashtags = lines.flatMap((line, i) => {
    const m = /^([^#\n]*?\[(?:[^\]#\n]*,)?\s*)(#[^,\]\s]*)/.exec(line);
    // (Not inside a quoted item: ["#a", b] is a list.)
    if (!m || /[[,]\s*["']/.test(m[1]!)) return [];
    const offset = lineCounter.lineStarts[i]!;
    // The list as written, without a comment after its ] ("[Video, #Ajmer]  # our tags").
    const written = line.slice(line.indexOf('[')).replace(/(\])\s+#[^\]]*$/, '$1');
    const list = written.replace(/(?<=[[,]\s*)(#[^,\]]*?)(?=\s*(?:[,\]]|$))/g, '"$1"');
    const closed = list.trimEnd().endsWith(']') ? list.trimEnd() : `${list.trimEnd()}]`;
    const told = at(
      offset + m[1]!.length,
      `YAML syntax: ${m[2]} starts a comment in YAML, which hides the rest of the line and its ]: put it in quotes, e.g. ${closed}`,
    );
    // (A list in [ ] that goes on to the next line may hold a comment: only where the parser stumbled.)
    return problems.some((p) => p.line === told.line || p.line === told.line + 1) ? [told] : [];
  });
  if (hashtags.length > 0) {
    const hidden = (p: Problem) => hashtags.some((h) => p.line === h.line || (p.line === h.line + 1 && /is not closed/.test(p.message)));
    problems = [...problems.filter((p) => !hidden(p)), ...hashtags].sort((a, b) => a.line - b.line || a.col - b.col);
  }
  // Two commas with nothing between them in a list in [ ] ("[Local SEO, , Jaipur]"), or one first ("[, Video]").
  problems = problems.map((p) => {
    if (!/Unexpected , in flow sequence/.test(p.message)) return p;
    const before = (lines[p.line - 1 - lineOffset] ?? '').slice(0, p.col - 1).trimEnd();
    return {
      ...p,
      message: before.endsWith('[')
        ? 'YAML syntax: a comma with nothing before it in a list in [ ]; remove it'
        : 'YAML syntax: two commas with nothing between them in a list in [ ]; remove one',
    };
  });

  // A new list item written without its dash repeats every key of the item above: the message on
  // its first key names the dash; its other keys' "keep one" would tell staff to delete them.
  const newItems = problems.filter((p) => p.message === NEW_ITEM_WITHOUT_DASH);
  if (newItems.length > 0) {
    const indentAt = (line: number) => {
      const t = lines[line - 1 - lineOffset] ?? '';
      return t.trim() === '' ? Infinity : t.length - t.trimStart().length;
    };
    const sameItem = (p: Problem) =>
      newItems.some((n) => {
        if (p === n || p.col !== n.col || p.line <= n.line || p.message !== DUPLICATE_KEY) return false;
        for (let l = n.line + 1; l < p.line; l++) if (indentAt(l) < n.col - 1) return false;
        return true;
      });
    problems = problems.filter((p) => !sameItem(p));
  }
  // A key written twice where the second follows a key with nothing after its colon (`cta:`, then
  // `heading:` at cta's own level): more often one of that block's keys not indented under it than
  // a line to delete.
  problems = problems.map((p) => {
    if (p.message !== DUPLICATE_KEY) return p;
    // The parser places it where the node before the key ends: after an empty value, at the end of
    // that key's line. The key written twice is the next line that is not blank or a comment.
    let i = p.line - 1 - lineOffset;
    const rest = (lines[i] ?? '').slice(p.col - 1).trim();
    if (rest === '' || rest.startsWith('#')) while (i + 1 < lines.length && /^\s*(#.*)?$/.test(lines[++i]!));
    const under = emptyKeyAbove(lines, i);
    if (!under) return p;
    return {
      ...p,
      line: i + 1 + lineOffset,
      col: lines[i]!.length - lines[i]!.trimStart().length + 1,
      message: `${DUPLICATE_KEY.replace(/; keep one$/, '')}; if it belongs under ${under.key}: (line ${under.line + 1 + lineOffset}), indent it two spaces more, with the lines after it that do too; else keep one`,
    };
  });
  // One message per place (the parser may give two for one mistake).
  const seen = new Set<string>();
  problems = problems.filter((p) => {
    const key = `${p.line}:${p.col}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return { source, problems };
}

const DUPLICATE_KEY = 'YAML syntax: this key appears twice in the same block; keep one';
const NEW_ITEM_WITHOUT_DASH =
  'YAML syntax: this key appears twice in the same block; if it starts a new item of the list, put "- " before it, in line with the "- " above; else keep one';

/**
 * The key with nothing after its colon (`cta:`) that the key line `i` follows at the same indent,
 * over other keys of that level (`cta:`, `text: …`, then `heading: …`); not past the key's first
 * place (then it is written twice in one block), a line indented less or a blank line.
 */
function emptyKeyAbove(lines: readonly string[], i: number): { key: string; line: number } | undefined {
  const indent = (line: string) => line.length - line.trimStart().length;
  const here = indent(lines[i] ?? '');
  const key = /^\s*([^:#\s][^:]*):/.exec(lines[i] ?? '')?.[1];
  for (let j = i - 1; j >= 0; j--) {
    const line = lines[j]!;
    if (line.trim() === '' || indent(line) < here) return undefined;
    if (indent(line) > here || line.trimStart().startsWith('#')) continue;
    const m = /^\s*([^:#\s][^:]*):(.*)$/.exec(line);
    if (!m || m[1] === key) return undefined;
    if (/^\s*(#.*)?$/.test(m[2]!)) return { key: m[1]!, line: j };
  }
  return undefined;
}

/**
 * True when the key at `offset` is the first key of the list item it stands in (`question:` under
 * `- question:`): repeated there, it is most often a new item written without its dash.
 */
function startsListItem(text: string, offset: number): boolean {
  const lines = text.slice(0, offset).split('\n');
  const indent = (line: string) => line.length - line.trimStart().length;
  const current = text.slice(offset - (lines.at(-1)?.length ?? 0)).split('\n', 1)[0]!;
  const here = indent(current);
  const key = /^\s*([^:#\s][^:]*):/.exec(current)?.[1];
  for (const line of lines.slice(0, -1).reverse()) {
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    if (indent(line) === here - 2 && line.trimStart().startsWith('- ')) return key !== undefined && line.trimStart().startsWith(`- ${key}:`);
    if (indent(line) < here) return false;
  }
  return false;
}

/** Offset of the quote that opened an unclosed string: the last line before `end` with an odd number of them. */
function openingQuote(text: string, end: number, quote: string): number {
  const lines = text.slice(0, end).split('\n');
  let offset = end - (lines.at(-1)?.length ?? 0);
  for (let i = lines.length - 1; i >= 0; i--) {
    const line = lines[i]!;
    if (i < lines.length - 1) offset -= line.length + 1;
    if ((line.split(quote).length - 1) % 2 === 1) return offset + line.indexOf(quote);
  }
  return end;
}

/**
 * The last line (0-based) of the plain value that `key: value` (or `- key: value`) on `lines[i]`
 * starts: the lines under it indented further that are not a key or an item of their own (such a
 * line is more likely out of place), and not a comment.
 */
export function plainValueEnd(lines: readonly string[], i: number): number {
  const keyColumn = /^\s*(?:-\s+)?/.exec(lines[i] ?? '')![0].length;
  let last = i;
  for (let j = i + 1; j < lines.length; j++) {
    const line = lines[j]!;
    if (line.trim() === '') continue;
    if (line.length - line.trimStart().length <= keyColumn || /^\s*(#|- |-$|[\w-]+:(\s|$))/.test(line)) break;
    last = j;
  }
  return last;
}

function yamlMessage(code: string, message: string, text: string, offset: number, lineOffset: number): string {
  const first = message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '');
  const lineText = text.slice(text.lastIndexOf('\n', offset - 1) + 1).split('\n', 1)[0]!;
  // A list pasted from a document keeps its bullet signs (• WhatsApp), which YAML reads as text.
  const bullet = pastedBullet(lineText);
  if (bullet && bullet.sign !== '*') return bulletMessage(bullet);
  // Text after ">-" or "|" on the key's own line: the block's text starts on the line under it.
  const block = /:\s+([>|][+-]?\d*)[ \t]+([^#\s].*?)\s*$/.exec(lineText);
  if (block)
    return `YAML syntax: the text of a ${block[1]} value goes on the lines under it, indented further than its key: move "${block[2]!.length > 40 ? `${block[2]!.slice(0, 37)}…` : block[2]}" to the next line${/[+-]/.test(block[1]!) ? '' : ` (or, if ${block[1]} is part of the text, put the whole value in quotes)`}`;
  switch (code) {
    case 'DUPLICATE_KEY':
      return startsListItem(text, offset) ? NEW_ITEM_WITHOUT_DASH : DUPLICATE_KEY;
    case 'TAB_AS_INDENT':
      return TAB_INDENT;
    case 'BLOCK_AS_IMPLICIT_KEY':
    case 'MULTILINE_IMPLICIT_KEY':
      if (/:\s.*:\s/.test(lineText) || /:\s.*:$/.test(lineText)) {
        // A value ending in a colon ("What clinics can expect:"): the colon alone is the trouble.
        if (!/:\s.*:\s/.test(lineText))
          return 'YAML syntax: this value ends with ":", which YAML reads as a new key; leave that colon out, or put the whole value in quotes';
        // A value that goes on to the lines under it: one pair of quotes around all of it.
        const lines = text.split('\n');
        const at = text.slice(0, offset).split('\n').length - 1;
        const end = plainValueEnd(lines, at);
        const curly = /[“”]/.test(lineText);
        const quotes = curly ? 'straight quotes ("…")' : 'quotes';
        const whole =
          end > at ? `the whole value, from here to the end of line ${end + 1 + lineOffset}, in one pair of ${quotes}` : `the whole value in ${quotes}`;
        return `YAML syntax: this value contains ": ", which YAML reads as a new key; put ${whole}${curly ? ': curly quotes “ ” are text to YAML' : ''}`;
      }
      return 'YAML syntax: the next line is indented further than this one; line it up with this key (or quote a value that goes on)';
    case 'MULTIPLE_DOCS':
      return 'YAML syntax: a line of --- starts a second document; a content file holds one (remove the ---)';
    case 'BAD_SCALAR_START':
      return `YAML syntax: a value cannot start with ${/character (\S+)/.exec(first)?.[1] ?? 'this character'}; put the whole value in quotes`;
    case 'MISSING_CHAR':
      if (/Sequence item without - indicator/.test(first))
        return 'YAML syntax: this line is indented differently from the lines around it; line it up with the other keys of its block';
      if (/Implicit map keys need to be followed by map values/.test(first)) return 'YAML syntax: a key without a colon; write key: value';
      return `YAML syntax: ${first} (check the indentation and the line before)`;
    case 'BAD_INDENT':
      if (/All mapping items must start at the same column/.test(first))
        return 'YAML syntax: keys of the same block must start at the same column; line this key up with the one above';
      if (/Flow (sequence|mapping)/.test(first))
        return `YAML syntax: a ${first.includes('sequence') ? 'list in [ ]' : 'block in { }'} is not closed; end it with ${first.includes('sequence') ? ']' : '}'} on the same line`;
      return `YAML syntax: ${first} (check the indentation and the line before)`;
    case 'UNEXPECTED_TOKEN':
      if (/Unexpected scalar at node end/.test(first))
        return `YAML syntax: text after a closing quote (a value in quotes ends at its next quote): put the whole value in quotes, with single quotes inside double ones ("Maps for 'Jaipur' clinics"), or leave the quotes out`;
      return `YAML syntax: ${first} (check the indentation and the line before)`;
    default:
      return `YAML syntax: ${first}`;
  }
}

/** The key–value pair of a YAML map whose key is `key`. */
const pairOf = (map: YAMLMap, key: PropertyKey | undefined) => map.items.find((p) => (isScalar(p.key) ? p.key.value : p.key) === key);

/**
 * The part of `path` that the file spells out: a schema may read a plain value as an object (a
 * phone written as one line is read as `{ display }`), and a message about it names the line the
 * editor wrote, not a field they never saw.
 */
export function writtenPath(source: YamlSource, path: readonly PropertyKey[]): readonly PropertyKey[] {
  let node: unknown = source.doc.contents;
  for (let i = 0; i < path.length; i++) {
    if (isScalar(node)) return path.slice(0, i);
    const key = path[i];
    if (isMap(node)) node = pairOf(node, key)?.value;
    else if (isSeq(node) && typeof key === 'number') node = node.items[key];
    else return path;
    if (node === undefined) return path;
  }
  return path;
}

/**
 * Line and column of `path`, or of the nearest enclosing node that exists
 * (a missing field is reported at the block that should hold it).
 * With `atKey`, points at the key of the last path element (for unknown keys).
 */
export function locate(source: YamlSource, path: readonly PropertyKey[], atKey = false): { line: number; col: number } {
  return lineCol(source, offsetOf(source, path, atKey));
}

/**
 * Line and column of `text` in the value at `path`, which holds it at `index` of what it reads, the
 * `nth` time (from 0) it is written there: written there as it reads (not through an escape), it is
 * in the file that many times after the value's start, no earlier than `index` characters after it
 * and not much later (quotes, a block's indent), its spaces maybe folded onto the next line; else
 * the value's start.
 */
export function locateText(source: YamlSource, path: readonly PropertyKey[], text: string, index: number, nth = 0): { line: number; col: number } {
  const start = offsetOf(source, path, false);
  const near = (at: number) => at >= start + index && at - start <= 2 * (index + text.length) + 16;
  // The nth match of `pattern` from the value's start, counted as timesWritten (problems.ts) counts.
  const nthFrom = (pattern: RegExp) => {
    let at = start - 1;
    for (let n = 0; n <= nth; n++) {
      pattern.lastIndex = at + 1;
      const found = pattern.exec(source.text);
      if (!found) return -1;
      at = found.index;
    }
    return at;
  };
  // Its spaces maybe folded onto the next line (a block's `>`: a line break and an indent in the
  // file), one time as the other: each counted alike.
  const at = nthFrom(new RegExp(text.split(/\s+/).map(escapeRegExp).join('\\s+'), 'g'));
  return lineCol(source, near(at) ? at : start);
}

/** Where the node at `path` (or the nearest enclosing one that exists) starts in the text. */
function offsetOf(source: YamlSource, path: readonly PropertyKey[], atKey: boolean): number {
  if (source.spots) return offsetBySpots(source.spots, path, atKey);
  let node: unknown = source.doc.contents;
  let offset = rangeStart(node) ?? 0;
  for (let i = 0; i < path.length; i++) {
    const key = path[i];
    if (isMap(node)) {
      const pair = pairOf(node, key);
      if (!pair) break;
      const isLast = i === path.length - 1;
      if (isLast && atKey) {
        offset = rangeStart(pair.key) ?? offset;
        break;
      }
      node = pair.value;
      offset = rangeStart(pair.value) ?? rangeStart(pair.key) ?? offset;
    } else if (isSeq(node) && typeof key === 'number') {
      const item = node.items[key];
      if (item === undefined) break;
      node = item;
      offset = rangeStart(item) ?? offset;
    } else {
      break;
    }
  }
  return offset;
}

function lineCol(source: YamlSource, offset: number): { line: number; col: number } {
  const pos = source.lineCounter.linePos(offset);
  return { line: pos.line + source.lineOffset, col: pos.col };
}

/** `locate`'s walk, on the spots the parse cache kept instead of the document (the same offset: a test compares them on every content file). */
function offsetBySpots(spots: NodeSpots, path: readonly PropertyKey[], atKey: boolean): number {
  const keys: unknown[] = [];
  let node = spots.nodes.get('[]');
  let offset = node?.start ?? 0;
  for (let i = 0; i < path.length; i++) {
    const key = path[i];
    const isMapKey = node?.kind === 'map' && typeof key !== 'symbol';
    if (!isMapKey && !(node?.kind === 'seq' && typeof key === 'number')) break;
    const child = spots.nodes.get(JSON.stringify([...keys, key]));
    if (!child) break;
    if (isMapKey && atKey && i === path.length - 1) {
      offset = child.key ?? offset;
      break;
    }
    node = child;
    offset = child.start ?? (isMapKey ? child.key : undefined) ?? offset;
    keys.push(key);
  }
  return offset;
}

function rangeStart(node: unknown): number | undefined {
  return (node as Node | null | undefined)?.range?.[0];
}
