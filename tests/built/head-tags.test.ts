import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { canonicalHref, decodeEntities, metaContent, tags } from '../../scripts/postbuild/html.ts';
import { catalogue, fileFor, hasDist, skipReason } from './built-site.ts';

/** Every path of every YAML page is pre-rendered with the head tags its YAML describes. */
describe.skipIf(!hasDist)('head tags come from the page YAML', () => {
  if (!hasDist) it.skip(skipReason, () => undefined);
  const { site, pages } = hasDist ? catalogue() : { site: undefined, pages: [] };
  for (const entry of pages) {
    for (const path of entry.paths) {
      it(`${path}`, () => {
        const file = fileFor(path);
        expect(file, `${path} is pre-rendered`).toBeDefined();
        const html = readFileSync(file!, 'utf8');
        const { meta } = entry.page;
        const canonical = meta.canonical === '/' ? `${site!.baseUrl}/` : `${site!.baseUrl}${meta.canonical}`;
        const meta_ = (key: string) => {
          const value = metaContent(html, key);
          return value === undefined ? undefined : decodeEntities(value);
        };
        expect(decodeEntities(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '')).toBe(meta.title);
        expect(meta_('description')).toBe(meta.description);
        expect(meta_('keywords')).toBe(meta.keywords.join(', '));
        expect(meta_('robots')).toBe(`${meta.robots.index ? 'index' : 'noindex'}, ${meta.robots.follow ? 'follow' : 'nofollow'}`);
        expect(canonicalHref(html)).toBe(canonical);
        expect(meta_('og:title')).toBe(meta.social.title ?? meta.title);
        expect(meta_('og:description')).toBe(meta.social.description ?? meta.description);
        expect(meta_('og:url')).toBe(canonical);
        expect(meta_('og:type')).toBe(meta.social.type);
        expect(meta_('og:image')).toMatch(/^https:\/\//);
        expect(meta_('twitter:card')).toBe('summary_large_image');
        expect(meta_('twitter:title')).toBe(meta.social.title ?? meta.title);
        if (meta.geo) {
          expect(meta_('geo.region')).toBe(meta.geo.region);
          expect(meta_('geo.placename')).toBe(meta.geo.placename);
          expect(meta_('geo.position')).toBe(`${meta.geo.latitude};${meta.geo.longitude}`);
          expect(meta_('ICBM')).toBe(`${meta.geo.latitude}, ${meta.geo.longitude}`);
        } else {
          expect(tags(html, 'meta').some((m) => m.name?.startsWith('geo.'))).toBe(false);
        }
        // The spec: Jaipur pages set geo tags.
        if (/jaipur/.test(entry.page.route)) expect(meta.geo?.placename).toBe('Jaipur');
      });
    }
  }
});
