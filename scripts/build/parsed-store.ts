/**
 * The parse cache: the data of every content file that parsed without a problem, with where each
 * of its nodes starts (catalogue/yaml-source.ts spotsOf), under a hash of its text and of the
 * parser and the code that decides what a syntax problem is, so a build after one page changed
 * parses that page alone. The catalogue takes it as `ContentPaths.parsed` (scripts/validate.ts
 * gives it); a file read from it gets a source that locates lines from those spots and parses its
 * text only when a check walks its nodes (lazySource). Without it every file is parsed.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { deserialize, serialize } from 'node:v8';
import type { Kept, ParsedStore } from '../../catalogue/content-files.ts';
import { filesHash, hashOf, writeWhole } from './cache.ts';

/** The parser's version and the code that parses and decides what a syntax problem is. */
function parserVersion(): string {
  const { version } = createRequire(import.meta.url)('yaml/package.json') as { version: string };
  const code = ['yaml-source.ts', 'content-files.ts', 'indentation.ts'].map((file) => fileURLToPath(new URL(`../../catalogue/${file}`, import.meta.url)));
  return hashOf(version, filesHash(...code));
}

/**
 * A store kept in one file (`<cache>/parsed-yaml/store.bin`): read once, written by `save` when
 * this run parsed a text it lacked or left one unused. It keeps what this run used, so it holds
 * one site's files, not every version of them. A file that does not read back is ignored (every
 * file is parsed, and it is written again).
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
    set(text, lineOffset, entry) {
      used.set(keyOf(text, lineOffset), serialize(entry));
      added = true;
    },
    save() {
      if (!added && used.size === kept.size) return;
      writeWhole(file, serialize({ version, entries: used }));
    },
  };
}
