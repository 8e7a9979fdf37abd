import { copyFileSync, cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCatalogue, contentPaths, formatProblems } from '../../catalogue/index.ts';
import { BLOG_COVER_LAYOUT, type ImageLayout, WIDTH_LADDER, widthsFor } from '../../catalogue/image-layouts.ts';
import { BLOG_CARD_LAYOUT } from '../../sections/blog-list/model.ts';
import { sectionSchemas, typeOf } from '../../sections/schemas.ts';
import { CONTENT_LAYOUT, sectionMeta } from '../../sections/section-meta.ts';

/** Every image layout: each section type's that declares one (its schema metadata), the blog's and the content column. */
const imageLayouts: Record<string, ImageLayout> = {
  ...Object.fromEntries(sectionSchemas.flatMap((s) => (sectionMeta(s).image ? [[typeOf(s), sectionMeta(s).image!]] : []))),
  'blog-card': BLOG_CARD_LAYOUT,
  'blog-cover': BLOG_COVER_LAYOUT,
  content: CONTENT_LAYOUT,
};
import { imageSize } from '../../catalogue/images.ts';
import { withoutLocation } from '../../catalogue/photo-location.ts';
import { attachPictures } from '../../catalogue/pictures.ts';
import { runImagePipeline } from '../../scripts/images/pipeline.ts';

const fixtureSite = join(import.meta.dirname, '..', 'fixtures', 'site');
let root: string;

/** An image of one colour, as an export without camera data writes it. */
const plainImage = (width: number, height: number, background: string, format: 'jpeg' | 'png' | 'webp' = 'jpeg') =>
  sharp({ create: { width, height, channels: 3, background } })
    .toFormat(format)
    .toBuffer();

/**
 * A JPEG as a phone writes it: landscape pixels, EXIF orientation 6 (shown portrait), camera tags,
 * and with `located` the GPS position it was taken at.
 */
async function phonePhoto(width: number, height: number, { located = false } = {}): Promise<Buffer> {
  const { data } = await sharp({ create: { width, height, channels: 3, background: '#e06a8c' } })
    .composite([{ input: { create: { width: Math.round(width / 2), height, channels: 3, background: '#1e1b4b' } }, left: 0, top: 0 }])
    .jpeg({ quality: 85 })
    .withExif({ IFD0: { Make: 'PhoneMaker', Model: 'Phone 12' }, ...(located ? { IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '26/1 27/1 0/1' } } : {}) })
    .withMetadata({ orientation: 6 })
    .toBuffer({ resolveWithObject: true });
  return data;
}

