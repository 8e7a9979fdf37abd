import { copyFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';
import { readImageManifest } from '../../catalogue/pictures.ts';

/**
 * Publishes the image copies and icons that scripts/images.ts made (listed in its manifest) into
 * the client build, after `vike build` has emptied it: assets/… by content hash, icons at the root.
 */
export function imagePipeline(): Plugin {
  let root = process.cwd();
  return {
    name: 'image-pipeline',
    apply: 'build',
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
  };
}
