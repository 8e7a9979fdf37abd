// https://vike.dev/data
import type { PageContextServer } from 'vike/types';
import { render } from 'vike/abort';
import { getCatalogue } from '../../catalogue/index.ts';
import { resolveUrl, type PageData } from '../../renderer/resolve.ts';

export function data(pageContext: PageContextServer): PageData {
  const resolved = resolveUrl(getCatalogue(), pageContext.urlPathname);
  if (!resolved) throw render(404);
  return resolved;
}