beforeAll(async () => {
  // (sharp makes the fixtures; on a busy machine that takes a few seconds)
  root = mkdtempSync(join(tmpdir(), 'site-images-'));
  const images = join(root, 'public', 'images');
  mkdirSync(images, { recursive: true });
  mkdirSync(join(root, 'pages'));
  copyFileSync(join(fixtureSite, 'site.config.yaml'), join(root, 'site.config.yaml'));
  copyFileSync(join(fixtureSite, 'public', 'images', 'logo.svg'), join(images, 'logo.svg'));
  writeFileSync(join(images, 'phone.jpg'), await phonePhoto(1000, 800));
  writeFileSync(join(images, 'small.jpg'), await plainImage(640, 480, '#f6a821'));
  writeFileSync(join(images, 'wide.jpg'), await plainImage(1600, 1200, '#3730a3'));
  writeFileSync(join(images, 'broken.jpg'), Buffer.from('this is not a JPEG at all'));
  // Artwork drawn without a size, and with its viewBox alone (which gives it one).
  writeFileSync(join(images, 'no-size.svg'), '<svg xmlns="http://www.w3.org/2000/svg" role="img">\n  <circle cx="32" cy="32" r="28"/>\n</svg>\n');
  writeFileSync(
    join(images, 'view-box.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 480" role="img">\n  <rect width="640" height="480"/>\n</svg>\n',
  );
  // Sparse: 21 MB on paper, nothing on disk.
  writeFileSync(join(images, 'huge.jpg'), '');
  truncateSync(join(images, 'huge.jpg'), 21 * 1024 * 1024);
  const good = await phonePhoto(1000, 800);
  writeFileSync(join(images, 'cut-short.jpg'), good.subarray(0, Math.round(good.length * 0.6)));
}, 60_000);
afterAll(() => rmSync(root, { recursive: true, force: true }));

const page = (sections: string) => `route: /
meta:
  title: Image checks
  description: A page whose images the catalogue checks, one problem after another.
  keywords: [fixture]
  canonical: /
sections:
${sections}  - type: cta
    heading: Talk to us
    text: Every page ends with a call to action.
    button:
      label: Contact Us
      href: /
`;

const check = (sections: string) => {
  writeFileSync(join(root, 'pages', 'home.yaml'), page(sections));
  return buildCatalogue(contentPaths(root, { pagesDir: join(root, 'pages') }));
};

describe('where each section shows its images', () => {
  it('makes the ladder widths up to the section maximum, never wider than the source', () => {
    expect(WIDTH_LADDER).toEqual([360, 540, 720, 1080, 1440, 1920]);
    expect(widthsFor([imageLayouts.hero!], 4032)).toEqual([360, 540, 720, 1080, 1440]);
    expect(widthsFor([imageLayouts['image-wall']!], 4032)).toEqual([360, 540, 720, 1080]);
    expect(widthsFor([imageLayouts.video!], 4032)).toEqual([360, 540, 720, 1080, 1440, 1920]);
    // An image used in two places gets the copies of the wider one.
    expect(widthsFor([imageLayouts['blog-card']!, imageLayouts['blog-cover']!], 4032)).toEqual([360, 540, 720, 1080, 1440]);
    // A source narrower than the section's maximum: its own width is the widest copy.
    expect(widthsFor([imageLayouts.hero!], 1000)).toEqual([360, 540, 720, 1000]);
  });

  it('gives each section a sizes attribute that follows its layout', () => {
    expect(
      Object.fromEntries(
        Object.entries(imageLayouts)
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([slot, l]) => [slot, `${l.maxWidth}  ${l.sizes}`]),
      ),
    ).toMatchInlineSnapshot(`
      {
        "accordion-panels": "1080  (min-width: 1024px) 640px, (min-width: 640px) 40vw, calc(100vw - 32px)",
        "blog-card": "1080  (min-width: 1024px) 352px, (min-width: 640px) calc(50vw - 40px), calc(100vw - 32px)",
        "blog-cover": "1440  (min-width: 768px) 704px, calc(100vw - 32px)",
        "contact-details": "1440  (min-width: 1152px) 528px, (min-width: 1024px) calc(50vw - 52px), (min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)",
        "content": "1440  (min-width: 1152px) 1088px, calc(100vw - 32px)",
        "detail-blocks": "1440  (min-width: 1152px) 528px, (min-width: 1024px) calc(50vw - 52px), (min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)",
        "hero": "1440  (min-width: 1152px) 528px, (min-width: 1024px) calc(50vw - 52px), (min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)",
        "image-wall": "1080  (min-width: 1500px) 300px, (min-width: 1000px) calc(25vw - 28px), (min-width: 600px) calc(33vw - 28px), (min-width: 400px) calc(50vw - 32px), calc(100vw - 32px)",
        "process": "1080  (min-width: 1024px) 352px, (min-width: 640px) calc(50vw - 36px), calc(100vw - 32px)",
        "service-tabs": "1080  (min-width: 1024px) 340px, (min-width: 768px) calc(50vw - 60px), calc(100vw - 80px)",
        "text": "1440  (min-width: 1152px) 528px, (min-width: 1024px) calc(50vw - 52px), (min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)",
        "video": "1920  (min-width: 1024px) 960px, calc(100vw - 32px)",
      }
    `);
  });

  it('reads the size of every format, EXIF orientation applied', () => {
    const publicDir = join(root, 'public');
    expect(imageSize(publicDir, '/images/logo.svg')).toEqual({ width: 64, height: 64 });
    expect(imageSize(publicDir, '/images/phone.jpg')).toEqual({ width: 800, height: 1000 });
    expect(imageSize(publicDir, '/images/broken.jpg')).toBeUndefined();
  });
});

