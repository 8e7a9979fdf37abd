import { posix } from 'node:path';
import type { z } from 'zod';
import { cityOfTag, postCityProblems } from './post-city.ts';
import { aliasIsRoute, aliasOfAlias, duplicatePostId, duplicateRoute, noPageAtRoute, routeIsAlias } from './taken.ts';
import { CORE_FOLDER, type City, cityOfFile, cityProblems, closingCtaOf, folderOfPage, gazetteerMismatches, postCtaProblems } from './cities.ts';
import { geoMissingMessage, unknownCityFolder } from './cities-schema.ts';
import { article as cityArticle, TO_OTHER_PLACES } from './city-check.ts';
import { displayName } from './content-files.ts';
import { walkFields } from '../sections/field-kinds.ts';
import { imagePathProblem } from '../sections/fields.ts';
import { tagKey } from '../sections/blog-list/model.ts';
import { schemaOf, sectionSchema } from '../sections/schemas.ts';
import { BLOG_COVER_LAYOUT, narrowPhotoMessage, RASTER_IMAGE, type ImageSlot } from './image-layouts.ts';
import { type Page, pageSchema } from './page-schema.ts';
import { siteSchema } from './site-schema.ts';
import { fieldImageSlot, POST_COVER_SLOTS } from './image-slots.ts';
import { imageSize, inspectImage } from './images.ts';
import { isPhotoName, photoLocationMessage } from './photo-location.ts';
import { capitalsFix, imageNotFound, listPublicFiles, publicFileFinder } from './public-files.ts';
import { contentPaths, loadContent, type ContentPaths, type Loaded } from './load.ts';
import { type BodyLink, notAPageMessage, sitePathOf } from './article-links.ts';
import { postFrontMatterSchema, type Post } from './blog.ts';
import { sameCopyProblems } from './same-copy.ts';
import { copiedTestimonialProblems, quotedItemsOf } from './copied-testimonials.ts';
import { escapeRegExp } from './regex.ts';
import { closest, closestAddress, ContentError, formatPath, type Problem, type ProblemCode, type ProblemLocation } from './problems.ts';
import { bareHost, type Site, whatsappNotAPhone, whatsappNumber } from './site-schema.ts';
import { copyRulesOf, pageCopyProblems, postCopyProblems, sharedSectionCopyProblems, siteTextProblems } from './copy-problems.ts';
import {
  isRefusedPostDraft,
  isRefusedPostHeld,
  refusedField,
  refusedPageCopyProblems,
  refusedPostCopyProblems,
  refusedSiteTextProblems,
  writtenCanonical,
  writtenPage,
  writtenPostFields,
} from './refused-page.ts';
import { canonicalProblem, servesPage } from './canonical.ts';
import { type EarlierRoutes, movedHint, movedPages, movedPageMessage, movedPosts, TO_MOVED_FROM } from './moved-pages.ts';
import { commentedCopy } from './comment-problems.ts';
import { locate, type YamlSource } from './yaml-source.ts';
import { todayInIndia } from './today.ts';

export { todayInIndia };
import { BLOG_NOT_FOUND_PATH, BLOG_PAGE_SIZE, BLOG_ROUTE, pageCount, postHref } from './blog-addresses.ts';

export { BLOG_PAGE_SIZE };

export interface PageEntry {
  file: string;
  page: Page;
  /** Every path that serves this page: the route first, then its aliases. */
  paths: string[];
}

export interface CatalogueOptions {
  /** Keep drafts and posts dated after `today` in the catalogue (npm run dev). Default: leave them out. */
  drafts?: boolean;
  /** The date a scheduled post is compared with, YYYY-MM-DD; default: today in India. */
  today?: string;
  /** The pages' routes in an earlier version (scripts/build/earlier-routes.ts): a page that moved keeps its earlier address. */
  earlier?: EarlierRoutes;
}

/** What the catalogue leaves out of the site, and why. */
export interface Held {
  file: string;
  /** The route of a page, /blog/{slug} of a post. */
  path: string;
  reason: 'draft' | 'scheduled';
  /** The date a scheduled post is published from. */
  date?: string;
  /** The menu entries and footer links to it, left out with it: `the menu entry "Services › SEO Udaipur"`. */
  alsoLeftOut: string[];
}

/** What goes with a held page or post, for the line that names it: `; left out with it: the menu entry "…"`, or nothing. */
export const leftOutWith = (h: Held): string => (h.alsoLeftOut.length > 0 ? `; left out with it: ${h.alsoLeftOut.join(', ')}` : '');

/** The line `npm run validate` prints for a held page or post. */
export const heldLine = (h: Held): string =>
  `  held back: ${h.file} (${h.path}) ${h.reason === 'draft' ? 'is a draft' : `waits for its date, ${h.date}`}${leftOutWith(h)}`;

export interface Catalogue {
  /** Drafts and scheduled posts left out (empty when built with drafts). */
  held: Held[];
  site: Site;
  pages: PageEntry[];
  posts: Post[];
  /** path → page, for routes and aliases. */
  byPath: Map<string, PageEntry>;
  /** Every raster image the content uses, with where it is shown: what scripts/images.ts converts. */
  images: ImageUsage[];
  /** Every file under public/ that published content names (photos included), as /images/… paths. */
  files: string[];
  /** Files under public/ named only by drafts and scheduled posts: kept, not published yet. */
  heldFiles: string[];
  /** Each file under public/ that content names, drafts' too, with the files that name it (the browser editor's note before a photo is replaced). */
  fileUses: ReadonlyMap<string, readonly string[]>;
}

/** One place where content names a raster image under /images/. */
export interface ImageUsage {
  src: string;
  /** Where it is shown: the layouts of the sections (their schema metadata) or of the blog, or the sharing image. */
  slots: ImageSlot[];
  /** Where it is named, for messages: file:line:col  field. */
  at: ProblemLocation;
}

/** The catalogue, or every problem of every file (never just the first). */
/**
 * A page's route that another page has. Told in the copy when the earlier version says which file
 * had the route (`label`: "in the last commit"); else in each file read after the first, which may
 * be the page that was copied, so both are named.
 */

/**
 * What a run could not check because a file every check reads has mistakes of its own: said after
 * the problems, so a fix there is not taken for the last.
 */
export const NOT_CHECKED = {
  site: "The links, canonical addresses, moved pages and phone numbers of the pages, and the settings' own rules, are checked once site.config.yaml is fixed: more problems may follow.",
  cities: "Pages are held to their city (other cities' names, geo tags) once pages-data/_cities.yaml is fixed: more problems may follow.",
} as const;

/** On how many pages of other cities one place of a city is told before its line in the gazetteer is told too. */
const PLACE_ON_MANY_PAGES = 3;

