// https://vike.dev/onBeforePrerenderStart
import { getCatalogue } from '../../catalogue/index.ts';
import { urlsToRender } from '../../renderer/urls.ts';

/** Every URL of the catalogue, or in `npm run build` those its page cache lacks (scripts/build/page-cache.ts). */
export function onBeforePrerenderStart() {
  return urlsToRender(getCatalogue());
}
