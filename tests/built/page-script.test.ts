import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fontClassScript } from '../../renderer/web-font.ts';
import { bootScript } from '../../scripts/postbuild/defer-entry.ts';
import { dist, hasDist, pages, skipReason } from './built-site.ts';

/**
 * Every built page loads the site's script through the boot script (renderer/boot.ts, written by
 * scripts/postbuild/defer-entry.ts), never with a tag the browser fetches while it paints, and
 * names Inter only through the class the inline <head> script sets (renderer/web-font.ts).
 */
describe.skipIf(!hasDist)('page script and font in the built pages', () => {
  if (!hasDist) it.skip(skipReason, () => undefined);
  const built = pages();
  const entries = new Set<string>();

  for (const page of built) {
    it(`${page.file}: no script element with a src; one boot script; the font class script in <head>`, () => {
      expect(page.html).not.toMatch(/<script\b[^>]*\bsrc=/i);
      expect(page.html).not.toMatch(/<link\b[^>]*rel="modulepreload"/i);
      const boots = [...page.html.matchAll(/<script>([^<]*__earlyClicks[^<]*)<\/script>/g)];
      expect(boots).toHaveLength(1);
      const entry = /\(window,document,`([^`]+)`/.exec(boots[0]![1]!)?.[1];
      expect(entry).toMatch(/^\/assets\/entries\/renderer_client\.[\w-]+\.js$/);
      expect(boots[0]![1]).toBe(bootScript(entry!));
      entries.add(entry!);
      const head = page.html.slice(0, page.html.indexOf('</head>'));
      expect(head).toContain(`<script>${fontClassScript}</script>`);
      // Nothing in the page's stylesheet names Inter for a first visit.
      expect(head).not.toMatch(/--font-sans:\s*"Inter Variable"/);
      expect(head).not.toMatch(/<link\b[^>]*as="font"/);
    });
  }

  it('all pages load the same entry, and it exists', () => {
    expect(entries.size).toBe(1);
    const [entry] = [...entries];
    expect(existsSync(join(dist, entry!))).toBe(true);
  });
});
