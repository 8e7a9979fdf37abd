import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Document, type Node } from 'yaml';
import type { Problem } from './problems.ts';

/** A parsed YAML file that can point back at the line and column of any path inside it. */
export interface YamlSource {
  file: string;
  doc: Document.Parsed;
  lineCounter: LineCounter;
  /** Added to every line (front matter inside a Markdown file starts after `---`). */
  lineOffset: number;
}

export function parseYaml(file: string, text: string, lineOffset = 0): { source: YamlSource; problems: Problem[] } {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  const source: YamlSource = { file, doc, lineCounter, lineOffset };
  const problems: Problem[] = [...doc.errors, ...doc.warnings].map((e) => {
    const unclosed = /Missing closing (["'])/.exec(e.message);
    const at = unclosed ? openingQuote(text, e.pos[0], unclosed[1]!) : e.pos[0];
    const pos = lineCounter.linePos(at);
    const message = unclosed ? `YAML syntax: this quoted text is never closed; add the closing ${unclosed[1]}` : yamlMessage(e.code, e.message);
    return { file, line: pos.line + lineOffset, col: pos.col, field: '', message };
  });
  if (text.includes('\t') && /^\t/m.test(text)) {
    const index = text.search(/^\t/m);
    const pos = lineCounter.linePos(index);
    if (!problems.some((p) => p.line === pos.line + lineOffset)) {
      problems.push({ file, line: pos.line + lineOffset, col: 1, field: '', message: 'YAML syntax: a tab is used for indentation; indent with spaces' });
    }
  }
  return { source, problems };
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

function yamlMessage(code: string, message: string): string {
  const first = message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '');
  switch (code) {
    case 'DUPLICATE_KEY':
      return 'YAML syntax: this key appears twice in the same block; keep one';
    case 'TAB_AS_INDENT':
      return 'YAML syntax: a tab is used for indentation; indent with spaces';
    case 'BAD_INDENT':
    case 'MISSING_CHAR':
    case 'UNEXPECTED_TOKEN':
      return `YAML syntax: ${first} (check the indentation and the line before)`;
    default:
      return `YAML syntax: ${first}`;
  }
}

/**
 * Line and column of `path`, or of the nearest enclosing node that exists
 * (a missing field is reported at the block that should hold it).
 * With `atKey`, points at the key of the last path element (for unknown keys).
 */
export function locate(source: YamlSource, path: readonly PropertyKey[], atKey = false): { line: number; col: number } {
  let node: unknown = source.doc.contents;
  let offset = rangeStart(node) ?? 0;
  for (let i = 0; i < path.length; i++) {
    const key = path[i];
    if (isMap(node)) {
      const pair = node.items.find((p) => (isScalar(p.key) ? p.key.value : p.key) === key);
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
  const pos = source.lineCounter.linePos(offset);
  return { line: pos.line + source.lineOffset, col: pos.col };
}

function rangeStart(node: unknown): number | undefined {
  return (node as Node | null | undefined)?.range?.[0];
}
