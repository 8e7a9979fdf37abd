/**
 * The editor's Leaflet: scripts/build/admin-vite.ts resolves Sveltia CMS's `leaflet` to this module.
 * In these forms Sveltia CMS 0.221.1 uses Leaflet for one thing, the map under "Location" in an
 * asset's details, drawn for a photo that holds the place it was taken. Its tiles come from
 * OpenStreetMap, which the editor's policy refuses (img-src 'self'): a pin on an empty grey box and
 * a policy violation per tile. The editor takes the place out of every photo it uploads
 * (admin/upload-files.ts), so such a photo was committed another way, and the build refuses it:
 * the box says what the build says of it, in place of the map, and nothing leaves
 * the page. Only what that map calls is here; the forms have no map field, Leaflet's other user
 * (catalogue/cms/fields.ts makes none).
 */
import { photoLocationMessage } from '../catalogue/photo-location.ts';

/** The class of the box that says it, in place of the map (admin.css). */
const LOCATION_NOTE = 'build-check-location';

/** The asset details around `box`: the element whose sections are "File Path", "Used in"… */
function detailsAround(box: Element): Element | undefined {
  for (let around = box.parentElement; around; around = around.parentElement) if (around.querySelector(':scope > section > h4')) return around;
  return undefined;
}

/** What the asset details show under `heading` ("File Path", "Used in"). */
function detail(details: Element | undefined, heading: string): string | undefined {
  for (const title of details?.querySelectorAll(':scope > section > h4') ?? [])
    if (title.textContent?.trim() === heading) return title.nextElementSibling?.textContent?.trim() ?? undefined;
  return undefined;
}

/**
 * The build's message for the photo whose details hold `box`: its path from "File Path"
 * (`/public/images/…`), shown by a page or post unless "Used in" says None.
 */
function locationNote(box: Element): string {
  const details = detailsAround(box);
  const path = detail(details, 'File Path') ?? '';
  const src = path.startsWith('/public/') ? path.slice('/public'.length) : path;
  return photoLocationMessage(src, detail(details, 'Used in') !== 'None');
}

/**
 * Leaflet's map, which says the note once the photo's place is set on it, and again as the details
 * change: the editor keeps the map's box from one photo to the next (its arrows, a link) and sets
 * a place on it once.
 */
export function map(element: HTMLElement) {
  element.classList.add(LOCATION_NOTE);
  // Sveltia names the box as a map (role application, "Map showing latitude …"): it is a note.
  element.setAttribute('role', 'note');
  element.removeAttribute('aria-label');
  const say = () => {
    const note = locationNote(element);
    if (element.textContent !== note) element.replaceChildren(Object.assign(document.createElement('p'), { textContent: note }));
  };
  const watch = new MutationObserver(() => (element.isConnected ? say() : watch.disconnect()));
  const view = {
    setView() {
      say();
      const details = detailsAround(element);
      if (details) watch.observe(details, { childList: true, subtree: true, characterData: true });
      return view;
    },
    invalidateSize: () => view,
  };
  return view;
}

/** Leaflet's layers and pin: nothing drawn, nothing fetched. */
const layer = () => ({ addTo: () => undefined });
export const tileLayer = layer;
export const marker = layer;
export const icon = () => ({});
