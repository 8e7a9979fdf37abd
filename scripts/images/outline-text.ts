/**
 * The text in the site's SVG artwork, published as outlines drawn in Inter. An SVG shown with `<img>`
 * is a document of its own, and the first text laid out in each such document costs the browser's
 * main thread about 4 ms on this machine (its layout and painting, whatever the font family), where
 * the same picture drawn as paths costs about a tenth of it: on the Ajmer landing page's image wall that was
 * about 30 ms of the work around the first paint, 250 ms on a phone eight times slower (README,
 * "First paint and Lighthouse"). The sources in public/ keep their `<text>`, so the words stay
 * editable; the build publishes the outlined copy. Monospace text (code in a picture) is left as
 * text, Inter would not draw it as code, and so are words Inter has no letters for (Hindi), and
 * text painted from elsewhere in the picture (a gradient), which a text drawn alone cannot show.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import { hashOf, writeWhole } from '../build/cache.ts';
import { fontFileIn, fontMetrics, readWoff } from '../postbuild/font.ts';

/** Presentation attributes that shape text and that an element inherits from its ancestors. */
const INHERITED_TEXT = ['font-family', 'font-size', 'font-weight', 'font-style', 'font-stretch', 'text-anchor', 'letter-spacing', 'word-spacing', 'xml:space'];
/** The text element's own attributes that place or shape its glyphs: they are spent on the outline, not copied to it. */
const GLYPH_ONLY = new Set([
  ...INHERITED_TEXT,
  'x',
  'y',
  'dx',
  'dy',
  'rotate',
  'textLength',
  'lengthAdjust',
  'dominant-baseline',
  'alignment-baseline',
  'transform',
]);

