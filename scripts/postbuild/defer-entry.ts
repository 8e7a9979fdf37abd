import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { minifySync } from 'vite';
import { EARLY_CLICKS } from '../../renderer/boot.ts';
import { builtFiles } from './html.ts';

const bootSource = fileURLToPath(new URL('../../renderer/boot-inline.ts', import.meta.url));
let compiled: string | undefined;

/**
 * The inline script that replaces the entry's tag (one text on every page: one CSP hash):
 * renderer/boot-inline.ts compiled (TypeScript removes the types) and minified (Vite's minifier),
 * called with the entry's address and the name of the early-click list.
 */
export function bootScript(entry: string): string {
  compiled ??= ts.transpileModule(readFileSync(bootSource, 'utf8'), {
    compilerOptions: { target: ts.ScriptTarget.ES2020, removeComments: true },
  }).outputText;
  const call = `(${compiled.trim()})(window,document,${JSON.stringify(entry)},${JSON.stringify(EARLY_CLICKS)});`;
  const { code, errors } = minifySync('boot.js', call, { compress: { target: 'es2020' }, mangle: true });
  if (errors.length > 0) throw new Error(`renderer/boot-inline.ts did not compile: ${errors.map((e) => e.message).join('; ')}`);
  return code.trim();
}

/** The tag `vike build` writes for the client entry (renderer/+client.ts). */
const ENTRY_TAG = /<script src="(\/assets\/entries\/renderer_client\.[\w-]+\.js)" type="module" async(?:="")?><\/script>/;

/**
 * One page's markup with the client entry's <script> tag replaced by the inline boot script of
 * renderer/boot.ts, which loads the entry after the load event; the markup unchanged when it has
 * no entry tag. Throws if the page has a module script this step does not know (a Vike update
 * changed the tag), so the build never ships a page that loads the entry early without saying so.
 */
export function deferEntryOf(file: string, html: string): string {
  const match = ENTRY_TAG.exec(html);
  if (!match) {
    if (/<script[^>]+type="module"/.test(html)) throw new Error(`${file}: a module <script> that scripts/postbuild/defer-entry.ts does not recognise`);
    return html;
  }
  return html.replace(match[0], () => `<script>${bootScript(match[1]!)}</script>`);
}

/** `deferEntryOf` on every built page under `dir`; returns how many pages changed. */
export function deferEntry(dir: string): number {
  let changed = 0;
  for (const file of builtFiles(dir)) {
    const path = join(dir, file);
    const html = readFileSync(path, 'utf8');
    const deferred = deferEntryOf(file, html);
    if (deferred === html) continue;
    writeFileSync(path, deferred);
    changed++;
  }
  return changed;
}