describe('validate tells content staff what is wrong with a photo', { timeout: 60_000 }, () => {
  it('names every problem at once, at its file:line:col, and never crashes', () => {
    const { problems } = check(`  - type: hero
    heading: A hero with a small photo
    text: The photo is smaller than the hero shows it.
    image:
      src: /images/small.jpg
      alt: A small photo
  - type: text
    heading: Too big
    paragraphs: [The file is over 20 MB.]
    image:
      src: /images/huge.jpg
      alt: A huge file
  - type: process
    heading: Steps
    steps:
      - title: One
        description: A damaged file.
        image:
          src: /images/broken.jpg
          alt: Not an image
      - title: Two
        description: An SVG is fine at any size.
        image:
          src: /images/logo.svg
          alt: Logo
      - title: Three
        description: An SVG without a size.
        image:
          src: /images/no-size.svg
          alt: A circle
      - title: Four
        description: An SVG sized by its viewBox alone.
        image:
          src: /images/view-box.svg
          alt: A square
`);
    expect(formatProblems(problems)).toMatchInlineSnapshot(`
      "pages/home.yaml:12:12  sections[0] (hero) › image.src  The photo is 640 px wide; this section shows it up to 1440 px: use a photo at least 1440 px wide
      pages/home.yaml:18:12  sections[1] (text) › image.src  The file is 22.0 MB; the site takes images up to 20 MB: export it again at a smaller size or higher compression
      pages/home.yaml:26:16  sections[2] (process) › steps[0].image.src  The file public/images/broken.jpg cannot be read as an image (damaged, cut short or not really a JPG file): export it again from the original
      pages/home.yaml:36:16  sections[2] (process) › steps[2].image.src  The SVG public/images/no-size.svg gives no size: write its width, height and viewBox on its first line, e.g. <svg xmlns="http://www.w3.org/2000/svg" width="640" height="480" viewBox="0 0 640 480">"
    `);
    // The viewBox's size is the page's width and height for that image.
    expect(imageSize(join(root, 'public'), '/images/view-box.svg')).toEqual({ width: 640, height: 480 });
  });

  it('measures a photo as it is shown: EXIF orientation applied', () => {
    const { problems, catalogue } = check(`  - type: process
    heading: Steps
    steps:
      - title: One
        description: A photo.
        image:
          src: /images/phone.jpg
          alt: A photo
      - title: Two
        description: Another.
        image:
          src: /images/logo.svg
          alt: Logo
`);
    // 800 px wide as shown (the pixels are 1000 wide, turned by EXIF): below the 1080 the steps show.
    expect(formatProblems(problems)).toMatchInlineSnapshot(
      `"pages/home.yaml:14:16  sections[0] (process) › steps[0].image.src  The photo is 800 px wide; this section shows it up to 1080 px: use a photo at least 1080 px wide"`,
    );
    expect(catalogue).toBeUndefined();
  });

  it('refuses a photo that holds the place it was taken, where it is shown or alone, and takes it without', async () => {
    const images = join(root, 'public', 'images');
    const [located, cleaned] = [join(images, 'IMG_4821.JPG'), join(images, 'IMG_4821-no-location.JPG')];
    // Shown 1500 px wide (turned by its EXIF), wide enough for a hero.
    writeFileSync(located, await phonePhoto(1200, 1500, { located: true }));
    const hero = (src: string) => `  - type: hero
    heading: A hero with a phone photo
    text: Straight from the phone.
    image:
      src: ${src}
      alt: The team at work
`;
    try {
      expect(formatProblems(check(hero('/images/IMG_4821.JPG')).problems)).toMatchInlineSnapshot(
        `"pages/home.yaml:12:12  sections[0] (hero) › image.src  The photo holds the place it was taken (the GPS position a phone writes into it), which the repository would keep for good once committed: take it out with \`npm run photos:no-location -- public/images/IMG_4821.JPG\` (the rest of the photo stays as it was), then commit the photo"`,
      );
      // Shown by nothing, it is in the repository all the same: told at the file.
      expect(formatProblems(check(hero('/images/wide.jpg')).problems)).toMatchInlineSnapshot(
        `"public/images/IMG_4821.JPG:1:1  (file)  The photo holds the place it was taken (the GPS position a phone writes into it), which the repository would keep for good once committed, though no page or post shows it: take it out with \`npm run photos:no-location -- public/images/IMG_4821.JPG\` (the rest of the photo stays as it was), then commit the photo, or delete it"`,
      );
      // The same photo with its position taken out, as the command leaves it (another name: the
      // catalogue reads a file again when its size or time changes, and the size does not).
      writeFileSync(cleaned, withoutLocation(readFileSync(located)).bytes);
      rmSync(located);
      const { problems, catalogue } = check(hero('/images/IMG_4821-no-location.JPG'));
      expect(problems).toEqual([]);
      expect(catalogue!.pages[0]!.page.sections[0]).toMatchObject({ image: { width: 1500, height: 1200 } });
    } finally {
      rmSync(located, { force: true });
      rmSync(cleaned, { force: true });
    }
  });

  it('accepts a photo as wide as its section shows it, and fills in its size', () => {
    const { problems, catalogue } = check(`  - type: hero
    heading: A hero with a photo
    text: Wide enough.
    image:
      src: /images/wide.jpg
      alt: A wide photo
`);
    expect(problems).toEqual([]);
    expect(catalogue!.pages[0]!.page.sections[0]).toMatchObject({ image: { width: 1600, height: 1200 } });
    expect(catalogue!.images).toEqual([
      { src: '/images/wide.jpg', slots: [imageLayouts.hero], at: { file: 'pages/home.yaml', line: 12, col: 12, field: 'sections[0] (hero) › image.src' } },
    ]);
  });
});

