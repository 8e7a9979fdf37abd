/**
 * The metric-adjusted fallback for Inter: a local sans-serif (Arial, or the metric-compatible
 * Liberation Sans / Arimo on Linux) scaled and given Inter's vertical metrics, so text paints at
 * once in it and the swap to Inter moves nothing. Reads both font files (Inter from
 * @fontsource/inter, a WOFF; the fallback from the system, a TTF): head.unitsPerEm, hhea
 * ascender, descender and lineGap, and the advance widths of a-z and space weighted by their
 * frequency in English text (as capsize/fontaine compute size-adjust).
 * Usage: tsx scripts/font-fallback.ts [--write]   (--write updates renderer/font-fallback.css)
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';

type Tables = Map<string, Buffer>;

function readTables(file: string): Tables {
  const data = readFileSync(file);
  const tables: Tables = new Map();
  if (data.toString('latin1', 0, 4) === 'wOFF') {
    const count = data.readUInt16BE(12);
    for (let i = 0; i < count; i++) {
      const at = 44 + i * 20;
      const tag = data.toString('latin1', at, at + 4);
      const offset = data.readUInt32BE(at + 4);
      const compressed = data.readUInt32BE(at + 8);
      const length = data.readUInt32BE(at + 12);
      const raw = data.subarray(offset, offset + compressed);
      tables.set(tag, compressed < length ? inflateSync(raw) : raw);
    }
  } else {
    const count = data.readUInt16BE(4);
    for (let i = 0; i < count; i++) {
      const at = 12 + i * 16;
      const offset = data.readUInt32BE(at + 8);
      tables.set(data.toString('latin1', at, at + 4), data.subarray(offset, offset + data.readUInt32BE(at + 12)));
    }
  }
  return tables;
}

/** Character → glyph index, from the cmap's Unicode subtable (format 4 or 12). */
function glyphLookup(cmap: Buffer): (code: number) => number {
  const count = cmap.readUInt16BE(2);
  for (let i = 0; i < count; i++) {
    const platform = cmap.readUInt16BE(4 + i * 8);
    const encoding = cmap.readUInt16BE(6 + i * 8);
    if (!(platform === 0 || (platform === 3 && (encoding === 1 || encoding === 10)))) continue;
    const t = cmap.subarray(cmap.readUInt32BE(8 + i * 8));
    const format = t.readUInt16BE(0);
    if (format === 4) {
      const segs = t.readUInt16BE(6) / 2;
      const ends = 14;
      const starts = ends + segs * 2 + 2;
      const deltas = starts + segs * 2;
      const ranges = deltas + segs * 2;
      return (code) => {
        for (let s = 0; s < segs; s++) {
          if (code > t.readUInt16BE(ends + s * 2)) continue;
          const start = t.readUInt16BE(starts + s * 2);
          if (code < start) return 0;
          const delta = t.readInt16BE(deltas + s * 2);
          const range = t.readUInt16BE(ranges + s * 2);
          if (range === 0) return (code + delta) & 0xffff;
          const glyph = t.readUInt16BE(ranges + s * 2 + range + (code - start) * 2);
          return glyph === 0 ? 0 : (glyph + delta) & 0xffff;
        }
        return 0;
      };
    }
    if (format === 12) {
      const groups = t.readUInt32BE(12);
      return (code) => {
        for (let g = 0; g < groups; g++) {
          const at = 16 + g * 12;
          const start = t.readUInt32BE(at);
          if (code >= start && code <= t.readUInt32BE(at + 4)) return t.readUInt32BE(at + 8) + code - start;
        }
        return 0;
      };
    }
  }
  throw new Error('No Unicode cmap subtable (format 4 or 12)');
}

// Relative frequency of space and a-z in English text (the weights capsize uses for xWidthAvg).
const weights: Record<string, number> = {
  ' ': 0.1818,
  a: 0.0668,
  b: 0.0122,
  c: 0.0228,
  d: 0.0348,
  e: 0.1039,
  f: 0.0182,
  g: 0.0165,
  h: 0.0499,
  i: 0.057,
  j: 0.0013,
  k: 0.0063,
  l: 0.0329,
  m: 0.0197,
  n: 0.0552,
  o: 0.0614,
  p: 0.0158,
  q: 0.0008,
  r: 0.049,
  s: 0.0518,
  t: 0.0741,
  u: 0.0226,
  v: 0.008,
  w: 0.0193,
  x: 0.0012,
  y: 0.0162,
  z: 0.0006,
};

export interface FontMetrics {
  unitsPerEm: number;
  ascender: number;
  descender: number;
  lineGap: number;
  /** Frequency-weighted average advance width of space and a-z, in font units. */
  avgWidth: number;
}

export function fontMetrics(file: string): FontMetrics {
  const t = readTables(file);
  const head = t.get('head');
  const hhea = t.get('hhea');
  const hmtx = t.get('hmtx');
  const cmap = t.get('cmap');
  if (!head || !hhea || !hmtx || !cmap) throw new Error(`${file}: missing head, hhea, hmtx or cmap`);
  const metricsCount = hhea.readUInt16BE(34);
  const glyphOf = glyphLookup(cmap);
  const advance = (glyph: number) => hmtx.readUInt16BE(Math.min(glyph, metricsCount - 1) * 4);
  let total = 0;
  let weight = 0;
  for (const [char, w] of Object.entries(weights)) {
    total += advance(glyphOf(char.codePointAt(0)!)) * w;
    weight += w;
  }
  return {
    unitsPerEm: head.readUInt16BE(18),
    ascender: hhea.readInt16BE(4),
    descender: hhea.readInt16BE(6),
    lineGap: hhea.readInt16BE(8),
    avgWidth: total / weight,
  };
}

const percent = (n: number) => `${(n * 100).toFixed(2)}%`;

/** The @font-face rule of the fallback: the local font, scaled to Inter's width, with Inter's ascent, descent and line gap. */
export function fallbackFace(inter: FontMetrics, local: FontMetrics, family = 'Inter Fallback'): string {
  const sizeAdjust = inter.avgWidth / inter.unitsPerEm / (local.avgWidth / local.unitsPerEm);
  const per = (v: number) => percent(Math.abs(v) / inter.unitsPerEm / sizeAdjust);
  return [
    '/* Generated by scripts/font-fallback.ts from the font files: do not edit by hand. */',
    '@font-face {',
    `  font-family: "${family}";`,
    '  src: local("Arial"), local("ArialMT"), local("Liberation Sans"), local("Arimo"), local("Helvetica");',
    `  size-adjust: ${percent(sizeAdjust)};`,
    `  ascent-override: ${per(inter.ascender)};`,
    `  descent-override: ${per(inter.descender)};`,
    `  line-gap-override: ${per(inter.lineGap)};`,
    '}',
    '',
  ].join('\n');
}

export const interFile = () => createRequire(import.meta.url).resolve('@fontsource/inter/files/inter-latin-400-normal.woff');
/** Liberation Sans has Arial's metrics (it was drawn to replace it); Debian: fonts-liberation. */
export const localFile = [
  '/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf',
  '/usr/share/fonts/truetype/liberation2/LiberationSans-Regular.ttf',
].find(existsSync);
export const outputFile = new URL('../renderer/font-fallback.css', import.meta.url);

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!localFile) {
    console.error('Liberation Sans not found (Debian: apt-get install fonts-liberation).');
    process.exit(1);
  }
  const css = fallbackFace(fontMetrics(interFile()), fontMetrics(localFile));
  if (process.argv.includes('--write')) writeFileSync(outputFile, css);
  console.log(css);
}
