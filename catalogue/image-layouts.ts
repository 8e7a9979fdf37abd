import type { ImageLayout, Picture } from '../sections/section-meta.ts';

/**
 * The widths the image pipeline (scripts/images.ts) makes. Each section type says where it shows
 * its images in its schema metadata (`image`: the `sizes` attribute per breakpoint and the widest
 * copy worth making, sections/section-meta.ts); the blog's layouts are here and in
 * sections/blog-list/model.ts. The copies are the widths of one shared ladder up to that maximum
 * (so an image used in two places shares its files), never wider than the source.
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

export type { ImageLayout, Picture };

/** An article's cover, and a photo in an article's body: max-w-3xl. */
export const BLOG_COVER_LAYOUT: ImageLayout = { sizes: '(min-width: 768px) 704px, calc(100vw - 32px)', maxWidth: 1440 };

/** Where content names an image: a layout of a section (its schema metadata), the blog's, or the sharing image. */
export type ImageSlot = ImageLayout | 'social';

/** The sharing image (meta.social.image): one 1200×630 JPEG, cropped to fill. */
export const SOCIAL_IMAGE = { width: 1200, height: 630 } as const;

/**
 * What the check says of a photo `width` px wide (as shown, turned by its EXIF orientation) named in
 * `slots`, in a post's file or another's: too narrow for the widest copy a slot needs, or undefined.
 * The build's (catalogue/catalogue.ts) and the editor's on upload (admin/check.ts).
 */
export function narrowPhotoMessage(width: number, slots: readonly ImageSlot[], inPost: boolean): string | undefined {
  const needed = Math.max(...slots.map((s) => (s === 'social' ? SOCIAL_IMAGE.width : s.maxWidth)));
  if (width >= needed) return undefined;
  const shows =
    slots.length === 1 && slots[0] === 'social' ? `a sharing image is ${needed} px wide` : `${inPost ? 'a post' : 'this section'} shows it up to ${needed} px`;
  return `The photo is ${width} px wide; ${shows}: use a photo at least ${needed} px wide`;
}

/** The widths made for a source `sourceWidth` px wide shown in these slots: the ladder up to the largest maximum, capped at the source. */
export function widthsFor(layouts: readonly ImageLayout[], sourceWidth: number): number[] {
  const max = Math.max(...layouts.map((l) => l.maxWidth));
  const widths: number[] = WIDTH_LADDER.filter((w) => w <= max && w <= sourceWidth);
  // A source narrower than the slot's maximum (validate rejects it; the pipeline never upscales) still gets its own width.
  if (sourceWidth < max && !widths.includes(sourceWidth)) widths.push(sourceWidth);
  return widths;
}

/** The square SVG logo under public/: the icons are made from it and the head links it. */
export const FAVICON_PATH = '/favicon.svg';
/** The logo in the header (drawn inline) and in the structured data (Organization.logo, the blog's publisher). */
export const LOGO_PATH = '/images/brand/logo.svg';
/** The chat widget's avatar, drawn inline. */
export const AVATAR_PATH = '/images/brand/avatar.svg';
/**
 * The SVGs of public/ drawn into the markup (renderer/layout/inline-svg.tsx draws no other): a page
 * depends on their bytes as well as on its data, so the build's page cache hashes them.
 */
export const INLINE_SVG_PATHS: readonly string[] = [LOGO_PATH, AVATAR_PATH];

/** Raster formats the pipeline converts; SVG art is served as it is. */
export const RASTER_IMAGE = /\.(jpe?g|png|webp|avif)$/i;

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
