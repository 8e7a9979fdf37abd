/**
 * Sharing images (Open Graph, 1200×630) drawn at build time from each page's heading, in the
 * brand's look: deep indigo, a jaali lattice and an arch in pink-terracotta and saffron.
 * An SVG template rendered to PNG by resvg (a prebuilt binary from npm: no browser needed),
 * with Inter from the @fontsource/inter package.
 */
import { SOCIAL_IMAGE } from '../../catalogue/image-layouts.ts';
import { Resvg } from '@resvg/resvg-js';
import { createRequire } from 'node:module';
import { fontFileIn, fontMetrics, readWoff, type FontMetrics } from './font.ts';

export const OG_WIDTH = SOCIAL_IMAGE.width;
export const OG_HEIGHT = SOCIAL_IMAGE.height;

export interface OgContent {
  /** The page heading (its h1). */
  heading: string;
  /** Small line above the heading, e.g. the city. */
  eyebrow?: string;
  siteName: string;
  /** Bottom line, e.g. the site's host name. */
  footer: string;
}

const colors = { ink: '#1e1b4b', brand: '#3730a3', pink: '#b2345a', pinkLight: '#e06a8c', saffron: '#f6a821', mist: '#c7d2fe' };

const HEADING_LEFT = 80;
const HEADING_MAX_WIDTH = 700;
const MAX_LINES = 4;
const SIZES = [72, 66, 60, 54, 48, 44];
const LINE_HEIGHT = 1.12;
/** The band between the name row and the footer rule that holds the eyebrow and the heading. */
const BAND_TOP = 150;
const BAND_BOTTOM = 515;
const EYEBROW_SPACE = 48;

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Greedy word wrap by measured width; the last line gets an ellipsis when the text does not fit. */
export function wrapText(text: string, metrics: FontMetrics, size: number, maxWidth: number, maxLines: number): { lines: string[]; fits: boolean } {
  const words = text.trim().split(/\s+/);
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const candidate = line ? `${line} ${word}` : word;
    if (metrics.width(candidate, size) <= maxWidth || !line) line = candidate;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  const tooWide = lines.some((l) => metrics.width(l, size) > maxWidth);
  if (lines.length <= maxLines && !tooWide) return { lines, fits: true };
  const kept = lines.slice(0, maxLines);
  let last = kept[maxLines - 1] ?? kept.at(-1)!;
  while (last.length > 1 && metrics.width(`${last}…`, size) > maxWidth)
    last = last.slice(0, last.lastIndexOf(' ') > 0 ? last.lastIndexOf(' ') : last.length - 1);
  kept[kept.length - 1] = `${last.replace(/[\s,.;:–-]+$/, '')}…`;
  return { lines: kept, fits: false };
}

/** The largest heading size whose wrapped lines fit both the width and `maxHeight`. */
export function layoutHeading(heading: string, metrics: FontMetrics, maxHeight = BAND_BOTTOM - BAND_TOP): { size: number; lines: string[] } {
  const linesFor = (size: number) => Math.max(1, Math.min(MAX_LINES, Math.floor(maxHeight / (size * LINE_HEIGHT))));
  for (const size of SIZES) {
    const { lines, fits } = wrapText(heading, metrics, size, HEADING_MAX_WIDTH, linesFor(size));
    if (fits) return { size, lines };
  }
  const size = SIZES.at(-1)!;
  return { size, lines: wrapText(heading, metrics, size, HEADING_MAX_WIDTH, linesFor(size)).lines };
}

export function ogSvg(content: OgContent, metrics: FontMetrics): string {
  const eyebrowSpace = content.eyebrow ? EYEBROW_SPACE : 0;
  const maxHeight = BAND_BOTTOM - BAND_TOP - eyebrowSpace;
  const { size, lines } = layoutHeading(content.heading, metrics, maxHeight);
  const lineHeight = Math.round(size * LINE_HEIGHT);
  const blockHeight = lineHeight * lines.length;
  // Eyebrow and heading centred together in the band.
  const top = BAND_TOP + eyebrowSpace + Math.max(0, (maxHeight - blockHeight) / 2);
  const eyebrowY = top - 22;
  const heading = lines.map((l, i) => `<tspan x="${HEADING_LEFT}" y="${Math.round(top + size * 0.9 + i * lineHeight)}">${escapeXml(l)}</tspan>`).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_WIDTH}" height="${OG_HEIGHT}" viewBox="0 0 ${OG_WIDTH} ${OG_HEIGHT}">
