/**
 * Where each section shows its images, for the build-time image pipeline (scripts/images.ts) and
 * for `Img` (sections/img.tsx): the `sizes` attribute that matches the section's layout at each
 * breakpoint, and the widest copy worth making. The copies are the widths of one shared ladder up
 * to that maximum (so an image used in two places shares its files), never wider than the source.
 *
 * Pixel figures come from the layout: Container is max-w-6xl (1152 px) with 16/24/32 px padding,
 * two-column sections split it at 1024 px with a 32–40 px gap. The maximum is what a phone at
 * device scale 3 (390 px → 358 css px × 3 ≈ 1074 px) or a desktop at scale 2 asks for, rounded up
 * to the ladder.
 *
 * Pure data: imported by the browser code of islands too (blog cards).
 */

/** Every width the pipeline makes, in pixels. */
export const WIDTH_LADDER = [360, 540, 720, 1080, 1440, 1920] as const;

export interface ImageLayout {
  /** The `sizes` attribute: the width the image is shown at, per breakpoint. */
  sizes: string;
  /** The widest copy made; content staff are asked for a source at least this wide. */
  maxWidth: number;
}

const half: ImageLayout = {
  sizes: '(min-width: 1152px) 528px, (min-width: 1024px) calc(50vw - 52px), (min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)',
  maxWidth: 1440,
};

export const imageLayouts = {
  /** Hero: right column from 1024 px, full width above it. */
  hero: half,
  text: half,
  'detail-blocks': half,
  'contact-details': half,
  /** Steps: one column, two from 640 px, one row of n from 1024 px. */
  process: { sizes: '(min-width: 1024px) 352px, (min-width: 640px) calc(50vw - 36px), calc(100vw - 32px)', maxWidth: 1080 },
  /** Masonry tiles: 1 column, 2 from 400 px, 3 from 600 px, 4 from 1000 px, 5 from 1500 px (max-w 100rem). */
  'image-wall': {
    sizes:
      '(min-width: 1500px) 300px, (min-width: 1000px) calc(25vw - 28px), (min-width: 600px) calc(33vw - 28px), (min-width: 400px) calc(50vw - 32px), calc(100vw - 32px)',
    maxWidth: 1080,
  },
  /** Panels: full width on phones, 2/5 of the row from 640 px, the open panel about 640 px wide from 1024 px. */
  'accordion-panels': { sizes: '(min-width: 1024px) 640px, (min-width: 640px) 40vw, calc(100vw - 32px)', maxWidth: 1080 },
  /** Video poster: max-w-5xl. */
  video: { sizes: '(min-width: 1024px) 960px, calc(100vw - 32px)', maxWidth: 1920 },
  /** An article's cover: max-w-3xl. */
  'blog-cover': { sizes: '(min-width: 768px) 704px, calc(100vw - 32px)', maxWidth: 1440 },
  /** A card in the blog listing or under "Related articles": 1, 2 from 640 px, 3 from 1024 px. */
  'blog-card': { sizes: '(min-width: 1024px) 352px, (min-width: 640px) calc(50vw - 40px), calc(100vw - 32px)', maxWidth: 1080 },
  /** Anything else: the width of the content column. */
  content: { sizes: '(min-width: 1152px) 1088px, calc(100vw - 32px)', maxWidth: 1440 },
} satisfies Record<string, ImageLayout>;

export type ImageSlot = keyof typeof imageLayouts;

/** The sharing image (meta.social.image): one 1200×630 JPEG, cropped to fill. */
export const SOCIAL_IMAGE = { width: 1200, height: 630 } as const;

/** The layout of an image inside a section of this type (the content column when the type has none of its own). */
export function slotOf(sectionType: string | undefined): ImageSlot {
  return sectionType && sectionType in imageLayouts ? (sectionType as ImageSlot) : 'content';
}

/** The widths made for a source `sourceWidth` px wide shown in these slots: the ladder up to the largest maximum, capped at the source. */
export function widthsFor(slots: readonly ImageSlot[], sourceWidth: number): number[] {
  const max = Math.max(...slots.map((s) => imageLayouts[s].maxWidth));
  const widths: number[] = WIDTH_LADDER.filter((w) => w <= max && w <= sourceWidth);
  // A source narrower than the slot's maximum (validate rejects it; the pipeline never upscales) still gets its own width.
  if (sourceWidth < max && !widths.includes(sourceWidth)) widths.push(sourceWidth);
  return widths;
}

/** Raster formats the pipeline converts; SVG art is served as it is. */
export const RASTER_IMAGE = /\.(jpe?g|png|webp|avif)$/i;

/** What the pipeline made of one source image: `srcset` lists per format, for `<picture>`. */
export interface Picture {
  /** Display size of the source (EXIF orientation applied). */
  width: number;
  height: number;
  avif: string;
  webp: string;
  /** The source's own format, last: for browsers without AVIF or WebP. */
  fallback: { type: string; srcset: string; src: string };
}

/** dist/image-manifest.json, written by scripts/images.ts and read by the renderer and the Vite plugin. */
export interface ImageManifest {
  /** Version of the output settings (scripts/images/encode.ts) the copies were made with. */
  version: number;
  /** /images/… source → its copies. */
  pictures: Record<string, Picture>;
  /** /images/… source of a meta.social.image → the 1200×630 JPEG made from it. */
  social: Record<string, string>;
  /** Every file to publish: path in the site (assets/…, favicon.ico, …) → file in the cache. */
  files: Record<string, string>;
}
