import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Node, type Scalar } from 'yaml';
import { buildCatalogue, contentPaths, formatProblems, type Catalogue, type Problem } from '../../catalogue/index.ts';
import { listFiles } from '../../catalogue/load.ts';
import { SNIPPETS_FOLDER } from '../../catalogue/snippets.ts';
import { citySlug, knownCities } from './cities.ts';

export interface NewCityOptions {
  /** Project root (site.config.yaml, pages-data/, public/). */
  root: string;
  /** The new city as written in the copy, e.g. Udaipur or Mount Abu. */
  name: string;
  /** Folder of pages-data/ to copy, e.g. ajmer. */
  from: string;
  latitude?: number;
  longitude?: number;
  region?: string;
  /** Add the new landing page to the footer column that links the source city. */
  footer?: boolean;
}

export interface LocalMention {
  file: string;
  line: number;
  names: string[];
  text: string;
}

export interface ImageUse {
  src: string;
  /** Where the new pages use it, as file:line. */
  at: string[];
  /** Made for the source city (its folder or file name names the city). */
  cityArtwork: boolean;
}

export interface NewCityPlan {
  city: string;
  /** The source city as written in its copy, e.g. Ajmer. */
  source: string;
  slug: string;
  /** Absolute path → text of every file to write (the new pages; site.config.yaml with --footer). */
  files: Map<string, string>;
  /** Source file → new route. */
  routes: { from: string; file: string; route: string }[];
  landing?: { route: string; footerLines: string; footerColumn: string; footerAdded: boolean };
  mentions: LocalMention[];
  images: ImageUse[];
  /** Lines of the copy that still link to or name the source city on purpose (blog posts, the other city). */
  sourceLinks: { file: string; line: number; href: string }[];
}

/** A refusal: nothing was written. */
export class NewCityError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'NewCityError';
  }
}

