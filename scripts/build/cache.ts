/**
 * The build cache: outputs that depend only on their inputs (sharing images, compressed copies),
 * kept between builds in `node_modules/.cache/site/<step>/` (or `$SITE_CACHE_DIR/<step>/`) under
 * a hash of exactly what they depend on. Deleting the folder is always safe: a missing entry is
 * recomputed. Each entry starts with the SHA-256 of its own bytes, so a corrupt or half-written
 * entry is detected, removed and rebuilt, never served; entries are written to a temporary name
 * and renamed into place, so a reader never sees a partial file.
 */
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { cacheRoot } from '../paths.ts';

export { cacheRoot };

/** SHA-256 (hex) of the parts, each length-prefixed so that ('ab', 'c') and ('a', 'bc') differ. */
export function hashOf(...parts: (string | Uint8Array)[]): string {
  const hash = createHash('sha256');
  for (const part of parts) {
    const bytes = typeof part === 'string' ? Buffer.from(part) : part;
    hash.update(`${bytes.length}:`);
    hash.update(bytes);
  }
  return hash.digest('hex');
}

const DIGEST = 32;

export interface StepCache {
  readonly dir: string;
  /** The key of an output: the step's version (code, settings) and the inputs. */
  key(...inputs: (string | Uint8Array)[]): string;
  /** The stored bytes, or undefined when missing or damaged (a damaged entry is deleted). */
  get(key: string): Buffer | undefined;
  set(key: string, data: Uint8Array): void;
}

/**
 * One step's cache. `version` names everything the step's outputs depend on besides their own
 * inputs: the code that makes them, its settings, the fonts (hash them with `hashOf`).
 */
export function stepCache(step: string, version: string, root = cacheRoot()): StepCache {
  const dir = join(root, step);
  const file = (key: string) => join(dir, key.slice(0, 2), key);
  return {
    dir,
    key: (...inputs) => hashOf(version, ...inputs),
    get(key) {
      let stored: Buffer;
      try {
        stored = readFileSync(file(key));
      } catch {
        return undefined;
      }
      const data = stored.subarray(DIGEST);
      if (stored.length >= DIGEST && createHash('sha256').update(data).digest().equals(stored.subarray(0, DIGEST))) return data;
      rmSync(file(key), { force: true });
      return undefined;
    },
    set(key, data) {
      writeWhole(file(key), Buffer.concat([createHash('sha256').update(data).digest(), data]));
    },
  };
}

/**
 * Writes `file` under a temporary name (ending in `.tmp`), then renames it into place: a reader sees
 * the old file or the new one, never a part of one.
 */
export function writeWhole(file: string, data: string | Uint8Array): void {
  mkdirSync(dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  writeFileSync(temporary, data);
  renameSync(temporary, file);
}

/** Hash of source files (the code that makes a step's outputs), for a step's version. */
export const filesHash = (...files: string[]) => hashOf(...files.map((f) => readFileSync(f)));

/** Every file under `dir` (recursively), relative to it, '/'-separated and sorted; none when it does not exist. */
export function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => relative(dir, join(e.parentPath, e.name)).split(sep).join('/'))
    .sort();
}

/** A file's size and modification time, or null when it does not exist. */
export interface Stamp {
  size: number;
  mtimeMs: number;
}

export function stampOf(path: string): Stamp | null {
  try {
    const { size, mtimeMs } = statSync(path);
    return { size, mtimeMs };
  } catch {
    return null;
  }
}

/** Whether two stamps name the same state of a file (both missing counts as the same). */
export const sameStamp = (a: Stamp | null | undefined, b: Stamp | null | undefined): boolean =>
  !a || !b ? !a && !b : a.size === b.size && a.mtimeMs === b.mtimeMs;

/** Same size and the same modification time within a millisecond (a copy made by `copyKept`: utimes takes seconds as a double). */
const sameCopy = (a: Stamp, b: Stamp | null) => !!b && a.size === b.size && Math.abs(a.mtimeMs - b.mtimeMs) < 1;

/**
 * Copies `from` to `to` unless `to` is already the copy an earlier call made of that file (same
 * size, same time); the copy takes `from`'s modification time. A file left as it was keeps its
 * time, so the next steps (the compression index, the sharing images' index) skip it as well.
 * Returns whether it copied.
 */
export function copyKept(from: string, to: string): boolean {
  const source = statSync(from);
  if (sameCopy(source, stampOf(to))) return false;
  mkdirSync(dirname(to), { recursive: true });
  copyFileSync(from, to);
  utimesSync(to, source.atimeMs / 1000, source.mtimeMs / 1000);
  return true;
}

/**
 * An index a step keeps of the files it left in a folder (`<cache>/<step>/<hash of the folder>.json`),
 * so that its next run can skip what is as it left it: `read` gives {} when there is none or it is
 * damaged; `write` replaces it whole, under a temporary name then renamed.
 */
export function folderIndex<T>(step: string, folder: string, root = cacheRoot()) {
  const file = join(root, step, `${hashOf(folder).slice(0, 24)}.json`);
  return {
    read(): Record<string, T> {
      try {
        return JSON.parse(readFileSync(file, 'utf8')) as Record<string, T>;
      } catch {
        return {};
      }
    },
    write(index: Record<string, T>): void {
      writeWhole(file, JSON.stringify(index));
    },
  };
}
