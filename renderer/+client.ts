// https://vike.dev/client — the only client entry. No onRenderClient: pages are finished HTML;
// this file hydrates islands (and loads React) only where a page has one.
import { enhance } from './enhance.ts';

enhance();
hydrateIslands();
const blogLookup = document.querySelector<HTMLElement>('[data-blog-lookup]');
if (blogLookup) void import('./blog/find-moved-post.ts').then((m) => m.findMovedPost(blogLookup));

async function hydrateIslands() {
  const roots = [...document.querySelectorAll<HTMLElement>('[data-island]')];
  if (roots.length === 0) return;
  const modules = import.meta.glob<{ Island: import('react').ComponentType<object> }>('../sections/*/island.tsx');
  const [{ createElement }, { hydrateRoot }] = await Promise.all([import('react'), import('react-dom/client')]);
  await Promise.all(
    roots.map(async (root) => {
      const load = modules[`../sections/${root.dataset.island}/island.tsx`];
      if (!load) return console.error(`No island module for "${root.dataset.island}"`);
      const { Island } = await load();
      hydrateRoot(root, createElement(Island, JSON.parse(root.dataset.props ?? '{}') as object));
      root.dataset.hydrated = '';
    }),
  );
}
