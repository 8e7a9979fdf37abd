/**
 * What staff type in a number box stays there. The editor (Sveltia CMS 0.221.1, its number box from
 * @sveltia/ui 0.77.0) reads the box's text at each key: text that is not a number (a stray letter,
 * "-" before its digits, "26.9124-") leaves the field without a number, and the editor then empties
 * the box, taking what was typed before it too (a content editor's trial, 2026-12-06; one "-" typed
 * after a latitude emptied its box). Such text is kept from the editor: the box holds it and says at
 * once, under it, what the build would say of it (`Expected a number, got text "26.9124-"`); the
 * field keeps the last number typed; and the build's check reads the box's text (`numberTexts`,
 * admin/check.ts), so that a Save is refused at that box in those words instead of saving a number
 * the box no longer shows. The text is kept while the box is not drawn too (its group folded), and
 * given back to the box drawn again: folded, the box had shown that last number, which a Save then
 * wrote (26.91 of "26.91,24": a content editor's trial). In a list's item (a service tab's percentage),
 * the text goes with its item as the list changes, moved, another added, duplicated or removed above it
 * (followKept), and with the item removed, it goes: kept by its place alone, it had stayed at that place,
 * under another tab, or gone from the box while a Save was still refused at it (a trial, 2026-12-06).
 * The first key that makes it a number again, an empty box, a number the editor sets itself (Arrow
 * Up, the ▲ button, a field's Revert Changes), or Revert All Changes ends it.
 */

import { wrongTypeMessage } from '../catalogue/zod-problems.ts';
import { revertOf } from './confirm-revert.ts';
import { type EditorEntry, followItem, latestEntry, onEntryChange, valueAt } from './drawn-entry.ts';
import { FIELD } from './list-markup.ts';
import { holdsInvalid, tieNote, untieNote } from './box-notes.ts';

/** The editor's number box (a text input it names a spin button). */
export const NUMBER_BOX = `${FIELD} input[role="spinbutton"]`;

/** The note under a number box that holds text other than a number (admin.css, as the check's notes). */
export const NUMBER_TEXT_NOTE = 'number-text-note';

/** A text kept from the editor, with the number the editor held as it was typed (`null`: none). */
interface KeptText {
  text: string;
  number: string | null;
}

/**
 * The texts kept from the editor in the entry now open, by the field's key path (`meta.geo.latitude`),
 * with the number the editor held as each was typed (the box's `aria-valuenow`): a box drawn again
 * is given its text back only while the editor still holds that number there.
 */
let kept = new Map<string, KeptText>();

/** The entry as the editor last handed it over (admin/drawn-entry.ts), from which a kept text's list item is followed. */
let lastEntry: EditorEntry | undefined;

/** Whether the editor reads `text` as a number, or as an empty box (its `parseNumber`: `Number()` of text that is not blank). */
export const isNumberText = (text: string): boolean => text.trim() === '' || !Number.isNaN(Number(text));

/** What the build says of a number field that holds `text`, as the check's notes say it (its code in the check's list only). */
export const numberTextMessage = (text: string): string => wrongTypeMessage('number', text);

const keyPathOf = (box: Element): string | null | undefined => box.closest(FIELD)?.getAttribute('data-key-path');

/** The id of the note under `box`. */
const noteIdOf = (box: Element): string => `${box.id}-not-a-number`;
/** Whether the box shows its note (which holds it invalid: admin/box-notes.ts). */
const noted = (box: Element): boolean => holdsInvalid(box, noteIdOf(box));

/** Whether `value`, a field's in the editor's entry, is the number a box's `aria-valuenow` said (`null`: none). */
const holds = (value: unknown, number: string | null): boolean =>
  number === null ? value === undefined || value === null || value === '' : value === Number(number);

/**
 * The kept texts, one change of the form later: each follows its list item, moved, duplicated, another
 * added or removed above it (admin/drawn-entry.ts, followItem), and goes with it when it is removed, or
 * when the editor holds another number there (Arrow Up, the ▲ button, Revert Changes).
 */
export function followKept(texts: ReadonlyMap<string, KeptText>, before: EditorEntry, now: EditorEntry): Map<string, KeptText> {
  const followed = new Map<string, KeptText>();
  for (const [keyPath, text] of texts) {
    const at = followItem(keyPath, before, now);
    if (at !== undefined && holds(valueAt(now, at.split('.')), text.number)) followed.set(at, text);
  }
  return followed;
}

