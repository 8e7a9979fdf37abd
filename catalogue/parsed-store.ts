import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { deserialize, serialize } from 'node:v8';
import type { NodeSpots } from './yaml-source.ts';

/**
 * Parsed YAML kept between runs: the data of every content file that parsed without a problem,
 * under a hash of its text (and of the parser and the code that decides what a syntax problem
 * is), with where each of its nodes starts, so a build after one page changed parses that page
 * alone. A file read from here gets a source that locates lines from those spots and parses its
 * text only when a check walks its nodes (catalogue/yaml-source.ts lazySource). Given to the catalogue through
 * `ContentPaths.parsed` (scripts/validate.ts gives the build's cache); without it every file is parsed.
 */
export interface ParsedStore {
  /** The data of a text that parsed without a problem (a new copy on each call) and where its nodes start; undefined when not kept. */
  get(text: string, lineOffset: number): Kept | undefined;
  set(text: string, lineOffset: number, kept: Kept): void;
}

export interface Kept {
  data: unknown;
  spots: NodeSpots;
}

/** The parser's version and the code that parses and decides what a syntax problem is. */
function parserVersion(): string {
  const hash = createHash('sha256');
  hash.update((createRequire(import.meta.url)('yaml/package.json') as { version: string }).version);
  for (const file of ['./yaml-source.ts', './content-files.ts', './indentation.ts']) hash.update(readFileSync(new URL(file, import.meta.url)));
  return hash.digest('hex');
}

/**
 * A store kept in one file (`<cache>/parsed-yaml/store.bin`): read once, written by `save` when
 * this run parsed a text it lacked or left one unused. It keeps what this run used, so it holds
 * one site's files, not every version of them. Written under a temporary name and renamed; a file
 * that does not read back is ignored (every file is parsed, and it is written again).
 */
export function fileParsedStore(file: string): ParsedStore & { save(): void } {
  const version = parserVersion();
  let kept = new Map<string, Buffer>();
  try {
    const stored = deserialize(readFileSync(file)) as { version: string; entries: Map<string, Buffer> };
    if (stored.version === version && stored.entries instanceof Map) kept = stored.entries;
  } catch {
    // None yet, or unreadable: start empty.
  }
  const used = new Map<string, Buffer>();
  let added = false;
  const keyOf = (text: string, lineOffset: number) => createHash('sha256').update(`${lineOffset}\u0000`).update(text).digest('base64');
  return {
    get(text, lineOffset) {
      const key = keyOf(text, lineOffset);
      const bytes = used.get(key) ?? kept.get(key);
      if (!bytes) return undefined;
      used.set(key, bytes);
      try {
        return deserialize(bytes) as Kept;
      } catch {
        used.delete(key);
        return undefined;
      }
    },
    set(text, lineOffset, kept) {
      used.set(keyOf(text, lineOffset), serialize(kept));
      added = true;
    },
    save() {
      if (!added && used.size === kept.size) return;
      mkdirSync(dirname(file), { recursive: true });
      const temporary = `${file}.${process.pid}.tmp`;
      writeFileSync(temporary, serialize({ version, entries: used }));
      renameSync(temporary, file);
    },
  };
}
