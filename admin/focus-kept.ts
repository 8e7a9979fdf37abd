/**
 * Where the editor redraws the control that has the focus, the focus falls to the page's body, and
 * the keyboard's next Tab starts again at the top of the editor. The image picker does that
 * (Sveltia CMS, pinned 0.221.1): its Insert hands the focus back to the field's Replace button that
 * opened it, and the field then draws its buttons anew for the file chosen. Where the field is still
 * there, the focus goes to its like in the field: the control of the same name (the new Replace),
 * else, if none comes within a moment, a button for a button, else the field's first control. A control taken away with its field (an item removed) is left
 * as it is, and so is a focus that went anywhere but the body.
 */

/** A field of the form (the editor marks each with its key path). */
const FIELD = 'section[data-key-path]';

/** What takes the focus in a field. */
const CONTROL = 'button, input, textarea, [contenteditable="true"], [tabindex="0"]';

/** A control's name as the editor writes it: its label, else its text. */
const nameOf = (control: Element) => control.getAttribute('aria-label') ?? control.textContent?.trim() ?? '';

/** The controls of `field` itself (not of a field within it) that take the focus now. */
const controlsOf = (field: Element) =>
  [...field.querySelectorAll<HTMLElement>(CONTROL)].filter(
    (control) => control.closest(FIELD) === field && !control.matches(':disabled, [aria-disabled="true"]') && control.checkVisibility(),
  );

/** How long the field may take to draw the control again (a photo's buttons wait for the photo to be read). */
const REDRAW_MS = 1_500;
const STEP_MS = 50;

export function keepFocusInRedrawnFields(doc: Document = document): void {
  doc.addEventListener(
    'focusout',
    (event) => {
      const lost = event.target;
      // Focus going to another element is its own move.
      if (!(lost instanceof Element) || (event as FocusEvent).relatedTarget) return;
      const field = lost.closest(FIELD);
      if (!field) return;
      const name = nameOf(lost);
      const button = 'button, [role="button"]';
      // The control of the same name once the editor has drawn it again; if it does not come back,
      // a button for a button, else the field's first control.
      const look = (waited: number) => {
        const nowhere = !doc.activeElement || doc.activeElement === doc.body;
        if (!nowhere || lost.isConnected || !field.isConnected) return;
        const controls = controlsOf(field);
        const same = controls.find((control) => control.tagName === lost.tagName && nameOf(control) === name);
        if (same) same.focus();
        else if (waited < REDRAW_MS) setTimeout(() => look(waited + STEP_MS), STEP_MS);
        else ((lost.matches(button) ? controls.find((control) => control.matches(button)) : undefined) ?? controls[0])?.focus();
      };
      setTimeout(() => look(0));
    },
    true,
  );
}