/** Keeps a number box's text from the editor while it is not a number, and says so under the box (above). */
export function keepNumberTexts(doc: Document = document): void {
  doc.addEventListener(
    'input',
    (event) => {
      const box = event.target;
      if (!(box instanceof HTMLInputElement) || !box.matches(NUMBER_BOX)) return;
      if (isNumberText(box.value)) return release(box);
      // Not stopped at once: this document's other listeners (edited-fields.ts) still see the change.
      event.stopPropagation();
      keep(box);
    },
    true,
  );
  let showing = false;
  /** Each drawn box as `kept` says, once the editor has drawn it (after its own update, a frame later). */
  const showSoon = () => {
    if (showing) return;
    showing = true;
    requestAnimationFrame(() => {
      showing = false;
      showKept(doc);
    });
  };
  // A number the editor sets itself, which no `input` event tells: its `aria-valuenow` changes with it.
  // A box drawn again (its group opened, its item moved) whose field holds a text kept: given it back
  // once the editor has written its number there.
  new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'attributes') {
        const box = record.target;
        if (!(box instanceof HTMLInputElement) || !noted(box) || !isNumberText(box.value)) continue;
        // Followed by the entry, the box may hold another item's number now (the editor reuses a
        // list's boxes): `kept` says; without it, the editor set that number itself.
        if (latestEntry()) showSoon();
        else release(box);
        continue;
      }
      if (kept.size === 0) continue;
      for (const node of record.addedNodes) if (node instanceof Element && (node.matches(NUMBER_BOX) || node.querySelector(NUMBER_BOX))) showSoon();
    }
  }).observe(doc.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-valuenow'] });
  onEntryChange((entry) => {
    const before = lastEntry;
    lastEntry = entry;
    if (!before || kept.size === 0) return;
    kept = followKept(kept, before, entry);
    showSoon();
  });
  // Revert All Changes (the Edit pane's ⋮) gives the form back as saved, and Revert Changes (a field's
  // ⋮) that field: text kept there goes too, the editor's number shown again (the number the editor
  // held is often the one saved, so its entry alone does not tell: a content editor's trial). Here in
  // the capture phase after admin/confirm-revert.ts's question, whose Cancel stops the click first.
  doc.addEventListener(
    'click',
    (event) => {
      const item = event.target instanceof Element ? event.target.closest('[role=menuitem]') : null;
      const revert = item && kept.size > 0 ? revertOf(item, doc) : undefined;
      const field = !revert ? undefined : 'entry' in revert ? '' : revert.field?.getAttribute('data-key-path');
      if (typeof field !== 'string') return;
      for (const keyPath of [...kept.keys()]) if (field === '' || keyPath === field || keyPath.startsWith(`${field}.`)) kept.delete(keyPath);
      showSoon();
    },
    true,
  );
  // Another entry (or the list): what was kept was this one's.
  doc.defaultView?.addEventListener('hashchange', () => {
    kept.clear();
    lastEntry = undefined;
  });
}

/**
 * Each drawn number box as `kept` says: given its field's text back, with the note, while the editor
 * still holds the number it held as the text was typed; otherwise without a note, showing the editor's
 * number (a box the editor reused for another item of a list, which it gave that item's number).
 */
function showKept(doc: Document): void {
  for (const box of doc.querySelectorAll<HTMLInputElement>(NUMBER_BOX)) {
    const keyPath = keyPathOf(box);
    const text = keyPath ? kept.get(keyPath) : undefined;
    if (text && box.getAttribute('aria-valuenow') === text.number) {
      if (box.value === text.text && noted(box)) continue;
      box.value = text.text;
      keep(box);
    } else if (noted(box)) {
      unmark(box);
      if (!isNumberText(box.value)) box.value = box.getAttribute('aria-valuenow') ?? '';
    }
  }
}

function keep(box: HTMLInputElement): void {
  const keyPath = keyPathOf(box);
  const id = noteIdOf(box);
  let line = box.ownerDocument.getElementById(id);
  if (!line) {
    line = box.ownerDocument.createElement('p');
    line.id = id;
    line.className = NUMBER_TEXT_NOTE;
    box.closest(FIELD)?.append(line);
  }
  line.textContent = numberTextMessage(box.value);
  tieNote(box, id, true);
  // Read as what it shows, not the number the editor still holds (its aria-valuenow).
  box.setAttribute('aria-valuetext', box.value);
  if (keyPath) kept.set(keyPath, { text: box.value, number: box.getAttribute('aria-valuenow') });
}

/** The box's field no longer keeps a text: its note goes. */
function release(box: HTMLInputElement): void {
  const keyPath = keyPathOf(box);
  if (keyPath) kept.delete(keyPath);
  unmark(box);
}

/** The box's note goes, and what it set on the box. */
function unmark(box: HTMLInputElement): void {
  const id = noteIdOf(box);
  const line = box.ownerDocument.getElementById(id);
  if (!line) return;
  line.remove();
  untieNote(box, id);
  box.removeAttribute('aria-valuetext');
}

/** The texts kept from the editor in the entry now open, drawn or not: the field's key path (`meta.geo.latitude`) → the text. */
export const numberTexts = (): Map<string, string> => new Map([...kept].map(([keyPath, { text }]) => [keyPath, text]));

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
