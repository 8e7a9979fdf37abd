/** Tile heights of an image wall, in CSS pixels (spec: 300 to 549). */
export const MIN_TILE_HEIGHT = 300;
export const MAX_TILE_HEIGHT = 549;

/**
 * The height of a tile, chosen at build time from the image path alone (FNV-1a hash), so the
 * pre-rendered HTML, every later build and the page in the browser agree: the wall looks
 * random but never changes between builds, and nothing shifts while it loads.
 */
export function tileHeight(src: string, min = MIN_TILE_HEIGHT, max = MAX_TILE_HEIGHT): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < src.length; i++) {
    hash ^= src.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return min + (hash % (max - min + 1));
}