export function buildCatalogue(
  paths: ContentPaths = contentPaths(),
  options: CatalogueOptions = {},
): { catalogue?: Catalogue; problems: Problem[]; notChecked?: string[] } {
  const loaded = loadContent(paths);
  const today = options.today ?? todayInIndia();
  const held: Held[] = [];
  const heldPaths = new Map<string, Held>();
  if (!options.drafts) {
    for (const { file, value: page } of loaded.pages) if (page.draft) held.push({ file, path: page.route, reason: 'draft', alsoLeftOut: [] });
    for (const post of loaded.posts) {
      if (post.draft) held.push({ file: post.file, path: postHref(post.slug), reason: 'draft', alsoLeftOut: [] });
      else if (post.date > today) held.push({ file: post.file, path: postHref(post.slug), reason: 'scheduled', date: post.date, alsoLeftOut: [] });
    }
    for (const h of held) heldPaths.set(h.path, h);
  }
  const isHeld = (file: string) => held.some((h) => h.file === file);
  const problems = [...loaded.problems];
  const notChecked = [...(loaded.site ? [] : [NOT_CHECKED.site]), ...(loaded.cities ? [] : [NOT_CHECKED.cities])];
  // Refused settings still let every check run that does not read them (a page's schema, route,
  // city, placeholders, comments, images; the settings' own texts but for the fields refused): one
  // run names all of those. What reads the settings (a link, which may go to an alias; a canonical
  // address; a moved page, which an alias may serve; a phone written out in a page) waits for them,
  // and the run says so (NOT_CHECKED.site).
  const site = loaded.site;

  const problemAt = (code: ProblemCode, source: YamlSource, path: readonly PropertyKey[], message: string, atKey = false, sections?: Page['sections']) => {
    const { line, col } = locate(source, path, atKey);
    problems.push({ code, file: source.file, line, col, field: formatPath(path, (i) => sections?.[i]?.type), message });
  };

  const notAPhone = site && whatsappNotAPhone(site.value);
  if (site && notAPhone) problemAt('whatsapp-not-a-phone', site.source, ['whatsapp', 'number'], notAPhone);

  if (site) site.value.whatsapp.number = whatsappNumber(site.value);

  // Routes, aliases and canonicals.
  const byPath = new Map<string, PageEntry>();
  const entries: PageEntry[] = [];
  // Each route's page: its file and its source.
  const owner = new Map<string, { file: string; source: YamlSource }>();
  // Whether a file had this route in the earlier version.
  const hadRoute = (file: string, route: string) => options.earlier?.routes.get(file) === route;
  // Of the pages that share a route, the one that had it in the earlier version keeps it (when only
  // one did): the others are its copies, told in their own files, whichever is read first. Else the
  // first read keeps it, and each other is told, naming it.
  const byRoute = new Map<string, (typeof loaded.pages)[number][]>();
  for (const loadedPage of loaded.pages) byRoute.set(loadedPage.value.route, [...(byRoute.get(loadedPage.value.route) ?? []), loadedPage]);
  for (const [route, group] of byRoute) {
    const had = group.filter((p) => hadRoute(p.file, route));
    const keeper = had.length === 1 ? had[0]! : group[0]!;
    for (const other of group)
      if (other !== keeper)
        problemAt('duplicate-route', other.source, ['route'], duplicateRoute(route, keeper.file, had.length === 1 ? options.earlier?.label : undefined));
    owner.set(route, keeper);
    const entry: PageEntry = { file: keeper.file, page: keeper.value, paths: [route] };
    entries.push(entry);
    byPath.set(route, entry);
  }
  // The pages whose file had another route in the earlier version (catalogue/moved-pages.ts).
  const moves = options.earlier
    ? movedPages(
        entries.map(({ file, page }) => ({ file, route: page.route, draft: page.draft })),
        options.earlier,
      )
    : [];
  const moved = new Map(moves.map((move) => [move.from, move]));
  // A refused page's route, and its aliases, stay addresses for links to them: its problems are reported once.
  const refusedPaths = new Set(loaded.brokenRoutes);
  // No aliases without the settings: the `site!` below are where an alias was found.
  const aliases = site?.value.aliases ?? {};
  // The cities' names, which a typo's "did you mean" never swaps for each other (closestAddress).
  const cityNames = new Set(Object.keys(loaded.cities ?? {}));
  for (const [alias, target] of Object.entries(aliases)) {
    const entry = byPath.get(target);
    if (owner.has(alias)) {
      // A page given an address the settings send to another page (moved onto an alias): one address
      // leads to one page. Told at both lines, with what each fix does, so that deleting the alias is
      // not taken for the only fix (it would send the other page's links and search results here).
      const taker = owner.get(alias)!;
      const other = entry && entry.file !== taker.file ? entry : undefined;
      problemAt('alias-clash', site!.source, ['aliases', alias], aliasIsRoute(alias, taker.file, target, other?.file), true);
      if (other) problemAt('alias-clash', taker.source, ['route'], routeIsAlias(alias, target, other.file, site!.file));
    }
    // An alias of an alias: said so whichever comes first in the list (it worked only when its target came first).
    else if (Object.hasOwn(aliases, target) && !owner.has(target))
      problemAt('alias-target', site!.source, ['aliases', alias], aliasOfAlias(alias, target, aliases[target]!));
    else if (!entry) {
      if (refusedPaths.has(target)) refusedPaths.add(alias);
      else {
        const move = moved.get(target);
        const near = move ? undefined : closestAddress(target, [...new Set([...byPath.values()].map((e) => e.page.route))], cityNames);
        const hint = move ? `: ${move.file} moved to "${move.to}"; write ${alias}: ${move.to}` : near ? ` (did you mean "${near}"?)` : '';
        problemAt('alias-target', site!.source, ['aliases', alias], noPageAtRoute(target, hint));
        // Told here once: a link to the alias is not told again as a link to no page (where the page
        // moved, the link is told where it went).
        if (!move) refusedPaths.add(alias);
      }
    } else {
      entry.paths.push(alias);
      byPath.set(alias, entry);
    }
  }
  // A page's own earlier addresses (movedFrom): second paths, as the aliases of site.config.yaml are.
  for (const { source, value: page } of loaded.pages) {
    const entry = byPath.get(page.route);
    if (entry?.page !== page) continue;
    (page.movedFrom ?? []).forEach((from, i) => {
      const at = ['movedFrom', i];
      if (from === page.route) problemAt('alias-clash', source, at, `"${from}" is this page's route: remove it from movedFrom`);
      else if (owner.has(from))
        problemAt('alias-clash', source, at, `"${from}" is the route of ${owner.get(from)!.file}; an earlier address must be one no page has now`);
      else if (aliases[from] === page.route)
        problemAt('alias-clash', source, at, `"${from}" is also an alias of this page in ${site!.file}: remove it here or there`);
      else if (Object.hasOwn(aliases, from))
        problemAt('alias-clash', source, at, `"${from}" is an alias of "${aliases[from]}" in ${site!.file}: an address leads to one page only`);
      else if (byPath.get(from)?.page === page) problemAt('alias-clash', source, at, `"${from}" is listed twice in movedFrom`);
      else if (byPath.has(from)) problemAt('alias-clash', source, at, `"${from}" is already an earlier address of ${byPath.get(from)!.file}`);
      else {
        entry.paths.push(from);
        byPath.set(from, entry);
      }
    });
  }
  // A page that moved (its file had another route in the earlier version) keeps its earlier address:
  // its movedFrom, an alias, another page or a refused page's route serve it; else the move is refused at the route.
  for (const move of site ? moves : []) {
    if (byPath.has(move.from) || refusedPaths.has(move.from)) continue;
    const { source, value: page } = loaded.pages.find((p) => p.file === move.file)!;
    problemAt('page-moved', source, ['route'], movedPageMessage(move, options.earlier!.label, page.meta.canonical));
  }
  // A folder of pages is a city's, named in the gazetteer (`core` holds the pages of no city):
  // a folder copied as `nathdwara/` before the city is added would get no city check at all.
  // (A site without a gazetteer has no city checks to miss.)
  const unknownFolders = new Set<string>();
  const gazetteer = loaded.cities && Object.keys(loaded.cities).length > 0;
  for (const { source } of loaded.pages) {
    const folder = gazetteer && folderOfPage(paths, source.file);
    if (!folder || folder === CORE_FOLDER || loaded.cities![folder] || unknownFolders.has(folder)) continue;
    unknownFolders.add(folder);
    const pagesDir = displayName(paths, paths.pagesDir);
    // A folder's name mistyped (jiapur/): the city it is closest to.
    const near = closest(folder, [...Object.keys(loaded.cities!), CORE_FOLDER]);
    problems.push({
      code: 'unknown-city',
      file: source.file,
      line: 1,
      col: 1,
      field: '',
      message: unknownCityFolder(pagesDir, folder, near),
    });
  }
  // What every page of a city says against the gazetteer is told once, at the gazetteer (gazetteerMismatches).
  const toldAtGazetteer = new Map<string, Set<string>>();
  const { cities, citiesSource } = loaded;
  if (cities && citiesSource) {
    const byCity = new Map<string, typeof loaded.pages>();
    for (const loadedPage of loaded.pages) {
      const slug = loadedPage.value.draft ? undefined : cityOfFile(paths, loadedPage.source.file, cities)?.slug;
      if (slug !== undefined) byCity.set(slug, [...(byCity.get(slug) ?? []), loadedPage]);
    }
    for (const [slug, pages] of byCity) {
      const told = gazetteerMismatches(
        pages.map((p) => p.value),
        cities[slug]!,
        cities,
        citiesSource,
        `${displayName(paths, paths.pagesDir)}/${slug}`,
      );
      problems.push(...told.problems);
      for (const { source } of pages) toldAtGazetteer.set(source.file, told.fields);
    }
  }
  // Each name or place of the gazetteer told on other cities' pages, with the problems that told it.
  const placesTold = new Map<string, { place: string; of: City; told: Problem[] }>();
  const placeTold = (place: string, of: City, problem: Problem) => {
    const key = `${of.slug}\n${place}`;
    if (!placesTold.has(key)) placesTold.set(key, { place, of, told: [] });
    placesTold.get(key)!.told.push(problem);
  };
  const ownCityProblems = (source: YamlSource, page: Page, city: City) =>
    cityProblems(source, page, city, loaded.cities!, loaded.snippets.sources, { placeTold }).filter(
      (p) => !(p.code === 'geo-wrong-city' && p.file === source.file && toldAtGazetteer.get(source.file)?.has(p.field)),
    );
  for (const { source, value: page } of loaded.pages) {
    const entry = byPath.get(page.route);
    const city = loaded.cities && cityOfFile(paths, source.file, loaded.cities);
    if (entry?.page !== page) {
      // A copy whose route is another page's (told above, with its canonical): the rest of what it
      // says of the city it was copied from is told in the same run.
      if (city && !page.draft) problems.push(...ownCityProblems(source, page, city));
      continue;
    }
    const canonical = site && canonicalProblem(page, (address) => entry.paths.includes(address));
    if (canonical) problemAt('canonical-not-served', source, ['meta', 'canonical'], canonical);
    // A page for a city (by its folder) is held to that city, unless it is a draft still being written.
    if (city && !page.draft) problems.push(...ownCityProblems(source, page, city));
    else if (!city && /(^|-)jaipur($|-)/.test(page.route.replace(/\//g, '-')) && !page.meta.geo) {
      problemAt('geo-missing', source, ['meta'], geoMissingMessage('Jaipur'));
    }
  }

  // A place told on the pages of other cities again and again, where nothing else of its city is,
  // may be no place of that city's alone (a festival, a word every city uses, added to its list by
  // mistake): told once more at its line in the gazetteer, where taking it out settles every page at
  // once. (Pages copied from that city name its other places and its name too: those are leftovers.)
  if (citiesSource) {
    const namesOf = new Map<string, Set<string>>();
    for (const { place, of, told } of placesTold.values())
      for (const { file } of told) namesOf.set(`${of.slug}\n${file}`, (namesOf.get(`${of.slug}\n${file}`) ?? new Set()).add(place));
    for (const { place, of, told } of placesTold.values()) {
      if (place === of.name) continue;
      const alone = told.filter((p) => namesOf.get(`${of.slug}\n${p.file}`)!.size === 1);
      const files = [...new Set(alone.map((p) => p.file))];
      if (files.length < PLACE_ON_MANY_PAGES) continue;
      const first = alone[0]!;
      problemAt(
        'place-on-many-pages',
        citiesSource,
        [of.slug, 'places', of.places.indexOf(place)],
        `"${place}", one of ${of.name}'s places here, is told on ${files.length} pages of other cities that name nothing else of ${of.name}'s (${first.file}:${first.line} and ${files.length - 1} more): if it is not ${of.name}'s alone (a festival, a name many cities use), take it out of this list, which settles them all; if it is, write each of those pages about its own city, or add "${place}" to that page's otherPlaces`,
      );
    }
  }

  // A post for a city (by its tags) closes with a call to action that speaks to it, unless it is a draft.
  if (loaded.cities) {
    const closingCta = closingCtaOf(loaded.pages);
    for (const post of loaded.posts) {
      const closing = closingCta(post);
      // Not only once published: a post waiting for its date is published by the build on that day, unseen.
      if (closing && !post.draft) problems.push(...postCtaProblems(post, closing, loaded.cities));
      // Its address and headings too, once it is more than a draft (an address is best changed before its date).
      if (!post.draft) problems.push(...postCityProblems(post, loaded.cities));
    }
    // A refused post's too, where its schema took its tags (and its call to action, or none was written).
    for (const post of loaded.refusedPosts) {
      const { tags, cta } = writtenPostFields(post);
      const ctaWritten = (post.data as { cta?: unknown } | null)?.cta !== undefined;
      const closing = tags && (cta || !ctaWritten) && closingCta({ cta });
      if (closing && !isRefusedPostDraft(post)) problems.push(...postCtaProblems({ source: post.source, tags }, closing, loaded.cities));
    }
  }

  // Blog posts: unique slugs and ids.
  const slugs = new Map<string, string>();
  const ids = new Map<number, string>();
  // Told in the file read second, which may be the post that was there first: both are named, and the fix is the new post's.
  const writtenIds = loaded.refusedPosts.map((p) => (p.data as { id?: unknown } | null)?.id).filter((id): id is number => Number.isFinite(id));
  const freeId = Math.max(0, ...loaded.posts.map((p) => p.id), ...writtenIds) + 1;
  const duplicateId = (id: number, file: string, label?: string) => duplicatePostId(id, file, freeId, label);
  // Of two posts with one id, the one whose file was there in the earlier version keeps it (a post
  // copied keeps its id line): the copy is told, whichever is read first.
  const wasThere = (file: string) => options.earlier?.posts?.has(file) === true;
  const keepsId = new Map<number, string>();
  for (const post of loaded.posts) {
    const kept = keepsId.get(post.id);
    if (kept === undefined || (wasThere(post.file) && !wasThere(kept))) keepsId.set(post.id, post.file);
  }
  for (const post of loaded.posts) {
    if (slugs.has(post.slug)) problemAt('duplicate-slug', post.source, ['slug'], `"${post.slug}" is already used by ${slugs.get(post.slug)}`);
    else slugs.set(post.slug, post.file);
    const keeper = keepsId.get(post.id)!;
    if (keeper !== post.file)
      problemAt(
        'duplicate-post-id',
        post.source,
        ['id'],
        duplicateId(post.id, keeper, wasThere(keeper) && !wasThere(post.file) ? options.earlier!.label : undefined),
      );
    ids.set(post.id, keeper);
    // /blog/page/N are the listing's pages and /blog/404 is the page for unknown posts.
    if (['page', BLOG_NOT_FOUND_PATH.split('/').pop()].includes(post.slug))
      problemAt('reserved-slug', post.source, ['slug'], `"${post.slug}" is reserved for the blog's own pages: choose a slug that describes the article`);
  }
  // A tag is shown as each post writes it, and the same whatever its capitals (one tag, one group
  // of related posts): written in other capitals than the other posts write it, it reads as two
  // tags on the blog. The form most posts write is kept (of two as many, the older post's, by id).
  const tagForms = new Map<string, Map<string, { posts: number; firstId: number }>>();
  for (const post of loaded.posts)
    for (const tag of new Set(post.tags.map((t) => t.trim()))) {
      const forms = tagForms.get(tagKey(tag)) ?? new Map<string, { posts: number; firstId: number }>();
      const form = forms.get(tag) ?? { posts: 0, firstId: post.id };
      forms.set(tag, { posts: form.posts + 1, firstId: Math.min(form.firstId, post.id) });
      tagForms.set(tagKey(tag), forms);
    }
  const tagAsWritten = (tag: string) =>
    [...(tagForms.get(tagKey(tag)) ?? new Map()).entries()].sort(([, a], [, b]) => b.posts - a.posts || a.firstId - b.firstId)[0]?.[0] ?? tag;
  for (const post of loaded.posts)
    post.tags.forEach((tag, i) => {
      const kept = tagAsWritten(tag.trim());
      if (kept !== tag.trim()) {
        const others = tagForms.get(tagKey(tag))!.get(kept)!.posts;
        problemAt(
          'tag-capitals',
          post.source,
          ['tags', i],
          `"${tag.trim()}" is written "${kept}" by ${others === 1 ? 'another post' : `${others} other posts`}: write it so, as the blog shows each post's tags as written and one tag in two spellings reads as two`,
        );
      }
    });

  // A post's own earlier addresses (movedFrom), as a page's: each an address no post or page has now.
  const postMovedFrom = new Map<string, Post>();
  for (const post of loaded.posts)
    (post.movedFrom ?? []).forEach((from, i) => {
      const at = ['movedFrom', i];
      const slug = from.slice(`${BLOG_ROUTE}/`.length);
      if (from === postHref(post.slug)) problemAt('alias-clash', post.source, at, `"${from}" is this post's address: remove it from movedFrom`);
      else if (slugs.has(slug))
        problemAt('alias-clash', post.source, at, `"${from}" is the address of ${slugs.get(slug)}; an earlier address must be one no post has now`);
      else if (postMovedFrom.get(from) === post) problemAt('alias-clash', post.source, at, `"${from}" is listed twice in movedFrom`);
      else if (postMovedFrom.has(from))
        problemAt('alias-clash', post.source, at, `"${from}" is already an earlier address of ${postMovedFrom.get(from)!.file}`);
      else postMovedFrom.set(from, post);
    });
  // A published post whose address changed since the earlier version (its file renamed, or its slug)
  // keeps its earlier address, as a page that moved does; a link to that address names the new one.
  const postMoves = options.earlier
    ? movedPosts(
        loaded.posts.filter((p) => !isHeld(p.file)),
        options.earlier,
      )
    : [];
  for (const move of postMoves) {
    const slug = move.from.slice(`${BLOG_ROUTE}/`.length);
    if (!moved.has(move.from)) moved.set(move.from, move);
    if (slugs.has(slug) || postMovedFrom.has(move.from) || byPath.has(move.from)) continue;
    const post = loaded.posts.find((p) => p.file === move.file)!;
    problemAt(
      'page-moved',
      post.source,
      post.source.doc.has('slug') ? ['slug'] : ['id'],
      `This post was at "${move.from}" ${options.earlier!.label} (its file's name then), and nothing has that address now: add "${move.from}" ${TO_MOVED_FROM.file}, so links, bookmarks and search results that use it still reach this post (or give the file its name back)`,
    );
  }

  for (const { source, value: page } of loaded.pages) {
    const i = page.sections.findIndex((s) => s.type === 'blog-list');
    if (i >= 0 && page.route !== BLOG_ROUTE)
      problemAt(
        'blog-list-elsewhere',
        source,
        ['sections', i, 'type'],
        `The blog-list section shows the blog's pages and belongs on ${BLOG_ROUTE} only`,
        false,
        page.sections,
      );
  }

  // Internal links and images, in pages and in the site config.
  // The listing's pages count the posts it shows: held ones make no page.
  const blogPages = pageCount(loaded.posts.filter((p) => !isHeld(p.file)).length);
  const isServedPath = (path: string) =>
    byPath.has(path) ||
    refusedPaths.has(path) ||
    slugs.has(path.replace(/^\/blog\//, '')) ||
    postMovedFrom.has(path) ||
    (/^\/blog\/page\/([2-9]|[1-9]\d+)$/.test(path) && Number(path.split('/').pop()) <= blogPages);
  // A link to no page names the closest address of the site, when one is close (a typo): the pages' routes and the posts.
  const addresses = [...new Set([...[...byPath.values()].map((e) => e.page.route), ...[...slugs.keys()].map((slug) => `/blog/${slug}`)])];
  const deadLink = (target: string, written: string) => {
    const near = closestAddress(target, addresses, cityNames);
    // A full address is named as written, so it can be found in the file.
    const named = written.startsWith('/') ? target : written;
    // A page left out whose route could not be read (an empty file) may be the page meant: say so, not a guess.
    const leftOut = loaded.unrouted.length > 0 ? ` (or it is the page of ${loaded.unrouted.join(', ')}, left out above: fix that first)` : '';
    // Its earlier address, or an alias of it that went with the move.
    const via = moved.has(target) ? undefined : aliases[target];
    const move = moved.get(target) ?? moved.get(via ?? '');
    const gone = move ? undefined : goneHint(target);
    if (leftOut) return `${notAPageMessage(named)}${leftOut}`;
    return notAPageMessage(named, move ? movedHint(move, via ? target : undefined) : (gone ?? (near && `did you mean "${near}"?`)));
  };
  // An address the earlier version had that went since (catalogue/lost-addresses.ts): what had it, not a guess.
  let earlierOwners: Map<string, string> | undefined;
  const goneHint = (target: string): string | undefined => {
    const earlier = options.earlier;
    if (!earlier) return undefined;
    const alias = earlier.aliases?.get(target);
    if (alias !== undefined)
      return `it was an alias of "${alias}" ${earlier.label}, taken out of ${site?.file ?? 'the settings'} since: ${isServedPath(alias) ? `link to "${alias}", or put the alias back` : 'put the alias back, or link elsewhere'}`;
    earlierOwners ??= new Map(
      [...earlier.routes, ...[...(earlier.postPaths ?? [])].map(([file, post]) => [file, post.path] as const)].map(([file, path]) => [path, file]),
    );
    const file = earlierOwners.get(target);
    return file && `it was the address of ${file} ${earlier.label}, which is not there now: link to the page that takes its place, or take the link out`;
  };
  const images: ImageUsage[] = [];
  const findPublicFile = publicFileFinder(paths.publicDir);
  const fileUses: { src: string; file: string }[] = [];
  // Where an image is named: `where()` locates it in its file, which may parse that file (a source
  // from the parse cache, catalogue/yaml-source.ts lazySource), so only a problem or a photo asks.
  // `publish`: false for an image no page shows yet (in a shared section no page includes): checked, not converted.
  const checked = new Set<string>();
  const checkImage = (file: string, where: () => ProblemLocation, src: string, slots: ImageUsage['slots'], publish = true) => {
    checked.add(src);
    if (publish) fileUses.push({ src, file });
    const lookup = findPublicFile(src);
    if (!lookup.found) return problems.push({ ...where(), code: 'image-not-found', message: imageNotFound(src, lookup) });
    const info = inspectImage(paths.publicDir, src);
    // Artwork (an SVG) is published as it is: only its size is read, for the page's width and height.
    if (!RASTER_IMAGE.test(src)) return info.ok ? undefined : problems.push({ ...where(), code: 'image-unreadable', message: info.message });
    const at = where();
    if (!info.ok) return problems.push({ ...at, code: 'image-unreadable', message: info.message });
    if (info.located) problems.push({ ...at, code: 'photo-location', message: photoLocationMessage(src, true) });
    if (publish) images.push({ src, slots, at });
    const narrow = narrowPhotoMessage(info.width, slots, file.endsWith('.md'));
    if (narrow) problems.push({ ...at, code: 'image-too-narrow', message: narrow });
  };
  // A link to a page of this site, as a path (`/seo-company-jaipur`) or written as the site's own
  // full address (`https://www.example.com/seo-company-jaipur`, pasted from the address bar):
  // its path without a query or fragment; undefined for a link to another site.
  const ownHost = site && bareHost(site.value.baseUrl);
  const sitePath = (href: string): string | undefined => sitePathOf(href, ownHost);
  const heldTarget = (path: string) => heldPaths.get(byPath.get(path)?.page.route ?? path);
  // A link to a page's or post's earlier address (movedFrom) reaches it through one more step: the
  // site's own links are to its address now.
  const toEarlierAddress = (target: string): string | undefined => {
    const page = byPath.get(target);
    const post = postMovedFrom.get(target);
    const [file, to] =
      page && target !== page.page.route && page.page.movedFrom?.includes(target) ? [page.file, page.page.route] : post ? [post.file, postHref(post.slug)] : [];
    return file && `Links to "${target}", an earlier address of ${file}: write "${to}", its address now (the earlier one only sends visitors on)`;
  };
  const toHeld = (h: Held, target: string) =>
    h.reason === 'draft'
      ? `Links to "${target}", which is a draft (${h.file}): publish it first, or link elsewhere`
      : `Links to "${target}", which is a post scheduled for ${h.date} (${h.file}) and not on the site before then: schedule this one for that date or later, bring that one's date forward, or link elsewhere`;
  // A field of a section a page places with `- include: <name>` is told at the shared file's own
  // line (as its placeholders are), not at each page's include line: once, as the same problem from
  // every page that places it is told once (the end of buildCatalogue).
  const placeOf = (source: YamlSource, path: PropertyKey[]): { source: YamlSource; path: PropertyKey[]; shared: boolean } => {
    if (source === site?.source || path[0] !== 'sections' || typeof path[1] !== 'number') return { source, path, shared: false };
    const name = source.doc.getIn(['sections', path[1], 'include']);
    const snippet = typeof name === 'string' ? loaded.snippets.sources.get(name) : undefined;
    return snippet ? { source: snippet, path: path.slice(2), shared: true } : { source, path, shared: false };
  };
  const fieldProblem = (code: ProblemCode, source: YamlSource, path: PropertyKey[], message: string, sections?: Page['sections']) => {
    const at = placeOf(source, path);
    if (at.shared) problemAt(code, at.source, at.path, message);
    else problemAt(code, source, path, message, false, sections);
  };
  // Every link and image field, found by its kind (sections/field-kinds.ts), in pages and in the site config.
  const checkFields = (
    source: YamlSource,
    schema: z.ZodType,
    value: unknown,
    sections?: Page['sections'],
    {
      images = true,
      skip,
      held,
      alone,
    }: {
      images?: boolean;
      skip?: (path: PropertyKey[]) => boolean;
      held?: boolean;
      /** The type of a shared section checked on its own, which no page shows yet: its images are not converted. */
      alone?: string;
    } = {},
  ) =>
    walkFields(schema, value, ({ kind, value: v, path }) => {
      if (skip?.(path)) return;
      const target = site && kind === 'link' && typeof v === 'string' ? sitePath(v) : undefined;
      if (target !== undefined) {
        const h = heldTarget(target);
        const earlier = toEarlierAddress(target);
        if (!isServedPath(target)) fieldProblem('dead-link', source, path, deadLink(target, v as string), sections);
        // Menus and the footer leave a held page out; a page or post that links to it is a mistake.
        else if (h && source !== site?.source && !(held ?? isHeld(source.file))) fieldProblem('link-to-held', source, path, toHeld(h, target), sections);
        else if (earlier) fieldProblem('link-to-earlier-address', source, path, earlier, sections);
      }
      if (!images) return;
      const src = kind === 'image' ? (v as { src: unknown }).src : kind === 'image-path' ? v : undefined;
      if (typeof src === 'string' && src.startsWith('/images/')) {
        const at = kind === 'image' ? [...path, 'src'] : path;
        const inSection =
          path[0] === 'sections' && typeof path[1] === 'number' ? schemaOf(sections?.[path[1]]?.type ?? '') : alone ? schemaOf(alone) : undefined;
        const slot = fieldImageSlot(kind, inSection);
        const where = () => {
          const place = placeOf(source, at);
          const field = place.shared ? formatPath(place.path) : formatPath(at, (i) => sections?.[i]?.type);
          return { file: place.source.file, ...locate(place.source, place.path), field };
        };
        checkImage(source.file, where, src, [slot], alone === undefined);
      }
    });
  // A city's page, or a post tagged with one city, that links to another city's page of a kind the
  // city has itself (`/seo-company-ajmer` on a Kota page while pages-data/kota/seo.yaml is published,
  // left by a copy made by hand): its visitors land in another city. Of a kind: the same file name in
  // the city's folder, or the same address with the city's name (Jaipur's services.yaml at
  // /digital-marketing-services-jaipur, Kota's landing.yaml at /digital-marketing-services-kota). Not
  // told: a link to a page only the other city has (the one Google Business Profile page); one beside
  // a link to the city's own page of that kind, in its section or on its line of an article (both
  // cities' pages: "our teams in Jaipur and Ajmer");
  // one whose address the page lists in otherPlaces; a shared section's, which suits every page that
  // places it.
  if (site && loaded.cities) {
    const cities = loaded.cities;
    const published = new Map(entries.filter((e) => !e.page.draft && !isHeld(e.file)).map((e) => [e.file, e]));
    /** The pages a page or post links to. */
    const linkedPages = (hrefs: readonly string[]) => new Set(hrefs.map((href) => byPath.get(sitePath(href) ?? '')?.page).filter((page) => page !== undefined));
    /** What a link to another city's page of a kind the city has says, on `what` ("page"); undefined for any other link. */
    const otherCityLink = (city: City, folder: string, href: string, what: string, linked: ReadonlySet<Page>) => {
      const target = sitePath(href);
      const entry = target === undefined ? undefined : byPath.get(target);
      const other = entry && cityOfFile(paths, entry.file, cities);
      if (!target || !entry || !other || other.slug === city.slug) return undefined;
      const swapped = byPath.get(target.replace(new RegExp(`(^|[/-])${escapeRegExp(other.slug)}(?=$|[/-])`), `$1${city.slug}`));
      const own =
        published.get(posix.join(folder, posix.basename(entry.file))) ??
        (swapped && posix.dirname(swapped.file) === folder ? published.get(swapped.file) : undefined);
      if (!own || linked.has(own.page)) return undefined;
      return {
        target,
        message: `Links to "${target}", ${other.name}'s page (${entry.file}), on ${cityArticle(city.name)} ${city.name} ${what}, and ${city.name} has its own, "${own.page.route}" (${own.file}): link there`,
      };
    };
    for (const { source, value: page } of loaded.pages) {
      const city = page.draft ? undefined : cityOfFile(paths, source.file, cities);
      if (!city || byPath.get(page.route)?.page !== page) continue;
      const onPurpose = new Set(page.otherPlaces ?? []);
      const links: { href: string; path: PropertyKey[] }[] = [];
      walkFields(pageSchema, page, ({ kind, value, path }) => {
        if (kind === 'link' && typeof value === 'string' && !placeOf(source, path).shared) links.push({ href: value, path });
      });
      // Beside: in the same section (a list of both cities' pages), or among the page's own fields.
      const sectionOf = (path: PropertyKey[]) => (path[0] === 'sections' ? path[1] : undefined);
      for (const { href, path } of links) {
        const linked = linkedPages(links.filter((l) => sectionOf(l.path) === sectionOf(path)).map((l) => l.href));
        const told = otherCityLink(city, posix.dirname(source.file), href, 'page', linked);
        if (!told || onPurpose.has(href) || onPurpose.has(told.target)) continue;
        problemAt(
          'other-city',
          source,
          path,
          `${told.message}, or add "${told.target}" ${TO_OTHER_PLACES.file} if the page links there on purpose`,
          false,
          page.sections,
        );
      }
    }
    // A post for one city (by its tags): its article's links and its call to action's button.
    for (const post of loaded.posts) {
      const tagged = new Set(post.tags.map((tag) => cityOfTag(tag, cities)).filter((c) => c !== undefined));
      if (tagged.size !== 1 || isHeld(post.file)) continue;
      const [city] = tagged as Set<City>;
      const folder = `${displayName(paths, paths.pagesDir)}/${city!.slug}`;
      // Beside: on the same line of the article ("our teams in [Jaipur](…) and [Ajmer](…)").
      for (const link of post.links) {
        const linked = linkedPages(post.links.filter((l) => l.line === link.line).map((l) => l.href));
        const told = otherCityLink(city!, folder, link.href, 'post (its tags)', linked);
        if (told) problems.push({ code: 'other-city', file: post.file, line: link.line, col: link.col, field: 'content', message: told.message });
      }
      const button = post.cta?.button?.href;
      const told = button === undefined ? undefined : otherCityLink(city!, folder, button, 'post (its tags)', new Set());
      if (told) problemAt('other-city', post.source, ['cta', 'button', 'href'], told.message);
    }
  }
  if (site) checkFields(site.source, siteSchema, site.value);
  for (const { source, value: page } of loaded.pages) checkFields(source, pageSchema, page, page.sections);
  // A post's front matter: its links (the call to action's button); its cover is checked below, in the article's layouts.
  for (const post of loaded.posts) checkFields(post.source, postFrontMatterSchema, post, undefined, { images: false });
  // A post's cover, a refused post's too where its schema took the field.
  for (const post of [...loaded.posts, ...loaded.refusedPosts.map((p) => ({ file: p.file, source: p.source, image: writtenPostFields(p).image }))])
    if (post.image?.startsWith('/images/'))
      checkImage(post.file, () => ({ file: post.file, ...locate(post.source, ['image']), field: 'image' }), post.image, [...POST_COVER_SLOTS]);
  // An article's links and images, a post's whose front matter was refused too (loaded.refusedPosts).
  const checkBodyLinks = (file: string, links: BodyLink[], held: boolean) => {
    for (const { href, line, col } of links) {
      const target = sitePath(href);
      if (target === undefined) continue;
      // An image path the site cannot show is reported as such (catalogue/blog.ts markdownProblems).
      if (/^\/images[/\\]/.test(target) && imagePathProblem(target)) continue;
      const at = { file, line, col, field: 'content' };
      // An image in the article body (a photo is shown as wide as the cover).
      if (target.startsWith('/images/')) {
        checkImage(file, () => at, target, [BLOG_COVER_LAYOUT]);
        continue;
      }
      if (!site) continue;
      const h = heldTarget(target);
      const earlier = toEarlierAddress(target);
      if (!isServedPath(target)) problems.push({ ...at, code: 'dead-link', message: deadLink(target, href) });
      else if (h && !held) problems.push({ ...at, code: 'link-to-held', message: toHeld(h, target) });
      else if (earlier) problems.push({ ...at, code: 'link-to-earlier-address', message: earlier });
    }
  };
  for (const post of loaded.posts) checkBodyLinks(post.file, post.links, isHeld(post.file));
  for (const post of loaded.refusedPosts) checkBodyLinks(post.file, post.links, isRefusedPostHeld(post, today));

  // Copy cut short by a comment (`heading: SEO in Jaipur #JaipurBusiness`).
  for (const { source, value: page } of loaded.pages)
    problems.push(...commentedCopy(pageSchema, page, source, (i) => page.sections[i]?.type).map((p) => ({ ...p, file: source.file })));
  for (const post of loaded.posts) problems.push(...commentedCopy(postFrontMatterSchema, post, post.source).map((p) => ({ ...p, file: post.file })));

  // Placeholders and unfinished copy: allowed in drafts, a problem once published; so is a phone
  // number that is not one of the agency's.
  const copyRules = site ? copyRulesOf(site.value) : {};
  if (site) problems.push(...siteTextProblems(site.value, siteSchema, site.source, copyRules).map((p) => ({ ...p, file: site.source.file })));
  // Refused settings' own texts too, but for the fields refused (an empty name is one problem, a placeholder in the tagline another).
  else if (loaded.refusedSite) {
    const { source, data, refusedAt } = loaded.refusedSite;
    problems.push(...refusedSiteTextProblems(data, source, refusedAt).map((p) => ({ ...p, file: source.file })));
  }
  for (const { source, value: page } of loaded.pages)
    if (!isHeld(source.file) && !options.drafts)
      problems.push(...pageCopyProblems(page, source, undefined, copyRules).map((p) => ({ ...p, file: source.file })));
  // A shared section has no draft of its own: its placeholders at its own lines, once; those of one
  // its schema refused too, but for the fields it refused.
  if (!options.drafts) {
    for (const [name, source] of loaded.snippets.sources)
      problems.push(...sharedSectionCopyProblems(loaded.snippets.byName.get(name), source, undefined, copyRules).map((p) => ({ ...p, file: source.file })));
    for (const { source, data, refusedAt } of loaded.snippets.refused)
      problems.push(...sharedSectionCopyProblems(data, source, refusedField(refusedAt), copyRules).map((p) => ({ ...p, file: source.file })));
  }
  // Its links and images too (the pages that place it cannot: their include is refused with it).
  for (const { source, data, refusedAt } of loaded.snippets.refused)
    checkFields(source, sectionSchema, data, undefined, { skip: refusedField(refusedAt), held: false });
  // A shared section no page includes yet is checked as one that a page will: its links and images
  // at its own lines (its images not converted until a page shows it).
  for (const [name, source] of loaded.snippets.sources)
    if (!loaded.snippets.included.has(name)) {
      const data = loaded.snippets.byName.get(name) as { type: string };
      checkFields(source, sectionSchema, data, undefined, { held: false, alone: data.type });
    }
  // A post waiting for its date is published by the build on that day, unseen: held to it now.
  const isDraft = (file: string) => held.some((h) => h.file === file && h.reason === 'draft');
  for (const post of loaded.posts)
    if (!isDraft(post.file) && !options.drafts)
      problems.push(...postCopyProblems(post, post.markdown, post.source, post.bodyLine, post.bodyIndent, copyRules).map((p) => ({ ...p, file: post.file })));

  // A post whose front matter was refused: its article's placeholders, its front matter's where the
  // schema took the field, and an id another post has (its Markdown and links are checked above).
  for (const post of loaded.refusedPosts) {
    if (!options.drafts) problems.push(...refusedPostCopyProblems(post, copyRules).map((p) => ({ ...p, file: post.file })));
    const id = (post.data as { id?: unknown } | null)?.id;
    if (typeof id === 'number' && !refusedField(post.refusedAt)(['id']) && ids.has(id))
      problemAt('duplicate-post-id', post.source, ['id'], duplicateId(id, ids.get(id)!));
  }

  // A page its schema refused (catalogue/load.ts) is checked still for what needs no valid page, so
  // that one run names every problem of its file: its links, images, placeholders, comments in
  // copy and other cities' names. A field the schema refused is left to that problem.
  for (const { file, source, data, refusedAt } of loaded.refusedPages) {
    const written = writtenPage(data);
    if (!written) continue;
    const { page } = written;
    const refused = refusedField(refusedAt);
    // Its route, when the schema took it, as the pages' routes are checked above: another page's, or
    // a canonical address that is neither it nor an alias of it.
    const route = typeof page.route === 'string' && !refused(['route']) ? page.route : undefined;
    const routeOwner = route === undefined ? undefined : owner.get(route)?.file;
    if (route && routeOwner) {
      // As above: the page that had the route keeps it, a refused one too, and its copy is told.
      if (hadRoute(file, route) && !hadRoute(routeOwner, route))
        problemAt('duplicate-route', owner.get(route)!.source, ['route'], duplicateRoute(route, file, options.earlier?.label));
      else
        problemAt(
          'duplicate-route',
          source,
          ['route'],
          duplicateRoute(route, routeOwner, hadRoute(routeOwner, route) && !hadRoute(file, route) ? options.earlier?.label : undefined),
        );
    } else {
      const addresses = writtenCanonical(data, refusedAt);
      const canonical = site && addresses && canonicalProblem(addresses, (address) => servesPage(address, addresses.route, aliases));
      if (canonical) problemAt('canonical-not-served', source, ['meta', 'canonical'], canonical);
    }
    checkFields(source, pageSchema, page, page.sections, { skip: refused, held: written.draft });
    problems.push(...commentedCopy(pageSchema, page, source, (i) => page.sections[i]?.type).map((p) => ({ ...p, file })));
    const city = (loaded.cities && cityOfFile(paths, file, loaded.cities)) || undefined;
    problems.push(
      ...refusedPageCopyProblems(source, data, refusedAt, {
        city,
        cities: loaded.cities,
        shared: loaded.snippets.sources,
        placeholders: !options.drafts,
        rules: copyRules,
      }),
    );
  }

  // A client's testimonial of one city's page on another city's page (catalogue/copied-testimonials.ts),
  // on the published pages (a draft is told by city-report, which reads the drafts too).
  if (loaded.cities) {
    const cities = loaded.cities;
    // A page its schema refused is checked as written, its other problems told in the same run (as its city's names are).
    const published = [
      ...loaded.pages.filter(({ source, value: page }) => byPath.get(page.route)?.page === page && !page.draft && !isHeld(source.file)),
      ...loaded.refusedPages.flatMap(({ source, data }) => {
        const written = writtenPage(data);
        return written && !written.draft ? [{ source, value: written.page }] : [];
      }),
    ];
    problems.push(
      ...copiedTestimonialProblems(
        quotedItemsOf(
          published,
          (file) => cityOfFile(paths, file, cities)?.name,
          (file) => options.earlier?.routes.has(file) === true,
          (type) => Boolean(schemaOf(type)?.meta()?.quoted),
        ),
        options.earlier?.label,
      ),
    );
  }

  // A title, description or article copied word for word from another page or post (catalogue/same-copy.ts).
  const toldAt = new Set(problems.map((p) => `${p.file}\n${p.field}\n${p.line}`));
  problems.push(
    ...sameCopyProblems(
      [
        ...loaded.pages
          .filter(({ value: page }) => byPath.get(page.route)?.page === page && !page.draft)
          .map(({ source, value: page }) => ({
            file: source.file,
            noun: 'page' as const,
            source,
            wasThere: options.earlier?.routes.has(source.file) === true,
            fields: [
              { kind: 'title' as const, path: ['meta', 'title'], text: page.meta.title },
              { kind: 'description' as const, path: ['meta', 'description'], text: page.meta.description },
            ],
            body: { kind: 'sections' as const, text: JSON.stringify(page.sections), ...locate(source, ['sections'], true), field: 'sections' },
          })),
        ...loaded.posts
          .filter((post) => !post.draft)
          .map((post) => ({
            file: post.file,
            noun: 'post' as const,
            source: post.source,
            wasThere: wasThere(post.file),
            id: post.id,
            fields: [
              { kind: 'title' as const, path: ['title'], text: post.title },
              { kind: 'description' as const, path: ['metaDescription'], text: post.metaDescription },
            ],
            body: { kind: 'article' as const, text: post.markdown, line: post.bodyLine, col: post.bodyIndent + 1, field: 'content' },
          })),
      ],
      // (A page's sections as a whole are left to what is told inside them: another city's names in a copy.)
      (file, field, line) =>
        toldAt.has(`${file}\n${field}\n${line}`) || (field === 'sections' && problems.some((p) => p.file === file && p.field.startsWith('sections'))),
      options.earlier?.label,
    ),
  );

  // Files published as they are, listed in site.config.yaml: they must exist, and a photo is published only as its copies.
  site?.value.publish.forEach((file, i) => {
    if (RASTER_IMAGE.test(file))
      problemAt(
        'publish-photo',
        site.source,
        ['publish', i],
        `"${file}" is a photo: the site publishes photos only as the copies it makes without the camera's details and location. Use it in a page or post instead`,
      );
    else {
      const lookup = findPublicFile(file);
      if (!lookup.found)
        problemAt(
          'publish-not-found',
          site.source,
          ['publish', i],
          `No file public${file}: ${lookup.sameButCase ? capitalsFix(lookup.sameButCase) : 'check the spelling, or remove the line'}`,
        );
    }
  });

  // A photo in public/ that nothing shows is kept in the repository all the same: one that holds the
  // place it was taken is told at the file (one that something shows, at the field naming it, above).
  for (const src of listPublicFiles(paths.publicDir)) {
    if (checked.has(src) || !isPhotoName(src)) continue;
    const info = inspectImage(paths.publicDir, src);
    if (info.ok && info.located)
      problems.push({
        code: 'photo-location',
        file: displayName(paths, `${paths.publicDir}${src}`),
        line: 1,
        col: 1,
        field: '',
        message: photoLocationMessage(src, false),
      });
  }

  // A shared section's field is checked on each page that places it and told at its own line: once.
  if (problems.length > 0 || !site) return { problems: [...new Map(problems.map((p) => [JSON.stringify(p), p])).values()], notChecked };

  // What is held back is left out of everything built from the catalogue: pages, blog, sitemap, feeds, menus.
  const pagesOut = entries.filter((e) => !isHeld(e.file));
  const postsOut = loaded.posts.filter((p) => !isHeld(p.file));
  for (const [path, entry] of byPath) if (isHeld(entry.file)) byPath.delete(path);
  // A menu entry or footer link to a held page is left out with it, and said so (validate prints it),
  // with its submenu or footer column when all of that is held back.
  const linkHeld = (link: { href: string }) => heldTarget(link.href.replace(/[?#].*$/, ''));
  const shown = (link: { label: string; href: string }, entry: string) => {
    const h = linkHeld(link);
    h?.alsoLeftOut.push(entry);
    return !h;
  };
  const group = (links: { href: string }[], what: string) => (links.every(linkHeld) ? ` and ${what}, all of whose links are held back` : '');
  site.value.menu = site.value.menu.flatMap((item): Site['menu'] => {
    if (!('children' in item)) return shown(item, `the menu entry "${item.label}"`) ? [item] : [];
    const all = group(item.children, `the submenu "${item.label}"`);
    const children = item.children.filter((c) => shown(c, `the menu entry "${item.label} › ${c.label}"${all}`));
    return children.length > 0 ? [{ ...item, children }] : [];
  });
  site.value.footer = site.value.footer
    .map((column) => {
      const all = group(column.links, `its column "${column.heading}"`);
      return { ...column, links: column.links.filter((link) => shown(link, `the footer link "${link.label}" (under "${column.heading}")${all}`)) };
    })
    .filter((column) => column.links.length > 0);

  for (const entry of pagesOut) fillImageSizes(paths.publicDir, entry.page);
  for (const post of postsOut) post.cover = imageSize(paths.publicDir, post.image);
  // Images of held pages are not converted: the build does not publish them.
  const imagesOut = images.filter((image) => !isHeld(image.at.file));
  const files = [...new Set(fileUses.filter((u) => !isHeld(u.file)).map((u) => u.src))].sort();
  const heldFiles = [...new Set(fileUses.filter((u) => isHeld(u.file)).map((u) => u.src))].filter((f) => !files.includes(f)).sort();
  const usedBy = new Map<string, string[]>();
  for (const { src, file } of fileUses) if (!usedBy.get(src)?.includes(file)) usedBy.set(src, [...(usedBy.get(src) ?? []), file]);
  return {
    catalogue: { held, site: site.value, pages: pagesOut, posts: postsOut, byPath, images: imagesOut, files, fileUses: usedBy, heldFiles },
    problems: [],
  };
}

/** Like buildCatalogue, but throws a ContentError listing every problem. */
export function loadCatalogue(paths?: ContentPaths, options?: CatalogueOptions): Catalogue {
  const { catalogue, problems } = buildCatalogue(paths, options);
  if (!catalogue) throw new ContentError(problems);
  return catalogue;
}

/** Width and height for every image field that leaves them out, read from the file. */
function fillImageSizes(publicDir: string, page: Page) {
  walkFields(pageSchema, page, ({ kind, value }) => {
    if (kind !== 'image') return;
    const image = value as { src: string; width?: number; height?: number };
    if (image.width && image.height) return;
    const size = imageSize(publicDir, image.src);
    if (size) Object.assign(image, { width: image.width ?? size.width, height: image.height ?? size.height });
  });
}

export type { Loaded };
