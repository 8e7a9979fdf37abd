import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Intrinsic size of an image file in public/, or undefined when it cannot be read. */
export function imageSize(publicDir: string, src: string): { width: number; height: number } | undefined {
  const file = join(publicDir, src);
  if (!existsSync(file)) return undefined;
  if (src.endsWith('.svg')) {
    const head = readFileSync(file, 'utf8').slice(0, 2000);
    const svg = head.match(/<svg\b[^>]*>/)?.[0] ?? '';
    const width = Number(svg.match(/\bwidth="(\d+(?:\.\d+)?)(?:px)?"/)?.[1]);
    const height = Number(svg.match(/\bheight="(\d+(?:\.\d+)?)(?:px)?"/)?.[1]);
    if (width && height) return { width, height };
    const box = svg.match(/viewBox="[\d.-]+[ ,]+[\d.-]+[ ,]+([\d.]+)[ ,]+([\d.]+)"/);
    if (box) return { width: Number(box[1]), height: Number(box[2]) };
    return undefined;
  }
  const buf = readFileSync(file);
  if (buf.subarray(1, 4).toString() === 'PNG') return { width: buf.readUInt32BE(16), height: buf.readUInt32BE(20) };
  if (buf.subarray(0, 4).toString() === 'RIFF' && buf.subarray(12, 16).toString() === 'VP8X') {
    return { width: 1 + buf.readUIntLE(24, 3), height: 1 + buf.readUIntLE(27, 3) };
  }
  return undefined;
}
