/**
 * The text in the site's SVG artwork, published as outlines drawn in Inter. An SVG shown with `<img>`
 * is a document of its own, and the first text laid out in each such document costs the browser's
 * main thread about 4 ms on this machine (its layout and painting, whatever the font family), where
 * the same picture drawn as paths costs about a tenth of it: on the Ajmer landing page's image wall that was
 * about 30 ms of the work around the first paint, 250 ms on a phone eight times slower
 * (docs/lighthouse.md, "The words in the artwork drawn as outlines"). The sources in public/ keep their `<text>`, so the words stay
 * editable; the build publishes the outlined copy. Any text an outline might draw otherwise is left
 * as text (`stays` in `outlineText`: code, Hindi, gradients, CSS beyond class rules, italics, …),
 * and the build names the pictures that keep some (`keptAsText`). The unit tests draw artwork as
 * drawing programs export it, before and after, with resvg.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import { hashOf, writeWhole } from '../build/cache.ts';
import { fontFileIn, fontMetrics, readWoff } from '../postbuild/font.ts';

/** Presentation attributes that shape or place text and that reach it from its ancestors. */
const INHERITED_TEXT = [
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'font-stretch',
  'font-variant',
  'font-kerning',
  'text-anchor',
  'letter-spacing',
  'word-spacing',
  'xml:space',
  'dominant-baseline',
  'text-decoration',
  'writing-mode',
  'direction',
];
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
  'alignment-baseline',
  'baseline-shift',
  'transform',
  // No effect on text; on its outline, aliased edges.
  'shape-rendering',
  'text-rendering',
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

/** A length counted in steps of 1/`scale` unit, as written: without a leading zero (scale 10: 5 → ".5", -5 → "-.5"). */
function written(n: number, scale: number): string {
  return (Object.is(n, -0) ? 0 : n / scale).toString().replace(/^(-?)0\./, '$1.');
}

/**
 * resvg's absolute path (M, L, Q, C, Z with numbers apart) as relative commands to a tenth of a unit
 * (`decimals` 1), or to a hundredth for small text that a transform or a viewBox makes large.
 * Each contour's start is rounded where it stands; its other points are rounded as measured from that
 * exact start, so a letter's contour is written the same wherever it stands and the same letter at
 * the same size repeats byte for byte, which is what gzip and brotli make small. Each step is then
 * measured from the rounded point before it, so rounding never adds up along a contour: a point is
 * off by at most one step.
 */
