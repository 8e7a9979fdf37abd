import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';
import { parse } from 'yaml';
import { readImageManifest } from '../../catalogue/pictures.ts';
import { writeIcons } from './icons.ts';
import { cacheRoot } from '../build/cache.ts';

const ICON_TYPES: Record<string, string> = {
  'favicon.ico': 'image/x-icon',
  'apple-touch-icon.png': 'image/png',
  'icon-192.png': 'image/png',
  'icon-512.png': 'image/png',
  'manifest.webmanifest': 'application/manifest+json',
};

/**
 * Publishes the image copies and icons that scripts/images.ts made (listed in its manifest) into
 * the client build, after `vike build` has emptied it: assets/… by content hash, icons at the root.
 * In development it answers the icon paths, made from the current logo.
 */
export function imagePipeline(): Plugin {
  let root = process.cwd();
  return {
    name: 'image-pipeline',
    configResolved(config) {
      root = config.root;
    },
    applyToEnvironment: (environment) => environment.name === 'client',
    writeBundle(options) {
      const manifest = readImageManifest(root);
      if (!options.dir || !manifest) return;
      for (const [path, cached] of Object.entries(manifest.files)) {
        const target = join(options.dir, path);
        mkdirSync(dirname(target), { recursive: true });
        copyFileSync(cached, target);
      }
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
