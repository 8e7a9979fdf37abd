/**
 * What a change did to the built site: `npm run diff:dist -- <before>/client <after>/client`
 * lists the files only one side has and, for each file both have that differs, the first lines
 * that differ. Asset names carry a hash of their bytes; the names are compared with the hash
 * taken out (`app.Dx4kXJAl.js` → `app.#.js`), and in the text of every file too, so a
 * changed asset shows once, as itself, not in every page that links it.
 *
 * Build the commit before into another folder first, e.g.
 *   git worktree add /tmp/before <commit> && (cd /tmp/before && npm ci && npm run build)
 *   npm run build && npm run diff:dist -- /tmp/before/dist/client dist/client
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

const HASHED = /([.-])[A-Za-z0-9_-]{8,10}(\.(?:js|mjs|css|woff2|avif|webp|jpe?g|png|svg|gz|br)(?:\.(?:gz|br))?)\b/g;
const unhash = (text: string) => text.replace(HASHED, '$1#$2');

function files(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const entry of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    const file = join(dir, entry);
    if (statSync(file).isFile()) out.set(unhash(relative(dir, file).split(sep).join('/')), file);
  }
  return out;
}

const TEXT = /\.(html|js|mjs|css|json|xml|txt|svg|webmanifest|conf)$|_headers$|_redirects$/;

export interface DistDiff {
  onlyBefore: string[];
  onlyAfter: string[];
  changed: { file: string; lines: { before: string; after: string }[] }[];
  same: number;
}

/** Splits markup into one tag or text run per line, so a change shows as the element it is in. */
const lines = (text: string) => unhash(text).replace(/></g, '>\n<').split('\n');

export function diffDist(beforeDir: string, afterDir: string, maxLines = 6): DistDiff {
  const before = files(beforeDir);
  const after = files(afterDir);
  const result: DistDiff = { onlyBefore: [], onlyAfter: [], changed: [], same: 0 };
  for (const name of before.keys()) if (!after.has(name)) result.onlyBefore.push(name);
  for (const name of after.keys()) if (!before.has(name)) result.onlyAfter.push(name);
  for (const [name, file] of after) {
    const other = before.get(name);
    if (!other || /\.(gz|br)$/.test(name)) continue;
    const a = readFileSync(other);
    const b = readFileSync(file);
    if (a.equals(b)) {
      result.same++;
      continue;
    }
    if (!TEXT.test(name)) {
      result.changed.push({ file: name, lines: [{ before: `${a.length} bytes`, after: `${b.length} bytes` }] });
      continue;
    }
    const la = lines(a.toString('utf8'));
    const lb = lines(b.toString('utf8'));
    if (la.join('\n') === lb.join('\n')) {
      result.same++;
      continue;
    }
    const setA = new Set(la);
    const setB = new Set(lb);
    const removed = la.filter((l) => !setB.has(l));
    const added = lb.filter((l) => !setA.has(l));
    const n = Math.max(removed.length, added.length);
    const shown = Array.from({ length: Math.min(n, maxLines) }, (_, i) => ({ before: removed[i] ?? '', after: added[i] ?? '' }));
    result.changed.push({ file: name, lines: shown });
  }
  for (const list of [result.onlyBefore, result.onlyAfter]) list.sort();
  result.changed.sort((x, y) => x.file.localeCompare(y.file));
  return result;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [beforeDir, afterDir] = process.argv.slice(2);
  if (!beforeDir || !afterDir) {
    console.error('Usage: npm run diff:dist -- <before>/client <after>/client');
    process.exit(2);
  }
  const d = diffDist(beforeDir, afterDir);
  const cut = (s: string) => (s.length > 220 ? `${s.slice(0, 220)}…` : s);
  for (const f of d.onlyBefore) console.log(`- ${f}`);
  for (const f of d.onlyAfter) console.log(`+ ${f}`);
  for (const { file, lines: changed } of d.changed) {
    console.log(`~ ${file}`);
    for (const { before, after } of changed) {
      if (before) console.log(`    - ${cut(before)}`);
      if (after) console.log(`    + ${cut(after)}`);
    }
  }
  console.log(`${d.same} files the same, ${d.changed.length} changed, ${d.onlyBefore.length} only before, ${d.onlyAfter.length} only after`);
}