describe('photos in an article body', { timeout: 60_000 }, () => {
  it('are checked like other photos, at their line in the Markdown, and become a <picture> in the build', () => {
    const repo = process.cwd();
    const postFile = join(repo, 'pages-data', 'blog', 'how-long-does-seo-take.md');
    const text = readFileSync(postFile, 'utf8');
    const lines = text.split('\n').length;
    const withPhoto = (src: string) => `${text.trimEnd()}\n\n![The team at work](${src})\n`;
    const publicDir = join(root, 'body-public');
    cpSync(join(repo, 'public'), publicDir, { recursive: true });
    copyFileSync(join(root, 'public', 'images', 'small.jpg'), join(publicDir, 'images', 'small.jpg'));
    copyFileSync(join(root, 'public', 'images', 'wide.jpg'), join(publicDir, 'images', 'wide.jpg'));
    const check = (src: string) => buildCatalogue(contentPaths(repo, { files: new Map([[postFile, withPhoto(src)]]), publicDir }));

    expect(formatProblems(check('/images/small.jpg').problems)).toBe(
      `pages-data/blog/how-long-does-seo-take.md:${lines + 1}:21  content  The photo is 640 px wide; a post shows it up to 1440 px: use a photo at least 1440 px wide`,
    );
    const { catalogue } = check('/images/wide.jpg');
    expect(catalogue!.images.filter((i) => i.src === '/images/wide.jpg').map((i) => i.slots)).toEqual([[BLOG_COVER_LAYOUT]]);
    const picture = {
      width: 1600,
      height: 1200,
      avif: '/assets/w-360.a.avif 360w',
      webp: '/assets/w-360.b.webp 360w',
      fallback: { type: 'image/jpeg', srcset: '/assets/w-360.c.jpg 360w', src: '/assets/w-360.c.jpg' },
    };
    attachPictures(catalogue!, { version: 1, pictures: { '/images/wide.jpg': picture }, social: {}, files: {} });
    const post = catalogue!.posts.find((p) => p.slug === 'how-long-does-seo-take')!;
    expect(post.content).toContain(
      `<picture class="contents"><source type="image/avif" srcset="/assets/w-360.a.avif 360w" sizes="${BLOG_COVER_LAYOUT.sizes}"><source type="image/webp" srcset="/assets/w-360.b.webp 360w" sizes="${BLOG_COVER_LAYOUT.sizes}"><img src="/assets/w-360.c.jpg" srcset="/assets/w-360.c.jpg 360w" sizes="${BLOG_COVER_LAYOUT.sizes}" alt="The team at work" width="1600" height="1200" loading="lazy" decoding="async"></picture>`,
    );
    expect(post.content).not.toContain('/images/wide.jpg');
  });
});

