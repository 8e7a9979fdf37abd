/**
 * A crawler over the built files: every internal link, image, script, stylesheet, font and
 * sharing-image reference of every page (and every url() in the built CSS) resolves to a file
 * the way the static server resolves it, and every #fragment names an element that exists.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, test } from 'vitest';
import { attributes, withoutRawText } from '../../scripts/postbuild/html.ts';
import { catalogue, dist, fileFor, hasDist, pages, sitePath } from './built-site.ts';

const URL_ATTRIBUTES: Record<string, string[]> = {
  a: ['href'],
  area: ['href'],
  link: ['href'],
  img: ['src', 'srcset'],
  source: ['src', 'srcset'],
  video: ['src', 'poster'],
  audio: ['src'],
  track: ['src'],
  script: ['src'],
  iframe: ['src'],
  embed: ['src'],
  object: ['data'],
  form: ['action'],
  use: ['href', 'xlink:href'],
  image: ['href', 'xlink:href'],
};

/** Every URL a page refers to, with where it was found. */
export function pageReferences(html: string): { where: string; url: string }[] {
  const refs: { where: string; url: string }[] = [];
  for (const m of withoutRawText(html).matchAll(/<([a-z][\w:-]*)\b[^>]*>/gi)) {
    const tag = m[1]!.toLowerCase();
    const attrs = attributes(m[0]);
    if (tag === 'meta' && /^(og:image|og:url|twitter:image)$/.test(attrs.property ?? attrs.name ?? '') && attrs.content) {
      refs.push({ where: `meta ${attrs.property ?? attrs.name}`, url: attrs.content });
    }
    for (const name of URL_ATTRIBUTES[tag] ?? []) {
      const value = attrs[name];
      if (value === undefined) continue;
      const urls =
        name === 'srcset'
          ? value
              .split(',')
              .map((c) => c.trim().split(/\s+/)[0]!)
              .filter(Boolean)
          : [value];
      for (const url of urls) refs.push({ where: `${tag}[${name}]`, url });
    }
  }
  return refs;
}

const idsOf = (html: string) => new Set([...withoutRawText(html).matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]!));

describe.runIf(hasDist)('links and images of the built site', () => {
  test('every internal reference of every page resolves', () => {
    const { baseUrl } = catalogue().site;
    const ids = new Map<string, Set<string>>();
    const idsIn = (file: string) => {
      if (!ids.has(file)) ids.set(file, idsOf(readFileSync(file, 'utf8')));
      return ids.get(file)!;
    };
    const broken: string[] = [];
    let checked = 0;
    for (const page of pages()) {
      const own = join(dist, page.file);
      for (const { where, url } of pageReferences(page.html)) {
        if (/^(mailto|tel|data|blob|javascript|sms|whatsapp):/i.test(url)) continue;
        const [withoutHash = '', fragment] = url.split('#', 2) as [string, string | undefined];
        let target: string | undefined;
        if (withoutHash === '') target = own;
        else {
          const absolute = /^[a-z][\w+.-]*:|^\/\//i.test(withoutHash) ? withoutHash : undefined;
          const path = absolute ? sitePath(absolute, baseUrl) : new URL(withoutHash, `http://site.invalid${page.path === '/' ? '/' : page.path}`).pathname;
          if (path === undefined) continue; // another site
          target = fileFor(path);
        }
        checked++;
        if (!target) {
          broken.push(`${page.file}: ${where} → ${url} (no such file)`);
          continue;
        }
        if (fragment && target.endsWith('.html') && !idsIn(target).has(decodeURIComponent(fragment))) {
          broken.push(`${page.file}: ${where} → ${url} (no element with id "${fragment}")`);
        }
      }
    }
    expect(checked).toBeGreaterThan(pages().length);
    expect(broken, broken.join('\n')).toEqual([]);
  });

  test('every url() in the built stylesheets resolves', () => {
    const broken: string[] = [];
    // The stylesheet is inlined in a <style> at the top of every page (renderer/document.tsx); any
    // .css file a build still writes is checked too. url()s resolve against the page or the file.
    const sheets: { from: string; css: string }[] = (readdirSync(dist, { recursive: true, encoding: 'utf8' }) as string[])
      .filter((f) => f.endsWith('.css'))
      .map((file) => ({ from: file, css: readFileSync(join(dist, file), 'utf8') }));
    for (const page of pages()) for (const m of page.html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)) sheets.push({ from: page.file, css: m[1]! });
    expect(sheets.filter((s) => /url\(/.test(s.css)).length, 'stylesheets with url()s (the fonts at least)').toBeGreaterThan(0);
    for (const { from, css } of sheets) {
      for (const m of css.matchAll(/url\(\s*(['"]?)([^'")]+)\1\s*\)/g)) {
        const url = m[2]!.split(/[?#]/)[0]!;
        if (!url || /^(data:|https?:|#)/.test(url)) continue;
        const path = url.startsWith('/') ? url : `/${relative(dist, join(dirname(join(dist, from)), url))}`;
        if (!fileFor(path)) broken.push(`${from}: url(${m[2]})`);
      }
    }
    expect(broken, broken.join('\n')).toEqual([]);
  });
});
