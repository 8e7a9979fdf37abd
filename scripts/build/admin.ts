/**
 * The browser editor at /admin/: its own Vite build (admin/index.html) into dist/client/admin/,
 * hashed files only, nothing inline, nothing from another host. Public pages never load a byte of
 * it. The configuration's input is read here from the repository (catalogue/cms/input.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { build, type Plugin } from 'vite';
import type { Catalogue } from '../../catalogue/catalogue.ts';
import type { EditorBackend } from '../../catalogue/cms/config.ts';
import { cmsInput } from '../../catalogue/cms/input.ts';
import { contentPaths } from '../../catalogue/load.ts';
import { clientDir } from '../paths.ts';
import { ADMIN_FOLDER, ADMIN_PATH } from '../postbuild/admin-path.ts';

function backendOf(catalogue: Catalogue): EditorBackend | undefined {
  const editor = catalogue.site.editor;
  return (
    editor && {
      backend: editor.backend,
      repo: editor.repo,
      branch: editor.branch,
      ...(editor.authUrl ? { baseUrl: editor.authUrl } : {}),
      ...(editor.appId ? { appId: editor.appId } : {}),
    }
  );
}

function cmsInputModule(catalogue: Catalogue): Plugin {
  const id = 'virtual:cms-input';
  return {
    name: 'cms-input',
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    load: (resolved) =>
      resolved === `\0${id}`
        ? `export default ${JSON.stringify(cmsInput(catalogue, contentPaths(), backendOf(catalogue)))};\nexport const site = ${JSON.stringify(catalogue.site)};`
        : undefined,
  };
}

/**
 * The editor's three fonts are in its npm package, but its stylesheet names them on a CDN: they are
 * served from /admin/fonts/ instead, so the page loads nothing from another host.
 */
function localFonts(root: string): Plugin {
  const cdn = /https:\/\/cdn\.jsdelivr\.net\/fontsource\/fonts\/([\w-]+)(?::vf)?@[\d.]+\/([\w-]+)\.woff2/g;
  const assets = join(root, 'node_modules/@sveltia/cms/npm/assets');
  const wanted = new Set<string>();
  return {
    name: 'admin-local-fonts',
    transform(code, id) {
      if (!id.includes('@sveltia') || !code.includes('cdn.jsdelivr.net/fontsource')) return undefined;
      return {
        code: code.replace(cdn, (_url, family: string, file: string) => {
          wanted.add(`${family}-${file}`);
          return `${ADMIN_PATH}fonts/${family}-${file}.woff2`;
        }),
        map: null,
      };
    },
    generateBundle(_options, bundle) {
      // Workers the package ships as files keep a source-map comment pointing at a map that is not published.
      for (const asset of Object.values(bundle))
        if (asset.type === 'asset' && asset.fileName.endsWith('.js'))
          asset.source = Buffer.from(asset.source)
            .toString('utf8')
            .replace(/\n?\/\/# sourceMappingURL=\S+\s*$/, '\n');
      for (const name of wanted) {
        const file = readdirSync(assets).find((f) => f.startsWith(`${name}-`) && f.endsWith('.woff2'));
        if (!file) this.error(`The editor's font ${name} is not in @sveltia/cms/npm/assets: check the package after an upgrade`);
        this.emitFile({ type: 'asset', fileName: `fonts/${name}.woff2`, source: readFileSync(join(assets, file)) });
      }
    },
  };
}

export async function buildAdmin(catalogue: Catalogue, root = process.cwd()): Promise<void> {
  await build({
    configFile: false,
    root: join(root, 'admin'),
    base: ADMIN_PATH,
    logLevel: 'warn',
    plugins: [react(), tailwindcss(), cmsInputModule(catalogue), localFonts(root)],
    build: {
      outDir: join(clientDir(root), ADMIN_FOLDER),
      emptyOutDir: true,
      assetsDir: 'assets',
      // Nothing inline: the admin page's policy has no hashes (script-src 'self').
      assetsInlineLimit: 0,
      modulePreload: { polyfill: false },
      chunkSizeWarningLimit: 4096,
      reportCompressedSize: false,
    },
  });
}
