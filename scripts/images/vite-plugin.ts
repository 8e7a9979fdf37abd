import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { parse } from 'yaml';
import type { ImageManifest } from '../../catalogue/image-layouts.ts';
import { readImageManifest } from '../../catalogue/pictures.ts';
import { writeIcons } from './icons.ts';
import { cacheRoot, copyKept } from '../build/cache.ts';

const ICON_TYPES: Record<string, string> = {
  'favicon.ico': 'image/x-icon',
  'apple-touch-icon.png': 'image/png',
  'icon-192.png': 'image/png',
  'icon-512.png': 'image/png',
  'manifest.webmanifest': 'application/manifest+json',
};

/** Copies the manifest's files (image copies, icons, used files of public/) into the client folder `dir`; one already there as an earlier build copied it stays. */
export function publishImages(dir: string, manifest: ImageManifest): void {
  for (const [path, cached] of Object.entries(manifest.files)) copyKept(cached, join(dir, path));
}

/**
 * Publishes what scripts/images.ts listed in its manifest into the client build, after `vike build`
 * has emptied it: the image copies (assets/… by content hash), the icons at the root and the files
 * of public/ that something uses (catalogue/public-files.ts). With a manifest, Vite's own copy of
 * public/ is off: an original photo (camera model, GPS position) or a file nothing uses never
 * reaches the site. Without one (`vike build` on its own, a test build) Vite copies public/ as usual.
 * In development it answers the icon paths, made from the current logo, and Vite serves public/.
 */
export function imagePipeline(): Plugin {
  let root = process.cwd();
  return {
    name: 'image-pipeline',
    config(config, { command }) {
      // Not build.copyPublicDir: Vike sets that per environment. Development still serves public/.
      if (command === 'build' && readImageManifest(config.root ?? root)) return { publicDir: false };
    },
    configResolved(config) {
      root = config.root;
    },
    applyToEnvironment: (environment) => environment.name === 'client',
    writeBundle(options) {
      const manifest = readImageManifest(root);
      if (!options.dir || !manifest) return;
      publishImages(options.dir, manifest);
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const name = req.url?.split('?')[0]?.slice(1) ?? '';
        const type = ICON_TYPES[name];
        if (!type) return next();
        const site = parse(readFileSync(join(root, 'site.config.yaml'), 'utf8')) as { name?: string };
        writeIcons(join(root, 'public'), join(cacheRoot(root), 'images'), { name: site.name ?? 'Site' }).then(
          (files) => res.setHeader('content-type', type).end(readFileSync(files[name] as string)),
          (error: unknown) => next(error),
        );
      });
    },
  };
}
