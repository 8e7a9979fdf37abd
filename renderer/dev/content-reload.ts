import { relative, sep } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Live preview (`npm run dev`): the content is not part of Vite's module graph, so a change
 * to site.config.yaml or to anything under pages-data/ reloads the open pages; the catalogue
 * is read again on that request (catalogue/index.ts).
 */
export function contentReload(): Plugin {
  return {
    name: 'content-reload',
    apply: 'serve',
    configureServer(server) {
      const root = server.config.root;
      const isContent = (file: string) => {
        const path = relative(root, file);
        return path === 'site.config.yaml' || path.startsWith(`pages-data${sep}`);
      };
      const reload = (file: string) => {
        if (!isContent(file)) return;
        server.config.logger.info(`${relative(root, file).split(sep).join('/')} changed: reloading the page`, { timestamp: true });
        server.ws.send({ type: 'full-reload', path: '*' });
      };
      server.watcher.on('change', reload);
      server.watcher.on('add', reload);
      server.watcher.on('unlink', reload);
    },
  };
}
