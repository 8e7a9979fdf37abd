/**
 * Takes the place a photo was taken out of it: the GPS block of its EXIF, and the GPS fields of
 * an XMP packet that repeats it. A phone writes both into every photo when its camera may use the
 * location; the site never publishes an original (only the build's copies, which carry no EXIF),
 * but an original committed to the repository keeps the position of the office, a client's shop
 * or someone's home in its history for good. Everything else stays: the orientation the build
 * turns the photo by, the camera's model, the colour profile, the pixels byte for byte. JPEG, PNG,
 * WebP and the HEIF family (an iPhone's HEIC, AVIF), the formats a phone or a photo app writes a
 * position into. Browser-safe: the editor runs it on each file before uploading it
 * (admin/upload-files.ts), `npm run photos:no-location` on files.
 */

/** Bytes of one value of each TIFF field type (1 BYTE … 13 IFD); 0 for a type TIFF does not define. */
const TYPE_SIZES = [0, 1, 1, 2, 4, 8, 1, 1, 2, 4, 8, 4, 8, 4];
const GPS_POINTER = 0x8825;
const EXIF_HEADER = 'Exif\0\0';
const XMP_HEADERS = ['http://ns.adobe.com/xap/1.0/\0', 'http://ns.adobe.com/xmp/extension/\0'];

const startsWith = (bytes: Uint8Array, at: number, text: string) => {
  for (let i = 0; i < text.length; i++) if (bytes[at + i] !== text.charCodeAt(i)) return false;
  return true;
};

/**
 * Blanks the GPS block of the EXIF (TIFF) data at `tiff` (`end` its end) in place: each field's
 * values and the field itself become zeros, and the block then holds no field. Offsets do not
 * move, so nothing else in the EXIF needs mending. True when there was a field to take out.
 */
function blankGps(bytes: Uint8Array, tiff: number, end: number): boolean {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const little = startsWith(bytes, tiff, 'II');
  if (!little && !startsWith(bytes, tiff, 'MM')) return false;
  const u16 = (at: number) => (at + 2 <= end ? view.getUint16(at, little) : 0);
  const u32 = (at: number) => (at + 4 <= end ? view.getUint32(at, little) : 0);
  const ifd0 = tiff + u32(tiff + 4);
  let gps = 0;
  for (let i = 0, n = u16(ifd0); i < n; i++) {
    const entry = ifd0 + 2 + i * 12;
    if (u16(entry) === GPS_POINTER) gps = tiff + u32(entry + 8);
  }
  const fields = gps > tiff ? u16(gps) : 0;
  if (fields === 0 || gps + 2 + fields * 12 > end) return false;
  for (let i = 0; i < fields; i++) {
    const entry = gps + 2 + i * 12;
    const size = (TYPE_SIZES[u16(entry + 2)] ?? 0) * u32(entry + 4);
    const at = tiff + u32(entry + 8);
    if (size > 4 && at >= tiff && at + size <= end) bytes.fill(0, at, at + size);
    bytes.fill(0, entry, entry + 12);
  }
  // No field, and (in the place of the first field, zeros now) no next block.
  view.setUint16(gps, 0, little);
  return true;
}

/**
 * Blanks the GPS fields of the XMP packets between `from` and `to` in place: each attribute
 * (`exif:GPSLatitude="26,55.239N"`) or element (`<exif:GPSLatitude>…</exif:GPSLatitude>`) becomes
 * spaces, which XML reads as the space between attributes or elements. Nothing moves, so a
 * container's offsets and sizes hold. True when there was one.
 */
