import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import sharp from 'sharp';
import { FAVICON_PATH } from '../../catalogue/image-layouts.ts';
import type { Site } from '../../catalogue/index.ts';

/** Brand colours of the installed app (renderer/styles.css: --color-ink is the theme colour). */
export const THEME_COLOR = '#1e1b4b';
export const BACKGROUND_COLOR = '#ffffff';

const png = (svg: Buffer, size: number) => Buffer.from(new Resvg(svg, { fitTo: { mode: 'width', value: size } }).render().asPng());

/** A Windows icon file holding PNG images (every browser since IE 11 reads PNG entries). */
export function icoFile(images: { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, png }, i) => {
    const at = 6 + 16 * i;
    header.writeUInt8(size >= 256 ? 0 : size, at);
    header.writeUInt8(size >= 256 ? 0 : size, at + 1);
    header.writeUInt16LE(1, at + 4); // colour planes
    header.writeUInt16LE(32, at + 6); // bits per pixel
    header.writeUInt32LE(png.length, at + 8);
    header.writeUInt32LE(offset, at + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...images.map((i) => i.png)]);
}

/**
 * From the SVG logo: favicon.ico (16, 32, 48), apple-touch-icon.png (180, on the theme colour,
 * since iOS fills transparency with black), icon-192.png, icon-512.png and manifest.webmanifest.
 * Written to the cache folder (keyed by the logo's hash and the site's name); returns site path → file.
 */
export async function writeIcons(publicDir: string, cacheDir: string, site: Pick<Site, 'name'>): Promise<Record<string, string>> {
  const svg = readFileSync(join(publicDir, FAVICON_PATH));
  const key = createHash('sha256').update(svg).update(site.name).update('icons-v1').digest('hex').slice(0, 16);
  const dir = join(cacheDir, `icons-${key}`);
  const files = {
    'favicon.ico': join(dir, 'favicon.ico'),
    'apple-touch-icon.png': join(dir, 'apple-touch-icon.png'),
    'icon-192.png': join(dir, 'icon-192.png'),
    'icon-512.png': join(dir, 'icon-512.png'),
    'manifest.webmanifest': join(dir, 'manifest.webmanifest'),
  };
  if (Object.values(files).every((f) => existsSync(f))) return files;
  mkdirSync(dir, { recursive: true });
  const small = (size: number) => sharp(png(svg, size)).png({ compressionLevel: 9, palette: true }).toBuffer();
  writeFileSync(files['favicon.ico'], icoFile(await Promise.all([16, 32, 48].map(async (size) => ({ size, png: await small(size) })))));
  writeFileSync(files['apple-touch-icon.png'], await sharp(png(svg, 180)).flatten({ background: THEME_COLOR }).png({ compressionLevel: 9 }).toBuffer());
  writeFileSync(files['icon-192.png'], await small(192));
  writeFileSync(files['icon-512.png'], await small(512));
  const shortName = site.name.split(/\s+/).slice(0, 2).join(' ');
  const manifest = {
    name: site.name,
    short_name: shortName.length <= 12 ? shortName : site.name.split(/\s+/)[0],
    start_url: '/',
    display: 'browser',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    icons: [
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: FAVICON_PATH, sizes: 'any', type: 'image/svg+xml' },
    ],
  };
  writeFileSync(files['manifest.webmanifest'], `${JSON.stringify(manifest, null, 2)}\n`);
  return files;
}
