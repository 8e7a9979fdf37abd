import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { crc32 } from 'node:zlib';
import { join } from 'node:path';
import exifr from 'exifr';
import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { withoutLocation } from '../../catalogue/photo-location.ts';
import { main as noLocation } from '../../scripts/no-location.ts';

/** The position as a phone writes it: 26°55'14.34" N, 75°49'3" E (Jaipur), 431.5 m up. */
const GPS = {
  GPSLatitudeRef: 'N',
  GPSLatitude: '26/1 55/1 1434/100',
  GPSLongitudeRef: 'E',
  GPSLongitude: '75/1 49/1 3/1',
  GPSAltitude: '863/2',
};

/** An XMP packet as a photo app exports it, with the position again and a rating. */
const XMP = `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description rdf:about="" xmlns:exif="http://ns.adobe.com/exif/1.0/" xmlns:xmp="http://ns.adobe.com/xap/1.0/" exif:GPSLatitude="26,55.239N" exif:GPSLongitude="75,49.05E" xmp:Rating="4"/></rdf:RDF></x:xmpmeta>`;

/** A phone's JPEG: landscape pixels shown portrait (orientation 6), its maker and model, a position in EXIF and optionally XMP. */
async function phonePhoto({ gps = true, xmp = false, littleEndian = true } = {}): Promise<Buffer> {
  let image = sharp({ create: { width: 64, height: 48, channels: 3, background: '#e06a8c' } })
    .composite([{ input: { create: { width: 32, height: 48, channels: 3, background: '#1e1b4b' } }, left: 0, top: 0 }])
    .jpeg({ quality: 85 })
    .withExif({ IFD0: { Make: 'PhoneMaker', Model: 'Phone 12' }, ...(gps ? { IFD3: GPS } : {}) })
    .withMetadata({ orientation: 6 });
  if (xmp) image = image.withXmp(XMP);
  const bytes = await image.toBuffer();
  // libvips writes little-endian EXIF; an iPhone writes big-endian ("MM"). Swapped by a reader's rules below.
  return littleEndian ? bytes : toBigEndianExif(bytes);
}

/** The same photo with its EXIF written big-endian, as an iPhone writes it (exifr reads the values; libvips writes them again). */
async function toBigEndianExif(bytes: Buffer): Promise<Buffer> {
  const exif = bytes.indexOf('Exif\0\0', 0, 'latin1');
  const tiff = exif + 6;
  const out = Buffer.from(bytes);
  const le = (at: number, n: 2 | 4) => (n === 2 ? bytes.readUInt16LE(at) : bytes.readUInt32LE(at));
  const be = (at: number, n: 2 | 4, v: number) => (n === 2 ? out.writeUInt16BE(v, at) : out.writeUInt32BE(v, at));
  const sizes = [0, 1, 1, 2, 4, 8, 1, 1, 2, 4, 8, 4, 8, 4];
  out.write('MM', tiff, 'latin1');
  be(tiff + 2, 2, 42);
  be(tiff + 4, 4, le(tiff + 4, 4));
  const ifd = (start: number) => {
    const n = le(start, 2);
    be(start, 2, n);
    for (let i = 0; i < n; i++) {
      const e = start + 2 + i * 12;
      const [tag, type, count] = [le(e, 2), le(e + 2, 2), le(e + 4, 4)];
      be(e, 2, tag);
      be(e + 2, 2, type);
      be(e + 4, 4, count);
      const unit = sizes[type]!;
      const inline = unit * count <= 4;
      const at = inline ? e + 8 : tiff + le(e + 8, 4);
      if (!inline) be(e + 8, 4, le(e + 8, 4));
      if (unit === 2) for (let k = 0; k < count; k++) be(at + 2 * k, 2, le(at + 2 * k, 2));
      else if (unit === 4 || unit === 8) for (let k = 0; k < (count * unit) / 4; k++) be(at + 4 * k, 4, le(at + 4 * k, 4));
      if ([0x8769, 0x8825].includes(tag)) ifd(tiff + le(e + 8, 4));
    }
    const next = start + 2 + n * 12;
    be(next, 4, le(next, 4));
    if (le(next, 4)) ifd(tiff + le(next, 4));
  };
  ifd(tiff + le(tiff + 4, 4));
  return out;
}

