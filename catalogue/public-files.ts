/**
 * Which files under public/ the site publishes as they are. Only what something uses: a file that
 * published content names (pages, posts, site.config.yaml), a file the code names (the favicon,
 * the logo in the structured data) or one listed under `publish:` in site.config.yaml. Photos are
 * never published as they are: the image step publishes stripped copies instead (no camera model,
 * no GPS position). Everything else is reported by `npm run validate`, with its size, and left out.
 */
import { readdirSync, statSync } from 'node:fs';
import { join, sep } from 'node:path';
import type { Catalogue } from './catalogue.ts';
import { AVATAR_PATH, FAVICON_PATH, LOGO_PATH, RASTER_IMAGE } from './image-layouts.ts';
import { NEW_POST_COVER } from './placeholders.ts';

/** Files the code itself names (the avatar is drawn inline, but deleting it would break the build). */
const CODE_FILES = [FAVICON_PATH, LOGO_PATH, AVATAR_PATH];

export interface PublicPlan {
  /** Published as they are: site paths (/images/…). */
  publish: string[];
  /** Used by no published content, setting or code: left out, with their size. */
  unused: { path: string; bytes: number }[];
}

/** Every file under `dir`, as site paths (/images/a.svg), dot files left out. */
export function listPublicFiles(dir: string): string[] {
  let entries: string[];
  try {
    entries = readdirSync(dir, { recursive: true, encoding: 'utf8' });
  } catch {
    return [];
  }
  return entries
    .filter((entry) => !entry.split(sep).some((part) => part.startsWith('.')) && statSync(join(dir, entry)).isFile())
    .map((entry) => `/${entry.split(sep).join('/')}`)
    .sort();
}

export function publicPlan(publicDir: string, catalogue: Pick<Catalogue, 'files' | 'heldFiles' | 'site'>): PublicPlan {
  const used = new Set([...catalogue.files, ...CODE_FILES, ...catalogue.site.publish]);
  const held = new Set(catalogue.heldFiles);
  const all = listPublicFiles(publicDir);
  return {
    publish: all.filter((path) => used.has(path) && !RASTER_IMAGE.test(path)),
    // new-post's stand-in cover is the scaffolding's, kept for the next post (never published: a published post with it is told).
    unused: all
      .filter((path) => !used.has(path) && !held.has(path) && path !== NEW_POST_COVER)
      .map((path) => ({ path, bytes: statSync(join(publicDir, path)).size })),
  };
}

const size = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : bytes >= 1024 ? `${Math.round(bytes / 1024)} KB` : `${bytes} bytes`;

/** The validate step's note on files nobody uses, or undefined. */
export function unusedFilesNote(unused: PublicPlan['unused']): string | undefined {
  if (unused.length === 0) return undefined;
  const total = unused.reduce((sum, f) => sum + f.bytes, 0);
  return [
    `Not published: ${unused.length} file${unused.length === 1 ? '' : 's'} in public/ (${size(total)}) that no page, post or setting uses.`,
    ...unused.map((f) => `  public${f.path} (${size(f.bytes)})`),
    // A photo under publish: is refused (it is published only as the copies a page's use makes).
    unused.every((f) => RASTER_IMAGE.test(f.path))
      ? 'Use each in a page or post, or delete it (a photo is published only as the copies the build makes of it for a page or post).'
      : unused.some((f) => RASTER_IMAGE.test(f.path))
        ? 'Use each in a page or post, list a file that is not a photo under publish: in site.config.yaml to publish it as it is, or delete it.'
        : 'Use each in a page or post, list it under publish: in site.config.yaml to publish it as it is, or delete it.',
  ].join('\n');
}

export type PublicFileLookup = { found: true } | { found: false; sameButCase?: string };

/**
 * Finds site paths (/images/seo/photo.jpg) in public/ letter for letter. The live host tells
 * capitals from small letters, as Linux does; Windows and macOS do not, so `/images/seo/Photo.JPG`
 * would open on an editor's laptop and be missing on the site. When only the capitals differ,
 * `sameButCase` is the path as the file is named. One finder per check of the content: it reads
 * each folder once.
 */
export function publicFileFinder(publicDir: string): (path: string) => PublicFileLookup {
  const folders = new Map<string, string[]>();
  const namesIn = (dir: string) => {
    let names = folders.get(dir);
    if (!names) {
      names = statSync(dir, { throwIfNoEntry: false })?.isDirectory() ? readdirSync(dir) : [];
      folders.set(dir, names);
    }
    return names;
  };
  return (path) => {
    let dir = publicDir;
    const named: string[] = [];
    for (const part of path.split('/').filter(Boolean)) {
      const names = namesIn(dir);
      const name = names.includes(part) ? part : names.find((n) => n.toLowerCase() === part.toLowerCase());
      if (name === undefined) return { found: false };
      named.push(name);
      dir = join(dir, name);
    }
    if (!statSync(dir, { throwIfNoEntry: false })?.isFile()) return { found: false };
    const asNamed = `/${named.join('/')}`;
    if (asNamed === path) return { found: true };
    // Written otherwise than with other capitals (`/images//logo.svg`): not this file's address.
    return asNamed.toLowerCase() === path.toLowerCase() ? { found: false, sameButCase: asNamed } : { found: false };
  };
}

/** The fix for a path whose file is named with other capitals. */
export const capitalsFix = (sameButCase: string) => `the file is public${sameButCase}, and the site tells capitals from small letters. Write "${sameButCase}"`;

/** What an image path that names no file is told: where to put the file, or the capitals to write. */
export function imageNotFound(src: string, lookup: { sameButCase?: string }): string {
  return `Image "${src}" not found: ${lookup.sameButCase ? capitalsFix(lookup.sameButCase) : `put the file in public${src}`}`;
}
