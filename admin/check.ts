import type CMS from '@sveltia/cms';
import { stringify } from 'yaml';
import { internalLinks, notAPageMessage, sitePathOf } from '../catalogue/article-links.ts';
import { EMPTY_ARTICLE, markdownProblems, placeOfLine, START_LIST, WRITE_ARTICLE } from '../catalogue/blog-markdown.ts';
import { canonicalProblem, SET_CANONICAL, servesPage } from '../catalogue/canonical.ts';
import { CHOOSE_SHARED, expandIncludes, INCLUDE_ABOVE_CTA, ownIssues, type SharedSections } from '../catalogue/includes.ts';
import { postCityProblems } from '../catalogue/post-city.ts';
import { EMPTY_DATE, slugFromTitle } from '../catalogue/post-schema.ts';
import { ADD_GEO, CORE_FOLDER, geoMissingMessage } from '../catalogue/cities-schema.ts';
import { type Cities, cityProblems, TO_OTHER_PLACES } from '../catalogue/city-check.ts';
import {
  type CmsDirs,
  type CmsInput,
  FORMATS,
  type FormatKind,
  kindOfPath,
  ORIGINAL_FIELD,
  SCHEMAS,
  SHARED_COLLECTION,
  SHARED_NAME_MISSING,
  SHARED_SECTION_FIELD,
} from '../catalogue/cms/config.ts';
import { BODY_LINE, readableField } from '../catalogue/cms/fields.ts';
import { movedPageMessage, publishedRouteOf, TO_MOVED_FROM } from '../catalogue/moved-pages.ts';
import {
  AS_CODE,
  CURLY_QUOTES_FIX,
  copyRulesOf,
  pageCopyProblems,
  postCopyProblems,
  sharedSectionCopyProblems,
  siteTextProblems,
} from '../catalogue/copy-problems.ts';
import { bareHost, type Site, whatsappNotAPhone } from '../catalogue/site-schema.ts';
import {
  phonesCheckWaits,
  refusedField,
  refusedPageCopyProblems,
  refusedPaths,
  refusedPostCopyProblems,
  refusedSiteTextProblems,
  writtenCanonical,
} from '../catalogue/refused-page.ts';
import { KEEP_AS_DRAFT } from '../catalogue/placeholders.ts';
import { bracketedCodeRead } from '../catalogue/markdown-lines.ts';
import { aliasIsRoute, aliasOfAlias, duplicatePostId, duplicateRoute, noPageAtRoute, routeIsAlias } from '../catalogue/taken.ts';
import { END_WITH_CTA, type Page } from '../catalogue/page-schema.ts';
import { problemTitle } from '../catalogue/problem-codes.ts';
import { closestAddress, formatPath, pathOfField, type Problem, timesWritten } from '../catalogue/problems.ts';
import { locate, parseYaml } from '../catalogue/yaml-source.ts';
import { narrowPhotoMessage, RASTER_IMAGE } from '../catalogue/image-layouts.ts';
import { CHANGE_PHONES, PHONES_CHECK_WAITS } from '../catalogue/phones-in-copy.ts';
import { fieldImageSlot, POST_COVER_SLOTS } from '../catalogue/image-slots.ts';
import { walkFields } from '../sections/field-kinds.ts';
import { schemaOf } from '../sections/schemas.ts';
import type { Wording } from '../catalogue/wording.ts';
import { entryNamer, type ListedCollection } from './entry-names.ts';
import { FRONT_MATTER, issuesToProblems, SHARED_SECTION } from '../catalogue/zod-problems.ts';
import {
  collectionOfHash,
  currentEntry,
  type EditorEntry,
  entryOfHash,
  fieldValueOf,
  followItem,
  isNewEntryHash,
  latestEntry,
  onEntryChange,
} from './drawn-entry.ts';
import { EDITED_SINCE_CHECK, markEditedSinceCheck } from './edited-fields.ts';
import { formToData } from './formats.ts';
import { formPathOf, repeatedKeys } from '../catalogue/cms/forms.ts';
import { goToField } from './go-to-field.ts';
import { FIELD, listAddOf } from './list-markup.ts';
import { SAVE_BUTTON } from './unsaved.ts';
import { uploadedWidth, withUploadPaths } from './upload-files.ts';
import { NUMBER_TEXT_NOTE, numberTexts, withNumberTexts } from './number-text.ts';
import { unreadProblem } from './unread-files.ts';
import { noteUnreadInLists } from './unread-note.ts';
import { boxesTiedTo, notesOf, tieNote, untieNote } from './box-notes.ts';
import { type AliasUses, aliasUseProblems, withUsesOf } from '../catalogue/cms/alias-uses.ts';

/**
 * Before anything is saved, the entry is checked with the build's own schemas and messages
 * (the same zod schemas and catalogue/zod-problems.ts as `npm run validate`): a problem the
 * build would refuse is listed with its field, message and code, and the save is refused.
 * What needs other files (links in a post's article, an address another page has, a shared
 * section's copy on a city's page) is checked in CI on the draft.
 */

/** A collection of the editor's configuration, as far as the check reads it: its folder and format, and its label that names its files in messages. */
export interface EntryCollection extends ListedCollection {
  name: string;
  format?: string;
}

/**
 * An entry's kind and the file the check holds it to: its own, or for one not saved yet (no file),
 * the file its collection names for it (`name`, the entry in the editor's address: the settings in
 * the practice editor, which starts without them) or its collection's folder (`pages-data/jaipur/`:
 * a Jaipur page, held to Jaipur); undefined for a collection the check does not know.
 */
export function fileOfEntry(
  { collection, path, name }: { collection: string; path: string; name?: string },
  collections: readonly EntryCollection[],
  dirs: CmsDirs,
): { kind: FormatKind; path: string } | undefined {
  if (path) return { kind: kindOfPath(path, dirs), path };
  const { folder, format, files } = collections.find((c) => c.name === collection) ?? {};
  const file = name === undefined ? undefined : files?.find((f) => f.name === name)?.file;
  if (file) return { kind: kindOfPath(file, dirs), path: file };
  const kind = (Object.keys(FORMATS) as FormatKind[]).find((k) => FORMATS[k] === format);
  return folder && kind ? { kind, path: `${folder}/` } : undefined;
}

/** A post's slug from its file's path (`pages-data/blog/cafe-seo-ajmer.md` → cafe-seo-ajmer); undefined for an entry not saved yet. */
export const postSlugOfPath = (path: string): string | undefined =>
  path.endsWith('.md') ? path.slice(path.lastIndexOf('/') + 1, -'.md'.length) || undefined : undefined;

/** The city whose folder holds the page at `path` (a city of the gazetteer), or undefined. */
export function cityOfPath(path: string, dirs: CmsDirs, folders: CmsInput['folders']): string | undefined {
  return folders.find((f) => f.city && path.startsWith(`${dirs.pages}/${f.name}/`))?.city;
}

/** What the check of a page knows beyond the entry: the city whose folder holds it, the site's aliases. */
export interface PageContext {
  /** Its pages carry geo tags (the rest of the city check needs other files and runs in CI). */
  city?: string;
  /** alias → route, from site.config.yaml: a canonical address serves its page. */
  aliases?: Readonly<Record<string, string>>;
  /** The shared sections (pages-data/_shared/) a page's `- include: <name>` places: checked in their place, as the build does. */
  shared?: SharedSections;
  /**
   * The gazetteer: a city's page is held to its city as the build holds it (geo tags, other cities'
   * names in its own copy; a shared section it includes is checked at the section's own lines in CI).
   */
  cities?: Cities;
  /** The agency's phones (site.config.yaml): a number written in copy is one of them, as the build holds it. */
  phones?: readonly string[];
  /** A post's file name without .md, the last part of its address; undefined before it has one. */
  slug?: string;
  /** Every address of the site when the editor was built (its pages, aliases and posts): a post's article links to one of them. */
  routes?: readonly string[];
  /** The site's own address (site.config.yaml's baseUrl): a link written as it is read as its path. */
  baseUrl?: string;
  /** Each page's route with its file, and each post's id by its file (CmsInput's, and the session's saves). */
  pageFiles?: Readonly<Record<string, string>>;
  postIds?: Readonly<Record<string, number>>;
  /** The entry's file (`pages-data/jaipur/seo.yaml`); empty for one not saved yet. Its own route and id are no other's. */
  path?: string;
  /** The settings file, as the build names it in its messages. */
  siteFile?: string;
  /** What leans on the aliases: pages' canonical addresses and links (catalogue/cms/alias-uses.ts), as built and saved since. */
  aliasUses?: AliasUses;
  /** The folder of pages (`pages-data`): a city's key in the gazetteer is the name of a folder in it. */
  pagesDir?: string;
  /** The width a photo of the entry is shown at, where the editor has read it (uploaded in this session: admin/upload-files.ts). */
  photoWidth?: (src: string) => number | undefined;
}

/** The shared sections as the check places them, from the editor's input (each section as its file holds it). */
export const sharedSections = (dirs: CmsDirs, shared: CmsInput['shared']): SharedSections => ({
  folder: dirs.shared,
  byName: new Map(shared.map((s) => [s.name, s.section ?? undefined])),
});

/**
 * A problem the check found in the entry open, with its box's key path in the form where that is not
 * the one its field names (keyPathOf): an entry of a map, which the form holds as a list.
 */
export type CheckedProblem = Omit<Problem, 'file'> & { keyPath?: string };

/**
 * A problem as the check of the file finds it: `atKey`, one of a map's key (told at the key's box,
 * not its value's); `atList`, one of a file that is a map as a whole (the gazetteer), told at the
 * form's list of its items.
 */
type KeyedProblem = Omit<Problem, 'file'> & { atKey?: boolean; atList?: boolean };

