/**
 * Renders a few SVG drawings (scripts/photo-sources/<area>/, not published) to large raster files
 * under public/images/<area>/ (named …-photo.jpg),
 * so that the real site has raster images and every build and test run goes through the image
 * pipeline (scripts/images.ts). Run once; the outputs are committed. Nothing is downloaded.
 *
 *   npx tsx scripts/render-photos.ts
 *
 * Each file carries an EXIF block (make, model, copyright), as a camera or an iPhone would write
 * one; no byte of it may be published (tests/built/images.test.ts). Not the place a phone writes
 * too: the build refuses a photo that holds it (catalogue/images.ts), as it would stay in the
 * repository's history (the committed cover had one until 2026-12-02, taken out by
 * `npm run photos:no-location`, which left the GPS block empty where this writes none).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import sharp from 'sharp';

/** What a camera writes into a photo, and a phone (without where it was taken: shared without its location). */
const camera = { IFD0: { Make: 'Aravali Digital', Model: 'render-photos', Copyright: 'Aravali Digital' } };
const phone = {
  IFD0: { Make: 'Apple', Model: 'iPhone 15 Pro', Copyright: 'Aravali Digital' },
};

const photos = [
  { from: 'ajmer/wall-guest-house-booking.svg', to: 'ajmer/guest-house-booking-photo.jpg', width: 2160, exif: camera },
  { from: 'jaipur/masonry-pink-facade.svg', to: 'jaipur/pink-facade-photo.jpg', width: 2160, exif: camera },
  // A phone-camera-sized cover with the phone's model: the case the pipeline exists for.
  { from: 'blog/festive-season-marketing-calendar.svg', to: 'blog/festive-calendar-photo.jpg', width: 4032, exif: phone },
];

const images = join(process.cwd(), 'public/images');
const sources = join(process.cwd(), 'scripts/photo-sources');
for (const { from, to, width, exif } of photos) {
  const png = new Resvg(readFileSync(join(sources, from)), { fitTo: { mode: 'width', value: width } }).render().asPng();
  const jpeg = await sharp(png).flatten({ background: '#ffffff' }).jpeg({ quality: 82, mozjpeg: true }).withExif(exif).toBuffer();
  writeFileSync(join(images, to), jpeg);
  const { height } = await sharp(jpeg).metadata();
  console.log(`${to}: ${width}×${height}, ${Math.round(jpeg.length / 1024)} KB`);
}
