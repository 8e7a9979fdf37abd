import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { EARLY_CLICKS } from '../../renderer/boot.ts';
import { filesHash, hashOf, stepCache } from '../build/cache.ts';
import { builtFiles, elementsNamed, rawText, sourceOf } from './html.ts';

const bootSource = fileURLToPath(new URL('../../renderer/boot-inline.ts', import.meta.url));
const require = createRequire(import.meta.url);
let compiled: string | undefined;
const scripts = new Map<string, string>();

/** The boot script's cache (`boot-script/`): under this code and the versions of TypeScript and Vite (its minifier). */
function bootCache() {
  const version = (name: string) => (require(`${name}/package.json`) as { version: string }).version;
  return stepCache('boot-script', hashOf(version('typescript'), version('vite'), filesHash(fileURLToPath(import.meta.url))));
}

/**
 * renderer/boot-inline.ts compiled (TypeScript removes the types), kept in the build cache under
 * its source: loading the compiler takes one to two seconds, which a build that renders one page
 * should not spend.
 */
function compiledBoot(): string {
  if (compiled) return compiled;
  const source = readFileSync(bootSource, 'utf8');
  const cache = bootCache();
  const key = cache.key(source);
  const stored = cache.get(key);
  if (stored) {
    compiled = stored.toString('utf8');
    return compiled;
  }
  const ts = require('typescript') as typeof import('typescript');
  compiled = ts.transpileModule(source, { compilerOptions: { target: ts.ScriptTarget.ES2020, removeComments: true } }).outputText;
  cache.set(key, Buffer.from(compiled));
  return compiled;
}

/**
 * The inline script that replaces the entry's tag (one text on every page: one CSP hash):
 * renderer/boot-inline.ts compiled and minified (Vite's minifier), called with the entry's address
 * and the name of the early-click list. Kept in the build cache too: Vite is loaded only when the
 * script changed.
 */
export function bootScript(entry: string): string {
  const known = scripts.get(entry);
  if (known) return known;
  const call = `(${compiledBoot().trim()})(window,document,${JSON.stringify(entry)},${JSON.stringify(EARLY_CLICKS)});`;
  const cache = bootCache();
  const key = cache.key('minified', call);
  let code = cache.get(key)?.toString('utf8');
  if (code === undefined) {
    const { minifySync } = require('vite') as typeof import('vite');
    const minified = minifySync('boot.js', call, { compress: { target: 'es2020' }, mangle: true });
    if (minified.errors.length > 0) throw new Error(`renderer/boot-inline.ts did not compile: ${minified.errors.map((e) => e.message).join('; ')}`);
    code = minified.code.trim();
    cache.set(key, Buffer.from(code));
  }
  scripts.set(entry, code);
  return code;
}

/**
 * The client entry (renderer/+client.ts) as `vike build` names it. Vike injects its tag itself: its
 * injectFilter() hook is not given the entry script (vike/dist/server/runtime/renderPageServer/
 * html/injectAssets/getHtmlTags.js, "We could allow the user to change the position of <script>
 * but we currently don't"), so the tag is replaced in the rendered page, found with the parser.
 */
const ENTRY_SRC = /^\/assets\/entries\/renderer_client\.[\w-]+\.js$/;

/**
 * One page's markup with the client entry's <script> tag replaced by the inline boot script of
 * renderer/boot.ts, which loads the entry after the load event; the markup unchanged when it has
 * no entry tag. Throws if the page has a module script this step does not know (a Vike update
 * changed the tag), so the build never ships a page that loads the entry early without saying so.
 */
export function deferEntryOf(file: string, html: string): string {
  const modules = elementsNamed(html, 'script').filter((e) => e.attribs.type === 'module');
  const entry = modules.find((e) => ENTRY_SRC.test(e.attribs.src ?? '') && rawText(e) === '');
  const other = modules.find((e) => e !== entry);
  if (other) throw new Error(`${file}: a module <script> that scripts/postbuild/defer-entry.ts does not recognise: ${sourceOf(html, other).slice(0, 120)}`);
  if (!entry) return html;
  return `${html.slice(0, entry.startIndex ?? 0)}<script>${bootScript(entry.attribs.src!)}</script>${html.slice((entry.endIndex ?? -1) + 1)}`;
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
