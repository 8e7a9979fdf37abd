/**
 * Which files link to each page or post of the site: other pages' link fields, the posts' articles
 * and the settings' menus and footer, by the route each link leads to (an alias or an earlier
 * address mapped to its page by `routeOf`). The editor's question before a page is deleted
 * (catalogue/cms/input.ts) and city-report's note on pages nothing links to (scripts/city-report.ts)
 * read it.
 */
import type { BodyLink } from './article-links.ts';
import { type Page, pageSchema } from './page-schema.ts';
import { type Site, siteSchema } from './site-schema.ts';
import { walkFields } from '../sections/field-kinds.ts';

export function linksByRoute(
  content: { pages: readonly { file: string; page: Page }[]; posts: readonly { file: string; links: readonly BodyLink[] }[]; site?: Site; siteFile: string },
  routeOf: (href: string) => string | undefined,
): Map<string, Set<string>> {
  const from = new Map<string, Set<string>>();
  const add = (href: unknown, file: string) => {
    const route = typeof href === 'string' ? routeOf(href) : undefined;
    if (route !== undefined) from.set(route, (from.get(route) ?? new Set()).add(file));
  };
  for (const { file, page } of content.pages) walkFields(pageSchema, page, ({ kind, value }) => kind === 'link' && add(value, file));
  for (const post of content.posts) for (const link of post.links) add(link.href, post.file);
  if (content.site) walkFields(siteSchema, content.site, ({ kind, value }) => kind === 'link' && add(value, content.siteFile));
  return from;
}
