/**
 * Errors that never crash: the real content files, changed at random the way hurried
 * editing changes them (lines deleted, indented, joined or swapped, tabs, keys renamed,
 * values of the wrong type, stray quotes and brackets), checked in memory a few hundred
 * times with a fixed seed. Every run must end in a catalogue or in problems that each name
 * a content file, a line inside it and a column; never in an exception.
 */
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildCatalogue, contentPaths, formatProblems } from '../../catalogue/index.ts';
import { listFiles, UNEXPECTED } from '../../catalogue/load.ts';

// MUTATION_RUNS and MUTATION_SEED explore further (e.g. MUTATION_RUNS=3000 MUTATION_SEED=7 npx vitest run tests/unit/mutation.test.ts).
const RUNS = Number(process.env.MUTATION_RUNS ?? 60);
const SEED = Number(process.env.MUTATION_SEED ?? 20260305);

/** Small fast PRNG (mulberry32): the same seed gives the same edits on every machine. */
function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, int: (n: number) => Math.floor(next() * n), pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]! };
}

type Rng = ReturnType<typeof random>;

const VALUES = [
  '42',
  '-1',
  '3.5',
  'true',
  'null',
  '',
  '[]',
  '{}',
  '[a, b]',
  '{a: 1}',
  '"quoted',
  "'single",
  'x'.repeat(400),
  '/no-such-page',
  '/images/none.svg',
  '2026-02-30',
  'http://example.com',
  '*ref',
  '&anchor',
  '!!binary aGk=',
  '|',
  '>-',
  '~',
  '@',
  '`tick`',
  '- item',
  'a: b: c',
  '#comment',
];
const KEYS = [
  'type',
  'route',
  'meta',
  'title',
  'items',
  'href',
  'src',
  'image',
  'heading',
  'sections',
  'include',
  'canonical',
  'titel',
  'itmes',
  'hedaing',
  '$schema',
  '__proto__',
  'constructor',
  'toString',
  '0',
  '-',
];
const STRAYS = [':', '"', "'", '[', ']', '{', '}', '*', '&', '!', '#', '|', '>', '%', '@', '`', '-', '? ', ': ', ' #', '\t', '\r', '\u00a0', '\ufeff'];

/** One random edit of a file's lines; returns a short description of it. */
function mutate(lines: string[], rng: Rng): string {
  if (lines.length === 0) lines.push('');
  const i = rng.int(lines.length);
  const line = lines[i]!;
  const indent = /^\s*/.exec(line)![0];
  const kind = rng.int(16);
  switch (kind) {
    case 0:
      lines.splice(i, 1);
      return `delete line ${i + 1}`;
    case 1:
      lines.splice(i, 0, line);
      return `duplicate line ${i + 1}`;
    case 2: {
      const j = Math.min(lines.length - 1, i + 1);
      [lines[i], lines[j]] = [lines[j]!, lines[i]!];
      return `swap lines ${i + 1} and ${j + 1}`;
    }
    case 3:
      lines[i] = ' '.repeat(1 + rng.int(4)) + line;
      return `indent line ${i + 1}`;
    case 4:
      lines[i] = line.replace(/^ {1,4}/, '');
      return `dedent line ${i + 1}`;
    case 5:
      lines[i] = `\t${line.replace(/^ {2}/, '')}`;
      return `tab at line ${i + 1}`;
    case 6: {
      const value = rng.pick(VALUES);
      lines[i] = line.includes(': ') ? line.replace(/: .*$/, `: ${value}`) : `${line} ${value}`;
      return `value ${JSON.stringify(value)} at line ${i + 1}`;
    }
    case 7: {
      const key = rng.pick(KEYS);
      lines[i] = line.replace(/^(\s*(?:- )?)[^\s:]+:/, `$1${key}:`);
      return `key ${key} at line ${i + 1}`;
    }
    case 8: {
      const stray = rng.pick(STRAYS);
      const at = rng.int(line.length + 1);
      lines[i] = line.slice(0, at) + stray + line.slice(at);
      return `insert ${JSON.stringify(stray)} at ${i + 1}:${at + 1}`;
    }
    case 9:
      if (i + 1 < lines.length) lines.splice(i, 2, `${line} ${lines[i + 1]!.trim()}`);
      return `join lines ${i + 1} and ${i + 2}`;
    case 10:
      lines.splice(i);
      return `cut the file after line ${i}`;
    case 11:
      lines[i] = line.replace(/^(\s*)- /, '$1') === line ? line.replace(/^(\s*)/, '$1- ') : line.replace(/^(\s*)- /, '$1');
      return `toggle the dash at line ${i + 1}`;
    case 12:
      lines.splice(i, 0, `${indent}${rng.pick(KEYS)}: ${rng.pick(VALUES)}`);
      return `insert a key at line ${i + 1}`;
    case 13: {
      const j = rng.int(lines.length);
      const [moved] = lines.splice(i, 1);
      lines.splice(j, 0, moved!);
      return `move line ${i + 1} to ${j + 1}`;
    }
    case 14:
      lines[i] = line.replace(/\S.*$/, (rest) => rest.split('').reverse().join(''));
      return `reverse line ${i + 1}`;
    default:
      lines.splice(i, 0, rng.pick(['---', '...', '%YAML 1.2', '? complex', '<<: *base', '- orphan', '']));
      return `insert a directive or marker at line ${i + 1}`;
  }
}

