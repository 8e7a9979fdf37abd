import sharp from 'sharp';
import { SOCIAL_IMAGE } from '../../catalogue/image-layouts.ts';

/**
 * Output settings. Any change here changes every cache key (see cacheKey in pipeline.ts), so the
 * next build encodes again. AVIF effort 3 of 9: within a few percent of the default's size at
 * about half its time.
 */
export const ENCODE_SETTINGS = {
  version: 1,
  avif: { quality: 50, effort: 3 },
  webp: { quality: 75, effort: 4 },
  jpeg: { quality: 78, mozjpeg: true },
  png: { compressionLevel: 9, effort: 7 },
  social: { quality: 82, mozjpeg: true },
} as const;

export type OutputFormat = 'avif' | 'webp' | 'jpeg' | 'png';

export const MIME: Record<OutputFormat, string> = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg', png: 'image/png' };
export const EXTENSION: Record<OutputFormat, string> = { avif: 'avif', webp: 'webp', jpeg: 'jpg', png: 'png' };

/** The last fallback of a `<picture>`: the source's own format (JPEG for WebP/AVIF sources, which older browsers may not read). */
export function fallbackFormat(src: string): OutputFormat {
  return /\.png$/i.test(src) ? 'png' : 'jpeg';
}

// One image per core at a time: libvips' own threads would otherwise compete with the pool's.
sharp.concurrency(1);

/** Reads a source, failing on a damaged file rather than publishing half an image. */
const open = (source: Buffer) => sharp(source, { failOn: 'error', limitInputPixels: 100_000_000 }).rotate();

/**
 * One copy of a source: EXIF orientation applied, `width` px wide (never enlarged), in `format`.
 * sharp writes no metadata unless asked: EXIF (camera, location), XMP and IPTC are dropped.
 */
export async function encodeVariant(source: Buffer, width: number, format: OutputFormat): Promise<Buffer> {
  const image = open(source).resize({ width, withoutEnlargement: true });
  switch (format) {
    case 'avif':
      return image.avif(ENCODE_SETTINGS.avif).toBuffer();
    case 'webp':
      return image.webp(ENCODE_SETTINGS.webp).toBuffer();
    case 'jpeg':
      return image.flatten({ background: '#ffffff' }).jpeg(ENCODE_SETTINGS.jpeg).toBuffer();
    case 'png':
      return image.png(ENCODE_SETTINGS.png).toBuffer();
  }
}

/** The sharing image: 1200×630 JPEG, cropped to fill around the most interesting part. */
export async function encodeSocial(source: Buffer): Promise<Buffer> {
  return open(source)
    .resize({ ...SOCIAL_IMAGE, fit: 'cover', position: sharp.strategy.attention })
    .flatten({ background: '#ffffff' })
    .jpeg(ENCODE_SETTINGS.social)
    .toBuffer();
}
