import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { imageSize as readImageSize } from 'image-size';
import { hasLocation, isPhotoName } from './photo-location.ts';
import { imageNotFound } from './public-files.ts';

/**
 * The largest source file the site accepts, in bytes: 20 MB as Windows counts them (1,048,576
 * bytes each). A file over it is told in MB as a phone or a Mac counts them (1,000,000 bytes), so
 * the size told is never under the 20 MB the guide gives, whichever way the editor's computer counts.
 */
export const MAX_IMAGE_BYTES = 20 * 1024 * 1024;

/** `located`: the photo holds the place it was taken (its GPS position), which the build refuses. */
export type ImageInfo = { ok: true; width: number; height: number; bytes: number; located: boolean } | { ok: false; message: string };

/**
 * Reads an image file in public/ (any format: SVG, PNG, JPEG, WebP, AVIF, …) without decoding it:
 * its display size (EXIF orientation applied, so a portrait phone photo is taller than wide) and
 * its file size and whether it holds the place it was taken, or what is wrong with it in words for
 * content staff. Never throws.
 */
export function inspectImage(publicDir: string, src: string): ImageInfo {
  const file = join(publicDir, src);
  const stat = statSync(file, { throwIfNoEntry: false });
  if (!stat) return { ok: false, message: imageNotFound(src, {}) };
  // One photo is often shown on many pages: it is read once while it stays the same file.
  const last = inspected.get(file);
  if (last?.size === stat.size && last.mtimeMs === stat.mtimeMs) return last.info;
  const info = inspectFile(file, src, stat.size);
  inspected.set(file, { size: stat.size, mtimeMs: stat.mtimeMs, info });
  return info;
}

const inspected = new Map<string, { size: number; mtimeMs: number; info: ImageInfo }>();

function inspectFile(file: string, src: string, bytes: number): ImageInfo {
  if (bytes > MAX_IMAGE_BYTES) {
    return {
      ok: false,
      message: `The file is ${(bytes / 1_000_000).toFixed(1)} MB; the site takes images up to 20 MB: export it again at a smaller size or higher compression`,
    };
  }
  try {
    const data = readFileSync(file);
    const size = readImageSize(data);
    if (!size.width || !size.height) throw new Error('no size');
    const turned = (size.orientation ?? 1) >= 5;
    const located = isPhotoName(src) && hasLocation(data);
    return { ok: true, width: turned ? size.height : size.width, height: turned ? size.width : size.height, bytes, located };
  } catch {
    if (/\.svg$/i.test(src))
      return {
        ok: false,
        message: `The SVG public${src} gives no size: write its width, height and viewBox on its first line, e.g. <svg xmlns="http://www.w3.org/2000/svg" width="640" height="480" viewBox="0 0 640 480">`,
      };
    return {
      ok: false,
      message: `The file public${src} cannot be read as an image (damaged, cut short or not really a ${src.split('.').pop()?.toUpperCase()} file): export it again from the original`,
    };
  }
}

/** Intrinsic (display) size of an image file in public/, or undefined when it cannot be read. */
export function imageSize(publicDir: string, src: string): { width: number; height: number } | undefined {
  const info = inspectImage(publicDir, src);
  return info.ok ? { width: info.width, height: info.height } : undefined;
}
