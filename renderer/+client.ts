// https://vike.dev/client — the only client entry. No onRenderClient: pages are finished HTML;
// this file adds small enhancements and arms the islands, which load React only when they
// hydrate (renderer/hydrate.ts: on first interaction by default).
import { enhance } from './enhance.ts';
import { hydrateIslands } from './hydrate.ts';

enhance();
hydrateIslands();
const blogLookup = document.querySelector<HTMLElement>('[data-blog-lookup]');
if (blogLookup) void import('./blog/find-moved-post.ts').then((m) => m.findMovedPost(blogLookup));
