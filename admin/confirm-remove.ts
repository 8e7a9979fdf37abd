/**
 * Asks before the editor removes part of an entry. Sveltia CMS (pinned 0.221.1) removes at once: a
 * list item or a page section (the × button on its header, named "Remove"), an optional group of
 * fields (its "Add Service" box unticked: ticked again, its boxes come back empty), an image or a file.
 * Until the entry is saved, leaving it without saving brought the part back, and every other change
 * with it. Probed by tests/e2e/admin.spec.ts, so an upgrade that changes those labels fails there.
 */

import { ITEM_REMOVE_LABEL, ITEM_SUMMARY } from './list-markup.ts';

export const REMOVE_QUESTION = (what: string) => `Remove ${what}? It is taken out of this entry now; nothing changes on the site until you save.`;

/** The editor's controls that remove something, by their label: "Remove This Item", "Remove Geo", "Remove Image". */
const REMOVES = /^Remove (\S.*)$/;

/**
 * What the question names, from a control's own label (`aria-label`) or else its text: "this item"
 * for a list item or section (the icon button labelled "Remove"), else the label's words in quotes
 * (“Geo”). A button whose text alone is "Remove" (the answer in one of the editor's own dialogs) is
 * not asked about again.
 */
const removedThing = (ariaLabel: string | null, text: string): string | undefined => {
  if (ariaLabel?.trim() === ITEM_REMOVE_LABEL) return 'this item';
  const what = REMOVES.exec((ariaLabel ?? text).trim())?.[1];
  return what === undefined ? undefined : /^this item$/i.test(what) ? 'this item' : `“${what}”`;
};

/** The words of a control's own label: `aria-label`, else the elements `aria-labelledby` names, else its text. */
const labelOf = (control: Element, doc: Document): string =>
  control.getAttribute('aria-label') ??
  ((control.getAttribute('aria-labelledby') ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((id) => doc.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim() ||
    control.textContent ||
    '');

/** An optional group's box, ticked ("Add Service"): unticking it removes the group's fields. What it names (“Service”), or undefined. */
function untickedGroup(target: Element, doc: Document): string | undefined {
  const box = target.closest('[role=checkbox], [role=switch], input[type=checkbox]');
  // A native box has already changed when its click is dispatched; the editor's own says what it was.
  const ticked = box && (box instanceof HTMLInputElement ? !box.checked : box.getAttribute('aria-checked') === 'true');
  // The editor wraps the group's name in bidi isolates ("Add \u2068Geo\u2069").
  const what = ticked
    ? /^Add (\S.*)$/.exec(
        labelOf(box, doc)
          .replace(/[\u2066-\u2069]/g, '')
          .trim(),
      )?.[1]
    : undefined;
  return what === undefined ? undefined : `“${what}”`;
}

/**
 * The item's own words, so the question says which one it is: the first box in it with text (a
 * question, a heading, a phone), or, folded, the line the editor shows for it (the same first
 * words: its boxes are not drawn then), shortened. Not the line of a list within it (a new, empty
 * service tab's "0 Bullets": a content editor's trial): an item without words is "this item".
 */
function itemWords(control: Element): string | undefined {
  const item = control.closest('[role=group]');
  const boxes = item?.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input[type=text], input:not([type]), textarea');
  // The item's own line stands in its list's field; a list within the item has its field in the item.
  const own = [...(item?.querySelectorAll(`:scope > [id$="-body"] ${ITEM_SUMMARY}`) ?? [])].find(
    (line) => !item!.contains(line.closest('section[data-key-path]')),
  );
  const summary = own?.textContent ?? '';
  const words = [...(boxes ?? [])]
    .map((box) => box.value)
    .concat(summary)
    .map((text) => text.trim().replace(/\s+/g, ' '))
    .find(Boolean);
  return words && (words.length > 60 ? `${words.slice(0, 59)}…` : words);
}

export function confirmRemovals(doc: Document = document): void {
  // On the document in the capture phase: before the editor's own handler removes the part.
  doc.addEventListener(
    'click',
    (event) => {
      if (!(event.target instanceof Element)) return;
      const control = event.target.closest('button, [role=menuitem]');
      const what =
        untickedGroup(event.target, doc) ??
        (control && !control.matches('[role=checkbox], [role=switch]')
          ? removedThing(control.getAttribute('aria-label'), control.textContent ?? '')
          : undefined);
      const words = what === 'this item' && control ? itemWords(control) : undefined;
      if (!what || window.confirm(REMOVE_QUESTION(words ? `${what} (“${words}”)` : what))) return;
      event.preventDefault();
      event.stopImmediatePropagation();
    },
    true,
  );
}