describe('CONTENT.md "Use a photograph"', { timeout: 60_000 }, () => {
  it('shows what the check prints for a photo too small, damaged or too big', async () => {
    const repo = process.cwd();
    const guide = readFileSync(join(repo, 'CONTENT.md'), 'utf8');
    const publicDir = join(root, 'site-public');
    cpSync(join(repo, 'public'), publicDir, { recursive: true });
    const photo = join(publicDir, 'images', 'jaipur', 'clinic-team-photo.jpg');
    const pageFile = join(repo, 'pages-data', 'jaipur', 'local-seo-for-clinics.yaml');
    const page = readFileSync(join(repo, 'tests', 'fixtures', 'guide', 'new-page.yaml'), 'utf8').replace(
      / {4}image:\n {6}src: .*\n/,
      '    image:\n      src: /images/jaipur/clinic-team-photo.jpg\n',
    );
    const printed = () => formatProblems(buildCatalogue(contentPaths(repo, { files: new Map([[pageFile, page]]), publicDir })).problems);
    const shown = (message: string) => expect(guide).toContain(`\`\`\`text\n${message}\n\`\`\``);
    writeFileSync(photo, await plainImage(640, 480, '#f6a821'));
    shown(printed());
    writeFileSync(photo, 'not a photo');
    shown(printed());
    writeFileSync(photo, '');
    truncateSync(photo, 21 * 1024 * 1024);
    shown(printed());
  });
});

