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

/** The marks the editor gives the items of a list it changes (Sveltia CMS 0.221.1). */
interface ItemMarks {
  /** Given to every item at a move, and to an item added or duplicated (a new one each). */
  __sc_item_id?: string;
  /** The item's key path before the list's first change (`sections.2.tabs.1`), given to every item at an add, a move or a remove; a duplicate has its original's. */
  __sc_item_original_key_path?: string;
}

const marksOf = (value: unknown): ItemMarks => (value && typeof value === 'object' ? (value as ItemMarks) : {});

const isMarked = (marks: ItemMarks): boolean => marks.__sc_item_id !== undefined || marks.__sc_item_original_key_path !== undefined;

/**
 * Where the field at `keyPath` in `before` is in `now`, one change of the form later: at each list on
 * the way, its item is followed by the marks the editor gives a list's items as it changes it
 * (ItemMarks), whatever else changed in it, rather than by what it holds. Undefined when the item is
 * no longer there (removed, or added since and the list reverted). Used for a number box's text kept
 * from the editor (admin/number-text.ts) and for the check's notes and panel lines (admin/check.ts).
 */
export function followItem(keyPath: string, before: EditorEntry | undefined, now: EditorEntry | undefined): string | undefined {
  if (!before?.getIn || !now?.getIn) return keyPath;
  const parts = keyPath.split('.');
  const at = [...parts];
  for (let k = 0; k < parts.length; k++) {
    if (!/^\d+$/.test(parts[k]!)) continue;
    const listBefore = valueAt(before, parts.slice(0, k));
    const list = valueAt(now, at.slice(0, k));
    if (!Array.isArray(listBefore) || !Array.isArray(list)) return undefined;
    const index = indexNow(Number(parts[k]), listBefore, list, parts.slice(0, k + 1).join('.'));
    if (index === undefined) return undefined;
    at[k] = String(index);
  }
  return at.join('.');
}

/** Where the item at `index` of `listBefore` (at `keyPath`) is in `list`, the same list one change later (followItem). */
function indexNow(index: number, listBefore: unknown[], list: unknown[], keyPath: string): number | undefined {
  const marks = marksOf(listBefore[index]);
  const items = list.map(marksOf);
  const one = (found: number[]) => (found.length === 1 ? found[0] : undefined);
  if (items.some(isMarked)) {
    if (marks.__sc_item_id) return one(items.flatMap((item, at) => (item.__sc_item_id === marks.__sc_item_id ? [at] : [])));
    const original = marks.__sc_item_original_key_path ?? keyPath;
    // An item with an id it had before is another (a duplicate of it, which has its original key path too).
    const ids = new Set(listBefore.map((item) => marksOf(item).__sc_item_id).filter(Boolean));
    let found = items.flatMap((item, at) => (item.__sc_item_original_key_path === original && !(item.__sc_item_id && ids.has(item.__sc_item_id)) ? [at] : []));
    // Its duplicate made in this change has an id of its own; the item has none yet.
    if (found.length > 1) found = found.filter((at) => !items[at]!.__sc_item_id);
    return one(found);
  }
  // The marks gone: the list reverted (Revert All Changes, or Revert Changes on it or around it), each
  // item back at its place in the file, where its key path before the list's first change says; an
  // item added since has none, and is gone.
  if (listBefore.some((item) => isMarked(marksOf(item)))) {
    const original = marks.__sc_item_original_key_path;
    const back = original === undefined ? undefined : Number(original.slice(original.lastIndexOf('.') + 1));
    return back !== undefined && back < list.length ? back : undefined;
  }
  // A list the editor never marked: unchanged but for what its items hold, or one of plain values (a
  // page's keywords: the editor marks only items with fields of their own), whose item is followed by
  // its value, moved or another added or removed; edited, it is where it was; removed, gone. (One of
  // two alike is not followed by its value.)
  const value = JSON.stringify(listBefore[index]);
  const holding = (values: unknown[]) => values.flatMap((item, at) => (JSON.stringify(item) === value ? [at] : []));
  if (JSON.stringify(list[index]) === value) return index;
  const found = holding(list);
  if (found.length === 1 && holding(listBefore).length === 1) return found[0];
  return list.length === listBefore.length && index < list.length ? index : undefined;
}

/** The value at a key path's parts in an entry's form, as plain data. */
export function valueAt(entry: EditorEntry, parts: readonly string[]): unknown {
  const value = entry.getIn?.(['data', ...parts.map((part) => (/^\d+$/.test(part) ? Number(part) : part))]);
  return value && typeof value === 'object' && 'toJS' in value ? (value as EditorEntry).toJS() : value;
}

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
