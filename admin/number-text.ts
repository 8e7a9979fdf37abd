/**
 * What staff type in a number box stays there. The editor (Sveltia CMS 0.221.1, its number box from
 * @sveltia/ui 0.77.0) reads the box's text at each key: text that is not a number (a stray letter,
 * "-" before its digits, "26.9124-") leaves the field without a number, and the editor then empties
 * the box, taking what was typed before it too (a content editor's trial, 2026-12-06; one "-" typed
 * after a latitude emptied its box). Such text is kept from the editor: the box holds it and
 * says at once, under it, what the build would say of it (`Expected a number, got text "26.9124-"`);
 * the field keeps its last number; and the build's check reads the box's text (`withNumberTexts`,
 * admin/check.ts), so that a Save is refused at that box in those words instead of saving a number
 * the box no longer shows. The first key that makes it a number again, or an empty box, goes to the
 * editor as before, and the note goes.
 */

import { wrongTypeMessage } from '../catalogue/zod-problems.ts';
import { withCode } from '../catalogue/problem-codes.ts';
import { FIELD } from './list-markup.ts';

/** The editor's number box (a text input it names a spin button). */
export const NUMBER_BOX = `${FIELD} input[role="spinbutton"]`;

/** The note under a number box that holds text other than a number (admin.css, as the check's notes). */
export const NUMBER_TEXT_NOTE = 'number-text-note';

/** The box's `aria-invalid` before its note (the editor's), put back when the note goes. */
const INVALID_BEFORE = 'data-invalid-before-note';

/** Whether the editor reads `text` as a number, or as an empty box (its `parseNumber`: `Number()` of text that is not blank). */
export const isNumberText = (text: string): boolean => text.trim() === '' || !Number.isNaN(Number(text));

/** What the build says of a number field that holds `text`, with its code, as the check's notes say it. */
export const numberTextMessage = (text: string): string => withCode({ code: 'wrong-type', message: wrongTypeMessage('number', text) });

/** Keeps a number box's text from the editor while it is not a number, and says so under the box (above). */
export function keepNumberTexts(doc: Document = document): void {
  doc.addEventListener(
    'input',
    (event) => {
      const box = event.target;
      if (!(box instanceof HTMLInputElement) || !box.matches(NUMBER_BOX)) return;
      if (isNumberText(box.value)) return unnote(box);
      // Not stopped at once: this document's other listeners (edited-fields.ts) still see the change.
      event.stopPropagation();
      note(box, numberTextMessage(box.value));
    },
    true,
  );
}

function note(box: HTMLInputElement, message: string): void {
  const id = `${box.id}-not-a-number`;
  let line = box.ownerDocument.getElementById(id);
  if (!line) {
    line = box.ownerDocument.createElement('p');
    line.id = id;
    line.className = NUMBER_TEXT_NOTE;
    box.closest(FIELD)?.append(line);
    box.setAttribute(INVALID_BEFORE, box.getAttribute('aria-invalid') ?? '');
    box.setAttribute('aria-describedby', [box.getAttribute('aria-describedby'), id].filter(Boolean).join(' '));
  }
  line.textContent = message;
  box.setAttribute('aria-invalid', 'true');
}

function unnote(box: HTMLInputElement): void {
  const id = `${box.id}-not-a-number`;
  const line = box.ownerDocument.getElementById(id);
  if (!line) return;
  line.remove();
  const described = (box.getAttribute('aria-describedby') ?? '').split(' ').filter((part) => part && part !== id);
  if (described.length > 0) box.setAttribute('aria-describedby', described.join(' '));
  else box.removeAttribute('aria-describedby');
  const before = box.getAttribute(INVALID_BEFORE);
  if (before) box.setAttribute('aria-invalid', before);
  else box.removeAttribute('aria-invalid');
  box.removeAttribute(INVALID_BEFORE);
}

/** The drawn number boxes of `root` that hold text other than a number: the field's key path (`meta.geo.latitude`) → the text. */
export function numberTexts(root: ParentNode = document): Map<string, string> {
  const texts = new Map<string, string>();
  for (const box of root.querySelectorAll<HTMLInputElement>(NUMBER_BOX)) {
    const keyPath = box.closest(FIELD)?.getAttribute('data-key-path');
    if (keyPath && !isNumberText(box.value)) texts.set(keyPath, box.value);
  }
  return texts;
}

/**
 * `form` with each of `texts` at its key path, as the build would read a YAML file with that text
 * written there; `form` itself when there are none. Only a field whose parent the form holds is set.
 */
export function withNumberTexts(form: Record<string, unknown>, texts: ReadonlyMap<string, string>): Record<string, unknown> {
  if (texts.size === 0) return form;
  const copy = structuredClone(form);
  for (const [keyPath, text] of texts) {
    const parts = keyPath.split('.');
    let parent: unknown = copy;
    for (const part of parts.slice(0, -1)) parent = parent && typeof parent === 'object' ? (parent as Record<string, unknown>)[part] : undefined;
    if (parent && typeof parent === 'object') (parent as Record<string, unknown>)[parts.at(-1)!] = text;
  }
  return copy;
}
