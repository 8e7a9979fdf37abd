/**
 * Live preview, end to end: `vike dev` (npm run dev) on a throwaway copy of the project
 * serves a page, serves it again with an edit of its YAML, and serves a readable list of
 * problems (file:line:col, field, message) while the YAML has a mistake.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/free-port.ts';
import { toolBin } from '../../scripts/paths.ts';

const repo = process.cwd();
const SKIP = new Set(['node_modules', '.git', 'dist', '.cache', 'test-results', 'playwright-report']);

let root: string | undefined;
let child: ChildProcess | undefined;
let base: string | undefined;

afterAll(() => {
  if (child?.pid) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  if (root) rmSync(root, { recursive: true, force: true });
});

async function get(url: string): Promise<{ status: number; html: string }> {
  const response = await fetch(url);
  return { status: response.status, html: await response.text() };
}

const headline = (html: string) =>
  /<h1[^>]*>([\s\S]*?)<\/h1>/
    .exec(html)?.[1]
    ?.replace(/<[^>]+>/g, '')
    .trim();

describe('npm run dev', () => {
  it('re-renders a page when its YAML changes and shows a mistake with file, line and field', { timeout: 180_000 }, async () => {
    root = mkdtempSync(join(tmpdir(), 'dev-preview-'));
    cpSync(repo, root, { recursive: true, filter: (src) => !SKIP.has(relative(repo, src).split(/[\\/]/)[0]!) });
    symlinkSync(join(repo, 'node_modules'), join(root, 'node_modules'));
    // Vite's dependency cache stays in the copy, away from the project's node_modules.
    const config = join(root, 'vite.config.ts');
    writeFileSync(config, readFileSync(config, 'utf8').replace('export default defineConfig({', "export default defineConfig({\n  cacheDir: '.vite-cache',"));

    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    child = spawn(toolBin('vike', repo), ['dev', '--port', String(port), '--host', '127.0.0.1', '--strictPort'], {
      cwd: root,
      detached: true,
      stdio: 'ignore',
      // The build's cache is shared through the linked node_modules: the editor this copy makes is the
      // project's own (same files, same content), so the next build takes it from there.
      env: { ...process.env, NODE_ENV: 'development' },
    });
    let first: { status: number; html: string } | undefined;
    for (let i = 0; i < 120 && !first; i++) {
      first = await get(`${base}/seo-company-ajmer`).catch(() => undefined);
      if (!first) await new Promise((r) => setTimeout(r, 500));
    }
    expect(first?.status).toBe(200);

    const file = join(root, 'pages-data/ajmer/seo.yaml');
    const original = readFileSync(file, 'utf8');
    const heading = /^ {4}heading: (.+)$/m.exec(original)![1]!;
    expect(headline(first!.html)).toBe(heading);

    writeFileSync(file, original.replace(`    heading: ${heading}`, '    heading: Get found on Google in Ajmer, edited a moment ago'));
    const edited = await get(`${base}/seo-company-ajmer`);
    expect(edited.status).toBe(200);
    expect(headline(edited.html)).toBe('Get found on Google in Ajmer, edited a moment ago');

    const titleLine = original.split('\n').findIndex((l) => l.startsWith('  title:')) + 1;
    writeFileSync(file, original.replace(/^ {2}title:/m, '  titel:'));
    const broken = await get(`${base}/seo-company-ajmer`);
    expect(broken.status).toBe(500);
    const text = broken.html.replace(/<!-- -->/g, '');
    expect(text).toContain(`pages-data/ajmer/seo.yaml:${titleLine}:3`);
    expect(text).toContain('meta.titel');
    expect(text).toContain('Unknown key &quot;titel&quot; (did you mean &quot;title&quot;?)');
    expect(text).not.toMatch(/at \S+\.(js|ts):\d+/); // no stack trace

    writeFileSync(file, original);
    const fixed = await get(`${base}/seo-company-ajmer`);
    expect(fixed.status).toBe(200);
    expect(headline(fixed.html)).toBe(heading);
  });

  it('serves the editor at /admin/, made from the copy as the build makes it', { timeout: 180_000 }, async () => {
    if (!base || !root) throw new Error('the dev server of the test above did not start');
    const bare = await fetch(`${base}/admin`, { redirect: 'manual' });
    expect([bare.status, bare.headers.get('location')]).toEqual([301, '/admin/']);
    const page = await get(`${base}/admin/`);
    expect(page.status).toBe(200);
    const script = /<script type="module" crossorigin src="(\/admin\/assets\/[\w.-]+\.js)">/.exec(page.html)?.[1];
    expect(script, page.html.slice(0, 500)).toBeDefined();
    const js = await fetch(`${base}${script}`);
    expect(js.status).toBe(200);
    expect(js.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    // The configuration's input is the copy's content: a second path of a page (an alias in its
    // site.config.yaml), which no code names, is in the bundle.
    expect((await js.text()).includes('/digital-markting-services-ajmer'), 'the alias is in the editor bundle').toBe(true);
    expect((await fetch(`${base}/admin/assets/none.js`)).status).not.toBe(200);
  });
});