const TAG = /<(\/?)([A-Za-z][\w:.-]*)((?:[^>"']|"[^"]*"|'[^']*')*?)(\/?)>/g;
const ATTRIBUTE = /([\w:.-]+)\s*=\s*("([^"]*)"|'([^']*)')/g;

type Attributes = Map<string, string>;

/** The weights of Inter the artwork is drawn with (the faces are loaded in this order). */
const WEIGHTS = [400, 500, 600, 700, 800];

function attributesOf(source: string): Attributes {
  return new Map([...source.matchAll(ATTRIBUTE)].map((m) => [m[1]!, m[3] ?? m[4] ?? '']));
}

const escapeAttribute = (value: string) =>
  value
    .replace(/&(?!(?:[a-z]+|#\d+|#x[\da-f]+);)/gi, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;');

/** A length in tenths of a unit, as written: one decimal, without a leading zero (5 → ".5", -5 → "-.5"). */
function tenths(n: number): string {
  return (Object.is(n, -0) ? 0 : n / 10).toString().replace(/^(-?)0\./, '$1.');
}

/**
 * resvg's absolute path (M, L, Q, C, Z with numbers apart) as relative commands to a tenth of a unit.
 * Each contour's start is rounded where it stands; its other points are rounded as measured from that
 * exact start, so a letter's contour is written the same wherever it stands and the same letter at
 * the same size repeats byte for byte, which is what gzip and brotli make small. Each step is then
 * measured from the rounded point before it, so rounding never adds up along a contour: a point is
 * off by at most a tenth.
 */
export function compactPath(d: string): string {
  const tokens = d.trim().split(/[\s,]+/);
  const arity: Record<string, number> = { M: 2, L: 2, Q: 4, C: 6, Z: 0 };
  const inTenths = (n: number) => Math.round(n * 10);
  let out = '';
  // The pen, rounded, in tenths; where the contour began, exact and rounded.
  let [x, y] = [0, 0];
  let [originX, originY] = [0, 0];
  let [startX, startY] = [0, 0];
  let previous = '';
  for (let i = 0; i < tokens.length; ) {
    const command = tokens[i++]!;
    const count = arity[command];
    if (count === undefined) throw new Error(`unexpected path command "${command}"`);
    if (command === 'Z') {
      out += 'z';
      previous = command;
      [x, y] = [startX, startY];
      continue;
    }
    const numbers = tokens.slice(i, i + count).map(Number);
    i += count;
    if (command === 'M') {
      [originX, originY] = numbers as [number, number];
      [startX, startY] = [inTenths(originX), inTenths(originY)];
      out += `m${tenths(startX - x)} ${tenths(startY - y)}`.replace(/ -/g, '-');
      [x, y] = [startX, startY];
      previous = command;
      continue;
    }
    // Each point rounded as measured from the contour's exact start, then written from the pen.
    const points = numbers.map((n, k) => (k % 2 === 0 ? startX + inTenths(n - originX) : startY + inTenths(n - originY)));
    const steps = points
      .map((n, k) => tenths(n - (k % 2 === 0 ? x : y)))
      .join(' ')
      .replace(/ -/g, '-');
    // A command that repeats the one before it is implied by its numbers alone.
    out += command === previous ? (steps.startsWith('-') ? steps : ` ${steps}`) : command.toLowerCase() + steps;
    previous = command;
    [x, y] = points.slice(-2) as [number, number];
  }
  // After a number with a decimal point, the next one's point starts it: "1.5 .5" is "1.5.5".
  return out.replace(/(\.\d+) (?=\.)/g, '$1');
}

/**
 * Inter's font files, in the order of WEIGHTS: its Latin faces, and its Latin Extended ones for a
 * text that needs them (₹). The two sets name the same family and weights, so a text is drawn from
 * the Latin faces, or from the Latin and the Latin Extended face of its weight: given both sets,
 * resvg may take a Latin Extended face for the weight and the letters from another weight.
 */
export interface InterFonts {
  latin: string[];
  extended: string[];
  /** Which faces have every character of `text`: the Latin ones, with Latin Extended, or none (Hindi, say). */
  covers(text: string): 'latin' | 'extended' | undefined;
}

const decodeText = (xml: string) =>
  xml
    .replace(/<[^>]*>/g, '')
    .replace(/&#x([\da-f]+);/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&(lt|gt|quot|apos|amp);/g, (_, name: string) => ({ lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' })[name]!);

/** The weight of the faces given (WEIGHTS) nearest to an SVG `font-weight`. */
function nearestWeight(value = '400'): number {
  const wanted = value === 'bold' ? 700 : value === 'normal' ? 400 : Number(value) || 400;
  return WEIGHTS.reduce((best, weight) => (Math.abs(weight - wanted) < Math.abs(best - wanted) ? weight : best));
}

/** What an element's `style` attribute declares: `font-weight:700; fill:#fff` → font-weight → 700, fill → #fff. */
function declarations(style = ''): Attributes {
  return new Map(
    style
      .split(';')
      .map((declaration) => declaration.split(':').map((part) => part.trim()))
      .filter((parts): parts is [string, string] => parts.length === 2 && !!parts[0] && !!parts[1])
      .map(([key, value]) => [key.toLowerCase(), value]),
  );
}

/** The declarations of the simple class rules (`.cls-1{…}`, `.a,.b{…}`) in the SVG's `<style>` elements, as drawing programs write them. */
function classRules(styles: string): Map<string, Attributes> {
  const rules = new Map<string, Attributes>();
  for (const [, selectors, body] of styles.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    for (const selector of selectors!.split(',').map((part) => part.trim())) {
      if (!/^\.[\w-]+$/.test(selector)) continue;
      const rule = rules.get(selector.slice(1)) ?? new Map();
      for (const [key, value] of declarations(body)) rule.set(key, value);
      rules.set(selector.slice(1), rule);
    }
  }
  return rules;
}

/** Presentation attributes that paint a shape, which a text's outline is given as resvg resolved them. */
const PAINT = new Set([
  'fill',
  'fill-opacity',
  'fill-rule',
  'stroke',
  'stroke-width',
  'stroke-opacity',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-miterlimit',
  'stroke-dasharray',
  'stroke-dashoffset',
  'paint-order',
  'color',
]);
/** An ancestor's attributes that reach its text: the inherited ones, and what CSS selects it by or declares on it. */
const REACHING = new Set([...INHERITED_TEXT, ...PAINT, 'class', 'id', 'style']);
/** The text's own attributes that point at something elsewhere in the picture: left off while it is drawn alone, kept on its outline. */
const REFERRING = /\s(?:filter|clip-path|mask)\s*=\s*("[^"]*"|'[^']*')/g;

/**
 * `svg` with each `<text>` element replaced by its glyphs as paths, drawn in Inter: one `<path>`, or
 * a `<g>` of one path per paint when parts of the text are painted apart (a word in another colour),
 * each path painted as resvg resolved the text's paint (attributes, `style`, the picture's CSS).
 */
export function outlineText(svg: string, fonts: InterFonts): string {
  const optionsFor = (fontFiles: string[]) => ({ font: { loadSystemFonts: false, fontFiles, defaultFontFamily: 'Inter', sansSerifFamily: 'Inter' } });
  // The picture's stylesheets (drawing programs style text by class), given to each text drawn alone.
  const styles = [...svg.matchAll(/<style\b[^>]*>[\s\S]*?<\/style>/g)].map((m) => m[0]).join('');
  const rules = classRules(styles.replace(/<\/?style\b[^>]*>|<!\[CDATA\[|\]\]>/g, ''));
  const stack: Attributes[] = [];
  let out = '';
  let copiedTo = 0;
  TAG.lastIndex = 0;
  for (let match = TAG.exec(svg); match; match = TAG.exec(svg)) {
    const [, closing, name, attributeSource, selfClosing] = match;
    if (closing) {
      stack.pop();
      continue;
    }
    const own = attributesOf(attributeSource!);
    if (name !== 'text') {
      if (!selfClosing) stack.push(own);
      continue;
    }
    const end = svg.indexOf('</text>', match.index);
    if (end < 0) throw new Error('a <text> element is not closed');
    const element = svg.slice(match.index, end + '</text>'.length);
    TAG.lastIndex = end + '</text>'.length;
    // The family and weight the text is drawn in: from its ancestors, then its own, nearest last;
    // on each, its attributes, then its class rules, then its style attribute, as CSS ranks them.
    const shaping = new Map<string, string>();
    for (const attributes of [...stack, own]) {
      const classes = (attributes.get('class') ?? '').split(/\s+/).flatMap((name) => [...(rules.get(name) ?? [])]);
      for (const [key, value] of [...attributes, ...classes, ...declarations(attributes.get('style'))])
        if (INHERITED_TEXT.includes(key)) shaping.set(key, value);
    }
    const words = decodeText(element);
    const covered = fonts.covers(words);
    // Code in a picture, and words Inter has no letters for (Hindi in Devanagari), stay text: the
    // phone draws those with a font of its own, where outlines would lose them.
    if (/monospace/i.test(shaping.get('font-family') ?? '') || !covered) continue;
    // Its ancestors as groups that carry what reaches the text, without their geometry, which stays
    // theirs: the outline goes back in the text's place. Its own transform is given to the outline.
    const ancestors = stack.map((attributes) =>
      [...attributes]
        .filter(([key]) => REACHING.has(key))
        .map(([key, value]) => ` ${key}="${escapeAttribute(value)}"`)
        .join(''),
    );
    const placed = element.replace(/^<text\b(?:[^>"']|"[^"]*"|'[^']*')*?>/, (tag) =>
      tag.replace(/\stransform\s*=\s*("[^"]*"|'[^']*')/, '').replace(REFERRING, ''),
    );
    // Alone, in a canvas with no viewBox, so the outline comes out in the text's own user units.
    const alone = `<svg xmlns="http://www.w3.org/2000/svg" width="4096" height="4096">${styles}${ancestors.map((a) => `<g${a}>`).join('')}${placed}${'</g>'.repeat(ancestors.length)}</svg>`;
    // A character the Latin faces lack (₹) is drawn from the Latin Extended face of the same weight.
    const weight = nearestWeight(shaping.get('font-weight'));
    const faces = covered === 'latin' ? fonts.latin : [fonts.latin[WEIGHTS.indexOf(weight)]!, fonts.extended[WEIGHTS.indexOf(weight)]!];
    const rendered = new Resvg(alone, optionsFor(faces)).toString();
    // Paint from elsewhere in the picture (a gradient, a pattern) and text moved by CSS are left as
    // text: alone, resvg would not draw them as the picture does.
    const drawn = ancestors.join('') + placed;
    const classNames = [...drawn.matchAll(/\sclass\s*=\s*["']([^"']*)["']/g)].flatMap((m) => m[1]!.split(/\s+/));
    const classPaint = classNames.some((name) => [...(rules.get(name)?.values() ?? [])].some((value) => value.includes('url(')));
    if (/transform=|url\(/.test(rendered) || /url\(/.test(drawn) || classPaint) continue;
    // One path per paint, in the order resvg drew them.
    const byPaint = new Map<string, string>();
    const drawnPaths = [...rendered.matchAll(/<path\b([^>]*?)\/?>/g)].map((m) => attributesOf(m[1]!));
    // A path painted with nothing is paint that CSS gives from where this cannot see (a gradient by a
    // rule on `g.hero > text`, say), or letters meant to be unseen: either way, the text stays.
    if (drawnPaths.some((attributes) => attributes.get('fill') === 'none' && (attributes.get('stroke') ?? 'none') === 'none')) continue;
    for (const attributes of drawnPaths) {
      const paint = [...attributes]
        .filter(([key]) => PAINT.has(key))
        .map(([key, value]) => ` ${key}="${escapeAttribute(value)}"`)
        .join('');
      byPaint.set(paint, (byPaint.get(paint) ?? '') + compactPath(attributes.get('d') ?? ''));
    }
    const paths = [...byPaint].filter(([, d]) => d).map(([paint, d]) => `<path${paint} d="${d}"/>`);
    // Nothing drawn alone (paint from a reference resvg dropped, or no visible letter): the text stays.
    if (!paths.length) continue;
    const copied = [...own]
      .filter(([key]) => !GLYPH_ONLY.has(key) && !PAINT.has(key))
      .map(([key, value]) => ` ${key}="${escapeAttribute(value)}"`)
      .join('');
    const transform = own.has('transform') ? ` transform="${escapeAttribute(own.get('transform')!)}"` : '';
    // The text's class or style could paint a lone path over what resvg resolved; on a group they reach no further than it.
    const lone = paths.length === 1 && !own.has('class') && !own.has('style');
    out +=
      svg.slice(copiedTo, match.index) + (lone ? paths[0]!.replace('<path', `<path${transform}${copied}`) : `<g${transform}${copied}>${paths.join('')}</g>`);
    copiedTo = TAG.lastIndex;
  }
  return out + svg.slice(copiedTo);
}

/** Bumped when the outlines this module draws change for the same source and fonts. */
const VERSION = 'outline-text-v5';

/** Inter's Latin and Latin Extended faces at the weights the artwork uses, unpacked once into `dir` (resvg reads font files only). */
export function interFonts(dir: string): InterFonts & { hash: string } {
  const require = createRequire(import.meta.url);
  const unpack = (subset: string) => WEIGHTS.map((weight) => readWoff(require.resolve(`@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`)));
  const latin = unpack('latin');
  const extended = unpack('latin-ext');
  const files = (subset: string, sfnts: Buffer[]) => sfnts.map((sfnt, i) => fontFileIn(dir, `inter-${subset}-${WEIGHTS[i]}`, sfnt));
  const [latinGlyphs, extendedGlyphs] = [fontMetrics(latin[0]!), fontMetrics(extended[0]!)];
  const all = (text: string, has: (char: string) => boolean) => [...text].every((char) => /\s/.test(char) || has(char));
  return {
    latin: files('latin', latin),
    extended: files('latin-ext', extended),
    covers: (text) => (all(text, latinGlyphs.has) ? 'latin' : all(text, (char) => latinGlyphs.has(char) || extendedGlyphs.has(char)) ? 'extended' : undefined),
    hash: hashOf(...latin, ...extended),
  };
}

export interface OutlinedFiles {
  /** Site path (/images/a.svg) → the file to publish for it. */
  files: Record<string, string>;
  outlined: number;
  fromCache: number;
}

/**
 * For each SVG among `paths` (site paths of files in `publicDir`) that has text, the outlined copy to
 * publish instead, kept in `cacheDir` by the hash of the source, the fonts and this code's version.
 */
export function outlinedCopies(publicDir: string, paths: string[], cacheDir: string): OutlinedFiles {
  const result: OutlinedFiles = { files: {}, outlined: 0, fromCache: 0 };
  let fonts: ReturnType<typeof interFonts> | undefined;
  for (const path of paths.filter((p) => p.endsWith('.svg'))) {
    const source = readFileSync(join(publicDir, path), 'utf8');
    if (!source.includes('<text')) continue;
    fonts ??= interFonts(join(cacheDir, 'fonts'));
    const file = join(cacheDir, `${hashOf(VERSION, fonts.hash, source)}.svg`);
    if (existsSync(file)) result.fromCache++;
    else {
      try {
        writeWhole(file, outlineText(source, fonts));
      } catch (error) {
        throw new Error(`public${path}: ${(error as Error).message}`);
      }
      result.outlined++;
    }
    result.files[path] = file;
  }
  return result;
}
