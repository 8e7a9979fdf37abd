/**
 * The entry in the form as the editor last handed it to a drawn box of the site's own texts
 * (admin/site-text.ts): the editor gives each such control the whole entry, again at every change
 * in the form. The build's check reads it as Save is pressed (admin/check.ts), so that a save the
 * editor refuses itself, which never reaches `preSave`, still names every box the build would
 * refuse, drawn or not.
 */

/** The editor's entry as it hands it to a control (an Immutable Map). */
export interface EditorEntry {
  toJS(): unknown;
}

/** What the check needs of it: its collection, its file (empty for one not saved yet) and its form. */
export interface DrawnEntry {
  collection: string;
  path: string;
  data: Record<string, unknown>;
}

let latest: EditorEntry | undefined;
let drawn = 0;

/** A box of the site's texts drawn (`mounted`), drawn again with the entry as it now is (`shown`), or taken away. */
export const drawnEntry = {
  mounted(): void {
    drawn += 1;
  },
  shown(entry: EditorEntry | undefined): void {
    if (entry) latest = entry;
  },
  unmounted(): void {
    drawn = Math.max(0, drawn - 1);
    // No such box left (another view, or the entry closed): what it was handed is not the form's.
    if (drawn === 0) latest = undefined;
  },
};

/** The collection an editor address is in: `#/collections/pages-jaipur/entries/seo` → pages-jaipur. */
export const collectionOfHash = (hash: string): string | undefined => /^#\/collections\/([^/?]+)/.exec(hash)?.[1];

/**
 * The entry now in the form, while a box of the site's texts is drawn and the entry is of the
 * collection the editor shows (`hash`, its address); otherwise undefined.
 */
export function currentEntry(hash: string): DrawnEntry | undefined {
  if (drawn === 0 || !latest) return undefined;
  const entry = latest.toJS() as Partial<DrawnEntry> | undefined;
  if (!entry || typeof entry.collection !== 'string' || entry.collection !== collectionOfHash(hash)) return undefined;
  const data = entry.data && typeof entry.data === 'object' ? entry.data : undefined;
  return data && { collection: entry.collection, path: typeof entry.path === 'string' ? entry.path : '', data };
}
