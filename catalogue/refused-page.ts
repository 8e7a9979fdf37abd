/**
 * A page its schema refused, as written: what needs no valid page (its placeholders, what it says
 * of another city, and in the build its links and images) is checked still, so that one run names
 * every problem of the file, not its schema's alone. One owner for the build (catalogue/catalogue.ts)
 * and the browser editor's check (admin/check.ts). A field the schema refused is left to that
 * problem by the checks of a field's value (placeholders, links, images, geo tags); the checks that
 * read the file's text (a comment cutting copy short, another city's name) read all of it. A
 * refused post's copy and refused settings' own texts are checked the same way. Browser-safe.
 */
import type { z } from 'zod';
import { type Cities, type City, cityProblems } from './city-check.ts';
import type { Page } from './page-schema.ts';
import { type CopyRules, copyRulesOf, pageCopyProblems, postCopyProblems, siteTextProblems } from './copy-problems.ts';
import { siteSchema } from './site-schema.ts';
import type { Problem } from './problems.ts';
import type { YamlSource } from './yaml-source.ts';

/** Where a schema's issues refused the data: a key it does not know at that key, not at the map holding it (nor the whole file). */
export const refusedPaths = (issues: readonly z.core.$ZodIssue[]): PropertyKey[][] =>
  issues.flatMap((issue) => (issue.code === 'unrecognized_keys' ? issue.keys.map((key) => [...issue.path, key]) : [issue.path]));

const within = (a: readonly PropertyKey[], b: readonly PropertyKey[]) => a.length <= b.length && a.every((key, i) => key === b[i]);

/** True for a field at or inside a refused path, or holding one. */
export const refusedField =
  (refusedAt: readonly PropertyKey[][]) =>
  (path: readonly PropertyKey[]): boolean =>
    refusedAt.some((at) => within(at, path) || within(path, at));

/**
 * The page as written, for the checks that walk it: its sections and otherPlaces as lists (empty
 * or left out where it has none, or something else there). Undefined when the file is not a map.
 */
export function writtenPage(data: unknown): { page: Page; draft: boolean; hasMeta: boolean } | undefined {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return undefined;
  const written = data as Partial<Page>;
  const sections = Array.isArray(written.sections) ? written.sections : [];
  // `otherPlaces: Jaipur, Pushkar` (without the brackets its schema asks for) still names them: the copy is not told them as other cities' too.
  const listed: unknown = written.otherPlaces;
  const otherPlaces = Array.isArray(listed)
    ? listed.filter((name): name is string => typeof name === 'string')
    : typeof listed === 'string'
      ? listed.split(',').map((name) => name.trim())
      : undefined;
  const hasMeta = typeof written.meta === 'object' && written.meta !== null && !Array.isArray(written.meta);
  return { page: { ...written, sections, otherPlaces } as Page, draft: written.draft === true, hasMeta };
}

/**
 * The copy's problems of a refused page (not a draft): its placeholders and phones that are not the
 * agency's (`rules`), unless `placeholders` is false; and on a city's page what it says of another city (a shared section's at its own file's
 * line), and its geo tags unless the schema refused them.
 */
export function refusedPageCopyProblems(
  source: YamlSource,
  data: unknown,
  refusedAt: readonly PropertyKey[][],
  {
    city,
    cities,
    shared,
    placeholders = true,
    rules,
  }: { city?: City; cities?: Cities; shared?: ReadonlyMap<string, YamlSource>; placeholders?: boolean; rules?: CopyRules },
): Problem[] {
  const written = writtenPage(data);
  if (!written || written.draft) return [];
  const problems = placeholders ? pageCopyProblems(written.page, source, refusedField(refusedAt), rules).map((p) => ({ ...p, file: source.file })) : [];
  if (city && cities) problems.push(...refusedCityProblems(source, written, refusedAt, city, cities, shared));
  return problems;
}

/**
 * What a refused page, as written (`writtenPage`), says of another city, as cityProblems tells it,
 * its geo tags left out where the schema refused them (that problem tells them): the build's check
 * of a refused page and city-report alike.
 */
export const refusedCityProblems = (
  source: YamlSource,
  written: NonNullable<ReturnType<typeof writtenPage>>,
  refusedAt: readonly PropertyKey[][],
  city: City,
  cities: Cities,
  shared?: ReadonlyMap<string, YamlSource>,
): Problem[] => cityProblems(source, written.page, city, cities, shared, { geo: written.hasMeta && !refusedField(refusedAt)(['meta', 'geo']) });

/**
 * A refused page's route, canonical address and earlier addresses, for its canonical check
 * (canonical.ts canonicalProblem), when the schema took the route and the canonical address.
 */
