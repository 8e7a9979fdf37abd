import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Plugin } from 'vite';

const run = promisify(execFile);

/**
 * Writes /blogs.json and /blog/cards.json into the client build, so that `vike build` alone
 * produces them, and answers the same two paths in development from the current content.
 * The files come from scripts/blog-data.ts in a child process: loading the catalogue here
 * would load React's development build into the process that pre-renders the pages.
 */
export function blogData(): Plugin {
  let root = process.cwd();
  const script = () => ['--import', 'tsx', join(root, 'scripts/blog-data.ts')];
  return {
    name: 'blog-data',
    configResolved(config) {
      root = config.root;
    },
    applyToEnvironment: (environment) => environment.name === 'client',
    async writeBundle(options) {
      if (!options.dir) throw new Error('blog-data: the client build has no output directory');
      await run(process.execPath, [...script(), options.dir], { cwd: root });
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const name = req.url?.split('?')[0]?.slice(1) ?? '';
        if (name !== 'blogs.json' && name !== 'blog/cards.json') return next();
        run(process.execPath, [...script(), '--print', name], { cwd: root, maxBuffer: 64 * 1024 * 1024 }).then(
          ({ stdout }) => res.setHeader('content-type', 'application/json; charset=utf-8').end(stdout),
          (error: unknown) => next(error),
        );
      });
    },
  };
}
