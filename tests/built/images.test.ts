import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { type ImageManifest, RASTER_IMAGE } from '../../catalogue/image-layouts.ts';
import { listPublicFiles, publicPlan } from '../../catalogue/public-files.ts';
import { metaContent, tags, withoutRawText } from '../../scripts/postbuild/html.ts';
import { catalogue, dist, fileFor, hasDist, pages, skipReason } from './built-site.ts';

/** The image pipeline as the build left it: every raster image of the content is a <picture> of hashed copies. */
describe.skipIf(!hasDist)('raster images in the built site', () => {
  if (!hasDist) it.skip(skipReason, () => undefined);
  const built = hasDist ? pages() : [];
  const sources = hasDist ? [...new Set(catalogue().images.map((i) => i.src))] : [];

  it('the real site has raster images, so the pipeline runs on every build', () => {
    expect(sources.length).toBeGreaterThanOrEqual(3);
  });

  it('every <img> of a raster image is in a <picture> with AVIF and WebP sources, srcset, sizes, width and height', () => {
    const problems: string[] = [];
    let pictures = 0;
    for (const page of built) {
      const html = withoutRawText(page.html);
      for (const [picture] of html.matchAll(/<picture\b[\s\S]*?<\/picture>/g)) {
        pictures++;
        const [avif, webp] = tags(picture, 'source');
        const img = tags(picture, 'img')[0]!;
        if (avif?.type !== 'image/avif' || !/\.avif \d+w/.test(avif.srcset ?? '')) problems.push(`${page.file}: first source is not an AVIF srcset`);
        if (webp?.type !== 'image/webp' || !/\.webp \d+w/.test(webp.srcset ?? '')) problems.push(`${page.file}: second source is not a WebP srcset`);
        if (!avif?.sizes || avif.sizes !== img.sizes) problems.push(`${page.file}: sizes missing or different between source and img`);
        if (!(Number(img.width) > 0 && Number(img.height) > 0)) problems.push(`${page.file}: <img> ${img.src} has no width/height`);
        if (!img.srcset || !img.src?.startsWith('/assets/')) problems.push(`${page.file}: fallback <img> is not a srcset of copies`);
        for (const candidate of [avif?.srcset, webp?.srcset, img.srcset].join(', ').split(', ')) {
          const [url] = candidate.split(' ');
          if (url && !existsSync(join(dist, url))) problems.push(`${page.file}: ${url} is not in the build`);
        }
        const lazy = img.loading === 'lazy' && img.decoding === 'async';
        const first = img.fetchpriority === 'high' && img.loading === 'eager';
        if (!lazy && !first && img.loading !== 'eager') problems.push(`${page.file}: ${img.src} is neither lazy nor the page's first image`);
      }
      // No raster image outside a <picture>, and no page points at an original photo.
      for (const img of tags(html.replace(/<picture\b[\s\S]*?<\/picture>/g, ''), 'img')) {
        if (RASTER_IMAGE.test(img.src ?? '')) problems.push(`${page.file}: <img src="${img.src}"> is not converted`);
      }
      // What the browser fetches: img, source and link addresses, and sharing images.
      const fetched = [
        ...tags(html, 'img').flatMap((t) => [t.src, t.srcset]),
        ...tags(html, 'source').map((t) => t.srcset),
        ...tags(html, 'link').flatMap((t) => [t.href, t.imagesrcset]),
        ...tags(html, 'meta').map((t) => t.content),
      ].join(' ');
      for (const source of sources) if (fetched.includes(source)) problems.push(`${page.file}: references the original ${source}`);
    }
    expect(problems).toEqual([]);
    expect(pictures).toBeGreaterThanOrEqual(3);
  });

  it('the first image of a page is preloaded with its srcset and sizes, not the original file', () => {
    const file = fileFor('/blog/festive-season-marketing-calendar');
    const html = readFileSync(file!, 'utf8');
    const img = tags(html, 'img').find((i) => i.fetchpriority === 'high');
    expect(img?.src).toMatch(/^\/assets\/festive-calendar-photo-\d+\.[0-9a-f]{10}\.jpg$/);
    const preload = tags(html, 'link').find((l) => l.rel === 'preload' && l.as === 'image' && l.imagesrcset);
    const avif = tags(html, 'source').find((s) => s.type === 'image/avif');
    expect(preload).toMatchObject({ type: 'image/avif', fetchpriority: 'high', imagesrcset: avif?.srcset, imagesizes: avif?.sizes });
    expect(html).not.toMatch(/<link[^>]+href="\/images\/[\w/-]+-photo\.jpg/);
  });

  it('published copies carry no EXIF, are never wider than the source, and the widest copy sent is what the section shows', async () => {
    const manifest = JSON.parse(readFileSync(join(dist, '..', 'image-manifest.json'), 'utf8')) as { files: Record<string, string> };
    const copies = Object.keys(manifest.files).filter((f) => f.startsWith('assets/'));
    expect(copies.length).toBeGreaterThan(0);
    for (const copy of copies) {
      const meta = await sharp(readFileSync(join(dist, copy))).metadata();
      expect(meta.exif, copy).toBeUndefined();
      expect(meta.xmp, copy).toBeUndefined();
      expect(meta.width!, copy).toBeLessThanOrEqual(1920);
    }
  });

  it("no published byte carries a photo's camera model or EXIF block, and no original photo is published: its own address serves its widest copy", async () => {
    // The phone-sized cover as it went in: an iPhone's model in its EXIF (scripts/render-photos.ts).
    // Not its GPS position: the build refuses a photo that holds one (tests/unit/images.test.ts).
    const original = await sharp(readFileSync('public/images/blog/festive-calendar-photo.jpg')).metadata();
    const exif = original.exif!.toString('latin1');
    expect(exif).toContain('iPhone 15 Pro');
    const leaks: string[] = [];
    const files = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((f) => statSync(join(dist, f)).isFile());
    for (const file of files) {
      const bytes = readFileSync(join(dist, file));
      if (bytes.includes('iPhone 15 Pro') || bytes.includes('render-photos')) leaks.push(`${file}: a camera model`);
      if (bytes.includes('Exif\0\0')) leaks.push(`${file}: an EXIF block`);
    }
    expect(leaks).toEqual([]);
    // Only the copies: no file of the build is one of the originals the content names. At an
    // original's own address (the editor's Public URL of it), its widest copy in its own format.
    const manifest = JSON.parse(readFileSync(join(dist, '..', 'image-manifest.json'), 'utf8')) as ImageManifest;
    for (const source of sources) {
      const picture = manifest.pictures[source];
      const widest = picture ? picture.fallback.srcset.split(', ').at(-1)!.split(' ')[0]! : manifest.social[source]!;
      expect(readFileSync(join(dist, source)).equals(readFileSync(join('public', source))), source).toBe(false);
      expect(readFileSync(join(dist, source)).equals(readFileSync(join(dist, widest))), `${source} is ${widest}`).toBe(true);
    }
    // /blogs.json and the cards name the cover by a copy too.
    const blogs = JSON.parse(readFileSync(join(dist, 'blogs.json'), 'utf8')) as { image: string }[];
    expect(blogs.map((p) => p.image).filter((src) => RASTER_IMAGE.test(src))).toEqual(
      expect.arrayContaining([expect.stringMatching(/^\/assets\/festive-calendar-photo-\d+\.[0-9a-f]{10}\.jpg$/)]),
    );
    for (const page of built) for (const source of sources) if (page.html.includes(source)) leaks.push(`${page.file}: names ${source}`);
    expect(leaks).toEqual([]);
  });

  it('of public/, only the files something uses are published (catalogue/public-files.ts)', () => {
    const plan = publicPlan('public', catalogue());
    // (A photo's own address holds its copy, above.)
    const fromPublic = listPublicFiles('public').filter((path) => existsSync(join(dist, path)) && !sources.includes(path));
    expect(fromPublic).toEqual(plan.publish);
    expect(plan.publish).toContain('/favicon.svg');
  });

  it('the blog cards the listing loads in the browser carry the copies of photo covers too', () => {
    const cards = JSON.parse(readFileSync(join(dist, 'blog', 'cards.json'), 'utf8')) as { image: { src: string; picture?: { avif: string } } }[];
    const photos = cards.filter((c) => /\.(jpe?g|png|webp|avif)$/.test(c.image.src));
    expect(photos.length).toBeGreaterThan(0);
    for (const card of photos) expect(card.image.picture?.avif, card.image.src).toMatch(/^\/assets\/.+\.avif 360w/);
  });

  it('a photo as meta.social.image is shared as a 1200×630 JPEG', async () => {
    const html = readFileSync(fileFor('/digital-marketing-services-jaipur')!, 'utf8');
    const image = metaContent(html, 'og:image')!;
    expect(image).toMatch(/\/assets\/pink-facade-photo-social\.[0-9a-f]{10}\.jpg$/);
    const meta = await sharp(readFileSync(join(dist, new URL(image).pathname))).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height, exif: meta.exif }).toEqual({
      format: 'jpeg',
      width: 1200,
      height: 630,
      exif: undefined,
    });
  });

  it('icons and the web manifest are made from the SVG logo and linked from every page', async () => {
    const ico = readFileSync(join(dist, 'favicon.ico'));
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 3]);
    for (const [file, size] of [
      ['apple-touch-icon.png', 180],
      ['icon-192.png', 192],
      ['icon-512.png', 512],
    ] as const) {
      const meta = await sharp(readFileSync(join(dist, file))).metadata();
      expect({ file, format: meta.format, width: meta.width, height: meta.height }).toEqual({ file, format: 'png', width: size, height: size });
    }
    const webmanifest = JSON.parse(readFileSync(join(dist, 'manifest.webmanifest'), 'utf8'));
    expect(webmanifest).toMatchObject({ name: catalogue().site.name, short_name: expect.any(String), theme_color: '#1e1b4b', background_color: '#ffffff' });
    expect(webmanifest.icons.map((i: { src: string; sizes: string }) => `${i.src} ${i.sizes}`)).toEqual([
      '/icon-192.png 192x192',
      '/icon-512.png 512x512',
      '/favicon.svg any',
    ]);
    for (const page of built) {
      const links = tags(page.html, 'link').map((l) => `${l.rel} ${l.href}`);
      expect(links, page.file).toEqual(
        expect.arrayContaining(['icon /favicon.ico', 'icon /favicon.svg', 'apple-touch-icon /apple-touch-icon.png', 'manifest /manifest.webmanifest']),
      );
    }
  });
});
