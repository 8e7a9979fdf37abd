// https://vike.dev/onBeforePrerenderStart
import { getCatalogue } from '../../catalogue/index.ts';
import { catalogueUrls } from '../../renderer/urls.ts';

export function onBeforePrerenderStart() {
  return catalogueUrls(getCatalogue());
}
