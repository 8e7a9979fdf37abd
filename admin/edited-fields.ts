/**
 * A refused save leaves a message under each box it refused (Sveltia CMS, pinned 0.221.1: the box
 * has `aria-invalid="true"` and `aria-errormessage` naming the message). The editor checks only on
 * save, so the message stayed there after the box was corrected, until the next save. Here a box's
 * message is put away as soon as the box is changed, and the box is no longer marked invalid. The
 * next save checks again and draws the marks anew: a box still wrong gets its message back, a
 * corrected one has none. Probed by tests/e2e/admin.spec.ts, so an upgrade that changes that markup
 * or that redrawing fails there.
 */

/** Set on a message put away because its box changed since the check (admin.css hides it). */
const EDITED_SINCE_CHECK = 'data-edited-since-check';

export function clearMessagesOnEdit(doc: Document = document): void {
  const edited = (event: Event) => {
    const box = event.target instanceof Element ? event.target.closest('[aria-invalid="true"][aria-errormessage]') : null;
    const message = box && doc.getElementById(box.getAttribute('aria-errormessage') ?? '');
    if (!box || !message) return;
    message.setAttribute(EDITED_SINCE_CHECK, '');
    box.setAttribute('aria-invalid', 'false');
  };
  doc.addEventListener('input', edited, true);
  doc.addEventListener('change', edited, true);
}
