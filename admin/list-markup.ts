/**
 * How the editor (Sveltia CMS, pinned 0.221.1) draws a list field: its items in one element, one
 * child each (each first drawn empty, as a placeholder, until it comes into view); each item's
 * header with its folding button, which names the item's body in `aria-controls`, and its ×, labelled
 * "Remove"; the list's bars at its head and foot. Read by the focus rules (admin/focus-kept.ts),
 * the panel's way to a field (admin/go-to-field.ts) and the question before a removal
 * (admin/confirm-remove.ts).
 */

/** A field of the form: the editor marks each with its key path (`data-key-path`). */
export const FIELD = 'section[data-key-path]';

/**
 * A list field's items, one element each (id `list-…-item-list`). A group (the Meta fields) draws
 * its fields in an element of the same class and ending (id `object-…-item-list`), which is no
 * list (admin.css tells them apart the same way).
 */
export const ITEM_LIST = '[id^="list-"][id$="-item-list"]';

/** One item of a list. */
export const ITEM = `${ITEM_LIST} > *`;

/** An item's folding button (Collapse, or Expand while folded). */
export const ITEM_FOLD = 'button[aria-controls$="-body"]';

/** The line that stands for a folded item in its body (its first words: a question, a heading). */
export const ITEM_SUMMARY = '.summary';

/** The label of an item's × button, which removes it. */
export const ITEM_REMOVE_LABEL = 'Remove';

/**
 * A list's bars: the one at its head with its count (Expand All, Collapse All) and the one at its
 * foot with Add, each stuck to the form's edge while the list runs past it (admin.css offsets them).
 */
export const LIST_BAR = '.toolbar';

/** A control named Add… (Add Keyword, Add Section, Add Item Above). */
export const namedAdd = (control: Element): boolean => /^add\b/i.test(control.textContent?.trim() ?? '');

/**
 * A list field's own Add button, in its foot's bar (Add Alias), not one of its items' (undefined
 * for a field that holds no list of its own).
 */
export const listAddOf = (field: Element): HTMLElement | undefined =>
  field.querySelector(`:scope ${ITEM_LIST}`)?.closest(FIELD) === field
    ? [...field.querySelectorAll<HTMLElement>('button:not(:disabled)')].find((button) => button.closest(FIELD) === field && namedAdd(button))
    : undefined;
