import { imageSize } from 'image-size';
import { RASTER_IMAGE } from '../catalogue/image-layouts.ts';
import { isPhotoName, withoutLocation } from '../catalogue/photo-location.ts';
import { imagePathProblem, safeName } from '../sections/fields.ts';

/**
 * Makes each file the editor is given fit to commit before it uploads it: a photo (JPEG, PNG,
 * WebP, AVIF) without the place it was taken (catalogue/photo-location.ts), and a name with
 * spaces or other signs (a Mac's `Screen Shot 2026-12-01 at 10.42.13.png`) renamed as an image
 * path may hold it (`Screen-Shot-2026-12-01-at-10.42.13.png`), rather than saved under a name
 * the check then refuses; a picture no page can show (HEIC, GIF) is not uploaded, and the editor
 * says why, as it does for the pictures after the first dropped on a place that takes one.
 * Sveltia CMS (pinned 0.221.1) commits a file as it was chosen and has no
 * hook for the files it is given: they reach it through a file input's `change` (the Upload
 * buttons) or a `drop` on its upload area. Both are caught on the window before the editor hears
 * them; the files are made again and handed to the same file input, which the editor then hears
 * as if they had been chosen so. Each photo's width as shown is kept by its name, for the check
 * before saving (a photo narrower than its place needs is refused there, not by the build after).
 * Tested by the editor's photo tests in tests/e2e/admin.spec.ts.
 */

/** The width each photo handed to the editor in this session is shown at (its EXIF orientation applied), by its file name. */
const widths = new Map<string, number>();

/** The width of the photo a path names, where it was uploaded in this session under that name. */
export const uploadedWidth = (src: string): number | undefined => widths.get(src.split('/').pop() ?? '');

function noteWidth(name: string, bytes: Uint8Array): void {
  if (!RASTER_IMAGE.test(name)) return;
  try {
    const { width, height, orientation = 1 } = imageSize(bytes);
    if (width && height) widths.set(name, orientation >= 5 ? height : width);
  } catch {
    // Not an image after all: the build says so.
  }
}

/** Every string in `value` passed through `map`. */
export function mapStrings(value: unknown, map: (text: string) => string): unknown {
  if (typeof value === 'string') return map(value);
  if (Array.isArray(value)) return value.map((v) => mapStrings(v, map));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapStrings(v, map)]));
  return value;
}

/** The name of each file the editor holds at a blob: address (an upload not yet saved), by that address. */
const blobNames = new Map<string, string>();

/**
 * The form as the check holds it to the build's rules: an upload not yet saved is, in the entry the
 * editor hands its controls, the blob: address it holds the file at (the save then gives it its
 * path), and stands here as a path under its own name (`/images/IMG_0041.JPG`), so that it passes
 * the rule of a path, as it will, and its width is known (`uploadedWidth`). `preSave` has its path.
 */
export const withUploadPaths = <T>(data: T): T =>
  mapStrings(data, (text) => (text.startsWith('blob:') ? `/images/${blobNames.get(text) ?? 'uploaded.jpg'}` : text)) as T;

/** Events this module dispatched itself: the editor's to hear. */
const own = new WeakSet<Event>();

/** A file that may carry a position, by its name or its type. */
const isPhoto = (file: File) => isPhotoName(file.name) || /^image\/(jpeg|png|webp|avif|hei[cf])$/.test(file.type);

/** A file to make again before the editor has it: a photo, or a name an image path cannot hold. */
const toPrepare = (file: File) => isPhoto(file) || safeName(file.name) !== file.name;

async function prepared(file: File): Promise<File> {
  if (!toPrepare(file)) return file;
  const read = isPhoto(file) ? new Uint8Array(await file.arrayBuffer()) : undefined;
  const { bytes, removed } = read ? withoutLocation(read) : { bytes: file, removed: false };
  const name = safeName(file.name);
  if (read) noteWidth(name, read);
  if (!removed && name === file.name) return file;
  return new File([bytes as Uint8Array<ArrayBuffer> | File], name, { type: file.type, lastModified: file.lastModified });
}

