/**
 * A folded list item opens from a click (or tap) on its line, not only on its chevron. The editor
 * (Sveltia CMS) draws a folded item as its header and, under it, one line of its first words (a
 * question, a heading), which took no click: staff clicked the question they meant to change and
 * nothing happened (a content editor's trial, 2026-12-06). A click on that line presses the item's
 * folding button, which then has the focus, as after a click on it. A click that ends a selection
 * of the line's words (to copy them) opens nothing. The keyboard's way stays the folding button.
 */

import { ITEM, ITEM_FOLD, ITEM_SUMMARY } from './list-markup.ts';

/** The folding button of the folded item whose line holds `target`, or null. */
export function foldOfLine(target: Element): HTMLButtonElement | null {
  const line = target.closest(ITEM_SUMMARY);
  const body = line?.closest('[id$="-body"]');
  const item = body?.closest(ITEM);
  if (!line || !body || !item) return null;
  const fold = item.querySelector<HTMLButtonElement>(`${ITEM_FOLD}[aria-controls="${CSS.escape(body.id)}"]`);
  return fold?.getAttribute('aria-expanded') === 'false' ? fold : null;
}

export function openFoldedItemsOnClick(doc: Document = document): void {
  doc.addEventListener('click', (event) => {
    if (event.button !== 0 || !(event.target instanceof Element)) return;
    const fold = foldOfLine(event.target);
    if (!fold) return;
    const selection = doc.getSelection();
    if (selection && !selection.isCollapsed && fold.closest(ITEM)?.contains(selection.anchorNode)) return;
    fold.focus({ preventScroll: true });
    fold.click();
  });
}
