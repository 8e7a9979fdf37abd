/**
 * The build's heavy steps, each in a process of its own (the build pool's, scripts/build/pool.ts),
 * given the catalogue scripts/build.ts loaded: sent, not read again. What their native libraries
 * hold (the image library about 0.4 GB after a cold run, the pages' bundler about 0.6 GB) is given
 * back when each process exits, so no step runs beside another's leftovers. The editor's bundle
 * runs the same way (scripts/build/admin.ts).
 */
import { fileURLToPath } from 'node:url';
import type { Catalogue } from '../../catalogue/catalogue.ts';
import type { ImageManifest } from '../../catalogue/image-layouts.ts';
import type { PagesRendered } from './pages-task.ts';
import { runApart } from './pool.ts';

const task = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * The catalogue as sent: a post's parsed YAML (`source`, which locates its problems, reported by
 * now) holds functions, which cannot be sent, and no step after validation reads it.
 */
export const sendable = (catalogue: Catalogue): Catalogue =>
  ({ ...catalogue, posts: catalogue.posts.map(({ source: _parsed, ...post }) => post) }) as unknown as Catalogue;

/** What the images step reads of the catalogue: its images, and what decides which files of public/ are published. */
export type ImagesInput = Pick<Catalogue, 'images' | 'site' | 'files' | 'heldFiles'>;

/**
 * The part of the catalogue the images' process is sent: at 1,000 pages about 50 KB instead of
 * 18 MB (every page twice, in `pages` and `byPath`), which that process held as long as it ran.
 */
export const imagesInput = ({ images, site, files, heldFiles }: Catalogue): ImagesInput => ({ images, site, files, heldFiles });

/** The modules of steps 4 and 5's processes (started ahead by scripts/build.ts: `startAhead`). */
export const IMAGES_TASK = task('../images.ts');
export const PAGES_TASK = task('./pages-task.ts');

/** Step 4: AVIF/WebP/source copies and the icons (scripts/images.ts). */
export const buildImagesApart = (catalogue: Catalogue): Promise<ImageManifest> => runApart(IMAGES_TASK, imagesInput(catalogue), 'images');

/** Step 5's heavy half: Vike's bundle, and the pages the page cache lacks pre-rendered (scripts/build/pages-task.ts). */
export const buildPagesApart = (catalogue: Catalogue): Promise<PagesRendered> => runApart(PAGES_TASK, sendable(catalogue), 'pages (vike build)');