/**
 * Why no page can show a file, for a picture of a format browsers or the site do not show (an
 * iPhone's HEIC, a GIF, a TIFF, a BMP), in the check's words; undefined for any other file. The
 * Assets view takes any file, and a file committed stays in the repository's history.
 */
export const refusedUpload = (name: string): string | undefined =>
  /\.(hei[cf]|gif|tiff?|bmp)$/i.test(name) ? imagePathProblem(`/images/${safeName(name)}`) : undefined;

/** Why a file dropped with others on a place that takes one (an image box, its Select Image dialog) was left out. */
export const oneFileHere = (used: string): string =>
  `this place takes one picture, and ${used} is the one used; to upload several, drop them in the Assets view`;

/**
 * Gives `input` the files made again, those no page can show left out and said why, and lets the
 * editor hear it as a choice (not when none is left). Where the input takes one file, the first
 * of several dropped is the one: the editor would keep one without a word.
 */
async function handOver(win: Window, input: HTMLInputElement, files: File[]): Promise<void> {
  const refused = files.map((file) => ({ file, why: refusedUpload(file.name) }));
  const shown = refused.filter(({ why }) => !why);
  if (!input.multiple) for (const extra of shown.slice(1)) extra.why = oneFileHere(shown[0]!.file.name);
  const told = refused.flatMap(({ file, why }) => (why ? [`${file.name}: ${why}`] : []));
  if (told.length > 0) win.alert(`Not uploaded:\n${told.join('\n')}`);
  const kept = refused.flatMap(({ file, why }) => (why ? [] : [file]));
  const chosen = new DataTransfer();
  for (const file of await Promise.all(kept.map(prepared))) chosen.items.add(file);
  input.files = chosen.files;
  if (kept.length === 0) return;
  const change = new Event('change', { bubbles: true });
  own.add(change);
  input.dispatchEvent(change);
}

/** Files to make again or to leave out before the editor has them (more than one, where `input` takes one). */
const toHandle = (input: HTMLInputElement, files: File[]) =>
  (!input.multiple && files.length > 1) || files.some((file) => toPrepare(file) || refusedUpload(file.name));

export function prepareUploads(win: Window & typeof globalThis = window): void {
  // The editor makes a blob: address of each file it is given (Sveltia CMS 0.221.1 keeps the file
  // under it until the save): its name is kept by that address.
  const createObjectURL = win.URL.createObjectURL.bind(win.URL);
  win.URL.createObjectURL = (object: Blob | MediaSource) => {
    const url = createObjectURL(object);
    if (object instanceof win.File) blobNames.set(url, object.name);
    return url;
  };
  win.addEventListener(
    'change',
    (event) => {
      const input = event.target;
      if (own.has(event) || !(input instanceof HTMLInputElement) || input.type !== 'file') return;
      const files = [...(input.files ?? [])];
      if (!toHandle(input, files)) return;
      event.stopImmediatePropagation();
      void handOver(win, input, files);
    },
    true,
  );
  // A drop of files (not a folder) on an upload area goes to the file input of the same area.
  win.addEventListener(
    'drop',
    (event) => {
      const data = event.dataTransfer;
      const files = [...(data?.files ?? [])];
      if (!data || files.length === 0 || [...data.items].some((item) => item.webkitGetAsEntry()?.isDirectory)) return;
      let area = event.target instanceof Element ? event.target : null;
      while (area && !area.querySelector('input[type=file]')) area = area.parentElement;
      const input = area?.querySelector<HTMLInputElement>('input[type=file]');
      if (!input || !toHandle(input, files)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      // The area's "drop here" look ends with the drag, which the editor no longer hears: it hears it leave.
      event.target?.dispatchEvent(new DragEvent('dragleave', { bubbles: true, cancelable: true }));
      void handOver(win, input, files);
    },
    true,
  );
}