describe('the pipeline', { timeout: 60_000 }, () => {
  const usage = (src: string) => ({
    src,
    slots: [imageLayouts.process!],
    at: { file: 'pages/home.yaml', line: 9, col: 16, field: 'sections[0] (process) › steps[0].image.src' },
  });

  it('makes AVIF, WebP and source-format copies, turned upright, without EXIF; a second run encodes nothing', async () => {
    const cacheDir = join(root, 'cache');
    const options = { publicDir: join(root, 'public'), cacheDir, usages: [usage('/images/phone.jpg')] };
    const first = await runImagePipeline(options);
    expect(first.problems).toEqual([]);
    expect(first.encoded).toBe(12);
    expect(first.cached).toBe(0);
    const picture = first.manifest.pictures['/images/phone.jpg']!;
    expect({ width: picture.width, height: picture.height }).toEqual({ width: 800, height: 1000 });
    expect(picture.avif).toMatch(
      /^\/assets\/phone-360\.[0-9a-f]{10}\.avif 360w, \/assets\/phone-540\.[0-9a-f]{10}\.avif 540w, \/assets\/phone-720\.[0-9a-f]{10}\.avif 720w, \/assets\/phone-800\.[0-9a-f]{10}\.avif 800w$/,
    );
    expect(picture.webp.split(', ').map((c) => c.split(' ')[1])).toEqual(['360w', '540w', '720w', '800w']);
    expect(picture.fallback.type).toBe('image/jpeg');
    // The twelve copies, and the photo's own address, which serves the widest JPEG copy.
    const copies = Object.entries(first.manifest.files).filter(([path]) => path.startsWith('assets/'));
    expect(copies).toHaveLength(12);
    expect(Object.keys(first.manifest.files).filter((path) => !path.startsWith('assets/'))).toEqual(['images/phone.jpg']);
    expect(first.manifest.files['images/phone.jpg']).toBe(first.manifest.files[picture.fallback.srcset.split(', ').at(-1)!.split(' ')[0]!.slice(1)]);
    expect(picture.fallback.srcset).toMatch(/ 800w$/);
    for (const [path, file] of copies) {
      const meta = await sharp(readFileSync(file)).metadata();
      const width = Number(/-(\d+)\./.exec(path)![1]);
      expect(meta.width, path).toBe(width);
      // Upright: portrait, like the photo as the phone showed it.
      expect(meta.height!, path).toBeGreaterThan(meta.width!);
      expect(meta.exif, `${path} carries no EXIF`).toBeUndefined();
      expect(meta.orientation, path).toBeUndefined();
      // Named by content hash.
      expect(path).toMatch(/^assets\/phone-\d+\.[0-9a-f]{10}\.(avif|webp|jpg)$/);
    }

    const second = await runImagePipeline(options);
    expect(second.encoded).toBe(0);
    expect(second.cached).toBe(12);
    expect(second.manifest).toEqual(first.manifest);
    expect(readdirSync(cacheDir)).toHaveLength(12);
  });

  it('a different output setting or source is a cache miss', async () => {
    const cacheDir = join(root, 'cache-2');
    await runImagePipeline({ publicDir: join(root, 'public'), cacheDir, usages: [usage('/images/phone.jpg')] });
    writeFileSync(join(root, 'public', 'images', 'phone-2.jpg'), await phonePhoto(1000, 801));
    const run = await runImagePipeline({ publicDir: join(root, 'public'), cacheDir, usages: [usage('/images/phone.jpg'), usage('/images/phone-2.jpg')] });
    expect({ encoded: run.encoded, cached: run.cached }).toEqual({ encoded: 12, cached: 12 });
  });

  it('a file cut short is a problem where the content names it, not a crash or half an image', async () => {
    const run = await runImagePipeline({
      publicDir: join(root, 'public'),
      cacheDir: join(root, 'cache-3'),
      usages: [usage('/images/cut-short.jpg'), usage('/images/phone.jpg')],
    });
    expect(formatProblems(run.problems).replace(/as an image \(.*\):/, 'as an image (…):')).toMatchInlineSnapshot(
      `"pages/home.yaml:9:16  sections[0] (process) › steps[0].image.src  The file public/images/cut-short.jpg cannot be read as an image (…): export it again from the original"`,
    );
    expect(run.manifest.pictures['/images/cut-short.jpg']).toBeUndefined();
    expect(Object.keys(run.manifest.files).filter((f) => f.includes('cut-short'))).toEqual([]);
    expect(run.manifest.pictures['/images/phone.jpg']).toBeDefined();
  });

  it('crops a sharing photo to a 1200×630 JPEG', async () => {
    writeFileSync(join(root, 'public', 'images', 'share.jpg'), await phonePhoto(2000, 1500));
    const run = await runImagePipeline({
      publicDir: join(root, 'public'),
      cacheDir: join(root, 'cache-4'),
      usages: [{ ...usage('/images/share.jpg'), slots: ['social'] }],
    });
    const path = run.manifest.social['/images/share.jpg']!;
    expect(path).toMatch(/^\/assets\/share-social\.[0-9a-f]{10}\.jpg$/);
    const meta = await sharp(readFileSync(run.manifest.files[path.slice(1)]!)).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height, exif: meta.exif }).toEqual({
      format: 'jpeg',
      width: 1200,
      height: 630,
      exif: undefined,
    });
  });

  it("serves a photo's own address with its widest copy in its own format (a sharing photo's with what is shared), never the original; a WebP original's with none", async () => {
    const images = join(root, 'public', 'images');
    writeFileSync(join(images, 'chart.png'), await plainImage(900, 600, '#1d4ed8', 'png'));
    writeFileSync(join(images, 'banner.webp'), await plainImage(900, 600, '#f6a821', 'webp'));
    writeFileSync(join(images, 'shared-only.JPG'), await phonePhoto(2000, 1500));
    const run = await runImagePipeline({
      publicDir: join(root, 'public'),
      cacheDir: join(root, 'cache-5'),
      usages: [usage('/images/chart.png'), usage('/images/banner.webp'), { ...usage('/images/shared-only.JPG'), slots: ['social'] }],
    });
    expect(run.problems).toEqual([]);
    const own = Object.keys(run.manifest.files).filter((path) => !path.startsWith('assets/'));
    expect(own).toEqual(['images/chart.png', 'images/shared-only.JPG']);
    const chart = await sharp(readFileSync(run.manifest.files['images/chart.png']!)).metadata();
    expect({ format: chart.format, width: chart.width }).toEqual({ format: 'png', width: 900 });
    expect(readFileSync(run.manifest.files['images/chart.png']!).equals(readFileSync(join(images, 'chart.png')))).toBe(false);
    expect(run.manifest.files['images/shared-only.JPG']).toBe(run.manifest.files[run.manifest.social['/images/shared-only.JPG']!.slice(1)]);
  });
});
