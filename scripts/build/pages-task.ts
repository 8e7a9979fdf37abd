/** `vike build` as a task of the build pool, in a process of its own (see scripts/build/apart.ts). */
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { isAbsolute, join, relative, sep } from 'node:path';
import { build } from 'vike/api';
import type { Catalogue } from '../../catalogue/catalogue.ts';
import { shareCatalogue } from '../../catalogue/index.ts';
import { outDir } from '../paths.ts';

export async function handle(catalogue: Catalogue): Promise<void> {
  shareCatalogue(catalogue);
  const root = process.cwd();
  const target = outDir(root);
  if (insideOf(root, target)) {
    await build();
    return;
  }
  // Vike 0.4.266 cannot pre-render into a folder outside the project. It takes an out dir for an
  // absolute path only when its first folder is the working directory's (outDirIsAbsolutePath in
  // vike/dist/node/vite/shared/getOutDirs.js), so a build in /work/main looked for /tmp/site's
  // manifest in /work/main/tmp/site; the server bundle it writes beside client/ imports vike and
  // react by name, which Node finds only from inside the project; and the loader of that bundle
  // (@brillout/vite-plugin-server-entry, isWebpackResolve) refuses one on another top-level folder.
  // So Vike builds in a folder of the project's .cache, and what it made is moved to SITE_OUT_DIR,
  // client/ replaced whole as Vite empties it when the out dir is inside the project.
  mkdirSync(join(root, '.cache'), { recursive: true });
  const inProject = mkdtempSync(join(root, '.cache', 'pages-'));
  try {
    await build({ viteConfig: { build: { outDir: inProject } } });
    mkdirSync(target, { recursive: true });
    for (const name of readdirSync(inProject)) {
      rmSync(join(target, name), { recursive: true, force: true });
      cpSync(join(inProject, name), join(target, name), { recursive: true });
    }
  } finally {
    rmSync(inProject, { recursive: true, force: true });
  }
}

function insideOf(root: string, path: string): boolean {
  const fromRoot = relative(root, path);
  return fromRoot !== '..' && !fromRoot.startsWith(`..${sep}`) && !isAbsolute(fromRoot);
}
