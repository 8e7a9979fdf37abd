/**
 * Asks before the editor reverts. Sveltia CMS (pinned 0.221.1) has Revert Changes in a field's ⋮
 * and Revert All Changes in the Edit pane's ⋮, and both undid at once, without a word: a sentence
 * typed on a field's ⋮ that began with a space opened its menu (Space is the button's key), and the
 * Enter after it reverted the field, the change lost (a content editor's trial, 2026-12-06: 3 of 3).
 * Cancel keeps the changes, and closes the menu. Probed by tests/e2e/admin.spec.ts.
 */

import { FIELD } from './list-markup.ts';
import { openerOf } from './menus.ts';

export const REVERT_QUESTION = (what: string) => `Revert your changes to ${what}? What you changed there is lost.`;

/** What a menu item reverts: the whole entry, or the field whose ⋮ opened it; undefined for another choice. */
export function revertOf(item: Element, doc: Document): { entry: true } | { field: Element | undefined } | undefined {
  const choice = item.textContent?.trim();
  if (choice === 'Revert All Changes') return { entry: true };
  if (choice === 'Revert Changes') return { field: openerOf(item, doc)?.closest(FIELD) ?? undefined };
  return undefined;
}

/** What the menu item `item` reverts, named for the question: a field by its label (“Description”), or the entry. */
function reverted(item: Element, doc: Document): string | undefined {
  const revert = revertOf(item, doc);
  if (!revert) return undefined;
  if ('entry' in revert) return 'this entry';
  const label = revert.field?.querySelector(':scope > header h4')?.textContent?.trim();
  return label ? `“${label}”` : 'this field';
}

export function confirmReverts(doc: Document = document): void {
  // On the document in the capture phase: before the editor's own handler reverts. (Enter and
  // Space on a menu item, a button, are its click.)
  doc.addEventListener(
    'click',
    (event) => {
      const item = event.target instanceof Element ? event.target.closest('[role=menuitem]') : null;
      const what = item ? reverted(item, doc) : undefined;
      if (!item || !what || window.confirm(REVERT_QUESTION(what))) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      // Cancelled, the menu closes as after any choice (the editor's Esc, which gives the focus
      // back to its ⋮): left open, it lay over the form, and the next click landed on it.
      item.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', code: 'Escape', bubbles: true }));
    },
    true,
  );
}