function blankXmpGps(bytes: Uint8Array, from: number, to: number): boolean {
  const text = new TextDecoder('latin1').decode(bytes.subarray(from, to));
  let blanked = false;
  for (const pattern of [/\s[\w-]+:GPS\w*\s*=\s*(?:"[^"]*"|'[^']*')/g, /<([\w-]+:GPS\w*)\b[^>]*?(?:\/>|>[\s\S]*?<\/\1\s*>)/g]) {
    for (const match of text.matchAll(pattern)) {
      bytes.fill(0x20, from + match.index, from + match.index + match[0].length);
      blanked = true;
    }
  }
  return blanked;
}

/** Where `text` next starts in `bytes` from `at` on, or -1. */
function indexOf(bytes: Uint8Array, text: string, at = 0): number {
  const first = text.charCodeAt(0);
  for (let i = bytes.indexOf(first, at); i !== -1 && i + text.length <= bytes.length; i = bytes.indexOf(first, i + 1)) {
    if (startsWith(bytes, i, text)) return i;
  }
  return -1;
}

/** The bytes with `cut` ranges left out. */
function without(bytes: Uint8Array, cut: [number, number][]): Uint8Array {
  if (cut.length === 0) return bytes;
  const out = new Uint8Array(bytes.length - cut.reduce((n, [a, b]) => n + b - a, 0));
  let [to, from] = [0, 0];
  for (const [a, b] of [...cut, [bytes.length, bytes.length] as [number, number]]) {
    out.set(bytes.subarray(from, a), to);
    to += a - from;
    from = b;
  }
  return out;
}

/** A JPEG: the EXIF's GPS block blanked, an XMP packet naming a position left out. Reads no further than the image data. */
function fromJpeg(bytes: Uint8Array): boolean | Uint8Array {
  const cut: [number, number][] = [];
  let removed = false;
  let at = 2;
  while (at + 4 <= bytes.length && bytes[at] === 0xff) {
    const marker = bytes[at + 1]!;
    // A fill byte before a marker.
    if (marker === 0xff) {
      at++;
      continue;
    }
    // Start of scan: the image data follows, with no segment of this kind after it.
    if (marker === 0xda) break;
    const end = at + 2 + ((bytes[at + 2]! << 8) | bytes[at + 3]!);
    if (end > bytes.length) break;
    if (marker === 0xe1 && startsWith(bytes, at + 4, EXIF_HEADER)) {
      if (blankGps(bytes, at + 4 + EXIF_HEADER.length, end)) removed = true;
    } else if (marker === 0xe1 && XMP_HEADERS.some((h) => startsWith(bytes, at + 4, h))) {
      // An XMP packet naming a GPS position goes as a whole: the site reads nothing else in it.
      const text = new TextDecoder('latin1').decode(bytes.subarray(at + 4, end));
      if (/GPS(Latitude|Longitude|Altitude)/.test(text)) {
        cut.push([at, end]);
        removed = true;
      }
    }
    at = end;
  }
  return cut.length > 0 ? without(bytes, cut) : removed;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Uint8Array) => (bytes.reduce((c, b) => CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8), 0xffffffff) ^ 0xffffffff) >>> 0;

/**
 * A PNG: the GPS block of its `eXIf` chunk blanked and the GPS fields of an XMP chunk written as
 * plain text, each chunk's checksum made again. An XMP chunk written compressed (libvips writes it
 * so), and the old text chunks that carry the EXIF as hex ("Raw profile type exif"), cannot be
 * read here without unpacking them: they are left out (the site reads nothing in them).
 */
function fromPng(bytes: Uint8Array): boolean | Uint8Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const cut: [number, number][] = [];
  let removed = false;
  for (let at = 8; at + 12 <= bytes.length; ) {
    const size = view.getUint32(at);
    const [data, end] = [at + 8, at + 12 + size];
    if (end > bytes.length) break;
    const type = new TextDecoder('latin1').decode(bytes.subarray(at + 4, data));
    const keyword = type.endsWith('Xt') ? new TextDecoder('latin1').decode(bytes.subarray(data, Math.min(data + 80, end))).split('\0')[0]! : '';
    const xmp = keyword === 'XML:com.adobe.xmp';
    const plain = type === 'tEXt' || (type === 'iTXt' && bytes[data + keyword.length + 1] === 0);
    let changed = false;
    if (type === 'eXIf') changed = blankGps(bytes, startsWith(bytes, data, EXIF_HEADER) ? data + EXIF_HEADER.length : data, data + size);
    else if (xmp && plain) changed = blankXmpGps(bytes, data, data + size);
    else if (xmp || /^Raw profile type (exif|APP1|xmp)$/i.test(keyword)) {
      cut.push([at, end]);
      removed = true;
    }
    if (changed) {
      view.setUint32(data + size, crc32(bytes.subarray(at + 4, data + size)));
      removed = true;
    }
    if (type === 'IEND') break;
    at = end;
  }
  return cut.length > 0 ? without(bytes, cut) : removed;
}

