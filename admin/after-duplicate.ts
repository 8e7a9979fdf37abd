/**
 * After Duplicate in the Edit pane's ⋮, the copy's first box has the focus: a page's Route (a
 * post's Id), which the copy must change (Save refuses the original's, `duplicate-route`). The
 * editor (Sveltia CMS) opens the copy as a new entry, says "Entry duplicated as a new draft.",
 * and left the focus on the page itself, where the next Tab started again at the editor's top bar
 * (a content editor's trial, 2026-12-06). Only where the focus fell to the page and staff have not
 * scrolled, pointed or pressed a key since: a box staff chose meanwhile keeps it.
 */

import { ownTextBox } from './field-menu-typing.ts';
import { untilStaffMove } from './focus-kept.ts';
import { FIELD } from './list-markup.ts';
import { openerOf } from './menus.ts';

/** The Edit pane's ⋮, whose menu holds Duplicate, Delete, Edit Slug and Revert All Changes. */
const EDITOR_MENU = 'button[aria-label="Show Editor Options"]';

/** How long the copy's form may take to be drawn after the choice (a slow phone). */
const WAIT_MS = 10_000;

/** The form's first box that takes typed text, drawn: a page's Route, a post's Id. */
function firstBox(doc: Document): HTMLInputElement | HTMLTextAreaElement | undefined {
  for (const field of doc.querySelectorAll(FIELD)) {
    const box = ownTextBox(field);
    if (box) return box;
  }
  return undefined;
}

export function focusCopyAfterDuplicate(doc: Document = document): void {
  const chosen = (event: Event) => {
    if (event instanceof KeyboardEvent && event.key !== 'Enter' && event.key !== ' ') return;
    const item = event.target instanceof Element ? event.target.closest('[role="menuitem"]') : null;
    const opener = item?.textContent?.trim() === 'Duplicate' ? openerOf(item, doc) : undefined;
    if (!item || !opener?.matches(EDITOR_MENU)) return;
    const [from, started] = [doc.location.hash, performance.now()];
    // (Listening from here on: not to the key or click that chose Duplicate, being dispatched.)
    const staff = untilStaffMove(doc, true);
    const look = () => {
      // Staff who scrolled, pointed or pressed a key meanwhile have moved on: the Route was given
      // the focus 2,000 px above the form they had scrolled to at once (the next trial, 2 of 2).
      if (staff.ended() || performance.now() - started > WAIT_MS) return staff.end();
      const active = doc.activeElement;
      const onPage = !active || active === doc.body || active === doc.documentElement;
      if (doc.location.hash !== from && doc.location.hash.endsWith('/new')) {
        // (Staff already somewhere: left there.)
        if (!onPage && !item.contains(active)) return staff.end();
        const box = onPage ? firstBox(doc) : undefined;
        if (box) {
          staff.end();
          return box.focus();
        }
      }
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  };
  doc.addEventListener('click', chosen, true);
  doc.addEventListener('keydown', chosen, true);
}
