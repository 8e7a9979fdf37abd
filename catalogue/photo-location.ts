/**
 * Takes the place a photo was taken out of a JPEG: the GPS block of its EXIF, and an XMP packet
 * that repeats it. A phone writes both into every photo when its camera may use the location; the
 * site never publishes an original (only the build's copies, which carry no EXIF), but an original
 * committed to the repository keeps the position of the office, a client's shop or someone's home
 * in its history for good. Everything else stays: the orientation the build turns the photo by,
 * the camera's model, the colour profile, the pixels byte for byte. Browser-safe: the editor runs
 * it on each photo before uploading it (admin/strip-location.ts), `npm run photos:no-location` on files.
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
 * The photo without the place it was taken, and whether there was one to take out. Only JPEGs
 * carry it as phones write them; any other file, or a JPEG without a position, comes back as it
 * was. Reads no further than the start of the image data.
 */
export function withoutLocation(photo: Uint8Array): { bytes: Uint8Array; removed: boolean } {
  if (photo[0] !== 0xff || photo[1] !== 0xd8) return { bytes: photo, removed: false };
  // A copy (Buffer's slice() would be a view of the caller's bytes).
  const bytes = new Uint8Array(photo);
  const kept: [number, number][] = [];
  let removed = false;
  let at = 2;
  let from = 0;
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
        kept.push([from, at]);
        from = end;
        removed = true;
      }
    }
    at = end;
  }
  if (!removed) return { bytes: photo, removed: false };
  if (from === 0) return { bytes, removed };
  kept.push([from, bytes.length]);
  const out = new Uint8Array(kept.reduce((n, [a, b]) => n + b - a, 0));
  let to = 0;
  for (const [a, b] of kept) {
    out.set(bytes.subarray(a, b), to);
    to += b - a;
  }
  return { bytes: out, removed };
}

/** A file name the editor or the command treats as a JPEG (a phone's IMG_0042.JPG too). */
export const isJpegName = (name: string) => /\.jpe?g$/i.test(name);