export function writtenCanonical(
  data: unknown,
  refusedAt: readonly PropertyKey[][],
): { route: string; movedFrom?: string[]; meta: { canonical: string } } | undefined {
  const { route, meta, movedFrom } = (typeof data === 'object' && data !== null ? data : {}) as {
    route?: unknown;
    meta?: { canonical?: unknown };
    movedFrom?: unknown;
  };
  const canonical = typeof meta === 'object' && meta !== null ? meta.canonical : undefined;
  const refused = refusedField(refusedAt);
  if (typeof route !== 'string' || typeof canonical !== 'string' || refused(['route']) || refused(['meta', 'canonical'])) return undefined;
  return { route, meta: { canonical }, movedFrom: Array.isArray(movedFrom) ? movedFrom.filter((m): m is string => typeof m === 'string') : undefined };
}

/**
 * The placeholders and strange phones of a refused post that is not a draft: its article's, and
 * its front matter's where the schema took the field. A post dated later is held to them as a
 * valid one is, the build on its date publishing it unseen. `bodyLine` and `bodyIndent` as
 * postCopyProblems takes them.
 */
export function refusedPostCopyProblems(
  post: { data: unknown; refusedAt: readonly PropertyKey[][]; markdown: string; source: YamlSource; bodyLine: number; bodyIndent?: number },
  rules: CopyRules = {},
) {
  if (isRefusedPostDraft(post)) return [];
  const refused = refusedField(post.refusedAt);
  return postCopyProblems(writtenPostText(post.data), post.markdown, post.source, post.bodyLine, post.bodyIndent, rules).filter(
    (p) => p.field === 'content' || !refused(p.field.split('.')),
  );
}

/**
 * What a refused post's front matter says of its slug, cover, tags and call to action, each where
 * the schema took it and it has the form these fields have (a text, a list of texts, a map of two
 * texts): a post with another field wrong is still checked for them (its slug against its file
 * name, its cover's file, its call to action against its city).
 */
export function writtenPostFields(post: { data: unknown; refusedAt: readonly PropertyKey[][] }): {
  slug?: string;
  image?: string;
  tags?: string[];
  cta?: { heading: string; text: string };
} {
  const written = (typeof post.data === 'object' && post.data !== null && !Array.isArray(post.data) ? post.data : {}) as Record<string, unknown>;
  const refused = refusedField(post.refusedAt);
  const taken = (key: string) => (refused([key]) ? undefined : written[key]);
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  // A tag refused on its own (written twice, empty) leaves the others: the city they name still holds.
  const listRefused = post.refusedAt.some((at) => within(at, ['tags']));
  const tags =
    Array.isArray(written.tags) && !listRefused ? written.tags.filter((tag): tag is string => typeof tag === 'string' && tag.trim() !== '') : undefined;
  const cta = taken('cta') as { heading?: unknown; text?: unknown } | undefined;
  return {
    slug: text(taken('slug')),
    image: text(taken('image')),
    tags,
    cta: cta && typeof cta.heading === 'string' && typeof cta.text === 'string' ? { heading: cta.heading, text: cta.text } : undefined,
  };
}

/** The text fields of a refused post's front matter that a reader sees, where they are text (for its placeholders). */
function writtenPostText(data: unknown): Parameters<typeof postCopyProblems>[0] {
  const written = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
  const texts = (from: Record<string, unknown>) => Object.fromEntries(Object.entries(from).filter(([, value]) => typeof value === 'string'));
  const cta = written.cta;
  return { ...texts(written), cta: typeof cta === 'object' && cta !== null ? texts(cta as Record<string, unknown>) : undefined };
}

/** A refused post that its front matter says is a draft. */
export function isRefusedPostDraft(post: { data: unknown }): boolean {
  return typeof post.data === 'object' && post.data !== null && (post.data as { draft?: unknown }).draft === true;
}

/** A refused post that its front matter says is a draft, or dated after `today` (a date it cannot read is taken as published). */
export function isRefusedPostHeld(post: { data: unknown }, today: string): boolean {
  const { draft, date } = (typeof post.data === 'object' && post.data !== null ? post.data : {}) as { draft?: unknown; date?: unknown };
  return draft === true || (typeof date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(date) && date > today);
}

/**
 * The site's own texts in settings their schema refused (an empty Name), as written: their
 * placeholders but for the fields it refused, and the phones written out in them that are not the
 * agency's where its Phones were accepted (otherwise that check waits for them), as for settings it
 * accepts (copy-problems.ts, siteTextProblems): the build's check and the editor's alike.
 */
export function refusedSiteTextProblems(data: unknown, source: YamlSource, refusedAt: readonly PropertyKey[][]) {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return [];
  const phones = acceptedPhones(data);
  return siteTextProblems(data, siteSchema, source, phones ? copyRulesOf({ phones }) : {}, refusedField(refusedAt));
}

/** Settings' Phones as their schema reads them; undefined where it refuses them. */
function acceptedPhones(data: object) {
  const phones = siteSchema.shape.phones.safeParse((data as { phones?: unknown }).phones);
  return phones.success ? phones.data : undefined;
}

/** Whether settings' texts wait for their phones to be checked against them (refusedSiteTextProblems): their Phones is refused. */
export const phonesCheckWaits = (data: unknown): boolean => typeof data === 'object' && data !== null && acceptedPhones(data) === undefined;
