/**
 * Asks before the editor removes part of an entry. Sveltia CMS (pinned 0.221.1) removes at once: a
 * list item or a page section (the × button on its header, named "Remove"), an optional group of
 * fields ("Remove Geo"), an image or a file. Until the entry is saved, leaving it without saving brought the
 * part back, and every other change with it. Probed by tests/e2e/admin.spec.ts, so an upgrade that
 * changes those labels fails there.
 */

export const REMOVE_QUESTION = (what: string) => `Remove ${what}? It is taken out of this entry now; the file changes only when you save.`;

/** The editor's controls that remove something, by their label: "Remove This Item", "Remove Geo", "Remove Image". */
const REMOVES = /^Remove (\S.*)$/;

/**
 * What the question names, from a control's own label (`aria-label`) or else its text: "this item"
 * for a list item or section (the icon button labelled "Remove"), else the label's words in quotes
 * (“Geo”). A button whose text alone is "Remove" (the answer in one of the editor's own dialogs) is
 * not asked about again.
 */
export const removedThing = (ariaLabel: string | null, text: string): string | undefined => {
  if (ariaLabel?.trim() === 'Remove') return 'this item';
  const what = REMOVES.exec((ariaLabel ?? text).trim())?.[1];
  return what === undefined ? undefined : /^this item$/i.test(what) ? 'this item' : `“${what}”`;
};

export function confirmRemovals(doc: Document = document): void {
  // On the document in the capture phase: before the editor's own handler removes the part.
  doc.addEventListener(
    'click',
    (event) => {
      const control = event.target instanceof Element ? event.target.closest('button, [role=menuitem]') : null;
      const what = control && removedThing(control.getAttribute('aria-label'), control.textContent ?? '');
      if (!what || window.confirm(REMOVE_QUESTION(what))) return;
      event.preventDefault();
      event.stopImmediatePropagation();
    },
    true,
  );
}
