import type { Picture } from './section-meta.ts';

/**
 * The markup of a converted image, in one place: `Img` (sections/img.tsx) renders these parts
 * with React, and the Markdown renderer (catalogue/blog.ts) writes them as HTML for photos in an
 * article's body. AVIF first, then WebP, then the source's format in the `<img>`; the `<picture>`
 * is `display: contents`, so the `<img>` lays out as if it stood alone.
 */
export interface PictureParts {
  sources: { type: string; srcSet: string; sizes: string }[];
  img: { src: string; srcSet: string; sizes: string; width: number; height: number };
}

export const PICTURE_CLASS = 'contents';

export function pictureParts(picture: Picture, sizes: string): PictureParts {
  return {
    sources: [
      { type: 'image/avif', srcSet: picture.avif, sizes },
      { type: 'image/webp', srcSet: picture.webp, sizes },
    ],
    img: { src: picture.fallback.src, srcSet: picture.fallback.srcset, sizes, width: picture.width, height: picture.height },
  };
}

const escapeAttribute = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The parts as HTML, for a lazy image in text that is not rendered by React. */
export function pictureHtml(picture: Picture, alt: string, sizes: string): string {
  const { sources, img } = pictureParts(picture, sizes);
  const source = (s: PictureParts['sources'][number]) => `<source type="${s.type}" srcset="${s.srcSet}" sizes="${s.sizes}">`;
  return (
    `<picture class="${PICTURE_CLASS}">${sources.map(source).join('')}` +
    `<img src="${img.src}" srcset="${img.srcSet}" sizes="${img.sizes}" alt="${escapeAttribute(alt)}" width="${img.width}" height="${img.height}" loading="lazy" decoding="async"></picture>`
  );
}

/**
 * The copy that stands for a converted image where one address is named rather than a set
 * (structured data, /blogs.json, a card's data): the `<img>` fallback, in the source's format,
 * with its own size (never the original, which keeps the camera's details and location).
 */
export function plainCopy(picture: Picture): { src: string; width: number; height: number } {
  const listed = picture.fallback.srcset
    .split(',')
    .map((entry) => entry.trim().split(/\s+/))
    .find(([url]) => url === picture.fallback.src);
  const width = Number(listed?.[1]?.replace(/w$/, '')) || picture.width;
  return { src: picture.fallback.src, width, height: Math.round((width * picture.height) / picture.width) };
}
