/**
 * A folded list item or group opens from a click (or tap) on its line, not only on its chevron.
 * The editor (Sveltia CMS) draws a folded item as its header and, under it, one line of its first
 * words (a question, a heading, a keyword); a folded group (Meta › Geo, a section's Button) as its
 * chevron and one such line. The line took no click: staff clicked the question they meant to
 * change and nothing happened (a content editor's trial, 2026-12-06). A click on that line presses
 * the folding button, and once the boxes are drawn the one that holds the line's words has the
 * focus, the caret at the end of its text, as a click there would: what staff type next goes in
 * (with the chevron focused, it was lost: the next trial). Where no box holds those words, the
 * chevron keeps the focus. The keyboard's way stays the chevron.
 */

import { focusAtEnd } from './field-menu-typing.ts';
import { untilStaffMove } from './focus-kept.ts';
import { ITEM_SUMMARY } from './list-markup.ts';

/** How long the opened boxes may take to be drawn (the editor draws them over a few frames). */
const DRAWN_MS = 1_500;

/** The folding button that `line` (a folded item's or group's line) stands under, and the element it opens, or undefined. */
export function foldOfLine(line: Element): { fold: HTMLButtonElement; opened: Element } | undefined {
  const doc = line.ownerDocument;
  for (let opened = line.parentElement?.closest('[id]'); opened; opened = opened.parentElement?.closest('[id]')) {
    const fold = doc.querySelector<HTMLButtonElement>(`button[aria-controls="${CSS.escape(opened.id)}"]`);
    if (fold) return fold.getAttribute('aria-expanded') === 'false' ? { fold, opened } : undefined;
  }
  return undefined;
}

/** The box in `opened` whose text is `words` (the folded line's), if it is drawn. */
function boxOfWords(opened: Element, words: string): HTMLInputElement | HTMLTextAreaElement | undefined {
  const same = (text: string) => text.trim().replace(/\s+/g, ' ') === words;
  return [...opened.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input[type=text], input:not([type]), textarea')].find(
    (box) => same(box.value) && box.checkVisibility(),
  );
}

export function openFoldedItemsOnClick(doc: Document = document): void {
  doc.addEventListener('click', (event) => {
    if (event.button !== 0 || !(event.target instanceof Element)) return;
    const line = event.target.closest(ITEM_SUMMARY);
    const found = line && foldOfLine(line);
    if (!line || !found) return;
    const { fold, opened } = found;
    const words = (line.textContent ?? '').trim().replace(/\s+/g, ' ');
    fold.focus({ preventScroll: true });
    fold.click();
    // Then to the box of the line's words, once drawn, unless staff have moved on (a key, a point, a scroll).
    const staff = untilStaffMove(doc, true);
    const started = performance.now();
    const look = () => {
      if (staff.ended() || doc.activeElement !== fold || performance.now() - started > DRAWN_MS) return staff.end();
      const box = words ? boxOfWords(opened, words) : undefined;
      if (!box) return requestAnimationFrame(look);
      staff.end();
      focusAtEnd(box);
    };
    requestAnimationFrame(look);
  });
}
