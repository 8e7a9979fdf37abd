import { existsSync, lstatSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { firstScreenOnly, mirrorWithFirstScreens } from '../../scripts/bench/first-screen-only.ts';

const page =
  '<!DOCTYPE html><html><head><style>p{color:red}</style></head><body><header>Logo</header><main><section><h1>Hero</h1></section>' +
  '<div id="first-screen-end" hidden=""></div><section><h2>Below</h2><p>More</p></section></main><footer>Foot</footer>' +
  '<script>boot()</script></body></html>';
/** The same page as it should come out: everything after the marker but the script left out. */
const pageCut =
  '<!DOCTYPE html><html><head><style>p{color:red}</style></head><body><header>Logo</header><main><section><h1>Hero</h1></section>' +
  '<div id="first-screen-end" hidden=""></div><script>boot()</script></body></html>';

describe('bench:lighthouse --first-screen: a page cut after its first screen', () => {
  let root = '';
  afterEach(() => {
    if (root) rmSync(root, { recursive: true, force: true });
  });

  it('keeps the head and the markup up to the marker, then the scripts after it, and leaves out the rest', () => {
    expect(firstScreenOnly(page)).toBe(pageCut);
  });

  it('refuses a page without the marker', () => {
    expect(() => firstScreenOnly('<html><body><main>All</main></body></html>')).toThrow('No <div id="first-screen-end">');
  });

  it('mirrors the build with the chosen pages cut (and a gzip copy of each), linking the rest, writing nothing into the build', () => {
    root = mkdtempSync(join(tmpdir(), 'first-screen-only-'));
    const dist = join(root, 'dist');
    mkdirSync(join(dist, 'blog'), { recursive: true });
    mkdirSync(join(dist, 'assets'), { recursive: true });
    writeFileSync(join(dist, 'index.html'), page);
    writeFileSync(join(dist, 'index.html.gz'), 'old gzip');
    writeFileSync(join(dist, 'index.html.br'), 'old brotli');
    writeFileSync(join(dist, 'contact.html'), page);
    writeFileSync(join(dist, 'blog', 'a-post.html'), page);
    writeFileSync(join(dist, 'blog', 'other.html'), 'other');
    writeFileSync(join(dist, 'assets', 'app.js'), 'js');
    const into = join(root, 'mirror');

    mirrorWithFirstScreens(dist, into, ['index.html', 'blog/a-post.html']);

    expect(readFileSync(join(into, 'index.html'), 'utf8')).toBe(pageCut);
    expect(gunzipSync(readFileSync(join(into, 'index.html.gz'))).toString()).toBe(pageCut);
    expect(existsSync(join(into, 'index.html.br'))).toBe(false);
    expect(readFileSync(join(into, 'blog', 'a-post.html'), 'utf8')).toBe(pageCut);
    expect(lstatSync(join(into, 'blog')).isSymbolicLink()).toBe(false);
    expect(lstatSync(join(into, 'blog', 'other.html')).isSymbolicLink()).toBe(true);
    expect(readFileSync(join(into, 'blog', 'other.html'), 'utf8')).toBe('other');
    expect(lstatSync(join(into, 'contact.html')).isSymbolicLink()).toBe(true);
    expect(readFileSync(join(into, 'assets', 'app.js'), 'utf8')).toBe('js');
    // The build itself is untouched.
    expect(readFileSync(join(dist, 'index.html'), 'utf8')).toBe(page);
    expect(readFileSync(join(dist, 'index.html.gz'), 'utf8')).toBe('old gzip');
    expect(readFileSync(join(dist, 'blog', 'a-post.html'), 'utf8')).toBe(page);
  });

  it("serves the headers it is given as its own _headers file, written for real, leaving the build's as they were", () => {
    root = mkdtempSync(join(tmpdir(), 'first-screen-only-'));
    const dist = join(root, 'dist');
    mkdirSync(dist, { recursive: true });
    writeFileSync(join(dist, 'index.html'), page);
    writeFileSync(join(dist, '_headers'), '/*\n  Cross-Origin-Opener-Policy: same-origin\n  X-Frame-Options: DENY\n');
    const into = join(root, 'mirror');

    mirrorWithFirstScreens(dist, into, [], '/*\n  X-Frame-Options: DENY\n');

    expect(lstatSync(join(into, '_headers')).isSymbolicLink()).toBe(false);
    expect(readFileSync(join(into, '_headers'), 'utf8')).toBe('/*\n  X-Frame-Options: DENY\n');
    expect(lstatSync(join(into, 'index.html')).isSymbolicLink()).toBe(true);
    expect(readFileSync(join(dist, '_headers'), 'utf8')).toBe('/*\n  Cross-Origin-Opener-Policy: same-origin\n  X-Frame-Options: DENY\n');
  });
});
