/**
 * Letters typed on a field's ⋮ go into its box. The editor (Sveltia CMS) puts each field's ⋮
 * ("Show Field Options": Revert Changes) in its header, before its box, and shows it only while it
 * has the focus: Tab from a new question's box stops there before the Answer's box, and what staff
 * then typed was lost (a content editor's trial, 2026-12-06: the answer's first words). A key that
 * types a character (not Space, which opens the menu, nor a shortcut) pressed on a field's closed
 * ⋮ moves the focus to that field's own box, the caret at the end of its text, and the character
 * goes there, in a post's Article (drawn as rich text) as well, whose letters were also lost (a
 * content editor's trial, 2026-12-06). The ⋮ stays a Tab stop: its menu is still a key away.
 */

import { FIELD } from './list-markup.ts';

/** A field's ⋮, as the editor labels it. */
const FIELD_MENU = 'button[aria-label="Show Field Options"]';

/**
 * Input types that are not boxes to type text in, and those of dates and times, whose parts take
 * the keys in the browser's order: a digit went into a post date's month (a content editor's trial).
 */
const NOT_TEXT = new Set([
  'button',
  'checkbox',
  'color',
  'file',
  'hidden',
  'image',
  'radio',
  'range',
  'reset',
  'submit',
  'date',
  'datetime-local',
  'month',
  'time',
  'week',
]);

/** The box of `field` itself (not of a field within it) that takes typed text, drawn, if it has one. */
export function ownTextBox(field: Element): HTMLInputElement | HTMLTextAreaElement | undefined {
  return [...field.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')].find(
    (box) =>
      box.closest(FIELD) === field &&
      !(box instanceof HTMLInputElement && NOT_TEXT.has(box.type)) &&
      !box.disabled &&
      !box.readOnly &&
      box.getAttribute('aria-hidden') !== 'true' &&
      box.checkVisibility(),
  );
}

/**
 * The rich-text box of `field` itself (a post's Article: the editor draws it as an editable region,
 * not an input), drawn, if it has one.
 */
function ownEditable(field: Element): HTMLElement | undefined {
  return [...field.querySelectorAll<HTMLElement>('[contenteditable="true"]')].find(
    (box) => box.closest(FIELD) === field && box.getAttribute('aria-hidden') !== 'true' && box.checkVisibility(),
  );
}

/** Puts the caret at the end of `box`'s text, focused (as a click after its last word would). */
export function focusAtEnd(box: HTMLInputElement | HTMLTextAreaElement | HTMLElement): void {
  box.focus();
  if (!(box instanceof HTMLInputElement || box instanceof HTMLTextAreaElement)) {
    const range = box.ownerDocument.createRange();
    range.selectNodeContents(box);
    range.collapse(false);
    box.ownerDocument.getSelection()?.removeAllRanges();
    box.ownerDocument.getSelection()?.addRange(range);
    return;
  }
  try {
    box.setSelectionRange(box.value.length, box.value.length);
  } catch {
    // (A number box has no caret to place: the character goes where the browser puts it.)
  }
}

/** Whether `event` types one character and nothing else (no Space, no shortcut, no composition). */
const typesCharacter = (event: KeyboardEvent) =>
  [...event.key].length === 1 && event.key !== ' ' && !event.ctrlKey && !event.metaKey && !event.altKey && !event.isComposing;

export function typeIntoFieldsFromTheirMenus(doc: Document = document): void {
  doc.addEventListener(
    'keydown',
    (event) => {
      const menu = event.target;
      if (!(menu instanceof Element) || !menu.matches(FIELD_MENU) || menu.getAttribute('aria-expanded') === 'true') return;
      if (!typesCharacter(event)) return;
      const field = menu.closest(FIELD);
      const box = field && (ownTextBox(field) ?? ownEditable(field));
      if (!box) return;
      // Focused during the key's own dispatch: the character it types goes to the box.
      focusAtEnd(box);
    },
    true,
  );
}
