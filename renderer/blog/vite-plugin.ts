import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';
import { type Catalogue, contentPaths, loadCatalogue, sharedCatalogue } from '../../catalogue/index.ts';
import { attachPictures, readImageManifest } from '../../catalogue/pictures.ts';
import { blogDataFiles } from './data.ts';

function writeFiles(dir: string, files: Record<string, string>): void {
  for (const [name, text] of Object.entries(files)) {
    const file = join(dir, name);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
}

/** What the plugin writes into the client build, from this catalogue (the build's bundle cache, scripts/build/bundle-cache.ts, writes it without Vite). */
export const writeBlogData = (dir: string, catalogue: Catalogue): void => writeFiles(dir, blogDataFiles(catalogue));

/**
 * Writes /blogs.json (the spec's file: every post with every field, `content` as HTML, newest
 * first) and /blog/cards.json (the listing's card data, without article bodies) into the client
 * build, so that `vike build` alone produces them, and answers the same two paths in development
 * from the current content. The catalogue loads no React, so this runs in the build's own process.
 */
export function blogData(): Plugin {
  let root = process.cwd();
  const files = (withPictures: boolean) => {
    // Inside scripts/build.ts: the catalogue it loaded, with its images; else read now.
    const shared = withPictures ? sharedCatalogue() : undefined;
    if (shared) return blogDataFiles(shared);
    const catalogue = loadCatalogue(contentPaths(root));
    // In a build, cards of photo covers carry the copies scripts/images.ts made (as the pre-rendered cards do).
    const manifest = withPictures ? readImageManifest(root) : undefined;
    if (manifest) attachPictures(catalogue, manifest);
    return blogDataFiles(catalogue);
  };
  return {
    name: 'blog-data',
    configResolved(config) {
      root = config.root;
    },
    applyToEnvironment: (environment) => environment.name === 'client',
    writeBundle(options) {
      if (!options.dir) throw new Error('blog-data: the client build has no output directory');
      writeFiles(options.dir, files(true));
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const name = req.url?.split('?')[0]?.slice(1) ?? '';
        if (name !== 'blogs.json' && name !== 'blog/cards.json') return next();
        try {
          res.setHeader('content-type', 'application/json; charset=utf-8').end(files(false)[name]);
        } catch (error) {
          next(error);
        }
      });
    },
  };
}