const pixels = async (bytes: Uint8Array) => (await sharp(bytes).raw().toBuffer()).toString('base64');

describe('withoutLocation', () => {
  it.each([
    ['little-endian EXIF (as libvips writes it)', true],
    ['big-endian EXIF (as an iPhone writes it)', false],
  ])('takes the GPS position out of %s and keeps the rest', async (_, littleEndian) => {
    const photo = await phonePhoto({ littleEndian });
    // The position is there to take out, as an EXIF reader finds it.
    expect(await exifr.gps(photo)).toEqual({ latitude: 26 + 55 / 60 + 14.34 / 3600, longitude: 75 + 49 / 60 + 3 / 3600 });
    const { bytes, removed } = withoutLocation(photo);
    expect(removed).toBe(true);
    expect(await exifr.gps(bytes)).toBeUndefined();
    const tags = await exifr.parse(bytes, { gps: true, translateValues: false });
    expect(Object.keys(tags).filter((k) => k.startsWith('GPS') || k === 'latitude' || k === 'longitude')).toEqual([]);
    // The rest of the EXIF as it was; the same size, the same pixels; the photo as given left alone.
    expect({ Make: tags.Make, Model: tags.Model, Orientation: tags.Orientation }).toEqual({ Make: 'PhoneMaker', Model: 'Phone 12', Orientation: 6 });
    expect(bytes.length).toBe(photo.length);
    expect(await pixels(bytes)).toBe(await pixels(photo));
    expect(await sharp(bytes).metadata()).toMatchObject({ width: 64, height: 48, orientation: 6, format: 'jpeg' });
    expect(await exifr.gps(photo)).toBeDefined();
  });

  it('takes out an XMP packet that names the position too, and nothing else', async () => {
    const photo = await phonePhoto({ xmp: true });
    expect(photo.includes('exif:GPSLatitude')).toBe(true);
    const { bytes, removed } = withoutLocation(photo);
    expect(removed).toBe(true);
    expect(Buffer.from(bytes).includes('GPSLatitude')).toBe(false);
    expect(Buffer.from(bytes).includes('26,55.239N')).toBe(false);
    expect(await exifr.gps(bytes)).toBeUndefined();
    expect(await exifr.parse(bytes, { pick: ['Make', 'Orientation'], translateValues: false })).toEqual({ Make: 'PhoneMaker', Orientation: 6 });
    expect(await pixels(bytes)).toBe(await pixels(photo));
    expect(photo.length - bytes.length).toBeGreaterThan(XMP.length);
  });

  it('reads past a fill byte before a marker, as JPEG allows', async () => {
    const photo = await phonePhoto();
    const filled = Buffer.concat([photo.subarray(0, 2), Buffer.from([0xff]), photo.subarray(2)]);
    const { bytes, removed } = withoutLocation(filled);
    expect(removed).toBe(true);
    expect(await exifr.gps(Buffer.concat([bytes.subarray(0, 2), bytes.subarray(3)]))).toBeUndefined();
  });

  it('leaves a photo without a position, and any other file, as it was', async () => {
    const plain = await phonePhoto({ gps: false });
    expect(withoutLocation(plain)).toEqual({ bytes: plain, removed: false });
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    expect(withoutLocation(png)).toEqual({ bytes: png, removed: false });
    // Cut short inside its EXIF: nothing read past the end, nothing changed.
    const photo = await phonePhoto();
    const cut = photo.subarray(0, photo.indexOf('PhoneMaker', 0, 'latin1'));
    expect(withoutLocation(cut)).toEqual({ bytes: cut, removed: false });
  });
});