/** WebP (RIFF): the GPS block of its `EXIF` chunk and the GPS fields of its `XMP ` chunk blanked in place. */
function fromWebp(bytes: Uint8Array): boolean {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let removed = false;
  for (let at = 12; at + 8 <= bytes.length; ) {
    const size = view.getUint32(at + 4, true);
    const [data, end] = [at + 8, at + 8 + size];
    if (end > bytes.length) break;
    if (startsWith(bytes, at, 'EXIF') && blankGps(bytes, startsWith(bytes, data, EXIF_HEADER) ? data + EXIF_HEADER.length : data, end)) removed = true;
    if (startsWith(bytes, at, 'XMP ') && blankXmpGps(bytes, data, end)) removed = true;
    at = end + (size & 1);
  }
  return removed;
}

/**
 * HEIC, HEIF or AVIF (ISO boxes): the EXIF item (found by its `Exif\0\0` header, as phones write
 * it) and the XMP packets blanked in place, so that no box's offset or size changes.
 */
function fromHeif(bytes: Uint8Array): boolean {
  let removed = false;
  for (let at = indexOf(bytes, EXIF_HEADER); at !== -1; at = indexOf(bytes, EXIF_HEADER, at + 1)) {
    if (blankGps(bytes, at + EXIF_HEADER.length, bytes.length)) removed = true;
  }
  for (let at = indexOf(bytes, '<x:xmpmeta'); at !== -1; at = indexOf(bytes, '<x:xmpmeta', at + 1)) {
    const close = indexOf(bytes, '</x:xmpmeta>', at);
    if (close !== -1 && blankXmpGps(bytes, at, close)) removed = true;
  }
  return removed;
}

/**
 * The photo without the place it was taken, and whether there was one to take out. A file of
 * another format, or a photo without a position, comes back as it was.
 */
export function withoutLocation(photo: Uint8Array): { bytes: Uint8Array; removed: boolean } {
  const kind = photoFormat(photo);
  if (!kind) return { bytes: photo, removed: false };
  // A copy (Buffer's slice() would be a view of the caller's bytes).
  const bytes = new Uint8Array(photo);
  const result = { jpeg: fromJpeg, png: fromPng, webp: fromWebp, heif: fromHeif }[kind](bytes);
  if (result === false) return { bytes: photo, removed: false };
  return { bytes: result === true ? bytes : result, removed: true };
}

/**
 * Whether the photo holds the place it was taken (a GPS block with a field, or an XMP packet's
 * GPS fields): what the build refuses in a photo the content names (catalogue/images.ts).
 */
export const hasLocation = (photo: Uint8Array): boolean => withoutLocation(photo).removed;

/** The format of a photo by its first bytes, among those that carry a position. */
function photoFormat(bytes: Uint8Array): 'jpeg' | 'png' | 'webp' | 'heif' | undefined {
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return 'jpeg';
  if (startsWith(bytes, 0, '\x89PNG\r\n\x1a\n')) return 'png';
  if (startsWith(bytes, 0, 'RIFF') && startsWith(bytes, 8, 'WEBP')) return 'webp';
  if (startsWith(bytes, 4, 'ftyp')) return 'heif';
  return undefined;
}

/** A file name the editor or the command treats as a photo that may carry a position (a phone's IMG_0042.JPG, IMG_0042.HEIC too). */
export const isPhotoName = (name: string) => /\.(jpe?g|png|webp|avif|hei[cf])$/i.test(name);

/**
 * What the build says of a photo that holds the place it was taken. The site never publishes it
 * (only the build's copies, which carry no EXIF), but the repository keeps every file committed in
 * its history for good, and a phone's position says where someone stood: the office, a client's
 * shop, a home. The browser editor takes it out as it uploads; a photo added by hand is caught here,
 * at the field that shows it (`shown`) or, where nothing does, at the file itself; the editor says
 * it where its asset details would draw the photo's place on a map (admin/location-note.ts).
 */
export const photoLocationMessage = (src: string, shown: boolean): string =>
  `The photo holds the place it was taken (the GPS position a phone writes into it), which the repository would keep for good once committed${shown ? '' : ', though no page or post shows it'}: take it out with \`npm run photos:no-location -- public${src}\` (the rest of the photo stays as it was), then commit the photo${shown ? '' : ', or delete it'}`;
