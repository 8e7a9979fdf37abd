/**
 * Asks before an entry's unsaved changes are dropped. Sveltia CMS (pinned 0.221.1) never does: its
 * back arrow ("Cancel Editing"), which Esc also clicks, leaves the entry at once, and it has no
 * `beforeunload` handler. Its Save button (the one bound to Ctrl/⌘+S) is enabled exactly while the
 * open entry differs from what was loaded, or is new: that is the signal, with the texts of number
 * boxes kept from it (admin/number-text.ts). Probed by
 * tests/e2e/admin.spec.ts, so an upgrade that changes that markup fails there.
 */

import { isEntryHash, isNewEntryHash } from './drawn-entry.ts';
import { numberTexts } from './number-text.ts';

export const UNSAVED_QUESTION = 'This entry has changes that are not saved. Leave it and lose them?';

/** The editor's Save button: the one bound to Ctrl/⌘+S. */
export const SAVE_BUTTON = 'button[aria-keyshortcuts$="+S"]';
const saveButton = () => document.querySelector<HTMLButtonElement>(SAVE_BUTTON);

// A new entry's Save is enabled before anything is done in it: it counts as changed once something is.
let touched = false;
// Saved: the editor then closes itself (going back in history when the entry was opened from the
// list) while its Save button still looks enabled. Until the next edit, or another entry opened.
let saved = false;

function unsaved(): boolean {
  // Only while an entry is the view: on the list the editor went to after a save, the saved
  // entry's Save button can still be drawn, enabled, on its way out (on a busy machine, where an
  // address typed then waited on a question).
  if (!isEntryHash(location.hash)) return false;
  // Text kept from the editor in a number box (admin/number-text.ts): a change it does not see.
  if (numberTexts().size > 0) return true;
  const save = saveButton();
  if (saved || !save || save.disabled || !save.checkVisibility()) return false;
  return touched || !isNewEntryHash(location.hash);
}

// One answer serves one way out: Esc clicks the arrow, and the arrow then changes the route.
let agreedAt = Number.NEGATIVE_INFINITY;
function mayLeave(): boolean {
  if (performance.now() - agreedAt < 2000) return true;
  const ok = window.confirm(UNSAVED_QUESTION);
  if (ok) agreedAt = performance.now();
  return ok;
}

/** Controls whose click changes the entry without an input event: switches, choices, menu items (Add, Remove). */
const CHOICE = '[role=switch], [role=radio], [role=checkbox], [role=option], [role=menuitem]';

/**
 * Asks before the open entry's unsaved changes are left: Esc, the back arrow, the browser's Back,
 * an address typed in the address bar, a reload or closing the tab. `cms` is the editor, whose
 * postSave event says a save went through.
 */
export function guardUnsavedChanges(cms: { registerEventListener(listener: { name: 'postSave'; handler: () => void }): void }): void {
  const edited = () => {
    touched = true;
    saved = false;
  };
  // A box typed in, a file chosen, or a switch, a choice or a list's menu item used.
  for (const type of ['input', 'change']) document.addEventListener(type, edited, true);
  document.addEventListener(
    'click',
    (event) => {
      if ((event.target as Element).closest?.(CHOICE)) edited();
    },
    true,
  );
  // `saved` is not reset here: on the way out of a saved new entry the route changes twice (its
  // address replaced, then back to the list), and the replacement fires no hashchange.
  window.addEventListener('hashchange', () => {
    touched = false;
  });
  cms.registerEventListener({
    name: 'postSave',
    handler: () => {
      saved = true;
    },
  });

  // Leaving or reloading the page: the browser's own question.
  window.addEventListener('beforeunload', (event) => {
    if (unsaved()) event.preventDefault();
  });

  // The entry's back arrow, clicked or pressed by Esc (Sveltia's shortcut listener calls its
  // click()). On window in the capture phase, this runs before the arrow's own handler.
  let lastFocus: HTMLElement | null = null;
  document.addEventListener(
    'focusin',
    (event) => {
      const target = event.target as HTMLElement;
      if (!target.closest('button.back')) lastFocus = target;
    },
    true,
  );
  window.addEventListener(
    'click',
    (event) => {
      const back = (event.target as Element).closest?.('button.back');
      if (!back?.closest('[role=toolbar]')?.contains(saveButton()) || !unsaved() || mayLeave()) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      lastFocus?.focus(); // Esc moved the focus to the arrow: back to where the person was typing
    },
    true,
  );

  // The browser's Back and Forward buttons while the entry is open, and an address typed in the
  // address bar or a bookmark (another of the editor's views: the list opened without asking, the
  // change lost), where the Navigation API can cancel them. Only those: the editor's own route
  // changes (after a save, for one), made by its script, go through.
  const navigation = (window as { navigation?: EventTarget }).navigation;
  navigation?.addEventListener('navigate', (event) => {
    const e = event as Event & { cancelable: boolean; navigationType: string; userInitiated: boolean; destination: { url: string } };
    const byPerson = e.navigationType === 'traverse' || e.userInitiated;
    // Read before a save is forgotten below: an address typed just after a save, while the saved
    // entry's Save button still looks enabled on its way out, leaves a saved entry.
    const leavingChanges = byPerson && e.cancelable && new URL(e.destination.url).hash !== location.hash && unsaved();
    // Another entry opened (or the list): a save before it no longer counts.
    if (e.navigationType === 'push') saved = false;
    if (leavingChanges && !mayLeave()) e.preventDefault();
  });
}
