/**
 * Fonts for the build-time sharing images. The SVG renderer (resvg) reads TrueType/OpenType
 * files only, and the font packages ship WOFF: WOFF 1.0 is the same tables, each zlib-compressed,
 * so unpacking it is a few lines (https://www.w3.org/TR/WOFF/). The advance widths read here
 * let the image template wrap a heading before it is drawn.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import { hashOf, writeWhole } from '../build/cache.ts';

/** WOFF 1.0 → the TrueType/OpenType file it wraps. */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.toString('ascii', 0, 4) !== 'wOFF') throw new Error('Not a WOFF 1.0 file');
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, i) => {
    const at = 44 + i * 20;
    const tag = woff.readUInt32BE(at);
    const offset = woff.readUInt32BE(at + 4);
    const compLength = woff.readUInt32BE(at + 8);
    const origLength = woff.readUInt32BE(at + 12);
    const checksum = woff.readUInt32BE(at + 16);
    const raw = woff.subarray(offset, offset + compLength);
    const data = compLength < origLength ? inflateSync(raw) : raw;
    if (data.length !== origLength) throw new Error('Corrupt WOFF table');
    return { tag, checksum, data };
  });
  let searchRange = 1;
  let entrySelector = 0;
  while (searchRange * 2 <= numTables) {
    searchRange *= 2;
    entrySelector++;
  }
  const header = Buffer.alloc(12 + numTables * 16);
  header.writeUInt32BE(flavor, 0);
  header.writeUInt16BE(numTables, 4);
  header.writeUInt16BE(searchRange * 16, 6);
  header.writeUInt16BE(entrySelector, 8);
  header.writeUInt16BE(numTables * 16 - searchRange * 16, 10);
  const chunks: Buffer[] = [header];
  let offset = header.length;
  tables.forEach((t, i) => {
    const at = 12 + i * 16;
    header.writeUInt32BE(t.tag, at);
    header.writeUInt32BE(t.checksum, at + 4);
    header.writeUInt32BE(offset, at + 8);
    header.writeUInt32BE(t.data.length, at + 12);
    const padded = Buffer.alloc((t.data.length + 3) & ~3);
    t.data.copy(padded);
    chunks.push(padded);
    offset += padded.length;
  });
  return Buffer.concat(chunks);
}

/** Advance widths of one font, in em, looked up by character. */
export interface FontMetrics {
  /** Width of `text` at `size` pixels (no kerning: a slight over-estimate, which is the safe side for wrapping). */
  width(text: string, size: number): number;
  /** Whether the font has a glyph for the character. */
  has(char: string): boolean;
}

export function fontMetrics(sfnt: Buffer): FontMetrics {
  const tables = new Map<string, number>();
  const numTables = sfnt.readUInt16BE(4);
  for (let i = 0; i < numTables; i++) {
    const at = 12 + i * 16;
    tables.set(sfnt.toString('ascii', at, at + 4), sfnt.readUInt32BE(at + 8));
  }
  const table = (tag: string) => {
    const at = tables.get(tag);
    if (at === undefined) throw new Error(`Font has no ${tag} table`);
    return at;
  };
  const unitsPerEm = sfnt.readUInt16BE(table('head') + 18);
  const numberOfHMetrics = sfnt.readUInt16BE(table('hhea') + 34);
  const hmtx = table('hmtx');
  const advance = (glyph: number) => sfnt.readUInt16BE(hmtx + 4 * Math.min(glyph, numberOfHMetrics - 1));

  // cmap: the Windows Unicode BMP subtable (format 4).
  const cmap = table('cmap');
  let sub = -1;
  for (let i = 0; i < sfnt.readUInt16BE(cmap + 2); i++) {
    const at = cmap + 4 + i * 8;
    const platform = sfnt.readUInt16BE(at);
    const encoding = sfnt.readUInt16BE(at + 2);
    const candidate = cmap + sfnt.readUInt32BE(at + 4);
    if ((platform === 3 && encoding === 1) || platform === 0) {
      if (sfnt.readUInt16BE(candidate) === 4) sub = candidate;
    }
  }
  if (sub < 0) throw new Error('Font has no format 4 cmap');
  const segCount = sfnt.readUInt16BE(sub + 6) / 2;
  const ends = sub + 14;
  const starts = ends + segCount * 2 + 2;
  const deltas = starts + segCount * 2;
  const rangeOffsets = deltas + segCount * 2;
  const glyphOf = (code: number): number => {
    for (let s = 0; s < segCount; s++) {
      if (code > sfnt.readUInt16BE(ends + s * 2)) continue;
      const start = sfnt.readUInt16BE(starts + s * 2);
      if (code < start) return 0;
      const delta = sfnt.readInt16BE(deltas + s * 2);
      const rangeOffset = sfnt.readUInt16BE(rangeOffsets + s * 2);
      if (rangeOffset === 0) return (code + delta) & 0xffff;
      const glyph = sfnt.readUInt16BE(rangeOffsets + s * 2 + rangeOffset + (code - start) * 2);
      return glyph === 0 ? 0 : (glyph + delta) & 0xffff;
    }
    return 0;
  };
  const fallback = advance(glyphOf(0x6f)); // 'o': a middling width for characters the subset lacks
  return {
    width(text, size) {
      let units = 0;
      for (const char of text) {
        const glyph = glyphOf(char.codePointAt(0)!);
        units += glyph ? advance(glyph) : fallback;
      }
      return (units / unitsPerEm) * size;
    },
    has: (char) => glyphOf(char.codePointAt(0)!) !== 0,
  };
}

export const readWoff = (file: string) => woffToSfnt(readFileSync(file));

/**
 * `sfnt` as a font file in `dir` (resvg reads fonts from files only), named `<name>-<hash>.ttf` so
 * that a changed font gets a file of its own: written once, shared by every process of the build.
 */
export function fontFileIn(dir: string, name: string, sfnt: Buffer): string {
  const file = join(dir, `${name}-${hashOf(sfnt).slice(0, 16)}.ttf`);
  if (!existsSync(file)) writeWhole(file, sfnt);
  return file;
}