/** A photo of another format with the same EXIF (maker, model, position) and the XMP above, as libvips writes each. */
const otherPhoto = (format: 'png' | 'webp' | 'avif', { gps = true, xmp = true } = {}) => {
  const image = sharp({ create: { width: 64, height: 48, channels: 3, background: '#e06a8c' } })
    [format]()
    .withExif({ IFD0: { Make: 'PhoneMaker', Model: 'Phone 12' }, ...(gps ? { IFD3: GPS } : {}) });
  return (xmp ? image.withXmp(gps ? XMP : XMP.replace(/ exif:GPS\w+="[^"]*"/g, '')) : image).toBuffer();
};

/** What an EXIF reader finds in the file's EXIF (sharp hands it over as it is in the file, after any `Exif\0\0` header). */
async function exifOf(bytes: Uint8Array) {
  const { exif } = await sharp(bytes).metadata();
  const tiff = exif!.subarray(exif!.subarray(0, 4).toString('latin1') === 'Exif' ? 6 : 0);
  return { gps: await exifr.gps(tiff), camera: await exifr.parse(tiff, { pick: ['Make', 'Model'] }) };
}

/** A PNG's chunks: type, data, and whether the stored checksum is the data's. */
function pngChunks(png: Uint8Array) {
  const buffer = Buffer.from(png);
  const chunks: { type: string; data: Buffer; checksum: boolean }[] = [];
  for (let at = 8; at + 12 <= buffer.length; at += 12 + buffer.readUInt32BE(at)) {
    const size = buffer.readUInt32BE(at);
    chunks.push({
      type: buffer.toString('latin1', at + 4, at + 8),
      data: buffer.subarray(at + 8, at + 8 + size),
      checksum: crc32(buffer.subarray(at + 4, at + 8 + size)) === buffer.readUInt32BE(at + 8 + size),
    });
  }
  return chunks;
}

describe('withoutLocation, other formats', () => {
  // AVIF is of the HEIF family, as an iPhone's HEIC: the same boxes (sharp's libvips writes no HEIC).
  it.each(['png', 'webp', 'avif'] as const)('takes the GPS position out of a %s and keeps its camera and pixels', async (format) => {
    const photo = await otherPhoto(format);
    expect((await exifOf(photo)).gps).toEqual({ latitude: 26 + 55 / 60 + 14.34 / 3600, longitude: 75 + 49 / 60 + 3 / 3600 });
    const { bytes, removed } = withoutLocation(photo);
    expect(removed).toBe(true);
    expect(await exifOf(bytes)).toEqual({ gps: undefined, camera: { Make: 'PhoneMaker', Model: 'Phone 12' } });
    expect(Buffer.from(bytes).includes('26,55.239N')).toBe(false);
    expect(await pixels(bytes)).toBe(await pixels(photo));
    expect(await sharp(bytes).metadata()).toMatchObject({ width: 64, height: 48, format: format === 'avif' ? 'heif' : format });
    if (format === 'png') {
      // Its XMP is compressed (zTXt), which cannot be read without unpacking: left out. Every checksum holds.
      expect(pngChunks(bytes).map((c) => [c.type, c.checksum])).toEqual([
        ['IHDR', true],
        ['eXIf', true],
        ['pHYs', true],
        ['IDAT', true],
        ['IEND', true],
      ]);
    } else {
      // Blanked in place: the same size, every box or chunk where it was; the XMP's other fields kept.
      expect(bytes.length).toBe(photo.length);
      const { xmp } = await sharp(bytes).metadata();
      expect(xmp?.toString()).toContain('xmp:Rating="4"');
      expect(xmp?.toString()).not.toContain('GPS');
    }
  });

  it("blanks the position in a PNG's XMP written as plain text, keeping its other fields and a right checksum", async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    // An iTXt chunk (keyword, no compression, no language) before IEND, as photo apps write XMP.
    const data = Buffer.concat([Buffer.from('XML:com.adobe.xmp\0\0\0\0\0', 'latin1'), Buffer.from(XMP)]);
    const chunk = Buffer.alloc(12 + data.length);
    chunk.writeUInt32BE(data.length, 0);
    chunk.write('iTXt', 4, 'latin1');
    data.copy(chunk, 8);
    chunk.writeUInt32BE(crc32(chunk.subarray(4, 8 + data.length)), 8 + data.length);
    const photo = Buffer.concat([png.subarray(0, png.length - 12), chunk, png.subarray(png.length - 12)]);
    const { bytes, removed } = withoutLocation(photo);
    expect(removed).toBe(true);
    expect(bytes.length).toBe(photo.length);
    const itxt = pngChunks(bytes).find((c) => c.type === 'iTXt')!;
    expect(itxt.checksum).toBe(true);
    expect(itxt.data.toString('latin1')).not.toContain('GPS');
    expect(itxt.data.toString('latin1')).toContain('xmp:Rating="4"');
    expect(await pixels(bytes)).toBe(await pixels(photo));
  });

  it('leaves one without a position as it was', async () => {
    for (const format of ['png', 'webp', 'avif'] as const) {
      // (A PNG's compressed XMP goes whatever it holds: above.)
      const plain = await otherPhoto(format, { gps: false, xmp: format !== 'png' });
      expect(withoutLocation(plain), format).toEqual({ bytes: plain, removed: false });
    }
  });
});

describe('npm run photos:no-location', () => {
  it('takes the position out of the photos named and of those in the folders named, and says what it did', async () => {
    const root = mkdtempSync(join(tmpdir(), 'no-location-'));
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    try {
      mkdirSync(join(root, 'public/images/jaipur/team'), { recursive: true });
      const [withGps, without] = [await phonePhoto(), await phonePhoto({ gps: false })];
      writeFileSync(join(root, 'public/images/jaipur/IMG_4821.JPG'), withGps);
      writeFileSync(join(root, 'public/images/jaipur/team/office.jpeg'), withGps);
      writeFileSync(join(root, 'public/images/jaipur/team/plain.jpg'), without);
      writeFileSync(join(root, 'public/images/jaipur/team/logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
      writeFileSync(join(root, 'public/images/jaipur/team/desk.webp'), await otherPhoto('webp'));
      expect(noLocation(['public/images/jaipur/team', 'public/images/jaipur/IMG_4821.JPG'], root)).toBe(0);
      expect(log.mock.calls.map(([line]) => line)).toEqual([
        'public/images/jaipur/team/desk.webp: the place it was taken (GPS) taken out',
        'public/images/jaipur/team/office.jpeg: the place it was taken (GPS) taken out',
        'public/images/jaipur/team/plain.jpg: no place it was taken, left as it is',
        'public/images/jaipur/IMG_4821.JPG: the place it was taken (GPS) taken out',
        '3 photos without their position now: commit them.',
      ]);
      for (const file of ['IMG_4821.JPG', 'team/office.jpeg']) expect(await exifr.gps(readFileSync(join(root, 'public/images/jaipur', file)))).toBeUndefined();
      expect((await exifOf(readFileSync(join(root, 'public/images/jaipur/team/desk.webp')))).gps).toBeUndefined();
      expect(readFileSync(join(root, 'public/images/jaipur/team/plain.jpg')).equals(without)).toBe(true);
      // Run again: nothing left to take out.
      log.mockClear();
      expect(noLocation(['public/images/jaipur/IMG_4821.JPG'], root)).toBe(0);
      expect(log.mock.calls.at(-1)).toEqual(['No photo had a position.']);
    } finally {
      log.mockRestore();
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('asks for a photo or folder, and names a path that is not there', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      expect(noLocation([], tmpdir())).toBe(2);
      expect(error.mock.calls[0]?.[0]).toMatch(/^Usage: npm run photos:no-location -- <photo or folder>/);
      expect(noLocation(['public/images/nowhere/IMG_1.JPG'], tmpdir())).toBe(2);
      expect(error.mock.calls[1]?.[0]).toMatch(/^public\/images\/nowhere\/IMG_1\.JPG: no such file or folder\./);
    } finally {
      error.mockRestore();
    }
  });
});
