/**
 * Where the editor leaves the focus.
 *
 * Where the editor redraws the control that has the focus, the focus falls to the page's body, and
 * the keyboard's next Tab starts again at the top of the editor. The image picker does that
 * (Sveltia CMS, pinned 0.221.1): its Insert hands the focus back to the field's Replace button that
 * opened it, and the field then draws its buttons anew for the file chosen. Where the field is still
 * there, the focus goes to its like in the field: the control of the same name (the new Replace),
 * else, if none comes within a moment, a button for a button, else the field's first control. A
 * control taken away with its field (an item removed) is left as it is, and so is a focus that went
 * anywhere but the body.
 *
 * A list's Add button (Add Keyword, Add Tag, Add Phone…) gives the focus to the new item's Collapse
 * button, so staff who pressed it to write a keyword had to Tab or click into its box first. The
 * focus goes on to the new item's first box, whose label names the item ("Keyword"), as the editor
 * hands it over (`typeInNewItems`); the editor does so a moment after the press, and where staff
 * have gone on to type in a box by then, the focus goes back to that box.
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

/** How long after a press of an Add button the editor's focus on the new item counts as its answer. */
const ADDED_MS = 2_000;

/** A list item's folding button, which names the item's body in `aria-controls`. */
const ITEM_TOGGLE = 'button[aria-controls$="-body"][aria-expanded="true"]';

/** What staff type in. */
const BOX = 'input:not([type="checkbox"], [type="radio"], [type="file"], [type="hidden"]), textarea, [contenteditable="true"]';

export function typeInNewItems(doc: Document = document): void {
  let added = Number.NEGATIVE_INFINITY;
  /** A box that took the focus after the press, before the editor's focus on the new item came. */
  let movedTo: HTMLElement | undefined;
  doc.addEventListener(
    'click',
    (event) => {
      const control = event.target instanceof Element ? event.target.closest('button, [role="menuitem"]') : null;
      if (control?.closest(FIELD) && /^add\b/i.test(control.textContent?.trim() ?? '')) {
        added = performance.now();
        movedTo = undefined;
      }
    },
    true,
  );
  doc.addEventListener('focusin', (event) => {
    if (performance.now() - added > ADDED_MS || !(event.target instanceof HTMLElement)) return;
    const toggle = event.target.closest(ITEM_TOGGLE);
    if (!toggle) {
      if (event.target.matches(BOX)) movedTo = event.target;
      return;
    }
    added = Number.NEGATIVE_INFINITY;
    // The editor gives its focus a moment after the press (about 0.15 s): where staff have gone on
    // to type in a box by then, the focus goes back there rather than to the new item.
    if (movedTo?.isConnected) {
      movedTo.focus();
      return;
    }
    // Once the item's body is drawn, while the focus is still on its toggle.
    const look = (waited: number) => {
      if (doc.activeElement !== toggle) return;
      const body = doc.getElementById(toggle.getAttribute('aria-controls') ?? '');
      const box = [...(body?.querySelectorAll<HTMLElement>(BOX) ?? [])].find((b) => b.checkVisibility() && !b.matches(':disabled'));
      if (box) box.focus();
      else if (waited < REDRAW_MS) setTimeout(() => look(waited + STEP_MS), STEP_MS);
    };
    look(0);
  });
}
