/**
 * When an island loads React and hydrates, declared by the island itself
 * (`export const hydrate: Hydrate = 'visible'` in sections/<name>/island.tsx), like Astro's
 * client:* directives:
 * - 'interaction' (the default): on the first pointerdown, focusin or keydown inside it; the
 *   click, key or submit that started it is held and replayed once the island is live;
 * - 'visible': when it comes within 200 px of the viewport;
 * - 'idle': after the load event, once the browser is idle.
 */
export type Hydrate = 'interaction' | 'visible' | 'idle';
export const hydrateDefault: Hydrate = 'interaction';
