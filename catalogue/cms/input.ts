import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import type { Catalogue } from '../catalogue.ts';
import { CITIES_FILE, citiesSchema } from '../cities-schema.ts';
import { withSlugs } from '../city-check.ts';
import { displayName, readContent, type ContentPaths } from '../content-files.ts';
import { SCHEMA_FOLDER } from '../json-schema.ts';
import { SNIPPETS_FOLDER } from '../snippets.ts';
import { sitePathOf } from '../article-links.ts';
import { bareHost } from '../site-schema.ts';
import { linksByRoute } from '../links-by-route.ts';
import { idLineOf } from '../post-schema.ts';
import type { CmsDirs, CmsInput, EditorBackend } from './config.ts';
import type { AliasUses } from './alias-uses.ts';

/** What the browser editor's configuration is made from, read from the repository (see catalogue/cms/config.ts). */

const sorted = (xs: string[]) => [...xs].sort((a, b) => a.localeCompare(b));

function list(dir: string, pick: (e: import('node:fs').Dirent) => boolean): string[] {
  try {
    return sorted(
      readdirSync(dir, { withFileTypes: true })
        .filter(pick)
        .map((e) => e.name),
    );
  } catch {
    return [];
  }
}

/** Every path a link may point to: published pages, their aliases and posts, sorted. */
function linkTargets(catalogue: Catalogue): string[] {
  return sorted([...new Set([...catalogue.byPath.keys(), ...catalogue.posts.map((p) => `/blog/${p.slug}`)])]);
}

/**
 * The files that link to each page or post of the site (its route, or an alias of it), the settings'
 * menus and footer among them: said before a page or post is deleted in the editor.
 */
function linkedFrom(catalogue: Catalogue, siteFile: string): Record<string, string[]> {
  const ownHost = bareHost(catalogue.site.baseUrl);
  const from = linksByRoute({ ...catalogue, siteFile }, (href) => {
    const path = sitePathOf(href, ownHost);
    return path === undefined ? undefined : (catalogue.byPath.get(path)?.page.route ?? path);
  });
  return Object.fromEntries([...from].map(([route, files]) => [route, [...files].sort()] as const).sort(([a], [b]) => a.localeCompare(b)));
}

/** What leans on the aliases in the content the build read: its published pages, posts and settings. */
function aliasUsesOf(catalogue: Pick<Catalogue, 'site' | 'pages' | 'posts'>, siteFile: string, ownHost: string): AliasUses {
  const { aliases } = catalogue.site;
  const isAlias = (path: string | undefined) => path !== undefined && Object.hasOwn(aliases, path);
  const canonicals: AliasUses['canonicals'] = {};
  for (const { file, page } of catalogue.pages)
    if (isAlias(page.meta.canonical) && aliases[page.meta.canonical] === page.route) canonicals[file] = { route: page.route, canonical: page.meta.canonical };
  const from = linksByRoute({ ...catalogue, siteFile }, (href) => {
    const path = sitePathOf(href, ownHost);
    return isAlias(path) ? path : undefined;
  });
  const links = Object.fromEntries([...from].sort(([a], [b]) => a.localeCompare(b)).map(([alias, files]) => [alias, [...files].sort()] as const));
  return { canonicals, links };
}

/** The content's folders and the settings file as the repository names them (`pages-data/_shared`), for the editor and CI's summary. */
export function cmsDirs(paths: ContentPaths): CmsDirs {
  const rel = (file: string) => displayName(paths, file);
  return {
    pages: rel(paths.pagesDir),
    public: rel(paths.publicDir),
    shared: rel(join(paths.pagesDir, SNIPPETS_FOLDER)),
    schemas: SCHEMA_FOLDER,
    siteFile: rel(paths.siteFile),
  };
}

export function cmsInput(catalogue: Catalogue, paths: ContentPaths, backend?: EditorBackend): CmsInput {
  const rel = (file: string) => displayName(paths, file);
  const sharedDir = join(paths.pagesDir, SNIPPETS_FOLDER);
  const gazetteer = (parse(readContent(paths, join(paths.pagesDir, CITIES_FILE)) ?? '') ?? {}) as Record<string, { name?: string }>;
  const cities = citiesSchema.safeParse(gazetteer);
  return {
    site: { name: catalogue.site.name, baseUrl: catalogue.site.baseUrl },
    dirs: cmsDirs(paths),
    folders: list(paths.pagesDir, (e) => e.isDirectory() && !e.name.startsWith('_') && e.name !== 'blog').map((name) => ({
      name,
      label: name === 'core' ? 'Core pages' : `${gazetteer[name]?.name ?? name} pages`,
      ...(name !== 'core' && gazetteer[name]?.name ? { city: gazetteer[name].name } : {}),
    })),
    topFiles: list(paths.pagesDir, (e) => e.isFile() && e.name.endsWith('.yaml') && e.name !== CITIES_FILE),
    shared: list(sharedDir, (e) => e.isFile() && e.name.endsWith('.yaml')).map((f) => {
      const section: unknown = parse(readContent(paths, join(sharedDir, f)) ?? '');
      return { name: f.replace(/\.yaml$/, ''), section };
    }),
    routes: linkTargets(catalogue),
    linkedFrom: linkedFrom(catalogue, rel(paths.siteFile)),
    aliases: catalogue.site.aliases,
    aliasUses: aliasUsesOf(catalogue, rel(paths.siteFile), bareHost(catalogue.site.baseUrl)),
    pageFiles: Object.fromEntries([
      ...catalogue.pages.map((e) => [e.page.route, e.file] as const),
      ...catalogue.held.filter((h) => !h.file.endsWith('.md')).map((h) => [h.path, h.file] as const),
    ]),
    postIds: Object.fromEntries(
      list(join(paths.pagesDir, 'blog'), (e) => e.isFile() && e.name.endsWith('.md')).flatMap((name) => {
        const id = idLineOf(readContent(paths, join(paths.pagesDir, 'blog', name)) ?? '');
        return id === undefined ? [] : [[rel(join(paths.pagesDir, 'blog', name)), id] as const];
      }),
    ),
    images: Object.fromEntries([...catalogue.fileUses].filter(([src]) => src.startsWith('/images/')).sort(([a], [b]) => a.localeCompare(b))),
    ...(cities.success ? { cities: withSlugs(cities.data) } : {}),
    ...(backend ? { backend } : {}),
  };
}
