/**
 * A choice made with the keyboard in a group of radio buttons reaches the form.
 *
 * The editor draws a select of five options or fewer as radio buttons (a section's Tone, a Shared
 * section's list of shared sections). Chosen with Space, the button shows checked, but the form
 * keeps the value it had (Sveltia CMS, pinned 0.221.1): a new Shared section was refused at Save as
 * unchosen. A press of the pointer on the same button hands the choice over: so, as a key that
 * chooses goes up (Space, or an arrow key, Home or End, which choose through the same code of the
 * editor's), the checked button the focus is on is pressed; pressing a checked one changes nothing
 * else (tests/e2e/admin.spec.ts, the shared-section test).
 */

/** A radio button of a field of the form (the editor marks each field with its key path). */
const FORM_RADIO = 'section[data-key-path] [role="radio"]';

/** The keys that choose in a group of radio buttons. */
const CHOOSING_KEYS = new Set([' ', 'ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End']);

export function handOverKeyboardChoices(doc: Document = document): void {
  doc.addEventListener('keyup', (event) => {
    if (!CHOOSING_KEYS.has(event.key) || event.ctrlKey || event.metaKey || event.altKey) return;
    const radio = doc.activeElement;
    if (radio instanceof HTMLElement && radio.matches(FORM_RADIO) && radio.getAttribute('aria-checked') === 'true') radio.click();
  });
}
