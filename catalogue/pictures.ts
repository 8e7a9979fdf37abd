import { existsSync, readFileSync } from 'node:fs';
import { imageManifestFile } from '../scripts/paths.ts';
import type { Catalogue } from './catalogue.ts';
import { walkFields } from '../sections/field-kinds.ts';
import { markdownToSafeHtml } from './blog.ts';
import type { ImageManifest, Picture } from './image-layouts.ts';
import { plainCopy } from '../sections/picture.ts';
import { pageSchema } from './page-schema.ts';
import { siteSchema } from './site-schema.ts';

/** Where scripts/images.ts writes its manifest (the build's output folder). */
export const imageManifestPath = (root?: string) => imageManifestFile(root);

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
  // Every image field of every section (and of the site), found by its kind.
  const attach = ({ kind, value }: { kind: string | undefined; value: unknown }) => {
    if (kind !== 'image') return;
    const image = value as { src: string; picture?: Picture };
    const picture = pictureOf(image.src);
    if (picture) image.picture = picture;
  };
  for (const { page } of catalogue.pages) {
    walkFields(pageSchema, page, attach);
    const social = page.meta.social.image;
    if (social && manifest.social[social]) page.meta.social.image = manifest.social[social];
  }
  walkFields(siteSchema, catalogue.site, attach);
  for (const post of catalogue.posts) {
    const picture = pictureOf(post.image);
    if (picture && post.cover) {
      // Everything that names the cover by one address (structured data, /blogs.json, the cards) names a copy.
      const copy = plainCopy(picture);
      post.image = copy.src;
      post.cover = { width: copy.width, height: copy.height, picture };
    }
    // Photos in the article body: rendered again, with their copies, by the Markdown renderer itself.
    post.content = markdownToSafeHtml(post.markdown, pictureOf);
  }
  return catalogue;
}
