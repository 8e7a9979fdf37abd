import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Catalogue } from './catalogue.ts';
import { type ImageManifest, imageLayouts, type Picture } from './image-layouts.ts';

/** Where scripts/images.ts writes its manifest (the build's output folder). */
export const imageManifestPath = (root = process.cwd()) => resolve(root, process.env.SITE_OUT_DIR ?? 'dist', 'image-manifest.json');

/** The manifest of the last `npm run images`, or undefined when there is none. */
export function readImageManifest(root?: string): ImageManifest | undefined {
  const file = imageManifestPath(root);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as ImageManifest) : undefined;
}

/**
 * Gives every raster image of the catalogue the copies the pipeline made of it (`picture`, read by
 * `Img`), and every photo used as meta.social.image its 1200×630 JPEG. Images the manifest does
 * not know (SVG art, or a run without the pipeline such as `npm run dev`) stay as they are.
 */
export function attachPictures(catalogue: Catalogue, manifest: ImageManifest): Catalogue {
  const pictureOf = (src: string): Picture | undefined => manifest.pictures[src];
  const visit = (value: unknown) => {
    if (Array.isArray(value)) for (const v of value) visit(v);
    else if (value && typeof value === 'object') {
      const object = value as { src?: unknown; alt?: unknown; picture?: Picture };
      if (typeof object.src === 'string' && typeof object.alt === 'string') {
        const picture = pictureOf(object.src);
        if (picture) object.picture = picture;
      }
      for (const v of Object.values(value)) visit(v);
    }
  };
  for (const { page } of catalogue.pages) {
    visit(page.sections);
    const social = page.meta.social.image;
    if (social && manifest.social[social]) page.meta.social.image = manifest.social[social];
  }
  visit(catalogue.site);
  for (const post of catalogue.posts) {
    const picture = pictureOf(post.image);
    if (picture && post.cover) post.cover.picture = picture;
    // Photos in the article body (catalogue/blog.ts writes them as <img src alt loading decoding>).
    post.content = post.content.replace(/<img src="([^"]+)" alt="([^"]*)" loading="lazy" decoding="async">/g, (tag, src: string, alt: string) => {
      const body = pictureOf(src);
      return body ? pictureHtml(body, alt, imageLayouts['blog-cover'].sizes) : tag;
    });
  }
  return catalogue;
}

/** The markup `Img` renders for a lazy picture, as an HTML string (alt already escaped). */
export function pictureHtml(picture: Picture, alt: string, sizes: string): string {
  return (
    `<picture class="contents"><source type="image/avif" srcset="${picture.avif}" sizes="${sizes}"><source type="image/webp" srcset="${picture.webp}" sizes="${sizes}">` +
    `<img src="${picture.fallback.src}" srcset="${picture.fallback.srcset}" sizes="${sizes}" alt="${alt}" width="${picture.width}" height="${picture.height}" loading="lazy" decoding="async"></picture>`
  );
}
