/**
 * The entry in the form as the editor last handed it to a drawn box of the site's own texts
 * (admin/site-text.ts) or to the preview (admin/preview.ts): the editor gives each such control, and
 * the preview, the whole entry, again at every change in the form. The build's check reads it as Save is pressed (admin/check.ts), so that a save the
 * editor refuses itself, which never reaches `preSave`, still names every box the build would
 * refuse, drawn or not; and as the form changes, it tells what a box the check marked holds now
 * (a photo picked or uploaded, which no key types in).
 */

/** The editor's entry as it hands it to a control (an Immutable Map). */
export interface EditorEntry {
  toJS(): unknown;
  /** The value at a path of the entry (Immutable's `getIn`): a field's alone, without the whole entry's copy. */
  getIn?(path: readonly (string | number)[]): unknown;
}

/** What the check needs of it: its collection, its file (empty for one not saved yet) and its form. */
export interface DrawnEntry {
  collection: string;
  path: string;
  data: Record<string, unknown>;
}

let latest: EditorEntry | undefined;
let drawn = 0;
const listeners = new Set<(entry: EditorEntry) => void>();

/** A box of the site's texts drawn (`mounted`), drawn again with the entry as it now is (`shown`), or taken away. */
export const drawnEntry = {
  mounted(): void {
    drawn += 1;
  },
  shown(entry: EditorEntry | undefined): void {
    // Each drawn box is handed the same entry at a change: told once.
    if (!entry || entry === latest) return;
    latest = entry;
    for (const listener of listeners) listener(entry);
  },
  unmounted(): void {
    drawn = Math.max(0, drawn - 1);
    // No such box left (another view, or the entry closed): what it was handed is not the form's.
    if (drawn === 0) latest = undefined;
  },
};

/** Calls `listener` with the entry at each change in the form (while a box of the site's texts is drawn); returns how to stop. */
export function onEntryChange(listener: (entry: EditorEntry) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The value of the field at `keyPath` (the form's `data-key-path`, `sections.0.image.src`) in `entry`,
 * as JSON, to compare with the same field's at another moment; undefined without an entry.
 */
export function fieldValueOf(entry: EditorEntry | undefined, keyPath: string): string | undefined {
  if (!entry?.getIn) return undefined;
  const value = entry.getIn(['data', ...keyPath.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part))]);
  return JSON.stringify(value && typeof value === 'object' && 'toJS' in value ? (value as EditorEntry).toJS() : value) ?? 'undefined';
}

/**
 * Where the field at `keyPath` in `before` is in `now`, once the items of its lists may have moved
 * (dragged, or another added or removed above them): at each list on the way, an item no longer at
 * its index is looked for whole, and followed where exactly one item of that list now holds what it
 * held. An item edited as well as moved, or one of two alike, is not followed: its index stays.
 */
export function followMoves(keyPath: string, before: EditorEntry | undefined, now: EditorEntry | undefined): string {
  if (!before?.getIn || !now?.getIn) return keyPath;
  const parts = keyPath.split('.');
  const at = [...parts];
  for (let k = 0; k < parts.length; k++) {
    if (!/^\d+$/.test(parts[k]!)) continue;
    const item = asItem(valueAt(before, parts.slice(0, k + 1)));
    if (asItem(valueAt(now, [...at.slice(0, k), parts[k]!])) === item) continue;
    const list = valueAt(now, at.slice(0, k));
    const found = Array.isArray(list) ? list.flatMap((value, index) => (asItem(value) === item ? [index] : [])) : [];
    // (Not found once: it stays at its index in this list, and is looked for in the lists within.)
    if (found.length === 1) at[k] = String(found[0]);
  }
  return at.join('.');
}

/** The marks the editor gives the items of a list it changes (Sveltia CMS 0.221.1). */
interface ItemMarks {
  /** Given to every item at a move, and to an item added or duplicated (a new one each). */
  __sc_item_id?: string;
  /** The item's key path before the list's first change (`sections.2.tabs.1`), given to every item at an add, a move or a remove; a duplicate has its original's. */
  __sc_item_original_key_path?: string;
}