/** Keys whose values are never city copy: paths of files, ids, names of things in code. */
const KEEP_KEYS = new Set(['src', 'image', 'poster', 'videoId', 'icon', 'gradient', 'type', 'include', '$schema', 'tone', 'employment']);
const LINK_KEYS = new Set(['href', 'thankYouPath']);

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Replaces a city name in text, keeping its case (Ajmer → Udaipur, ajmer → udaipur,
 * AJMER → UDAIPUR). A name inside a longer word is left alone (Kota in Kotak), except where
 * camel case joins words (#AjmerFood, AjmerReel).
 */
export function replaceCityName(text: string, from: string, to: string): string {
  const pattern = new RegExp(escapeRegExp(from), 'giu');
  return text.replace(pattern, (match, offset: number) => {
    const before = text[offset - 1] ?? '';
    const after = text[offset + match.length] ?? '';
    const letter = /\p{L}/u;
    const okBefore = !letter.test(before) || (/\p{Ll}/u.test(before) && /\p{Lu}/u.test(match[0]!));
    const okAfter = !letter.test(after) || (/\p{Lu}/u.test(after) && /\p{Ll}/u.test(match.at(-1)!));
    if (!okBefore || !okAfter) return match;
    if (match === match.toUpperCase() && match !== match.toLowerCase()) return to.toUpperCase();
    if (match === match.toLowerCase()) return to.toLowerCase();
    return to;
  });
}

/** Every place a local name of the source city is named, longest names first ('Pushkar Road' before 'Pushkar'). */
function localNamesIn(text: string, names: string[]): string[] {
  const found: string[] = [];
  let rest = text;
  for (const name of [...names].sort((a, b) => b.length - a.length)) {
    const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(name)}(?![\\p{L}\\p{N}])`, 'gu');
    if (pattern.test(rest)) {
      found.push(name);
      rest = rest.replace(pattern, ' ');
    }
  }
  return found;
}

interface ScalarAt {
  path: (string | number)[];
  node: Scalar;
}

function scalars(node: unknown, path: (string | number)[] = [], out: ScalarAt[] = []): ScalarAt[] {
  if (isMap(node)) {
    for (const pair of node.items) {
      const key = isScalar(pair.key) ? String(pair.key.value) : String(pair.key);
      scalars(pair.value, [...path, key], out);
    }
  } else if (isSeq(node)) {
    node.items.forEach((item, i) => scalars(item, [...path, i], out));
  } else if (isScalar(node)) {
    out.push({ path, node });
  }
  return out;
}

const keyOf = (path: (string | number)[]) => [...path].reverse().find((k): k is string => typeof k === 'string');
const is = (path: (string | number)[], ...expected: (string | number)[]) => path.length === expected.length && path.every((k, i) => k === expected[i]);

interface Edit {
  start: number;
  end: number;
  text: string;
}

function applyEdits(text: string, edits: Edit[]): string {
  let out = text;
  for (const edit of [...edits].sort((a, b) => b.start - a.start)) out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  return out;
}

const lineStarts = (text: string) => {
  const starts = [0];
  for (let i = 0; i < text.length; i++) if (text[i] === '\n') starts.push(i + 1);
  return starts;
};

/** Works out the new city's files and checks them with the whole catalogue; writes nothing. */
export function planNewCity(options: NewCityOptions): NewCityPlan {
  const root = options.root;
  const city = options.name.trim().replace(/\s+/g, ' ');
  if (!/^\p{L}[\p{L} .'-]*$/u.test(city)) throw new NewCityError(`"${options.name}" is not a city name: use letters and spaces, e.g. --name Udaipur or --name "Mount Abu"`);
  const slug = citySlug(city);
  const from = citySlug(options.from);
  const pagesDir = join(root, 'pages-data');
  const fromDir = join(pagesDir, from);
  const toDir = join(pagesDir, slug);
  const cityFolders = () =>
    readdirSync(pagesDir, { withFileTypes: true })
      .filter((d) => d.isDirectory() && !d.name.startsWith('_') && readdirSync(join(pagesDir, d.name)).some((f) => f.endsWith('.yaml')))
      .map((d) => d.name)
      .sort();
  if (!existsSync(fromDir) || from.startsWith('_')) throw new NewCityError(`No city folder pages-data/${from}/ to copy from. City folders: ${cityFolders().join(', ')}`);
  if (slug === from) throw new NewCityError(`--name and --from are the same city (${slug})`);
  if (existsSync(toDir)) throw new NewCityError(`pages-data/${slug}/ already exists: new-city never overwrites a folder. Remove it first, or choose another name.`);

  const known = knownCities[slug];
  const latitude = options.latitude ?? known?.latitude;
  const longitude = options.longitude ?? known?.longitude;
  if (latitude === undefined || longitude === undefined) {
    throw new NewCityError(`No coordinates known for ${city}: give them with --lat and --lng (decimal degrees of the city centre, e.g. --lat 24.5854 --lng 73.7125). Known cities: ${Object.values(knownCities).map((c) => c.name).join(', ')}`);
  }
  if (!(Math.abs(latitude) <= 90) || !(Math.abs(longitude) <= 180)) throw new NewCityError(`--lat must be between -90 and 90 and --lng between -180 and 180 (got ${latitude}, ${longitude})`);
  const region = options.region ?? known?.region ?? 'IN-RJ';
  const source = knownCities[from];
  const sourceName = source?.name ?? from.replace(/(^|-)(\p{L})/gu, (_, sep: string, c: string) => (sep ? ' ' : '') + c.toUpperCase());
  const localNames = source?.localNames ?? [];

  const paths = contentPaths(root);
  const before = buildCatalogue(paths);
  if (!before.catalogue) {
    throw new NewCityError(`The site has content problems; fix them first (npm run validate):\n${formatProblems(before.problems)}`);
  }
  const catalogue = before.catalogue;
  const name = (file: string) => relative(root, file).split(sep).join('/');
  const sourceFiles = listFiles(fromDir, '.yaml').filter((f) => !relative(fromDir, f).split(sep).includes(SNIPPETS_FOLDER));
  const entries = sourceFiles.map((file) => {
    const entry = catalogue.pages.find((e) => e.file === name(file));
    if (!entry) throw new NewCityError(`${name(file)} is not a page of the catalogue`);
    return { file, entry };
  });

  // New routes: the source route with the city replaced. Where the source's canonical is a
  // second spelling of the city's address (an alias), the new page takes that spelling as its route.
  const usedBy = (path: string) => {
    const owner = catalogue.byPath.get(path);
    if (!owner) return undefined;
    return owner.page.route === path ? owner.file : `site.config.yaml (an alias of ${owner.page.route})`;
  };
  const routeMap = new Map<string, string>();
  const routes: NewCityPlan['routes'] = [];
  const clashes: string[] = [];
  const taken = new Map<string, string>();
  for (const { file, entry } of entries) {
    const { route, meta } = entry.page;
    const base = meta.canonical !== route && replaceCityName(meta.canonical, from, slug) !== meta.canonical ? meta.canonical : route;
    const newRoute = replaceCityName(base, from, slug);
    const newFile = name(join(toDir, relative(fromDir, file)));
    if (newRoute === base) clashes.push(`${name(file)}: its route ${route} does not contain "${from}", so the copy would have the same address`);
    else if (usedBy(newRoute)) clashes.push(`${newFile}: ${newRoute} is already used by ${usedBy(newRoute)}`);
    else if (taken.has(newRoute)) clashes.push(`${newFile}: ${newRoute} is also the new route of ${taken.get(newRoute)}`);
    taken.set(newRoute, newFile);
    for (const path of entry.paths) routeMap.set(path, newRoute);
    routes.push({ from: route, file: newFile, route: newRoute });
  }
  if (clashes.length > 0) throw new NewCityError(`Cannot create ${city}: these routes would clash.\n${clashes.map((c) => `  ${c}`).join('\n')}`);

  const files = new Map<string, string>();
  const mentions: LocalMention[] = [];
  const imageUses = new Map<string, ImageUse>();
  const sourceLinks: NewCityPlan['sourceLinks'] = [];
  for (const { file } of entries) {
    const target = join(toDir, relative(fromDir, file));
    const text = readFileSync(file, 'utf8');
    const newRoute = routeMap.get(catalogue.pages.find((e) => e.file === name(file))!.page.route)!;
    const rewritten = rewritePage(text, { from, fromName: sourceName, slug, city, newRoute, routeMap, latitude, longitude, region });
    files.set(target, rewritten);

    // What the content staff must still change, with the new file's line numbers.
    const newName = name(target);
    const lines = new LineCounter();
    const doc = parseDocument(rewritten, { lineCounter: lines });
    const textLines = rewritten.split('\n');
    const mentionLines = new Map<number, Set<string>>();
    for (const { path, node } of scalars(doc.contents)) {
      if (typeof node.value !== 'string' || !node.range) continue;
      const key = keyOf(path) ?? '';
      const line = lines.linePos(node.range[0]).line;
      if (['src', 'image', 'poster'].includes(key) && node.value.startsWith('/images/')) {
        const use = imageUses.get(node.value) ?? { src: node.value, at: [], cityArtwork: replaceCityName(node.value, from, '\u0000') !== node.value };
        use.at.push(`${newName}:${line}`);
        imageUses.set(node.value, use);
        continue;
      }
      if (LINK_KEYS.has(key)) {
        if (replaceCityName(node.value, from, '\u0000') !== node.value) sourceLinks.push({ file: newName, line, href: node.value });
        continue;
      }
      if (KEEP_KEYS.has(key)) continue;
      // A block of text spans several lines: report each line that names a place.
      const start = node.range[0];
      const raw = rewritten.slice(start, node.range[1]);
      raw.split('\n').forEach((part, i) => {
        const names = localNamesIn(part, localNames);
        if (names.length === 0) return;
        const at = lines.linePos(start).line + i;
        const set = mentionLines.get(at) ?? new Set<string>();
        names.forEach((n) => set.add(n));
        mentionLines.set(at, set);
      });
    }
    for (const [line, names] of [...mentionLines].sort((a, b) => a[0] - b[0])) {
      mentions.push({ file: newName, line, names: [...names], text: textLines[line - 1]!.trim() });
    }
  }

  // The footer column that links the source city's landing page gets a line for the new one.
  let landing: NewCityPlan['landing'];
  const siteFile = join(root, 'site.config.yaml');
  const siteText = readFileSync(siteFile, 'utf8');
  const footerLink = findFooterLink(siteText, new Set(entries.flatMap(({ entry }) => entry.paths)));
  if (footerLink) {
    const route = routeMap.get(footerLink.href)!;
    const label = replaceCityName(footerLink.label, sourceName, city);
    const footerLines = `${footerLink.indent}- label: ${label}\n${footerLink.indent}  href: ${route}\n`;
    if (options.footer) files.set(siteFile, siteText.slice(0, footerLink.insertAt) + footerLines + siteText.slice(footerLink.insertAt));
    landing = { route, footerLines, footerColumn: footerLink.column, footerAdded: Boolean(options.footer) };
  }

  const after = buildCatalogue(contentPaths(root, { files }));
  if (!after.catalogue) throw new NewCityError(`The copy for ${city} does not validate, so nothing was written:\n${formatProblems(after.problems as Problem[])}`);

  return {
    city,
    source: sourceName,
    slug,
    files,
    routes,
    landing,
    mentions,
    images: [...imageUses.values()].sort((a, b) => Number(b.cityArtwork) - Number(a.cityArtwork) || a.src.localeCompare(b.src)),
    sourceLinks,
  };
}

interface RewriteContext {
  from: string;
  fromName: string;
  slug: string;
  city: string;
  newRoute: string;
  routeMap: Map<string, string>;
  latitude: number;
  longitude: number;
  region: string;
}

/**
 * The page's text with the new route, canonical, geo tags, links between the copied pages
 * and the city's name in the copy. Edits are made in place on the source text, so the file
 * keeps its layout; comments about the source city's addresses are dropped.
 */
export function rewritePage(text: string, c: RewriteContext): string {
  const doc = parseDocument(text);
  const edits: Edit[] = [];
  const set = (node: Scalar, value: string) => edits.push({ start: node.range![0], end: node.range![1], text: value });
  const all = scalars(doc.contents);
  let geo = false;
  for (const { path, node } of all) {
    if (!node.range) continue;
    const key = keyOf(path) ?? '';
    if (is(path, 'route') || is(path, 'meta', 'canonical')) set(node, c.newRoute);
    else if (is(path, 'meta', 'geo', 'placename')) set(node, c.city);
    else if (is(path, 'meta', 'geo', 'region')) set(node, c.region);
    else if (is(path, 'meta', 'geo', 'latitude')) set(node, String(c.latitude));
    else if (is(path, 'meta', 'geo', 'longitude')) set(node, String(c.longitude));
    else if (LINK_KEYS.has(key) && typeof node.value === 'string') {
      const [, pathPart = '', rest = ''] = /^([^?#]*)(.*)$/.exec(node.value) ?? [];
      const target = c.routeMap.get(pathPart);
      if (target) set(node, `${target}${rest}`);
    } else if (!KEEP_KEYS.has(key) && typeof node.value === 'string') {
      const raw = text.slice(node.range[0], node.range[1]);
      const renamed = replaceCityName(replaceCityName(raw, c.fromName, c.city), c.from, c.slug);
      if (renamed !== raw) set(node, renamed);
    }
    if (path[0] === 'meta' && path[1] === 'geo') geo = true;
  }
  if (!geo) {
    // No geo tags on the source page: add them under meta, after the canonical.
    const canonical = all.find((s) => is(s.path, 'meta', 'canonical'))?.node;
    if (canonical?.range) {
      const lineStart = text.lastIndexOf('\n', canonical.range[0]) + 1;
      const indent = /^\s*/.exec(text.slice(lineStart))![0];
      const lineEnd = text.indexOf('\n', canonical.range[1]);
      const at = lineEnd === -1 ? text.length : lineEnd + 1;
      const block = `${indent}geo:\n${indent}  region: ${c.region}\n${indent}  placename: ${c.city}\n${indent}  latitude: ${c.latitude}\n${indent}  longitude: ${c.longitude}\n`;
      edits.push({ start: at, end: at, text: (lineEnd === -1 ? '\n' : '') + block });
    }
  }

  // Comment blocks that speak of the source city (its route spellings, its aliases) do not
  // describe the copy: drop them. The first line (the editor's schema) always stays.
  const insideScalar = (offset: number) => all.some(({ node }) => node.range && offset > node.range[0] && offset < node.range[1]);
  const starts = lineStarts(text);
  const lines = text.split('\n');
  let block: number[] = [];
  const flush = () => {
    if (block.some((i) => new RegExp(escapeRegExp(c.from), 'i').test(lines[i]!))) {
      const start = starts[block[0]!]!;
      const last = block.at(-1)!;
      edits.push({ start, end: starts[last + 1] ?? text.length, text: '' });
    }
    block = [];
  };
  lines.forEach((line, i) => {
    if (i > 0 && /^\s*#/.test(line) && !insideScalar(starts[i]!)) block.push(i);
    else flush();
  });
  flush();
  return applyEdits(text, edits);
}

/** The footer entry of site.config.yaml that links one of `paths`, and where a sibling entry goes. */
function findFooterLink(text: string, paths: Set<string>): { href: string; label: string; indent: string; insertAt: number; column: string } | undefined {
  const doc = parseDocument(text);
  const footer = doc.get('footer', true);
  if (!isSeq(footer)) return undefined;
  for (const column of footer.items) {
    if (!isMap(column)) continue;
    const links = column.get('links', true);
    if (!isSeq(links)) continue;
    for (const link of links.items) {
      if (!isMap(link)) continue;
      const href = link.get('href');
      if (typeof href !== 'string' || !paths.has(href)) continue;
      const start = (link as Node).range![0];
      const lineStart = text.lastIndexOf('\n', start) + 1;
      const indent = /^\s*/.exec(text.slice(lineStart))![0];
      const end = (link as Node).range![1];
      const lineEnd = text.indexOf('\n', end - 1);
      return { href, label: String(link.get('label')), indent, insertAt: lineEnd === -1 ? text.length : lineEnd + 1, column: String(column.get('heading')) };
    }
  }
  return undefined;
}

/** What to tell the person who ran the command. */
export function formatPlan(plan: NewCityPlan, options: { written: boolean }): string {
  const out: string[] = [];
  const folder = `pages-data/${plan.slug}/`;
  out.push(`${options.written ? 'Created' : 'Would create'} ${folder} with ${plan.routes.length} pages for ${plan.city}; the whole site validates with them:`);
  for (const r of plan.routes) out.push(`  ${r.route.padEnd(44)} ${r.file}   (copy of ${r.from})`);
  out.push('');
  let step = 1;
  const mentions = plan.mentions;
  out.push(`${step++}. Make the copy local. The city name is changed, but these ${mentions.length} lines still name places of ${plan.source}: write about ${plan.city}'s own markets, areas and businesses instead.`);
  for (const m of mentions) out.push(`   ${m.file}:${m.line}  [${m.names.join(', ')}]  ${m.text.length > 110 ? `${m.text.slice(0, 107)}…` : m.text}`);
  if (mentions.length === 0) out.push('   (none found: still read every sentence; figures and promises must stay as the spec gives them)');
  out.push('');
  const artwork = plan.images.filter((i) => i.cityArtwork);
  out.push(`${step++}. Replace the images. ${artwork.length} were made for ${plan.source}; draw ${plan.city} artwork into public/images/${plan.slug}/ and change src (and alt) where listed:`);
  for (const image of plan.images) {
    out.push(`   ${image.cityArtwork ? '[city]  ' : '[shared]'} ${image.src}  ← ${image.at.join(', ')}`);
  }
  out.push('');
  if (plan.sourceLinks.length > 0) {
    out.push(`${step++}. These links still lead to ${plan.source} pages or posts (kept on purpose; change them if ${plan.city} has its own):`);
    for (const l of plan.sourceLinks) out.push(`   ${l.file}:${l.line}  ${l.href}`);
    out.push('');
  }
  if (plan.landing) {
    if (plan.landing.footerAdded) {
      out.push(`${step++}. The footer column "${plan.landing.footerColumn}" in site.config.yaml now links ${plan.landing.route}.`);
    } else {
      out.push(`${step++}. Link the new landing page from the footer: add these lines to the "${plan.landing.footerColumn}" links in site.config.yaml (or run again with --footer):`);
      out.push(plan.landing.footerLines.replace(/\n$/, ''));
    }
    out.push(`   Add ${plan.city} to areaServed in site.config.yaml too, so search engines know the agency serves it.`);
    out.push('');
  }
  out.push(`${step++}. Check: npm run validate, then npm run dev and open http://localhost:3000${plan.landing?.route ?? plan.routes[0]?.route ?? '/'}`);
  return out.join('\n');
}