export function compactPath(d: string, decimals = 1): string {
  const tokens = d.trim().split(/[\s,]+/);
  const arity: Record<string, number> = { M: 2, L: 2, Q: 4, C: 6, Z: 0 };
  const scale = 10 ** decimals;
  const inTenths = (n: number) => Math.round(n * scale);
  const tenths = (n: number) => written(n, scale);
  let out = '';
  // The pen, rounded, in steps; where the contour began, exact and rounded.
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
    .replace(/<!\[CDATA\[([\s\S]*?)\]\]>/g, (_, text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;'))
    .replace(/<[^>]*>/g, '')
    .replace(/&#x([\da-f]+);/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&(lt|gt|quot|apos|amp);/g, (_, name: string) => ({ lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' })[name]!);

/** The weight of the faces given (WEIGHTS) nearest to an SVG `font-weight`. */
function nearestWeight(value = '400'): number {
  const wanted = value === 'bold' ? 700 : value === 'normal' ? 400 : Number(value) || 400;
  // As CSS matches a weight to the faces there are: above 500, the next heavier; from 400 to 500,
  // the next heavier up to 500, then the next lighter; below 400, the next lighter, else the lightest.
  const heavier = WEIGHTS.find((weight) => weight >= wanted);
  const lighter = [...WEIGHTS].reverse().find((weight) => weight <= wanted);
  if (wanted > 500) return heavier ?? WEIGHTS.at(-1)!;
  if (wanted >= 400) return heavier !== undefined && heavier <= 500 ? heavier : (lighter ?? heavier!);
  return lighter ?? WEIGHTS[0]!;
}

/** A paint resvg reads as a browser does: a hex or named colour, `rgb()`/`rgba()` with commas, none, currentColor. */
const PLAIN_PAINT = /^(?:#[\da-f]{3,8}|[a-z]+|rgba?\(\s*[\d.]+%?\s*(?:,\s*[\d.]+%?\s*){2,3}\))$/i;
/** A font size resvg measures as a browser does (not `rem`, `large`, `calc()`…). */
const PLAIN_SIZE = /^[\d.]+(?:px|pt|pc|em|ex|mm|cm|in)?$/i;

/** What an element's `style` attribute declares: `font-weight:700; fill:#fff` → font-weight → 700, fill → #fff. */
function declarations(style = ''): Attributes {
  return new Map(
    style
      .split(';')
      .map((declaration) => declaration.split(':').map((part) => part.trim()))
      .filter((parts): parts is [string, string] => parts.length === 2 && !!parts[0] && !!parts[1])
      .map(([key, value]) => [key.toLowerCase(), value.replace(/\s*!important$/i, '')]),
  );
}

/**
 * The declarations of the picture's class rules (`.cls-1{…}`, `.a,.b{…}`), as drawing programs write
 * them, and whether every rule is one: a rule on a type, an id or a descendant (`text{…}`, `a text{…}`,
 * `path{…}`) could reach a text drawn alone, or its outline, otherwise than the text in the picture.
 */
function classRules(styles: string): { rules: Map<string, Attributes>; onlyClasses: boolean } {
  const rules = new Map<string, Attributes>();
  let onlyClasses = true;
  for (const [, selectors, body] of styles.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    for (const selector of selectors!.split(',').map((part) => part.trim())) {
      if (!/^\.[\w-]+$/.test(selector)) {
        onlyClasses = false;
        continue;
      }
      const rule = rules.get(selector.slice(1)) ?? new Map();
      for (const [key, value] of declarations(body)) rule.set(key, value);
      rules.set(selector.slice(1), rule);
    }
  }
  // An at-rule (@media, @font-face) leaves braces the rules above do not account for.
  if (/@/.test(styles)) onlyClasses = false;
  return { rules, onlyClasses };
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

/** How much an SVG transform list scales lengths: the square root of its determinant, each function's multiplied. */
export function scaleOf(transform: string): number {
  let scale = 1;
  for (const [, name, args] of transform.matchAll(/(matrix|scale)\s*\(([^)]*)\)/g)) {
    const n = args!
      .trim()
      .split(/[\s,]+/)
      .map(Number);
    scale *= name === 'matrix' ? Math.sqrt(Math.abs(n[0]! * n[3]! - n[1]! * n[2]!)) : Math.sqrt(Math.abs(n[0]! * (n[1] ?? n[0]!)));
  }
  return Number.isFinite(scale) && scale > 0 ? scale : 1;
}

/** Containers whose content is not drawn where it stands but used elsewhere, by a `<use>` that may paint it or as a clip, mask or pattern. */
const NOT_DRAWN_HERE = new Set(['defs', 'symbol', 'clipPath', 'mask', 'pattern', 'marker']);
/** Families drawn as code: the generic one and the usual named ones, which Inter would not draw as code. */
const CODE_FAMILY = /monospace|courier|consolas|menlo|monaco|\bmono\b|\bcode\b|lucida console/i;

/** The values of an attribute in the tags of `markup`, not in its words (a picture of code may show `href="…"`). */
const valuesOf = (markup: string, name: string) =>
  [...(markup.match(/<[^>]*>/g) ?? []).join('').matchAll(new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`, 'g'))].map((m) => m[1] ?? m[2] ?? '');

/**
 * `svg` with each `<text>` element replaced by its glyphs as paths, drawn in Inter: one `<path>`, or
 * a `<g>` of one path per paint when parts of the text are painted apart (a word in another colour),
 * each path painted as resvg resolved the text's paint (attributes, `style`, the picture's class rules).
 * A text stays text wherever an outline could look otherwise than it (`stays` below names each
 * case: code, letters Inter lacks, paint from elsewhere, CSS beyond class rules, italics, …).
 */
export function outlineText(source: string, fonts: InterFonts): string {
  const optionsFor = (fontFiles: string[]) => ({ font: { loadSystemFonts: false, fontFiles, defaultFontFamily: 'Inter', sansSerifFamily: 'Inter' } });
  // Comments are left out of the copy: markup in one is not the picture's.
  const svg = source.replace(/<!--[\s\S]*?-->/g, '');
  // The picture's stylesheets (drawing programs style text by class), given to each text drawn alone.
  const styles = [...svg.matchAll(/<style\b[^>]*>[\s\S]*?<\/style>/g)].map((m) => m[0]).join('');
  const { rules, onlyClasses } = classRules(styles.replace(/<\/?style\b[^>]*>|<!\[CDATA\[|\]\]>/g, ''));
  // The root's namespace prefixes (Inkscape's sodipodi:, xlink:), which the text's own markup may use.
  const root = /<svg\b((?:[^>"']|"[^"]*"|'[^']*')*)>/.exec(svg);
  const namespaces = [...attributesOf(root?.[1] ?? '')]
    .filter(([key]) => key.startsWith('xmlns:'))
    .map(([key, value]) => ` ${key}="${escapeAttribute(value)}"`)
    .join('');
  const stack: { name: string; attributes: Attributes }[] = [];
  let out = '';
  let copiedTo = 0;
  TAG.lastIndex = 0;
  // Character data and scripts hold no elements: a `<text>` written in one is words.
  const opaque = [...svg.matchAll(/<!\[CDATA\[[\s\S]*?\]\]>|<script\b[\s\S]*?<\/script\s*>/g)].map((m) => [m.index, m.index + m[0].length] as const);
  for (let match = TAG.exec(svg); match; match = TAG.exec(svg)) {
    const skip = opaque.find(([from, to]) => match!.index >= from && match!.index < to);
    if (skip) {
      TAG.lastIndex = skip[1];
      continue;
    }
    const [, closing, name, attributeSource, selfClosing] = match;
    if (closing) {
      stack.pop();
      continue;
    }
    const own = attributesOf(attributeSource!);
    if (name !== 'text') {
      if (!selfClosing) stack.push({ name: name!, attributes: own });
      continue;
    }
    // An empty `<text/>` draws nothing and stays as it is.
    if (selfClosing) continue;
    const closer = /<\/text\s*>/g;
    closer.lastIndex = match.index;
    const close = closer.exec(svg);
    if (!close) throw new Error('a <text> element is not closed');
    const element = svg.slice(match.index, closer.lastIndex);
    TAG.lastIndex = closer.lastIndex;
    // The family and weight the text is drawn in: from its ancestors, then its own, nearest last;
    // on each, its attributes, then its class rules, then its style attribute, as CSS ranks them.
    const shaping = new Map<string, string>();
    for (const { attributes } of stack) shapeFrom(attributes);
    shapeFrom(own);
    function shapeFrom(attributes: Attributes) {
      const classes = (attributes.get('class') ?? '').split(/\s+/).flatMap((name) => [...(rules.get(name) ?? [])]);
      for (const [key, value] of [...attributes, ...classes, ...declarations(attributes.get('style'))])
        if (INHERITED_TEXT.includes(key)) shaping.set(key, value);
    }
    // Its ancestors as groups that carry what reaches the text, without their geometry, which stays
    // theirs: the outline goes back in the text's place. Its own transform is given to the outline.
    const ancestors = stack.map(
      ({ attributes }) =>
        `<g${[...attributes]
          .filter(([key]) => REACHING.has(key))
          .map(([key, value]) => ` ${key}="${escapeAttribute(value)}"`)
          .join('')}>`,
    );
    const placed = element.replace(/^<text\b(?:[^>"']|"[^"]*"|'[^']*')*?>/, (tag) =>
      tag.replace(/\stransform\s*=\s*("[^"]*"|'[^']*')/, '').replace(REFERRING, ''),
    );
    // Everything drawn alone, and what it declares, the ancestors' groups included: class rules,
    // style attributes, attributes.
    const drawn = ancestors.join('') + placed;
    const declared = [
      ...valuesOf(drawn, 'class').flatMap((names) => names.split(/\s+/).flatMap((name) => [...(rules.get(name) ?? [])])),
      ...valuesOf(drawn, 'style').flatMap((style) => [...declarations(style)]),
    ];
    // The text's content: its tspans and words, without its own start tag.
    const inner = placed.replace(/^<text\b(?:[^>"']|"[^"]*"|'[^']*')*?>/, '');
    const declaredValues = (name: string) => [...declared.filter(([key]) => key === name).map(([, value]) => value), ...valuesOf(drawn, name)];
    const covered = fonts.covers(decodeText(element));
    const weight = nearestWeight(shaping.get('font-weight'));
    const stays =
      // Code in a picture, and words Inter has no letters for (Hindi in Devanagari): the phone draws
      // those with a font of its own, where outlines would lose them.
      !covered ||
      [shaping.get('font-family') ?? '', ...declaredValues('font-family')].some((family) => CODE_FAMILY.test(family)) ||
      // CSS this cannot follow into a text drawn alone, and the `font` shorthand, which resvg does not read.
      !onlyClasses ||
      declared.some(([key]) => key === 'font') ||
      // Paint from elsewhere in the picture (a gradient, a pattern).
      /url\(/.test(drawn) ||
      declared.some(([, value]) => value.includes('url(')) ||
      // Lengths in percent, which the canvas the text is drawn alone on would measure otherwise.
      ['x', 'y', 'dx', 'dy', 'textLength', 'font-size'].some((name) => valuesOf(placed, name).some((value) => value.includes('%'))) ||
      // Text kept for a `<use>` that may paint it, or a clip path, where no group may stand.
      stack.some(({ name }) => NOT_DRAWN_HERE.has(name)) ||
      // ₹ is drawn from the faces of one weight (resvg mixes weights given both sets), so a text
      // of several weights with ₹ in it stays text.
      (covered === 'extended' && declaredValues('font-weight').some((value) => nearestWeight(value) !== weight)) ||
      // What Inter's upright faces and resvg do not draw as a browser does: italics, small capitals,
      // right-to-left placement, a part hidden or shown apart from its group, a faded tspan.
      declaredValues('font-style').some((value) => !/^normal$/i.test(value)) ||
      [...declaredValues('font-variant'), ...declaredValues('font-variant-caps')].some((value) => !/^normal$/i.test(value)) ||
      [...declaredValues('direction'), ...declaredValues('unicode-bidi')].some((value) => !/^(ltr|normal)$/i.test(value)) ||
      [...declaredValues('visibility'), ...declaredValues('display')].length > 0 ||
      valuesOf(inner, 'opacity').length > 0 ||
      // Letter case, figure and ligature choices, and sizes resvg does not read as a browser does.
      declaredValues('text-transform').some((value) => !/^none$/i.test(value)) ||
      declared.some(([key, value]) => /^font-(variant-|feature-settings)/.test(key) && !/^normal$/i.test(value)) ||
      declaredValues('font-size').some((value) => !PLAIN_SIZE.test(value.trim())) ||
      // Colours resvg does not read (it would paint them black): hsl(), oklch(), var(), rgb() without commas.
      ['fill', 'stroke', 'color'].some((name) => declaredValues(name).some((value) => !PLAIN_PAINT.test(value.trim()))) ||
      // A weight relative to the parent's, with ₹, whose faces are chosen here by the weight.
      (covered === 'extended' && declaredValues('font-weight').some((value) => /^(bolder|lighter)$/i.test(value.trim()))) ||
      /opacity\s*:/.test(
        valuesOf(inner, 'style')
          .join(';')
          .replace(/(fill|stroke)-opacity/g, ''),
      ) ||
      // Words on a path, or text another element reuses (a `<use>` may paint it otherwise).
      [...valuesOf(placed, 'href'), ...valuesOf(placed, 'xlink:href')].length > 0 ||
      (own.has('id') && new RegExp(`href\\s*=\\s*["']#${own.get('id')!.replace(/[^\w-]/g, '\\$&')}["']`).test(svg));
    if (stays) continue;
    // Alone, in a canvas with no viewBox, so the outline comes out in the text's own user units; at
    // a browser's default size (16), where no size is given, not resvg's (12).
    const alone = `<svg xmlns="http://www.w3.org/2000/svg"${namespaces} width="4096" height="4096" font-size="16">${styles}${ancestors.join('')}${placed}${'</g>'.repeat(ancestors.length)}</svg>`;
    // A character the Latin faces lack (₹) is drawn from the Latin Extended face of the same weight.
    const faces = covered === 'latin' ? fonts.latin : [fonts.latin[WEIGHTS.indexOf(weight)]!, fonts.extended[WEIGHTS.indexOf(weight)]!];
    // A text resvg cannot read alone (an entity the picture's DOCTYPE declares) stays text.
    let rendered: string;
    try {
      rendered = new Resvg(alone, optionsFor(faces)).toString();
    } catch {
      continue;
    }
    // Text moved by CSS, or paint resvg could not resolve alone, stays text.
    if (/transform=|url\(/.test(rendered)) continue;
    const drawnPaths = [...rendered.matchAll(/<path\b([^>]*?)\/?>/g)].map((m) => attributesOf(m[1]!));
    // A path painted with nothing is paint resvg could not find alone, or letters meant to be unseen: the text stays.
    if (!drawnPaths.length || drawnPaths.some((attributes) => attributes.get('fill') === 'none' && (attributes.get('stroke') ?? 'none') === 'none')) continue;
    // One path per paint, in the order resvg drew them. resvg draws a text in pieces (each line, a
    // raised letter, an underline): a paint's pieces are joined before they are written relative.
    const byPaint = new Map<string, string[]>();
    for (const attributes of drawnPaths) {
      const paint = [...attributes]
        .filter(([key]) => PAINT.has(key))
        .map(([key, value]) => ` ${key}="${escapeAttribute(value)}"`)
        .join('');
      byPaint.set(paint, [...(byPaint.get(paint) ?? []), attributes.get('d') ?? '']);
    }
    // To a tenth of a unit as drawn: finer by as much as the text's transforms and its ancestors'
    // (and a viewBox drawn larger than its units) scale it up, a one-unit text scaled 36 times as
    // some programs export it, a 24-unit icon drawn at 240; to a hundredth for text under 5 units.
    const enlarged = [...stack.map(({ attributes }) => attributes), own].reduce((scale, attributes) => {
      const [, , boxWidth] = (attributes.get('viewBox') ?? '')
        .trim()
        .split(/[\s,]+/)
        .map(Number);
      const width = Number(attributes.get('width'));
      return scale * scaleOf(attributes.get('transform') ?? '') * (boxWidth && width ? width / boxWidth : 1);
    }, 1);
    const decimals = Math.max(1 + Math.max(0, Math.ceil(Math.log10(enlarged) - 1e-9)), Number.parseFloat(shaping.get('font-size') ?? '16') < 5 ? 2 : 1);
    const paths = [...byPaint].map(([paint, pieces]) => `<path${paint} d="${compactPath(pieces.join(' '), decimals)}"/>`);
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
  const outlined = out + svg.slice(copiedTo);
  // A picture of hundreds of labels (a chart) would grow past what its layout costs: it is published as it is.
  return outlined.length > Math.max(64_000, 4 * source.length) ? source : outlined;
}

/** Bumped when the outlines this module draws change for the same source and fonts. */
const VERSION = 'outline-text-v9';

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
  /** The pictures that publish some of their words as text, not outlines (CONTENT.md says when): how many of how many. */
  keptAsText: { path: string; kept: number; texts: number }[];
}

/** The `<text>` elements of an SVG, not counting one written in character data or a script. */
const textCount = (svg: string) => (svg.replace(/<!\[CDATA\[[\s\S]*?\]\]>|<script\b[\s\S]*?<\/script\s*>|<!--[\s\S]*?-->/g, '').match(/<text\b/g) ?? []).length;

/**
 * For each SVG among `paths` (site paths of files in `publicDir`) that has text, the outlined copy to
 * publish instead, kept in `cacheDir` by the hash of the source, the fonts and this code's version.
 */
export function outlinedCopies(publicDir: string, paths: string[], cacheDir: string): OutlinedFiles {
  const result: OutlinedFiles = { files: {}, outlined: 0, fromCache: 0, keptAsText: [] };
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
    const [kept, texts] = [textCount(readFileSync(file, 'utf8')), textCount(source)];
    if (kept > 0) result.keptAsText.push({ path, kept, texts });
  }
  return result;
}
