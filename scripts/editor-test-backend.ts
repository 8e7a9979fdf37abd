import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/**
 * The browser editor's test backend (Sveltia CMS's "Work with Test Repository") keeps its files in
 * the origin's private file system, in one folder. The editor's browser tests and its benchmarks
 * (`npm run bench:editor-typing`, `bench:editor-tab`: scripts/bench/editor.ts) put this
 * repository's content there before they open /admin/.
 */

/**
 * The repository's content by path (pages-data/ and site.config.yaml), as the test backend reads it;
 * `edits` changes a file's text on the way (a page as content staff might have left it).
 */
export function testBackendFiles(root: string, edits: Record<string, (text: string) => string> = {}): Record<string, string> {
  const content = readdirSync(join(root, 'pages-data'), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'));
  return Object.fromEntries([...content, 'site.config.yaml'].map((f) => [f, (edits[f] ?? String)(readFileSync(join(root, f), 'utf8'))]));
}

/**
 * Run in a page of the site's origin (`page.evaluate(intoTestBackend, files)`): the test backend's
 * folder emptied, then filled with `content` (a text, or a file's bytes in base64). Self-contained,
 * as a function the browser runs must be.
 */
export const intoTestBackend = async (content: Record<string, string | { base64: string }>): Promise<void> => {
  const root = await navigator.storage.getDirectory();
  await root.removeEntry('sveltia-cms-test', { recursive: true }).catch(() => undefined);
  const base = await root.getDirectoryHandle('sveltia-cms-test', { create: true });
  for (const [path, text] of Object.entries(content)) {
    const parts = path.split('/');
    let dir = base;
    for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part, { create: true });
    const writable = await (await dir.getFileHandle(parts.at(-1)!, { create: true })).createWritable();
    await writable.write(typeof text === 'string' ? text : Uint8Array.from(atob(text.base64), (c) => c.charCodeAt(0)));
    await writable.close();
  }
};