const marksOf = (value: unknown): ItemMarks => (value && typeof value === 'object' ? (value as ItemMarks) : {});

/**
 * Where the field at `keyPath` in `before` is in `now`, one change of the form later: at each list on
 * the way, its item is followed by the marks the editor gives a list's items as it changes it (ItemMarks),
 * whatever else changed in it, rather than by what it holds (followMoves). Undefined when the item is no
 * longer there (removed). An item never marked is at its index while its list has no marked item (no
 * change to the list); a duplicated item is the one without a new id (the copy has one).
 */
export function followItem(keyPath: string, before: EditorEntry | undefined, now: EditorEntry | undefined): string | undefined {
  if (!before?.getIn || !now?.getIn) return keyPath;
  const parts = keyPath.split('.');
  const at = [...parts];
  for (let k = 0; k < parts.length; k++) {
    if (!/^\d+$/.test(parts[k]!)) continue;
    const marks = marksOf(valueAt(before, parts.slice(0, k + 1)));
    const list = valueAt(now, at.slice(0, k));
    if (!Array.isArray(list)) return undefined;
    const items = list.map(marksOf);
    let found: number[];
    if (marks.__sc_item_id) found = items.flatMap((item, index) => (item.__sc_item_id === marks.__sc_item_id ? [index] : []));
    else if (items.some((item) => item.__sc_item_id || item.__sc_item_original_key_path)) {
      const original = marks.__sc_item_original_key_path ?? parts.slice(0, k + 1).join('.');
      // An item with an id it had before is another (a duplicate of it, which has its original key path too).
      const listBefore = valueAt(before, parts.slice(0, k));
      const ids = new Set(Array.isArray(listBefore) ? listBefore.map((item) => marksOf(item).__sc_item_id).filter(Boolean) : []);
      found = items.flatMap((item, index) =>
        item.__sc_item_original_key_path === original && !(item.__sc_item_id && ids.has(item.__sc_item_id)) ? [index] : [],
      );
      // Its duplicate made in this change has an id of its own; the item has none yet.
      if (found.length > 1) found = found.filter((index) => !items[index]!.__sc_item_id);
    } else found = Number(parts[k]) < list.length ? [Number(parts[k])] : [];
    if (found.length !== 1) return undefined;
    at[k] = String(found[0]);
  }
  return at.join('.');
}

/** The value at a key path's parts in an entry's form, as plain data. */
export function valueAt(entry: EditorEntry, parts: readonly string[]): unknown {
  const value = entry.getIn?.(['data', ...parts.map((part) => (/^\d+$/.test(part) ? Number(part) : part))]);
  return value && typeof value === 'object' && 'toJS' in value ? (value as EditorEntry).toJS() : value;
}

/**
 * An item as JSON, to be found again, without the marks the editor gives the items of a list it
 * changed (`__sc_item_id`, `__sc_item_original_key_path`, Sveltia CMS 0.221.1).
 */
const asItem = (value: unknown): string | undefined => JSON.stringify(value, (key, v) => (key.startsWith('__sc_item_') ? undefined : v));

/** The entry as the editor last handed it to a drawn box, while one is drawn. */
export const latestEntry = (): EditorEntry | undefined => (drawn === 0 ? undefined : latest);

/** The collection an editor address is in: `#/collections/pages-jaipur/entries/seo` → pages-jaipur. */
export const collectionOfHash = (hash: string): string | undefined => /^#\/collections\/([^/?]+)/.exec(hash)?.[1];

/** The entry an editor address opens: `#/collections/settings/entries/site` → site. */
export const entryOfHash = (hash: string): string | undefined => /^#\/collections\/[^/?]+\/entries\/([^/?]+)/.exec(hash)?.[1];

/** Whether an editor address opens a new entry: `#/collections/blog/new`. */
export const isNewEntryHash = (hash: string): boolean => /^#\/collections\/[^/?]+\/new(\?|$)/.test(hash);

/** Whether an editor address opens an entry, one saved (`…/entries/seo`) or a new one (`…/new`): the entry is the view. */
export const isEntryHash = (hash: string): boolean => entryOfHash(hash) !== undefined || isNewEntryHash(hash);

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