<defs>
  <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colors.ink}"/><stop offset="1" stop-color="${colors.brand}"/></linearGradient>
  <pattern id="jaali" width="96" height="96" patternUnits="userSpaceOnUse">
    <g fill="none" stroke="${colors.saffron}" stroke-width="1.5"><path d="M48 0l48 48-48 48L0 48z"/><path d="M48 16l32 32-32 32-32-32z"/><circle cx="48" cy="48" r="10"/><path d="M0 0l16 16M96 0L80 16M0 96l16-16M96 96L80 80"/></g>
  </pattern>
  <linearGradient id="fade" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#fff" stop-opacity="1"/></linearGradient>
  <mask id="fade-mask"><rect x="640" y="0" width="560" height="630" fill="url(#fade)"/></mask>
</defs>
<rect width="${OG_WIDTH}" height="${OG_HEIGHT}" fill="url(#bg)"/>
<rect x="640" y="0" width="560" height="630" fill="url(#jaali)" opacity="0.22" mask="url(#fade-mask)"/>
<g fill="none" stroke-linecap="round">
  <path d="M860 630V380a140 140 0 0 1 280 0v250" stroke="${colors.saffron}" stroke-width="22"/>
  <path d="M930 630V390a70 70 0 0 1 140 0v240" stroke="${colors.pinkLight}" stroke-width="22"/>
  <circle cx="1000" cy="196" r="14" fill="${colors.saffron}" stroke="none"/>
</g>
<g transform="translate(${HEADING_LEFT} 64)">
  <rect width="56" height="56" rx="14" fill="${colors.ink}" stroke="${colors.mist}" stroke-opacity="0.35"/>
  <path d="M10.5 44V26a17.5 17.5 0 0 1 35 0v18" fill="none" stroke="${colors.saffron}" stroke-width="4.5"/>
  <path d="M19 44V28a9 9 0 0 1 18 0v16" fill="none" stroke="${colors.pinkLight}" stroke-width="4.5"/>
  <text x="76" y="39" font-family="Inter" font-weight="800" font-size="32" fill="#ffffff">${escapeXml(content.siteName)}</text>
</g>
${content.eyebrow ? `<text x="${HEADING_LEFT}" y="${Math.round(eyebrowY)}" font-family="Inter" font-weight="700" font-size="26" letter-spacing="3" fill="${colors.saffron}">${escapeXml(content.eyebrow.toUpperCase())}</text>` : ''}
<text font-family="Inter" font-weight="800" font-size="${size}" fill="#ffffff">${heading}</text>
<rect x="${HEADING_LEFT}" y="540" width="120" height="6" rx="3" fill="${colors.saffron}"/>
<text x="${HEADING_LEFT}" y="586" font-family="Inter" font-weight="500" font-size="26" fill="${colors.mist}">${escapeXml(content.footer)}</text>
</svg>`;
}

/** The font files the images are drawn with (their bytes are part of the cache key of every image). */
export function ogFonts(): { subset: string; weight: number; woff: string }[] {
  const require = createRequire(import.meta.url);
  return ['latin', 'latin-ext'].flatMap((subset) =>
    [500, 700, 800].map((weight) => ({ subset, weight, woff: require.resolve(`@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`) })),
  );
}

/**
 * Loads the fonts once and renders PNGs. resvg reads fonts from files only, so the unpacked fonts
 * are kept in `fontsDir` (the build cache's `og-fonts/`), each named by its content's hash: written
 * once, shared by the pool's workers, and nothing left in the system's temporary folder.
 */
export function createOgRenderer(fontsDir: string): { svg(content: OgContent): string; png(content: OgContent): Buffer } {
  const fontFiles: string[] = [];
  const sfnts = new Map<string, Buffer>();
  for (const { subset, weight, woff } of ogFonts()) {
    const sfnt = readWoff(woff);
    fontFiles.push(fontFileIn(fontsDir, `inter-${subset}-${weight}`, sfnt));
    sfnts.set(`${subset}-${weight}`, sfnt);
  }
  const latin = fontMetrics(sfnts.get('latin-800')!);
  const ext = fontMetrics(sfnts.get('latin-ext-800')!);
  // A character missing from the Latin subset is measured (and drawn) from Latin Extended.
  const metrics: FontMetrics = {
    width: (text, size) => [...text].reduce((w, c) => w + (latin.has(c) || !ext.has(c) ? latin : ext).width(c, size), 0),
    has: (c) => latin.has(c) || ext.has(c),
  };
  const options = { font: { loadSystemFonts: false, fontFiles, defaultFontFamily: 'Inter' }, fitTo: { mode: 'original' as const } };
  return {
    svg: (content) => ogSvg(content, metrics),
    png: (content) => new Resvg(ogSvg(content, metrics), options).render().asPng(),
  };
}
