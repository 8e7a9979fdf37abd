/**
 * Renders a few of the site's own SVG drawings to large raster files under public/images/<area>/ (named …-photo.jpg),
 * so that the real site has raster images and every build and test run goes through the image
 * pipeline (scripts/images.ts). Run once; the outputs are committed. Nothing is downloaded.
 *
 *   npx tsx scripts/render-photos.ts
 *
 * Each file carries an EXIF block (make, model, copyright), as a camera would write one; the
 * pipeline must not publish it (tests/built/images.test.ts).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import sharp from 'sharp';

const photos = [
  { from: 'ajmer/wall-guest-house-booking.svg', to: 'ajmer/guest-house-booking-photo.jpg', width: 2160 },
  { from: 'jaipur/masonry-pink-facade.svg', to: 'jaipur/pink-facade-photo.jpg', width: 2160 },
  // A phone-camera-sized cover: the case the pipeline exists for.
  { from: 'blog/festive-season-marketing-calendar.svg', to: 'blog/festive-calendar-photo.jpg', width: 4032 },
];

const images = join(process.cwd(), 'public/images');
for (const { from, to, width } of photos) {
  const png = new Resvg(readFileSync(join(images, from)), { fitTo: { mode: 'width', value: width } }).render().asPng();
  const jpeg = await sharp(png)
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 82, mozjpeg: true })
    .withExif({ IFD0: { Make: 'Aravali Digital', Model: 'render-photos', Copyright: 'Aravali Digital' } })
    .toBuffer();
  writeFileSync(join(images, to), jpeg);
  const { height } = await sharp(jpeg).metadata();
  console.log(`${to}: ${width}×${height}, ${Math.round(jpeg.length / 1024)} KB`);
}