// Nearly every run is a file that does not parse, where the indentation repair search
// (catalogue/indentation.ts) tries up to 200 edits of it: allow for that on a shared machine.
describe('random edits of the real content never crash the validator', () => {
  it(`${RUNS} seeded runs end in success or in located problems`, { timeout: Math.max(300_000, RUNS * 1000) }, () => {
    const root = process.cwd();
    const paths = contentPaths(root);
    const files = [paths.siteFile, ...listFiles(paths.pagesDir, '.yaml').filter((f) => !relative(root, f).includes('_tmp'))];
    const original = new Map(files.map((f) => [f, readFileSync(f, 'utf8')]));
    const rng = random(SEED);
    const outcomes = { valid: 0, problems: 0 };
    const failures: string[] = [];
    const started = performance.now();

    for (let run = 0; run < RUNS; run++) {
      const file = rng.pick(files);
      const lines = original.get(file)!.split('\n');
      const edits = Array.from({ length: 1 + rng.int(3) }, () => mutate(lines, rng));
      const text = lines.join('\n');
      const overlay = new Map([[file, text]]);
      const where = `run ${run} (${relative(root, file)}: ${edits.join('; ')})`;
      try {
        const { catalogue, problems } = buildCatalogue(contentPaths(root, { files: overlay }));
        if (catalogue) {
          outcomes.valid++;
          continue;
        }
        outcomes.problems++;
        if (problems.length === 0) failures.push(`${where}: no catalogue and no problem`);
        formatProblems(problems);
        for (const p of problems) {
          const content = overlay.get(join(root, p.file)) ?? original.get(join(root, p.file)) ?? safeRead(join(root, p.file));
          const lineCount = content === undefined ? 0 : content.split('\n').length;
          const located = content !== undefined && Number.isInteger(p.line) && p.line >= 1 && p.line <= lineCount && Number.isInteger(p.col) && p.col >= 1;
          if (!located || typeof p.message !== 'string' || p.message.trim() === '' || p.message.startsWith(UNEXPECTED))
            failures.push(`${where}: ${p.file}:${p.line}:${p.col} ${p.message} (file has ${lineCount} lines)`);
        }
      } catch (error) {
        failures.push(`${where}: threw ${(error as Error).stack ?? String(error)}`);
      }
    }

    const seconds = (performance.now() - started) / 1000;
    console.log(`${RUNS} mutation runs in ${seconds.toFixed(1)} s: ${outcomes.valid} still valid, ${outcomes.problems} with located problems`);
    expect(failures.slice(0, 10).join('\n\n')).toBe('');
    // The edits are real mistakes most of the time: a run that finds none would prove nothing.
    expect(outcomes.problems).toBeGreaterThan(RUNS / 2);
  });
});

function safeRead(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}
