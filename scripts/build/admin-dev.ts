/**
 * `npm run dev` serves the browser editor at /admin/ too, as the build makes it: on the first
 * request for the page it is built (in a process of its own, about 6 s) or taken from the build's
 * cache (scripts/build/admin.ts), and again when what it is made from has changed. On localhost,
 * with a Git backend set in site.config.yaml (`editor:`), the editor offers "Work with Local
 * Repository" (Chromium-based browsers): it then reads and writes the files of this clone, and the
 * dev server shows each saved change at once.
 */
import { createReadStream } from 'node:fs';
import type { Plugin } from 'vite';
import { buildCatalogue, contentPaths, formatProblems } from '../../catalogue/index.ts';
import { contentTypeOf, isFile, pathInside } from '../static-files.ts';
import { ADMIN_PATH } from '../postbuild/admin-path.ts';
import { type PreparedAdmin, prepareAdmin } from './admin.ts';

export function adminInDev(): Plugin {
  let prepared: Promise<PreparedAdmin> | undefined;
  return {
    name: 'admin-in-dev',
    apply: 'serve',
    configureServer(server) {
      const root = server.config.root;
      server.middlewares.use(async (req, res, next) => {
        const pathname = (req.url ?? '').split('?')[0]!;
        if (pathname === ADMIN_PATH.slice(0, -1)) {
          res.writeHead(301, { location: ADMIN_PATH }).end();
          return;
        }
        if (!pathname.startsWith(ADMIN_PATH)) return next();
        const file = pathname.slice(ADMIN_PATH.length) || 'index.html';
        try {
          // The page is where a visit starts: check then whether the editor must be built again.
          if (file === 'index.html' || !prepared) {
            const { catalogue, problems } = buildCatalogue(contentPaths(root));
            if (!catalogue) {
              res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' });
              res.end(`The editor is made from the content, which has problems:\n\n${formatProblems(problems)}\n`);
              return;
            }
            prepared = prepareAdmin(catalogue, { root });
          }
          const { dir } = await prepared;
          const path = pathInside(dir, file);
          if (!path || !isFile(path)) return next();
          res.writeHead(200, { 'content-type': contentTypeOf(path), 'cache-control': 'no-cache' });
          createReadStream(path).pipe(res);
        } catch (error) {
          prepared = undefined;
          next(error);
        }
      });
    },
  };
}
