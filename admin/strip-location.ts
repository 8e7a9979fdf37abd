import { isPhotoName, withoutLocation } from '../catalogue/photo-location.ts';

/**
 * Takes the place a photo was taken out of each photo (JPEG, PNG, WebP, HEIC, AVIF) before the editor uploads it. Sveltia CMS
 * (pinned 0.221.1) commits a photo as it was chosen, GPS position and all, and has no hook for
 * the files it is given: they reach it through a file input's `change` (the Upload buttons) or a
 * `drop` on its upload area. Both are caught on the window before the editor hears them; the
 * photos are made again without their position (catalogue/photo-location.ts) and handed to the
 * same file input, which the editor then hears as if they had been chosen so. Tested by the
 * editor's photo tests in tests/e2e/admin.spec.ts, which upload a phone photo with a position.
 */

/** Events this module dispatched itself: the editor's to hear. */
const own = new WeakSet<Event>();

/** A file that may carry a position, by its name or its type. */
const isPhoto = (file: File) => isPhotoName(file.name) || /^image\/(jpeg|png|webp|avif|hei[cf])$/.test(file.type);

async function cleaned(file: File): Promise<File> {
  if (!isPhoto(file)) return file;
  const { bytes, removed } = withoutLocation(new Uint8Array(await file.arrayBuffer()));
  return removed ? new File([bytes as Uint8Array<ArrayBuffer>], file.name, { type: file.type, lastModified: file.lastModified }) : file;
}

/** Gives `input` the files without their position and lets the editor hear it as a choice. */
async function handOver(input: HTMLInputElement, files: File[]): Promise<void> {
  const chosen = new DataTransfer();
  for (const file of await Promise.all(files.map(cleaned))) chosen.items.add(file);
  input.files = chosen.files;
  const change = new Event('change', { bubbles: true });
  own.add(change);
  input.dispatchEvent(change);
}

const hasPhoto = (files: File[]) => files.some(isPhoto);

export function stripPhotoLocations(win: Window = window): void {
  win.addEventListener(
    'change',
    (event) => {
      const input = event.target;
      if (own.has(event) || !(input instanceof HTMLInputElement) || input.type !== 'file') return;
      const files = [...(input.files ?? [])];
      if (!hasPhoto(files)) return;
      event.stopImmediatePropagation();
      void handOver(input, files);
    },
    true,
  );
  // A drop of files (not a folder) on an upload area goes to the file input of the same area.
  win.addEventListener(
    'drop',
    (event) => {
      const data = event.dataTransfer;
      const files = [...(data?.files ?? [])];
      if (!data || !hasPhoto(files) || [...data.items].some((item) => item.webkitGetAsEntry()?.isDirectory)) return;
      let area = event.target instanceof Element ? event.target : null;
      while (area && !area.querySelector('input[type=file]')) area = area.parentElement;
      const input = area?.querySelector<HTMLInputElement>('input[type=file]');
      if (!input) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      // The area's "drop here" look ends with the drag, which the editor no longer hears: it hears it leave.
      event.target?.dispatchEvent(new DragEvent('dragleave', { bubbles: true, cancelable: true }));
      void handOver(input, files);
    },
    true,
  );
}