/** Whether a problem is at a box of the form (one of the whole entry, its file unread, is not). */
const hasBox = (problem: CheckedProblem): boolean => Boolean(problem.field || problem.keyPath);

/**
 * The name of a problem's line in the panel: its field as the form labels it ("Social profile 2",
 * "Aliases › /old-page"), or, for a map's item whose key is empty (the check names the field by the
 * key), the box's place in the form: "Cities › item 2 › Key".
 */
export function lineName(problem: CheckedProblem, kind: FormatKind, data: unknown): string {
  const { field } = problem;
  // The gazetteer's form is a list of Cities, each named by its key as written (its folder's name).
  const city = kind === 'cities' && field ? /^([^.[]+)\.?(.*)$/.exec(field) : null;
  if (city) return ['Cities', city[1], ...(city[2] ? [readableField(city[2])] : [])].join(' › ');
  if (field && !field.endsWith('.')) return readableField(field, { schema: SCHEMAS[kind], data });
  return boxOf(problem, kind)
    .split('.')
    .map((part) => (/^\d+$/.test(part) ? `item ${Number(part) + 1}` : readableField(part)))
    .join(' › ');
}

/** The form's key path of a problem's box. */
export const boxOf = (problem: CheckedProblem, kind: FormatKind): string => problem.keyPath ?? keyPathOf(problem.field, kind);

/** The part of the form that holds the file's data, and its key path in the form: the gazetteer's list of cities, a shared section's one item. */
function dataInForm(kind: FormatKind, form: Record<string, unknown>): { value: unknown; at: string[] } {
  if (kind === 'cities') return { value: form.cities, at: ['cities'] };
  if (kind === 'section') return { value: (form[SHARED_SECTION_FIELD] as unknown[] | undefined)?.[0], at: [SHARED_SECTION_FIELD, '0'] };
  return { value: form, at: [] };
}

/**
 * What the build would refuse in this entry alone: a map's entries (the aliases, the gazetteer's
 * cities) at their items' boxes, and an item whose key an item above has too, which the file cannot
 * hold twice (saved, it would replace that one without a word: a content editor's trial, 2026-12-07).
 */
export function problemsOf(kind: FormatKind, form: Record<string, unknown>, context: PageContext = {}): CheckedProblem[] {
  const { value, at } = dataInForm(kind, form);
  const inForm = (parts: readonly string[], atKey?: boolean) => {
    const path = formPathOf(SCHEMAS[kind], value, parts, atKey);
    return path && [...at, ...path].join('.');
  };
  const repeated: CheckedProblem[] = repeatedKeys(SCHEMAS[kind], value).map(({ key, mapPath, formPath, first, index }) => ({
    code: 'yaml-syntax',
    line: 1,
    col: 1,
    field: [...mapPath, key].join('.'),
    message: repeatedKeyMessage(key, first, index),
    keyPath: [...at, ...formPath, String(index), 'key'].join('.'),
  }));
  const found: CheckedProblem[] = fileProblemsOf(kind, form, context).map(({ atKey, atList, ...p }) => {
    if (atList) return { ...p, keyPath: at.join('.') };
    const keyPath = p.field.startsWith(BODY_LINE) ? undefined : inForm(pathOfField(p.field).split('.'), atKey);
    return keyPath === undefined ? p : { ...p, keyPath };
  });
  return [...repeated, ...found];
}

/** What the check says at an item of a map whose key the item at `first` has too (indices in the form's list). */
export const repeatedKeyMessage = (key: string, first: number, index: number): string =>
  `YAML syntax: "${key}" is the key of item ${first + 1} too: a file holds each key once, so saved, item ${index + 1} would replace item ${first + 1}. Change one of the two keys, or remove one item`;

/** What the build would refuse in the file this entry writes. */
function fileProblemsOf(
  kind: FormatKind,
  form: Record<string, unknown>,
  {
    city,
    aliases,
    shared,
    cities,
    phones,
    slug,
    routes,
    baseUrl,
    pageFiles,
    postIds,
    path = '',
    siteFile = 'site.config.yaml',
    photoWidth,
    aliasUses,
    pagesDir,
  }: PageContext = {},
): KeyedProblem[] {
  const rules = { phones };
  const { data: written, body } = formToData(kind, form);
  const { source } = parseYaml('entry.yaml', stringify(written, { lineWidth: 0 }));
  // A page's `- include:` entries are placed (or refused) as the build places them (catalogue/includes.ts).
  const data = kind === 'page' ? structuredClone(written) : written;
  const placed: Problem[] = [];
  const filled = kind === 'page' ? expandIncludes(data, source, shared ?? { folder: '', byName: new Map() }, placed) : [];
  const schema = SCHEMAS[kind];
  // The input of each issue, so a length is counted as the schema checked it (trimmed: catalogue/zod-problems.ts).
  const result = schema.safeParse(data, { reportInput: true });
  const problems: KeyedProblem[] = [
    ...placed.map(({ file: _file, ...p }) => p),
    ...(result.success
      ? []
      : issuesToProblems(
          ownIssues(result.error.issues, filled),
          source,
          data,
          schema,
          kind === 'post' ? FRONT_MATTER : kind === 'section' ? SHARED_SECTION : undefined,
        )),
  ];
  // The article: what the site would not publish as written (raw HTML, a javascript: link, an image from another site), by its line in the article.
  if (kind === 'post' && body !== undefined) problems.push(...markdownProblems(body).map((p) => ({ ...p, field: `${BODY_LINE}${p.line}` })));
  // An article with no text, which the build leaves out, its front matter refused or not.
  if (kind === 'post' && (body ?? '').trim() === '') problems.push({ code: 'too-few', line: 1, col: 1, field: `${BODY_LINE}1`, message: EMPTY_ARTICLE });
  // Its links to this site lead to one of its addresses, a draft's too, as the build holds them.
  if (kind === 'post' && body !== undefined && routes) problems.push(...articleLinkProblems(body, routes, aliases ?? {}, baseUrl, cities));
  const ofCity = city === undefined ? undefined : Object.values(cities ?? {}).find((c) => c.name === city);
  if (!result.success) {
    // The rest of what the build would refuse in an entry it refuses (catalogue/refused-page.ts), but
    // for the fields it refused: a page's placeholders, other cities' names and canonical address, a
    // shared section's placeholders, a published post's placeholders, the settings' own texts'.
    const refusedAt = refusedPaths(result.error.issues);
    if (kind === 'page') {
      problems.push(...refusedPageCopyProblems(source, data, refusedAt, { city: ofCity, cities, rules }).map(({ file: _file, ...p }) => p));
      const addresses = writtenCanonical(data, refusedAt);
      const canonical = addresses && canonicalProblem(addresses, (address) => !aliases || servesPage(address, addresses.route, aliases));
      if (canonical) problems.push({ code: 'canonical-not-served', ...locate(source, ['meta', 'canonical']), field: 'meta.canonical', message: canonical });
    }
    if (kind === 'section') problems.push(...sharedSectionCopyProblems(data, source, refusedField(refusedAt), rules));
    if (kind === 'site') problems.push(...refusedSiteTextProblems(data, source, refusedAt));
    // A photo uploaded in this session too narrow for its place, where its path was not refused (as the build checks a refused page's images).
    if (photoWidth) problems.push(...narrowPhotos(kind, data, source, photoWidth, refusedField(refusedAt)));
    if (kind === 'post')
      problems.push(
        ...refusedPostCopyProblems({ data, refusedAt, markdown: body ?? '', source, bodyLine: 1 }, rules).map((p) =>
          p.field === 'content' ? { ...p, field: `${BODY_LINE}${p.line}` } : p,
        ),
      );
    return problems;
  }
  // A photo uploaded in this session narrower than the widest copy its place needs, as the build refuses it.
  if (photoWidth) problems.push(...narrowPhotos(kind, result.data, source, photoWidth));
  const held = Boolean((data as { draft?: boolean }).draft);
  if (kind === 'page') {
    const page = result.data as Page;
    // A route another page has, or an alias of the settings sends to one (drafts too, as the build refuses them).
    const owner = pageFiles?.[page.route];
    const ownedElsewhere = owner !== undefined && owner !== path;
    const aliased = Boolean(aliases && Object.hasOwn(aliases, page.route));
    if (ownedElsewhere)
      problems.push({ code: 'duplicate-route', ...locate(source, ['route']), field: 'route', message: duplicateRoute(page.route, owner, true) });
    else if (aliases && aliased) {
      const target = aliases[page.route]!;
      problems.push({
        code: 'alias-clash',
        ...locate(source, ['route']),
        field: 'route',
        message: routeIsAlias(page.route, target, pageFiles?.[target] ?? target, siteFile),
      });
    }
    // Not while the route is taken: those lines would tell staff to give Canonical (and the page's
    // move) that route, another page's (a content editor's trial); the next Save tells them.
    if (!ownedElsewhere && !aliased) {
      // A canonical address that does not serve the page, drafts included, as the build refuses it.
      const canonical = canonicalProblem(page, (address) => !aliases || servesPage(address, page.route, aliases));
      if (canonical) problems.push({ code: 'canonical-not-served', ...locate(source, ['meta', 'canonical']), field: 'meta.canonical', message: canonical });
      // A published page whose route changed keeps the address it was saved with (as the build
      // compares with git: catalogue/moved-pages.ts), in this same form.
      const saved = typeof form[ORIGINAL_FIELD] === 'string' ? publishedRouteOf(form[ORIGINAL_FIELD]) : undefined;
      if (saved !== undefined && saved !== page.route && !held && !page.movedFrom?.includes(saved) && !Object.hasOwn(aliases ?? {}, saved))
        problems.push({
          code: 'page-moved',
          ...locate(source, ['route']),
          field: 'route',
          message: movedPageMessage({ from: saved, to: page.route }, 'when it was saved', page.meta.canonical),
        });
    }
    // What the build holds to published pages only: no placeholder, and on a city's page its geo tags.
    if (!held) problems.push(...pageCopyProblems(page, source, undefined, rules));
    if (!held && ofCity) problems.push(...cityProblems(source, page, ofCity, cities!).map(({ file: _file, ...p }) => p));
    else if (!held && city && !page.meta.geo)
      problems.push({ code: 'geo-missing', ...locate(source, ['meta']), field: 'meta', message: geoMissingMessage(city) });
  }
  // A shared section has no draft: every page that includes it shows it.
  if (kind === 'section') problems.push(...sharedSectionCopyProblems(result.data, source, undefined, rules));
  // The settings: the site's own texts hold no placeholder, and a number in them is one of the phones given here.
  if (kind === 'site') problems.push(...siteTextProblems(result.data, schema, source, copyRulesOf(result.data as Site)));
  // Its aliases each lead to a page, as the build holds them (catalogue/catalogue.ts), with the pages as this session knows them.
  if (kind === 'site' && pageFiles) problems.push(...aliasProblems((result.data as Site).aliases ?? {}, pageFiles, source, cities));
  // And what leans on them stays served: the pages whose canonical address is one, the links to one
  // (the settings' own, its menus and footer, as this form has them).
  const leaning =
    kind === 'site' && aliasUses && withUsesOf(aliasUses, siteFile, aliases ?? {}, { linkPaths: linkPathsOf(kind, result.data, hostOf(baseUrl)) });
  if (leaning && pageFiles)
    problems.push(
      ...aliasUseProblems((result.data as Site).aliases ?? {}, aliases ?? {}, leaning, pageFiles).map(({ at, ...p }) => {
        const parts = at === undefined ? ['aliases'] : ['aliases', at];
        return { ...p, ...locate(source, parts), field: formatPath(parts) };
      }),
    );
  // Each folder of pages stays a city of the gazetteer, as the build holds them.
  if (kind === 'cities' && pageFiles && pagesDir) problems.push(...cityFolderProblems(result.data as Cities, cities ?? {}, pageFiles, pagesDir, source));
  // Its WhatsApp number, written out, is one of its phones.
  const notAPhone = kind === 'site' ? whatsappNotAPhone(result.data as Site) : undefined;
  if (notAPhone) problems.push({ code: 'whatsapp-not-a-phone', ...locate(source, ['whatsapp', 'number']), field: 'whatsapp.number', message: notAPhone });
  // Its Slug box, if filled, is its file's name, which the editor makes from the Heading for a new
  // post (the build refuses a slug: line that differs: catalogue/blog.ts); the box is best left empty.
  const slugBox = kind === 'post' ? (result.data as { slug?: string }).slug : undefined;
  const isNew = typeof form[ORIGINAL_FIELD] !== 'string';
  const named = slug ?? (kind === 'post' && isNew ? slugFromTitle((result.data as { heading: string }).heading) : undefined);
  if (slugBox && named && slugBox !== named)
    problems.push({
      code: 'rule',
      ...locate(source, ['slug']),
      field: 'slug',
      message: `The slug is the file name, ${named}${slug === undefined ? ', made from the Heading for a new post' : ''}: empty the Slug box (the post's address follows its file's name), or write ${named}`,
    });
  // A post's id is its own, drafts' too.
  const id = kind === 'post' ? (result.data as { id: number }).id : undefined;
  const idOwner = id === undefined ? undefined : Object.entries(postIds ?? {}).find(([file, other]) => other === id && file !== path)?.[0];
  if (id !== undefined && idOwner)
    problems.push({
      code: 'duplicate-post-id',
      ...locate(source, ['id']),
      field: 'id',
      message: duplicatePostId(id, idOwner, Math.max(0, ...Object.values(postIds ?? {})) + 1, true),
    });
  // A post that is not a draft is published, today or by the build on its date: no placeholder in it.
  const front = result.data as Parameters<typeof postCopyProblems>[0];
  if (kind === 'post' && !held)
    problems.push(
      ...[
        ...postCopyProblems(front, body ?? '', source, 1, 0, rules),
        // A post for one city whose address or headings still name another (catalogue/post-city.ts).
        ...(cities
          ? postCityProblems({ ...(result.data as { tags: string[] }), source, slug, markdown: body ?? '', bodyLine: 1 }, cities).map(
              ({ file: _file, ...p }) => p,
            )
          : []),
      ].map((p) => (p.field === 'content' ? { ...p, field: `${BODY_LINE}${p.line}` } : p)),
    );
  return problems;
}

/**
 * The photos of an entry narrower than their place needs, where the editor knows their width: the
 * places as the build reads them (catalogue/catalogue.ts): a section's image in the section's
 * layout, a sharing image at 1200 px, a post's cover as the article and the blog's cards show it.
 * `skip`: the paths a refused entry's schema refused (that problem is told).
 */
function narrowPhotos(
  kind: FormatKind,
  data: unknown,
  source: ReturnType<typeof parseYaml>['source'],
  photoWidth: (src: string) => number | undefined,
  skip?: (path: PropertyKey[]) => boolean,
) {
  const problems: Omit<Problem, 'file'>[] = [];
  const sections = (data as { sections?: { type?: string }[] }).sections;
  walkFields(SCHEMAS[kind], data, ({ kind: field, value, path }) => {
    const src = field === 'image' ? (value as { src?: unknown }).src : field === 'image-path' ? value : undefined;
    const width = typeof src === 'string' && RASTER_IMAGE.test(src) ? photoWidth(src) : undefined;
    if (width === undefined) return;
    const at = field === 'image' ? [...path, 'src'] : path;
    if (skip?.(at)) return;
    const inSection =
      kind === 'section'
        ? schemaOf(String((data as { type?: string }).type))
        : path[0] === 'sections'
          ? schemaOf(String(sections?.[Number(path[1])]?.type))
          : undefined;
    const slots = kind === 'post' && path.length === 1 && path[0] === 'image' ? POST_COVER_SLOTS : [fieldImageSlot(field, inSection)];
    const message = narrowPhotoMessage(width, slots, kind === 'post');
    if (message) problems.push({ code: 'image-too-narrow', ...locate(source, at), field: formatPath(at, (i) => sections?.[i]?.type), message });
  });
  return problems;
}

/**
 * The settings' aliases the build would refuse, in its words (catalogue/taken.ts): one that is a
 * page's route, one whose target is itself an alias, one whose target no page has, with the route
 * meant where one is close. `pageFiles`: each page's route with its file, drafts' too, as the editor
 * was built and this session saved them. (The build knows more: a page that moved since the last
 * commit, whose alias it points to the new route; a page it refuses, whose route an alias still serves.)
 */
function aliasProblems(
  aliases: Readonly<Record<string, string>>,
  pageFiles: Readonly<Record<string, string>>,
  source: Parameters<typeof locate>[0],
  cities: Cities | undefined,
): KeyedProblem[] {
  const fileAt = (route: string) => (Object.hasOwn(pageFiles, route) ? pageFiles[route] : undefined);
  const cityNames = new Set(Object.keys(cities ?? {}));
  return Object.entries(aliases).flatMap(([alias, target]): KeyedProblem[] => {
    const at = { ...locate(source, ['aliases', alias]), field: formatPath(['aliases', alias]) };
    const taker = fileAt(alias);
    if (taker !== undefined) {
      const other = fileAt(target);
      return [{ code: 'alias-clash', ...at, message: aliasIsRoute(alias, taker, target, other !== taker ? other : undefined), atKey: true }];
    }
    if (Object.hasOwn(aliases, target) && fileAt(target) === undefined)
      return [{ code: 'alias-target', ...at, message: aliasOfAlias(alias, target, aliases[target]!) }];
    if (fileAt(target) !== undefined) return [];
    const near = closestAddress(target, Object.keys(pageFiles), cityNames);
    return [{ code: 'alias-target', ...at, message: noPageAtRoute(target, near ? ` (did you mean "${near}"?)` : '') }];
  });
}

/**
 * The folders of pages that would be no city of the gazetteer `now`, whose pages the build then
 * refuses (`unknown-city`): a city's key changed, told at the key box of the city that took its
 * place (a key the gazetteer did not have when the editor was built, `before`, whose city has the
 * name or the point the folder's city had), or its item removed, told at the list. Only such a
 * city is blamed: "write the folder's name as its key" said of another one would save that city
 * under the folder's name (a content editor's trial: Jaipur removed, Udaipur was told so, and
 * following it saved Udaipur's point as Jaipur's). `pageFiles`: the pages, drafts' too, by their
 * files; a key no folder has is fine on its own (a city added before its pages).
 */
function cityFolderProblems(
  now: Cities,
  before: Cities,
  pageFiles: Readonly<Record<string, string>>,
  pagesDir: string,
  source: Parameters<typeof locate>[0],
): KeyedProblem[] {
  const keys = Object.keys(now);
  // (As the build: without a city, no city's checks to miss.)
  if (keys.length === 0) return [];
  const pagesIn = new Map<string, number>();
  for (const file of Object.values(pageFiles)) {
    const [folder, name, ...deeper] = file.startsWith(`${pagesDir}/`) ? file.slice(pagesDir.length + 1).split('/') : [];
    if (folder && name && deeper.length === 0 && folder !== CORE_FOLDER) pagesIn.set(folder, (pagesIn.get(folder) ?? 0) + 1);
  }
  const missing = [...pagesIn.keys()].filter((folder) => !keys.includes(folder));
  const added = keys.filter((key) => !Object.hasOwn(before, key));
  return missing.map((folder): KeyedProblem => {
    const count = pagesIn.get(folder)!;
    const pages = `${pagesDir}/${folder}/ (${count} ${count === 1 ? 'page' : 'pages'})`;
    const was = Object.hasOwn(before, folder) ? before[folder] : undefined;
    const taken =
      was &&
      added.find((key) => {
        const city = now[key]!;
        return city.name === was.name || (city.latitude === was.latitude && city.longitude === was.longitude);
      });
    if (taken !== undefined)
      return {
        code: 'unknown-city',
        ...locate(source, [taken]),
        field: formatPath([taken]),
        atKey: true,
        message: `The key "${taken}" names no folder of pages, and ${pages} would belong to no city: a city's key is the name of its pages' folder, and the build would refuse pages in a folder no city's key names. Write ${folder} as the key`,
      };
    return {
      code: 'unknown-city',
      ...locate(source, []),
      field: '',
      atList: true,
      message: `${pages} would belong to no city: the build would refuse pages in a folder no city's key names. Keep a city with the key ${folder}, or move those pages to another folder first`,
    };
  });
}

/**
 * A post's article links to this site (a path, or the site's own full address) that lead to none of
 * `routes`, in the build's words (catalogue/article-links.ts), with the address meant where one is
 * close. The build's check knows more (a page moved, a draft); this one needs only the addresses.
 */
function articleLinkProblems(
  body: string,
  routes: readonly string[],
  aliases: Readonly<Record<string, string>>,
  baseUrl: string | undefined,
  cities: Cities | undefined,
): Omit<Problem, 'file'>[] {
  const served = new Set(routes);
  const host = baseUrl && URL.canParse(baseUrl) ? new URL(baseUrl).hostname.replace(/^www\./, '') : undefined;
  // Guessed among the pages' and posts' own addresses, as the build guesses.
  const addresses = routes.filter((r) => !Object.hasOwn(aliases, r));
  const cityNames = new Set(Object.keys(cities ?? {}));
  return internalLinks(body).flatMap(({ href, line, col }) => {
    const target = sitePathOf(href, host);
    if (target === undefined || served.has(target) || /^\/blog\/page\/\d+$/.test(target)) return [];
    const near = closestAddress(target, addresses, cityNames);
    return [
      {
        code: 'dead-link',
        line,
        col,
        field: `${BODY_LINE}${line}`,
        message: notAPageMessage(href.startsWith('/') ? target : href, near && `did you mean "${near}"?`),
      },
    ];
  });
}

const PANEL_ID = 'build-check';
/** The class of a problem's field in the panel: a button to its box. */
const GO_TO_FIELD = 'build-check-go';
/** The class and words of the name of a line about the whole entry, not one box. */
const WHOLE_ENTRY = 'build-check-whole';
/** A line's message (admin.css: two lines of it on a phone, where the list is an index to the boxes' notes). */
const SAID = 'build-check-said';
/** The problem's code after its message (admin.css). */
const CODE = 'build-check-code';
export const WHOLE_ENTRY_NAME = 'The whole entry';
/** Where the open panel covers much of the form (admin.css folds it to its buttons in the corner there). */
const PANEL_COVERS_FORM = '(max-width: 40rem)';

/**
 * The build's messages name what to change in the file (`draft: true`, `meta.geo`); the panel says it
 * with the form's own controls (catalogue/wording.ts: each defined beside its message).
 */
const FORM_WORDS: readonly Wording[] = [
  KEEP_AS_DRAFT,
  END_WITH_CTA,
  INCLUDE_ABOVE_CTA,
  ADD_GEO,
  TO_OTHER_PLACES,
  TO_MOVED_FROM,
  SET_CANONICAL,
  CURLY_QUOTES_FIX,
  START_LIST,
  WRITE_ARTICLE,
  CHANGE_PHONES,
  AS_CODE,
  EMPTY_DATE,
];

/** Those whose words in the file name a folder: found by a pattern. */
const FORM_PATTERNS: readonly { file: RegExp; form: string }[] = [CHOOSE_SHARED];

/** A problem's message as the panel shows it: the build's, with the form's names for what to change (wherever it names them). */
export const inFormWords = (message: string): string =>
  [...FORM_WORDS, ...FORM_PATTERNS].reduce((text, { file, form }) => text.replaceAll(file, form), message);

/** The panel's heading, which the editor's answers to a refused Save begin with. */
const PANEL_TITLE = 'Not saved: the build would refuse this entry';
/** Its heading as an entry whose file could not be read opens: nothing was saved yet, and a Save would be refused. */
export const UNREAD_TITLE = "This entry's file could not be read: a Save would be refused";
/** What the editor's own error dialog says when a save is refused (its text for any failed save). */
const EDITOR_SAVE_ERROR = 'There was an error while saving the entry. Please try again later.';
/** What it says instead when the check refused the save (and its notice, explainNotice): trying later changes nothing. */
export const REFUSED_SAVE = `${PANEL_TITLE}. The problems are listed at the foot of the page; correct them, then save again.`;
/**
 * The panel's heading at a Save refused because it would replace a file the editor could not read
 * (an entry that opened empty, or a new one given that file's name): nothing in the form is wrong,
 * so not "the build would refuse this entry" (a content editor's trial).
 */
export const UNREAD_REFUSED_TITLE = 'Not saved: it would replace a file the editor could not read';
/** What the editor's error dialog says then. */
export const REFUSED_UNREAD = `${UNREAD_REFUSED_TITLE}. The list at the foot of the page says which file, and what to do.`;

/**
 * Set on the editor's error dialog once it says REFUSED_SAVE: while it is open, the notices of an
 * earlier Save wait hidden (admin.css), which on a phone lay over its text. The mark goes with the
 * dialog: the editor takes it out of the page as it closes.
 */
const REFUSAL_DIALOG = 'data-build-check-refused';

/**
 * Set on the editor's notices showing, or fading, as the dialog of a refused save opens. They told
 * of the Save before (a box the editor refused, mended since; "Entry saved"), and as the dialog
 * closed they came back, above the panel, over the form's buttons, and stayed while the pointer
 * that pressed OK lay on them. They stay hidden (admin.css) until the editor shows them again for
 * a new notice, or the next Save is pressed (it may show the same notice again for it).
 */
const SET_ASIDE = 'data-build-check-set-aside';

function setAsideNotices(): void {
  for (const notice of document.querySelectorAll('.sui.toast-base .sui.toast')) {
    notice.setAttribute(SET_ASIDE, '');
    const shownAgain = new MutationObserver(() => {
      if (notice.getAttribute('aria-hidden') !== 'false') return;
      notice.removeAttribute(SET_ASIDE);
      shownAgain.disconnect();
    });
    shownAgain.observe(notice, { attributeFilter: ['aria-hidden'] });
  }
}

/** What staff do outside the dialog that ends its handing the focus back to the panel. */
const MOVES = ['pointerdown', 'keydown', 'click'] as const;

/** The label of the editor's ⋮ menu in the entry's toolbar. */
const EDITOR_OPTIONS = 'Show Editor Options';

/**
 * As the dialog of a refused save closes, the editor gives the focus to its ⋮ menu (Show Editor
 * Options), or back to the panel's Close button that had it, whichever comes last: it goes to the
 * panel, whose list says what to correct, unless staff have moved on with the pointer or the keys
 * (a line of the panel pressed as the dialog goes takes them to its box). Once they have, the
 * editor's move to its ⋮ menu, which can come after, takes the focus back to where they were (a
 * section's handle clicked just after OK, its Arrow Up then moving the section).
 */
function backToPanelAfter(dialog: Element): void {
  const modal = dialog.closest('dialog') ?? dialog;
  const inModal = (target: EventTarget | null) => target instanceof Node && modal.contains(target);
  // Whether staff have moved on; what they last pressed, and whether they are tabbing (their own
  // way to the ⋮ menu, which stays theirs).
  let movedOn = false;
  let pressed: EventTarget | null = null;
  let tabbing = false;
  const focused = (event: FocusEvent) => {
    if (inModal(event.target) || !(event.target instanceof Element)) return;
    if (movedOn) {
      const were = event.relatedTarget;
      const options = event.target.closest(`[aria-label="${EDITOR_OPTIONS}"]`);
      const theirs = tabbing || (pressed instanceof Node && options?.contains(pressed));
      // (Where staff left it: not scrolled, as the editor's move scrolled nothing.)
      if (options && !theirs && were instanceof HTMLElement && were.isConnected) were.focus({ preventScroll: true });
      return;
    }
    const close = document.getElementById(`${PANEL_ID}-close`);
    if (!close || document.getElementById(PANEL_ID)?.contains(event.target)) return;
    close.focus();
  };
  // The press of Save (or Ctrl+S) that the dialog answers is still on its way through the page as
  // the dialog opens: not a move of staff's.
  const started = performance.now();
  const moved = (event: Event) => {
    if (event.type === 'keyup') tabbing = false;
    if (event.timeStamp < started || inModal(event.target) || event.type === 'keyup') return;
    movedOn = true;
    if (event.type === 'pointerdown') pressed = event.target;
    if (event instanceof KeyboardEvent) tabbing = event.key === 'Tab';
  };
  const end = () => {
    document.removeEventListener('focusin', focused, true);
    for (const type of [...MOVES, 'keyup']) document.removeEventListener(type, moved, true);
  };
  document.addEventListener('focusin', focused, true);
  for (const type of [...MOVES, 'keyup']) document.addEventListener(type, moved, true);
  // The editor's move follows the dialog's closing after its fade (about half a second; longer on a
  // busy machine).
  modal.addEventListener('close', () => setTimeout(end, 3_000), { once: true });
  setTimeout(end, 120_000);
}

/**
 * Rewrites the editor's error dialog once it opens, as the check refused the save (not a failure to
 * try again later): `said` (REFUSED_SAVE, or REFUSED_UNREAD where the Save would replace a file the
 * editor could not read), and marks it REFUSAL_DIALOG.
 */
function explainRefusal(said = REFUSED_SAVE): void {
  const mend = () => {
    for (const dialog of document.querySelectorAll('[role=dialog], [role=alertdialog]')) {
      const walker = document.createTreeWalker(dialog, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode())
        if (node.textContent?.includes(EDITOR_SAVE_ERROR)) {
          node.textContent = node.textContent.replace(EDITOR_SAVE_ERROR, said);
          dialog.setAttribute(REFUSAL_DIALOG, '');
          setAsideNotices();
          backToPanelAfter(dialog);
          return true;
        }
    }
    return false;
  };
  if (mend()) return;
  const observer = new MutationObserver(() => {
    if (mend()) observer.disconnect();
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  // The dialog opens right after the refusal, or not at all.
  setTimeout(() => observer.disconnect(), 10_000);
}

/** What the editor's own notice says when it refuses a save itself, for one box or several. */
const EDITOR_NOTICE = /(One field has an error\. Please correct it|\d+ fields have errors\. Please correct them) to save the entry\./;
/** Set on the editor's notice once it says REFUSED_SAVE: its button to the editor's own list is hidden (admin.css). */
const RETOLD = 'data-build-check-retold';

/** The form's key paths of the boxes the editor refused itself (its message under them). */
const editorRefusals = (): string[] => [...document.querySelectorAll(FIELD)].filter(refusedByEditor).map((field) => field.getAttribute('data-key-path') ?? '');

/**
 * Whether the panel, naming the boxes at `named` (key paths), tells of every box the editor refused:
 * only then does the editor's notice say what the panel's list holds.
 */
const panelTellsAll = (refused: readonly string[], named: ReadonlySet<string>): boolean => refused.every((path) => named.has(path));

/** Watching for the editor's notice of the last Save pressed (one at a time: an earlier Save's names are not this one's). */
let noticeWatch: { observer: MutationObserver; timer: ReturnType<typeof setTimeout> } | undefined;

/**
 * The editor's notice of a save it refused itself ("7 fields have errors. Please correct them…",
 * with a Show Errors button to its own list of them), which follows the panel drawn as Save was
 * pressed: when the panel names every box the editor refused, the notice says what the dialog of a
 * save the check refused says (REFUSED_SAVE), without its button. So a Save is told once (the
 * notice is the one alert; the panel, a region, is not announced), in one count and one list, the
 * panel's. Rewritten in a mutation observer's callback, before anything reads it; a notice still
 * showing from the Save before is written again by the editor, and judged again.
 */
function explainNotice(named: ReadonlySet<string>): void {
  const mend = (): boolean => {
    for (const notice of document.querySelectorAll('.sui.toast-base .sui.alert')) {
      const walker = document.createTreeWalker(notice, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode())
        if (EDITOR_NOTICE.test(node.textContent ?? '')) {
          // A box the editor refused that the panel does not name: the editor's own words and list stay.
          if (!panelTellsAll(editorRefusals(), named)) {
            notice.removeAttribute(RETOLD);
            return true;
          }
          node.textContent = (node.textContent ?? '').replace(EDITOR_NOTICE, REFUSED_SAVE);
          notice.setAttribute(RETOLD, '');
          return true;
        }
    }
    return false;
  };
  stopNoticeWatch();
  const observer = new MutationObserver(() => {
    if (mend()) stopNoticeWatch();
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  // The notice follows at once, or not at all (the editor let the save through to preSave).
  noticeWatch = { observer, timer: setTimeout(stopNoticeWatch, 10_000) };
}

/** The editor's notice's text nodes (its words are one of them). */
function* noticeTexts(): Generator<Text> {
  for (const notice of document.querySelectorAll('.sui.toast-base .sui.alert')) {
    const walker = document.createTreeWalker(notice, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) yield node as Text;
  }
}

/** What the notice says after its words when a new shared section was saved without its name. */
const NAME_MISSING = ` ${SHARED_NAME_MISSING}`;

/** The notice's words as the editor wrote them, without NAME_MISSING (said of the Save before). */
function forgetNameMissing(): void {
  for (const text of noticeTexts()) if (text.data.endsWith(NAME_MISSING)) text.data = text.data.slice(0, -NAME_MISSING.length);
}

/**
 * The editor's notice of a save it refused itself, for a new shared section with no name typed in
 * its Slug box: the editor counts that box among the fields with errors ("2 fields have errors"), but
 * on a phone draws it only under ⋮ → Slug, and the form marked only the others. The notice says so
 * after its words (or what explainNotice makes of them), in the same text: the notice lays its
 * parts out side by side.
 */
function tellNameMissing(): void {
  const add = (): boolean => {
    for (const text of noticeTexts())
      if (EDITOR_NOTICE.test(text.data) || text.data.includes(REFUSED_SAVE)) {
        if (!text.data.endsWith(NAME_MISSING)) text.data += NAME_MISSING;
        return true;
      }
    return false;
  };
  const observer = new MutationObserver(() => {
    if (add()) observer.disconnect();
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  // The notice follows at once, or not at all.
  setTimeout(() => observer.disconnect(), 10_000);
}

/** Whether `box` is the editor's Slug box (its label, `aria-labelledby`, says Slug). */
const isSlugBox = (box: EventTarget | null): box is HTMLInputElement =>
  box instanceof HTMLInputElement && document.getElementById(box.getAttribute('aria-labelledby') ?? '')?.textContent?.trim() === 'Slug';

function stopNoticeWatch(): void {
  noticeWatch?.observer.disconnect();
  if (noticeWatch) clearTimeout(noticeWatch.timer);
  noticeWatch = undefined;
}

/**
 * The form's key path (its fields' `data-key-path`) of a problem's field: `sections[3] (faq) ›
 * items[2].answer` is `sections.3.items.2.answer`, a post's `body, line 4` is `body`; a shared
 * section's fields are in the form's one-item list `section`.
 */
export function keyPathOf(field: string, kind: FormatKind): string {
  const path = field.startsWith(BODY_LINE) ? 'body' : pathOfField(field);
  return kind === 'section' ? `${SHARED_SECTION_FIELD}.0.${path}` : path;
}

/** The check's message at a field of the form, under its box, until the next save or Close. */
const AT_FIELD = 'build-check-at-field';
/** The notes drawn so far: each one's id, by which its boxes know it (admin/box-notes.ts). */
let notesDrawn = 0;
/**
 * The boxes of `field` itself that staff type in (not those of a field within it), or, for a list,
 * its own Add button, where the panel's line to it goes (admin/go-to-field.ts): its note is read
 * with them (admin/box-notes.ts).
 */
function ownBoxes(field: Element): Element[] {
  const boxes = [...field.querySelectorAll('input:not([type="hidden"]), textarea, [contenteditable="true"]')].filter((box) => box.closest(FIELD) === field);
  const add = boxes.length === 0 ? listAddOf(field) : undefined;
  return add ? [add] : boxes;
}
/** The note goes, and what it set on its boxes. */
function dropNote(note: Element): void {
  for (const box of boxesTiedTo(document, note.id)) untieNote(box, note.id);
  note.remove();
}
let marking: MutationObserver | undefined;
/** Stops watching the marked fields' values (markFields). */
let stopWatching: (() => void) | undefined;
/**
 * Where each marked field (its key path as checked) is in the form now, its list items having moved
 * since (dragged, another added, duplicated or removed above, the list reverted: admin/drawn-entry.ts,
 * followItem): its note goes with it, and so does the panel's line to it. Undefined: its item removed
 * since, the note gone with it, and the panel's line says so (REMOVED_SINCE_CHECK).
 */
let movedTo = new Map<string, string | undefined>();
/** Where a field the check named is in the form now (undefined: removed since). */
const nowAt = (keyPath: string): string | undefined => (movedTo.has(keyPath) ? movedTo.get(keyPath) : keyPath);

/** Set on the panel's line to a field whose list item was removed since the check (admin.css adds the words). */
const REMOVED_SINCE_CHECK = 'data-removed-since-check';
/** The key path as checked of the field a panel line's button goes to. */
const CHECKED_KEY_PATH = 'data-checked-key-path';
/** The panel's buttons to the field at `keyPath` as checked. */
const linesTo = (keyPath: string) => document.querySelectorAll(`#${PANEL_ID} [${CHECKED_KEY_PATH}="${CSS.escape(keyPath)}"]`);

/** The form's fields at a key path (a field drawn twice, in the form and a dialog, is each); none where it was removed. */
const fieldsAt = (keyPath: string | undefined): Element[] =>
  keyPath === undefined ? [] : [...document.querySelectorAll(`section[data-key-path="${CSS.escape(keyPath)}"]`)];

function unmarkFields(): void {
  marking?.disconnect();
  marking = undefined;
  stopWatching?.();
  stopWatching = undefined;
  movedTo = new Map();
  for (const note of document.querySelectorAll(`.${AT_FIELD}`)) dropNote(note);
}

/**
 * Each problem's message also under its field's box, where the form shows that field: the editor
 * draws a list's items as they scroll into view or open, so each field is marked as it appears.
 * Typed in since, or its value changed otherwise since (a photo picked or uploaded, a choice made
 * from a list, an item added), the note says so (admin.css, as admin/edited-fields.ts does for the
 * editor's own).
 */
function markFields(problems: CheckedProblem[], kind: FormatKind): void {
  const notes = new Map<string, string[]>();
  /** The problem's field as the check named it, by its key path (the panel's line is named from it). */
  const fieldOf = new Map<string, string>();
  for (const p of problems)
    if (hasBox(p)) {
      const path = boxOf(p, kind);
      notes.set(path, [...(notes.get(path) ?? []), inFormWords(p.message)]);
      fieldOf.set(path, p.field);
    }
  if (notes.size === 0) return;
  // Each marked field's value as checked, and those that hold another now (typed in, a photo
  // picked, an item added; set back to the checked value, no longer), wherever its item moved.
  let last = latestEntry();
  const checked = new Map([...notes.keys()].map((path) => [path, fieldValueOf(last, path)] as const));
  const changed = new Set<string>();
  /** Each marked field whose item was removed: where it was, in the entry before it went, until a revert brings it back. */
  const gone = new Map<string, { at: string; entry: EditorEntry | undefined; said: string[]; value: string | undefined }>();
  const lineSaysRemoved = (path: string, removed: boolean) => {
    for (const line of linesTo(path)) {
      line.closest('li')?.toggleAttribute(REMOVED_SINCE_CHECK, removed);
      if (removed) line.setAttribute('aria-disabled', 'true');
      else line.removeAttribute('aria-disabled');
    }
  };
  /**
   * Each panel line to a field whose item moved named again as the form counts it now ("item 2" where
   * it was item 4 at the check), from the problem's field with its list indices where the item is now;
   * a removed one keeps its last name.
   */
  const renameLines = (entry: EditorEntry) => {
    let data: unknown;
    for (const [path, at] of movedTo) {
      const field = fieldOf.get(path);
      if (at === undefined || !field || field.startsWith(BODY_LINE)) continue;
      data ??= formToData(kind, (entry.toJS() as { data?: Record<string, unknown> }).data ?? {}).data;
      const indices = at.split('.').filter((part) => /^\d+$/.test(part));
      // (A shared section's fields are in the form's one-item list: its index is not the field's.)
      if (kind === 'section') indices.shift();
      let i = 0;
      const now = field.replace(/\[\d+\]/g, (index) => `[${indices[i++] ?? index.slice(1, -1)}]`);
      const name = readableField(now, { schema: SCHEMAS[kind], data });
      for (const line of linesTo(path)) if (line.textContent !== name) line.textContent = name;
    }
  };
  stopWatching = onEntryChange((entry) => {
    const before = last;
    last = entry;
    let moved = false;
    for (const path of checked.keys()) {
      const was = nowAt(path)!;
      const at = followItem(was, before, entry);
      if (at === was) continue;
      // The note leaves the field it was under, for its own (drawn again below, or as it appears).
      for (const field of fieldsAt(was)) {
        const note = field.querySelector(`:scope > .${AT_FIELD}`);
        if (note) dropNote(note);
      }
      movedTo.set(path, at);
      moved = true;
      if (at === undefined) {
        gone.set(path, { at: was, entry: before, said: notes.get(path)!, value: checked.get(path) });
        checked.delete(path);
        notes.delete(path);
        changed.delete(path);
        lineSaysRemoved(path, true);
      }
    }
    // Removed, then back with its list reverted (Revert All Changes, or the list's Revert Changes).
    for (const [path, { at: was, entry: then, said, value }] of gone) {
      const at = followItem(was, then, entry);
      if (at === undefined) continue;
      gone.delete(path);
      movedTo.set(path, at);
      notes.set(path, said);
      checked.set(path, value);
      lineSaysRemoved(path, false);
      moved = true;
    }
    if (moved) renameLines(entry);
    for (const [path, value] of checked) {
      const now = value !== undefined && fieldValueOf(entry, nowAt(path)!) !== value;
      if (now === changed.has(path)) continue;
      if (now) changed.add(path);
      else changed.delete(path);
      for (const field of fieldsAt(nowAt(path))) {
        const note = field.querySelector<HTMLElement>(`:scope > .${AT_FIELD}`);
        note?.toggleAttribute(EDITED_SINCE_CHECK, now);
        // Its boxes read what it says now.
        if (note) for (const box of boxesTiedTo(field, note.id)) tieNote(box, note.id);
        // The editor's own message, where it refused the field itself (a list, which has no box of its own to type in).
        if (now) for (const message of editorMessagesOf(field)) markEditedSinceCheck(message);
      }
    }
    if (moved) mark();
  });
  const mark = () => {
    for (const [path, said] of notes)
      for (const field of fieldsAt(nowAt(path))) {
        let note = field.querySelector<HTMLElement>(`:scope > .${AT_FIELD}`);
        if (!note) {
          // One line per problem: two placeholders in one box are two messages, not one run-on line.
          note = document.createElement('div');
          note.className = AT_FIELD;
          note.id = `${AT_FIELD}-${++notesDrawn}`;
          for (const message of said) {
            const line = document.createElement('p');
            line.textContent = message;
            note.append(line);
          }
          // Drawn after its value changed (an item folded then, drawn now).
          if (changed.has(path)) note.setAttribute(EDITED_SINCE_CHECK, '');
          field.append(note);
        }
        // A box the editor refused itself has its message under it already (for a box of the site's
        // texts, in the build's words: admin/site-text.ts): the note waits, the panel lists it all.
        // Where that message is in the editor's own words ("This field is required."), it says the note's words instead.
        const refused = refusedByEditor(field);
        if (refused) sayAtField(field, said.join(' '));
        // A number box's own note (admin/number-text.ts) says what the box holds now: this one waits too.
        note.hidden = refused || field.querySelector(`:scope > .${NUMBER_TEXT_NOTE}`) !== null;
        // Shown, it is read with its box (redrawn boxes too); hidden, the message shown there is the
        // box's. (Its `aria-invalid` stays the editor's, which sets it as it checks the box itself.)
        if (note.hidden) for (const box of boxesTiedTo(field, note.id)) untieNote(box, note.id);
        else for (const box of ownBoxes(field)) tieNote(box, note.id);
      }
  };
  mark();
  marking = new MutationObserver(mark);
  // (The editor writes its message at a box it refuses, or takes it away, as it checks again.)
  marking.observe(document.body, { childList: true, subtree: true, characterData: true });
}

/**
 * The messages the editor writes in its own words under a box it refuses (Sveltia CMS 0.221.1's
 * English `validation` texts: "This field is required.", "You must add at least 2 items.", "The
 * value must be less than or equal to 90."…); a pattern's message is the build's already
 * (catalogue/cms/fields.ts). tests/unit/cms-check.test.ts renders each of the editor's texts and
 * holds this list to them.
 */
const EDITOR_OWN_WORDS = new RegExp(
  `^(?:${[
    'This field is required\\.',
    'The (?:date/time|date|time) must be (?:at or|on or) (?:after|before) .+\\.',
    'The value must be (?:greater|less) than or equal to .+\\.',
    'You (?:must (?:select|add|enter) at least|cannot (?:select|add|enter) more than) \\d+ (?:option|item|character)s?\\.',
    'Please enter a (?:number|valid email|valid URL)\\.',
    'Invalid value\\.',
  ].join('|')})$`,
);

/** Whether `text` is one of the editor's own messages at a box it refused (EDITOR_OWN_WORDS). */
export const inEditorWords = (text: string): boolean => EDITOR_OWN_WORDS.test(text.trim());

/**
 * A problem's message as the panel lists it: the build's words, then its code, small and grey
 * (admin.css), to look up in CONTENT.md's list of codes, its title shown on pointing at it. The
 * note under the box says the message alone: the code is one line away, in the list.
 */
function saidWithCode(p: Pick<CheckedProblem, 'code' | 'message'>): HTMLElement {
  const said = Object.assign(document.createElement('span'), { className: SAID, textContent: inFormWords(p.message) });
  const code = Object.assign(document.createElement('span'), { className: CODE, textContent: p.code });
  code.title = problemTitle(p.code);
  said.append(' ', code);
  return said;
}

/**
 * The editor's message under `field` in the build's words (`said`, as the panel lists them), where it
 * is in the editor's own words: so the box says what the panel says of it, and "No
 * date yet: …", "The list is empty: add at least 1 item" or "Must be at most 90" rather than "This
 * field is required." or "The value must be less than or equal to 90.". The editor holds a box to
 * the same limits as the build (catalogue/cms/fields.ts writes them from the same schemas), and
 * `said` is all the build says of that box. The message stays the editor's element, which its box
 * names in `aria-errormessage`; the editor replaces it or takes it away as it checks again.
 */
function sayAtField(field: Element, said: string): void {
  for (const message of editorMessagesOf(field)) {
    const walker = document.createTreeWalker(message, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) if (inEditorWords(node.textContent ?? '')) node.textContent = said;
  }
}

/**
 * Whether `field` itself (not a field within it) shows the editor's own message: it refused the box
 * (Sveltia CMS 0.221.1 draws it as `<field id>-error`, which a text box names in its
 * `aria-errormessage`; a list's, a date's or an image's has no such box).
 */
const refusedByEditor = (field: Element): boolean => editorMessagesOf(field).length > 0;

/** The editor's messages at `field` itself (not at a field within it), as it draws them when it refused the field. */
const editorMessagesOf = (field: Element): Element[] =>
  [...field.querySelectorAll('[id$="-error"]')].filter((message) => message.closest(FIELD) === field && Boolean(message.textContent?.trim()));

/** A line under the panel's list that tells what waits (checksWaiting), set apart in admin.css. */
const WAITING = 'build-check-waits';

/** The panel's height, which the editor's notices stand above (admin.css). */
const PANEL_HEIGHT = '--build-check-height';
let sizing: ResizeObserver | undefined;

/**
 * The editor's own notices ("One field has an error", its toasts at the foot on the right, above
 * everything else) stand above the panel rather than over its buttons and last lines: admin.css
 * moves them up by the panel's height, kept as it folds, opens or wraps.
 */
function keepNoticesClear(panel: HTMLElement): void {
  const measure = () => document.documentElement.style.setProperty(PANEL_HEIGHT, `${panel.offsetHeight}px`);
  // Now, before the editor's notice for this same Save is drawn; then at each change of size.
  measure();
  sizing = new ResizeObserver(measure);
  sizing.observe(panel);
}

/** The panel and the marks at the fields taken away. */
function clearChecks(): void {
  sizing?.disconnect();
  sizing = undefined;
  document.getElementById(PANEL_ID)?.remove();
  unmarkFields();
}

/**
 * What the check could not hold the entry to yet, as the build's run says what waits (NOT_CHECKED):
 * settings whose Phones it refuses are checked for other numbers in their texts once Phones is right.
 */
export function checksWaiting(kind: FormatKind, form: Record<string, unknown>): string[] {
  return kind === 'site' && phonesCheckWaits(formToData(kind, form).data) ? [PHONES_CHECK_WAITS] : [];
}

/**
 * Where a problem's box stands in the entry: its line as the check wrote it out, a post's article
 * after the boxes above it, by the article's own lines.
 */
const formPlace = ({ field, line, col }: Omit<Problem, 'file'>): [number, number, number] =>
  field.startsWith(BODY_LINE) ? [1, Number(field.slice(BODY_LINE.length)), col] : [0, line, col];

/** The key a problem's field stands under at the top of the entry ("sections[0] (hero) › heading": sections). */
const topKey = (field: string) => /^[^[.\s,›]+/.exec(field)?.[0] ?? field;

/**
 * The form's order for an entry of `kind`, top to bottom: by the box its top key draws (the form
 * draws the schema's keys in their order), then by its line in the entry as the check wrote it out,
 * a post's article last. (A new entry's missing boxes all stand at the entry's first line, and its
 * keys are not written out in the form's order.)
 */
export const inFormOrderOf = (kind: FormatKind) => {
  const keys = Object.keys((SCHEMAS[kind] as { shape?: Record<string, unknown> }).shape ?? {});
  const rank = ({ field }: Omit<Problem, 'file'>) => {
    // A problem of the whole entry (its file could not be read) heads the list.
    if (!field) return -1;
    const at = keys.indexOf(topKey(field));
    return at < 0 ? keys.length : at;
  };
  return (a: Omit<Problem, 'file'>, b: Omit<Problem, 'file'>): number => {
    const [x, y] = [formPlace(a), formPlace(b)];
    return x[0] - y[0] || rank(a) - rank(b) || x[1] - y[1] || x[2] - y[2];
  };
};

/**
 * The panel and the notes at the boxes for `problems`, with what `waiting` for them after the list,
 * under `heading` (a refused Save's, unless the entry opens with a problem); the focus goes to its
 * Close button, unless `focus` is false (the check as Save is pressed: the editor's own answer may
 * follow).
 */
function show(
  listed: CheckedProblem[],
  kind: FormatKind,
  { data, body }: { data: unknown; body?: string },
  { focus = true, waiting = [] as string[], heading = PANEL_TITLE } = {},
): void {
  // Listed in the form's order, top to bottom, whichever check found each.
  const problems = [...listed].sort(inFormOrderOf(kind));
  // The same problems as the panel shows (the check as Save was pressed, then `preSave`'s on the
  // same form): it stays as it is.
  const said = JSON.stringify([heading, ...problems.map(({ field, code, message }) => [field, code, message]), ...waiting]);
  const shown = document.getElementById(PANEL_ID);
  if (shown?.dataset.said === said) {
    if (focus) document.getElementById(`${PANEL_ID}-close`)?.focus();
    return;
  }
  clearChecks();
  if (problems.length === 0) return;
  markFields(problems, kind);
  const panel = document.createElement('section');
  panel.id = PANEL_ID;
  panel.dataset.said = said;
  // A region named by its heading, not an alert: the editor's notice or its dialog tells of the Save
  // (explainNotice, explainRefusal), in the same words as the heading; the panel is the list.
  panel.setAttribute('aria-labelledby', `${PANEL_ID}-title`);
  const title = document.createElement('h2');
  title.id = `${PANEL_ID}-title`;
  title.textContent = heading;
  const list = document.createElement('ul');
  list.id = `${PANEL_ID}-list`;
  // Folded to its heading and this button, the list leaves the form free (on a phone it would
  // cover half of it) and stays one click away until the next save.
  const fold = document.createElement('button');
  fold.type = 'button';
  fold.textContent = problems.length === 1 ? '1 problem' : `${problems.length} problems`;
  fold.setAttribute('aria-controls', list.id);
  fold.setAttribute('aria-expanded', 'true');
  // Not a problem (not counted, not in the list): what may follow once they are mended, under the
  // list, in sight as it scrolls, folded with it.
  const notes = waiting.map((text) => Object.assign(document.createElement('p'), { className: WAITING, textContent: text }));
  const setFolded = (folded: boolean) => {
    list.hidden = folded;
    for (const note of notes) note.hidden = folded;
    fold.setAttribute('aria-expanded', String(!folded));
  };
  fold.addEventListener('click', () => setFolded(!list.hidden));
  for (const p of problems) {
    const item = document.createElement('li');
    const said = saidWithCode(p);
    if (hasBox(p)) {
      // The field's name takes content staff to its box (admin/go-to-field.ts). On a phone the open
      // list would cover the box: it folds first.
      const field = p.field;
      // A post's article line: its block (and list item), as the form draws one element per block.
      const line = field.startsWith(BODY_LINE) && body !== undefined ? Number(field.slice(BODY_LINE.length)) : undefined;
      const place = line === undefined ? undefined : placeOfLine(body!, line);
      // A placeholder, or a phone that is not the agency's, is selected: the one the problem is about
      // (in a paragraph or list item of several lines, counted from its first, "[`Name`]" read as the
      // "[Name]" the box shows).
      const mark =
        p.mark && place
          ? {
              ...p.mark,
              nth:
                p.mark.nth +
                timesWritten(
                  body!
                    .split('\n')
                    .slice(place.start - 1, line! - 1)
                    .map(bracketedCodeRead)
                    .join('\n'),
                  p.mark.text,
                ),
            }
          : p.mark;
      const placeholder = (p.code === 'placeholder' || p.code === 'unknown-phone') && (mark ?? true);
      const go = document.createElement('button');
      go.type = 'button';
      go.className = GO_TO_FIELD;
      // Named as the form labels its box ("Social profile 2", where the file says social[1]).
      go.textContent = lineName(p, kind, data);
      go.setAttribute(CHECKED_KEY_PATH, boxOf(p, kind));
      go.addEventListener('click', () => {
        const at = nowAt(boxOf(p, kind));
        // Its item removed since: nowhere to go (the line says so).
        if (at === undefined) return;
        if (matchMedia(PANEL_COVERS_FORM).matches) setFolded(true);
        void goToField(at, place, placeholder).then(() => {
          // Where the open list still stands over the box or its note (a window too short for both
          // above a long list, at any width), it folds, as on a phone.
          const box = document.activeElement;
          const over = (el: Element) => overlap(el.getBoundingClientRect(), panel.getBoundingClientRect());
          if (!list.hidden && box && box !== document.body && [box, ...notesOf(box)].some(over)) setFolded(true);
        });
      });
      // The field on a line of its own (admin.css), its message under it.
      item.append(go, ' ', said);
    } else {
      // A problem of the whole entry (its file could not be read): named so, on a line of its own as a field's name is.
      item.append(Object.assign(document.createElement('strong'), { className: WHOLE_ENTRY, textContent: WHOLE_ENTRY_NAME }), ' ', said);
    }
    list.append(item);
  }
  const close = document.createElement('button');
  close.type = 'button';
  close.id = `${PANEL_ID}-close`;
  close.textContent = 'Close';
  close.addEventListener('click', clearChecks);
  const actions = document.createElement('div');
  actions.append(fold, close);
  panel.append(title, list, ...notes, actions);
  document.body.append(panel);
  keepNoticesClear(panel);
  if (matchMedia(PANEL_COVERS_FORM).matches) firstBoxInSight(problems, kind, panel);
  if (focus) close.focus();
}

/** Whether two boxes on the screen overlap. */
const overlap = (a: DOMRect, b: DOMRect) => a.bottom > b.top && a.top < b.bottom && a.right > b.left && a.left < b.right;

/**
 * On a phone the open list covers the lower half of the form, and the editor does not scroll to a
 * box it refuses: at each Save (the panel is drawn anew as Save is pressed), the first box the list
 * names, where it is drawn and not whole in sight between the top of the form (the editor's
 * scrolling `.content`, as admin.css names it) and the list, is brought to the top of the form
 * (admin.css lets the form's last box scroll clear of the list). An undrawn box is left to its
 * line, which draws it.
 */
function firstBoxInSight(problems: CheckedProblem[], kind: FormatKind, panel: HTMLElement): void {
  for (const problem of problems) {
    if (!hasBox(problem)) continue;
    const box = document.querySelector<HTMLElement>(`section[data-key-path="${CSS.escape(boxOf(problem, kind))}"]`);
    if (!box?.checkVisibility()) continue;
    const { top, bottom } = box.getBoundingClientRect();
    const form = box.closest('.content');
    const formTop = form?.getBoundingClientRect().top ?? 0;
    const listTop = panel.getBoundingClientRect().top;
    if (top < formTop || bottom > listTop) {
      box.scrollIntoView({ block: 'start' });
      // The form keeps room at its top for the lists' bars (admin.css): where the box does not fit
      // between that room and the list, it goes higher, up to the form's top.
      const now = box.getBoundingClientRect();
      if (now.bottom > listTop) form?.scrollBy({ top: Math.min(now.bottom - listTop + 8, now.top - formTop), behavior: 'instant' });
    }
    return;
  }
}

export function registerChecks(
  cms: typeof CMS,
  collections: readonly EntryCollection[],
  {
    dirs,
    folders,
    aliases,
    shared,
    cities,
    phones,
    routes,
    site,
    pageFiles,
    postIds,
    images,
    aliasUses,
  }: Pick<CmsInput, 'dirs' | 'folders' | 'aliases' | 'shared' | 'cities' | 'routes' | 'site' | 'pageFiles' | 'postIds' | 'images' | 'aliasUses'> &
    Pick<PageContext, 'phones'>,
): void {
  // A photo uploaded in this session, by its name: not one the content named when the editor was built
  // (another folder's photo of the same name, which the build has checked).
  const photoWidth = (src: string) => (images && Object.hasOwn(images, src) ? undefined : uploadedWidth(src));
  const places = sharedSections(dirs, shared);
  // What other entries set, as this session last saved them (sessionState).
  const session = sessionState({ phones, aliases, pageFiles, postIds, aliasUses }, site.baseUrl);
  // Another entry, or the list: the check's list and marks were about the entry left.
  window.addEventListener('hashchange', clearChecks);
  /** What the build would refuse in the entry of `kind` at `path` (for one not saved yet, its folder's path). */
  // An entry opened empty because its file could not be read: saved, it would replace the file. That
  // is all the check says of it: what the empty form lacks would bury it (a trial as content staff).
  // (A new entry too, given the name of a file its folder's list leaves out because the editor could not read it.)
  const sharedFiles = [...places.byName.keys()].map((name) => `${dirs.shared}/${name}.yaml`);
  const unreadAt = (kind: FormatKind, path: string, data: Record<string, unknown>) =>
    unreadProblem(kind, path, data, { ...session.current(), sharedFiles }, isNewEntryHash(location.hash));
  // Each folder's list names the files of it the editor could not read, which it leaves out.
  const sharedHeadings = Object.fromEntries(
    [...places.byName].flatMap(([name, section]) => {
      const heading = (section as { heading?: unknown } | undefined)?.heading;
      return typeof heading === 'string' ? [[`${dirs.shared}/${name}.yaml`, heading] as const] : [];
    }),
  );
  noteUnreadInLists(collections, () => ({ ...session.current(), sharedHeadings }));
  const waitingFor = (kind: FormatKind, path: string, data: Record<string, unknown>) => (unreadAt(kind, path, data) ? [] : checksWaiting(kind, data));
  // The files a message names, named as the editor lists them (a page by its route as this session knows it).
  let filesRead: Readonly<Record<string, string>> | undefined;
  let routeByFile = new Map<string, string>();
  const routeOf = (file: string) => {
    const { pageFiles: now = {} } = session.current();
    if (filesRead !== now) [filesRead, routeByFile] = [now, new Map(Object.entries(now).map(([route, f]) => [f, route]))];
    return routeByFile.get(file);
  };
  const named = entryNamer(collections, routeOf);
  const check = (kind: FormatKind, path: string, data: Record<string, unknown>): CheckedProblem[] => {
    // (A file the editor could not read keeps its path: it is mended in the repository.)
    const unread = unreadAt(kind, path, data);
    if (unread) return [unread];
    return problemsOf(kind, data, {
      city: cityOfPath(path, dirs, folders),
      pagesDir: dirs.pages,
      ...session.current(),
      path,
      siteFile: dirs.siteFile,
      shared: places,
      cities,
      slug: kind === 'post' ? postSlugOfPath(path) : undefined,
      routes,
      baseUrl: site.baseUrl,
      photoWidth,
    }).map((p) => ({ ...p, message: named(p.message) }));
  };
  // An entry of named files (the settings, the gazetteer, a top page) whose file the editor could not
  // read opens new and empty: said as it opens, before anything is typed into it, and at each Save.
  const tellUnread = (heading: string) => {
    const collection = collectionOfHash(location.hash);
    const name = entryOfHash(location.hash);
    const file = collection === undefined || name === undefined ? undefined : fileOfEntry({ collection, path: '', name }, collections, dirs);
    const problem = file && unreadAt(file.kind, file.path, {});
    if (file && problem) show([problem], file.kind, { data: {} }, { focus: false, heading });
  };
  window.addEventListener('hashchange', () => tellUnread(UNREAD_TITLE));
  // A new shared section's name, as last typed in the Slug box (not drawn on a phone until ⋮ → Slug
  // opens it; gone again once closed, its text kept by the editor).
  let sharedName = '';
  window.addEventListener('hashchange', () => {
    sharedName = '';
  });
  document.addEventListener(
    'input',
    (event) => {
      if (isSlugBox(event.target)) sharedName = event.target.value.trim();
    },
    true,
  );
  // As Save is pressed (or Ctrl+S, which presses it), the entry is checked as the form now holds it
  // (admin/drawn-entry.ts), before the editor's own check of the boxes it has drawn: a save the
  // editor refuses itself (a box it checks, such as an empty figure) never reaches `preSave` below,
  // and its first Save named only those boxes, the rest of a long form at the next. The panel and
  // the notes of the save before go with it (they may tell of texts mended since), and notices set
  // aside are the editor's again; a save the editor lets through is checked again below, with its
  // file's name.
  document.addEventListener(
    'click',
    (event) => {
      const save = (event.target as Element | null)?.closest?.(SAVE_BUTTON);
      if (!save || save.getAttribute('aria-disabled') === 'true') return;
      forgetNameMissing();
      if (collectionOfHash(location.hash) === SHARED_COLLECTION && isNewEntryHash(location.hash) && !sharedName) tellNameMissing();
      const entry = currentEntry(location.hash);
      const file = entry && fileOfEntry({ ...entry, name: entryOfHash(location.hash) }, collections, dirs);
      clearChecks();
      for (const notice of document.querySelectorAll(`[${SET_ASIDE}]`)) notice.removeAttribute(SET_ASIDE);
      // (A form with no box of the site's texts and no preview, the gazetteer's, is checked at `preSave`.)
      if (!entry || !file) return tellUnread(UNREAD_REFUSED_TITLE);
      const data = withNumberTexts(withUploadPaths(entry.data), numberTexts());
      const problems = check(file.kind, file.path, data);
      show(problems, file.kind, formToData(file.kind, data), { focus: false, waiting: waitingFor(file.kind, file.path, data) });
      if (problems.length > 0) explainNotice(new Set(problems.flatMap((p) => (hasBox(p) ? [boxOf(p, file.kind)] : []))));
    },
    true,
  );
  cms.registerEventListener({
    name: 'preSave',
    handler: ({ entry }) => {
      const e = entry.toJS() as { path?: string; data?: Record<string, unknown> };
      const path = String(e.path ?? '');
      const kind = kindOfPath(path, dirs);
      // A number box's text that the editor was not given (admin/number-text.ts) is read as written.
      const data = withNumberTexts(e.data ?? {}, numberTexts());
      const problems = check(kind, path, data);
      const unread = unreadAt(kind, path, data) !== undefined;
      show(problems, kind, formToData(kind, data), { waiting: waitingFor(kind, path, data), heading: unread ? UNREAD_REFUSED_TITLE : PANEL_TITLE });
      if (problems.length === 0) return;
      explainRefusal(unread ? REFUSED_UNREAD : REFUSED_SAVE);
      throw new Error(`The build would refuse this entry: ${problems.length} problem(s)`);
    },
  });
  cms.registerEventListener({
    name: 'postSave',
    handler: ({ entry }) => {
      const e = entry.toJS() as { path?: string; data?: Record<string, unknown> };
      const path = String(e.path ?? '');
      session.saved(kindOfPath(path, dirs), path, e.data ?? {});
    },
  });
}

/** The site's host without www. (site.config.yaml's baseUrl), by which a link written as a full address is known as the site's own. */
const hostOf = (baseUrl: string | undefined) => (baseUrl && URL.canParse(baseUrl) ? bareHost(baseUrl) : undefined);

/** The paths of this site that the link fields of `data` (an entry of `kind`) go to. */
function linkPathsOf(kind: FormatKind, data: unknown, ownHost: string | undefined): string[] {
  const paths: string[] = [];
  walkFields(SCHEMAS[kind], data, ({ kind: field, value }) => {
    const path = field === 'link' && typeof value === 'string' ? sitePathOf(value, ownHost) : undefined;
    if (path !== undefined) paths.push(path);
  });
  return paths;
}

/**
 * What the checks hold an entry to that other entries set: the phones and aliases of the settings,
 * the pages' routes and the posts' ids. The build's, until entries are saved in this session (a
 * number changed in the settings is the agency's from then on, and the one it replaced no longer
 * is; a page or post saved has its route or id from then on).
 */
export function sessionState(built: Pick<PageContext, 'phones' | 'aliases' | 'pageFiles' | 'postIds' | 'aliasUses'>, baseUrl?: string) {
  let now = { ...built };
  const ownHost = hostOf(baseUrl);
  return {
    current: () => now,
    /** An entry of `kind` at `path`, its form as saved. */
    saved(kind: FormatKind, path: string, form: Record<string, unknown>) {
      const { data, body } = formToData(kind, form);
      const parsed = SCHEMAS[kind].safeParse(data);
      if (!parsed.success || !path) return;
      if (kind === 'site') now = { ...now, ...copyRulesOf(parsed.data as Site), aliases: (parsed.data as Site).aliases };
      if (kind === 'page') {
        const page = parsed.data as Page;
        const pageFiles = Object.fromEntries(Object.entries(now.pageFiles ?? {}).filter(([, file]) => file !== path));
        now = { ...now, pageFiles: { ...pageFiles, [page.route]: path } };
      }
      if (kind === 'post') now = { ...now, postIds: { ...now.postIds, [path]: (parsed.data as { id: number }).id } };
      // What it leans on among the aliases, against the aliases as they are now.
      if (now.aliasUses && (kind === 'site' || kind === 'page' || kind === 'post')) {
        const page = kind === 'page' ? (parsed.data as Page) : undefined;
        const links =
          kind === 'post' ? internalLinks(body ?? '').flatMap(({ href }) => sitePathOf(href, ownHost) ?? []) : linkPathsOf(kind, parsed.data, ownHost);
        now = {
          ...now,
          aliasUses: withUsesOf(now.aliasUses, path, now.aliases ?? {}, {
            ...(page ? { page: { route: page.route, canonical: page.meta.canonical } } : {}),
            linkPaths: links,
          }),
        };
      }
    },
  };
}
