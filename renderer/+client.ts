// https://vike.dev/client — the only client entry. No onRenderClient: pages are finished HTML;
// this file adds small enhancements and arms the islands, which load React only when they
// hydrate (renderer/hydrate.ts: on first interaction by default). Built pages load it after
// the load event (renderer/boot.ts); clicks made before then are handed over here.
import { takeEarlyClicks } from './boot.ts';
import { enhance } from './enhance.ts';
import { hydrateIslands } from './hydrate.ts';
import { warmFont } from './web-font.ts';

const earlyClicks = takeEarlyClicks();
enhance(earlyClicks);
hydrateIslands(earlyClicks);
warmFont();
const blogLookup = document.querySelector<HTMLElement>('[data-blog-lookup]');
if (blogLookup) void import('./blog/find-moved-post.ts').then((m) => m.findMovedPost(blogLookup));
// For tests and tools: the page's script has run.
document.documentElement.dataset.script = 'ready';
