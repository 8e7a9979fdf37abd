/**
 * A refused save leaves a message under each box it refused (Sveltia CMS, pinned 0.221.1: the box
 * has `aria-invalid="true"` and `aria-errormessage` naming the message). After a refused save the
 * editor checks a box again as it changes (the site's own text fields too: admin/site-text.ts), and
 * takes its message away once the box is right; a box changed and still wrong keeps the same words
 * (a phone changed and still not a phone), and the words it said in the build's (admin/check.ts
 * sayAtField) stay as they were, so the message stood there, unchanged, after the box was changed.
 * Once the box is changed, its message now says so ("changed since this check: Save checks it
 * again", admin.css draws the words after it); the message and the box's mark stay, since only the
 * editor's check may say the box is right. As a save starts (its button or Ctrl/⌘+S), every such
 * note goes, so whatever the check leaves standing is its own answer; and the note goes as soon as
 * the editor rewrites the message, or a text box is set back to what it held when it was checked.
 * A field with no box to type in (a list, a photo) is marked by admin/check.ts as its value
 * changes. Probed by tests/e2e/admin.spec.ts, so an upgrade that changes that markup fails there.
 */

import { SAVE_BUTTON } from './unsaved.ts';

/** Set on a message whose box changed since the check (admin.css adds the words). */
export const EDITED_SINCE_CHECK = 'data-edited-since-check';

/** Each message marked, with what watches it for the editor's rewrite. */
const noted = new Map<Element, MutationObserver>();

const clear = (message: Element) => {
  message.removeAttribute(EDITED_SINCE_CHECK);
  noted.get(message)?.disconnect();
  noted.delete(message);
};

/**
 * Marks the editor's message at a box changed since the check, until the editor rewrites it (it
 * checked the box again itself, and its words are current) or a save starts.
 */
export function markEditedSinceCheck(message: Element): void {
  if (noted.has(message)) return;
  message.setAttribute(EDITED_SINCE_CHECK, '');
  const rewritten = new MutationObserver(() => clear(message));
  rewritten.observe(message, { childList: true, characterData: true, subtree: true });
  noted.set(message, rewritten);
}

/** A box the editor refused, and its message. */
function refusedAt(doc: Document, target: EventTarget | null): { box: Element; message: Element } | undefined {
  const box = target instanceof Element ? target.closest('[aria-invalid="true"][aria-errormessage]') : null;
  const message = box && doc.getElementById(box.getAttribute('aria-errormessage') ?? '');
  return box && message ? { box, message } : undefined;
}

/** What a text box holds, where it is one. */
const textOf = (box: Element) => (box instanceof HTMLInputElement || box instanceof HTMLTextAreaElement ? box.value : undefined);

export function noteEditsSinceCheck(doc: Document = document): void {
  // What each refused text box held when its message was written (read as the first change since
  // begins): set back to it, the box is no longer told changed.
  const asChecked = new Map<Element, string>();
  doc.addEventListener(
    'beforeinput',
    (event) => {
      const refused = refusedAt(doc, event.target);
      const text = refused && textOf(refused.box);
      if (refused && text !== undefined && !noted.has(refused.message)) asChecked.set(refused.message, text);
    },
    true,
  );
  const edited = (event: Event) => {
    const refused = refusedAt(doc, event.target);
    if (!refused) return;
    const text = textOf(refused.box);
    if (text !== undefined && asChecked.get(refused.message) === text) clear(refused.message);
    else markEditedSinceCheck(refused.message);
  };
  const saving = () => {
    for (const message of [...noted.keys()]) clear(message);
    asChecked.clear();
  };

  doc.addEventListener('input', edited, true);
  doc.addEventListener('change', edited, true);
  // Capture: before the editor's own handlers start the save and its check.
  doc.addEventListener(
    'click',
    (event) => {
      if (event.target instanceof Element && event.target.closest(SAVE_BUTTON)) saving();
    },
    true,
  );
  doc.addEventListener(
    'keydown',
    (event) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') saving();
    },
    true,
  );
}
