/**
 * Asks before an entry's unsaved changes are dropped. Sveltia CMS (pinned 0.221.1) never does: its
 * back arrow ("Cancel Editing"), which Esc also clicks, leaves the entry at once, and it has no
 * `beforeunload` handler. Its Save button (the one bound to Ctrl/⌘+S) is enabled exactly while the
 * open entry differs from what was loaded, or is new: that is the signal. Probed by
 * tests/e2e/admin.spec.ts, so an upgrade that changes that markup fails there.
 */

export const UNSAVED_QUESTION = 'This entry has changes that are not saved. Leave it and lose them?';

const saveButton = () => document.querySelector<HTMLButtonElement>('button[aria-keyshortcuts$="+S"]');

// A new entry's Save is enabled before anything is typed in it: it counts as changed once something is.
let typed = false;

function unsaved(): boolean {
  const save = saveButton();
  if (!save || save.disabled || !save.checkVisibility()) return false;
  return typed || !/\/new(\?|$)/.test(location.hash);
}

// One answer serves one way out: Esc clicks the arrow, and the arrow then changes the route.
let agreedAt = Number.NEGATIVE_INFINITY;
function mayLeave(): boolean {
  if (performance.now() - agreedAt < 2000) return true;
  const ok = window.confirm(UNSAVED_QUESTION);
  if (ok) agreedAt = performance.now();
  return ok;
}

/** Asks before the open entry's unsaved changes are left: Esc, the back arrow, the browser's Back, a reload or closing the tab. */
export function guardUnsavedChanges(): void {
  // A box typed in, or a switch or a choice changed.
  for (const type of ['input', 'change'])
    document.addEventListener(
      type,
      () => {
        typed = true;
      },
      true,
    );
  window.addEventListener('hashchange', () => {
    typed = false;
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

  // The browser's Back and Forward buttons while the entry is open, where the Navigation API can
  // cancel them. Only those: the editor's own route changes (after a save, for one) go through.
  const navigation = (window as { navigation?: EventTarget }).navigation;
  navigation?.addEventListener('navigate', (event) => {
    const e = event as Event & { cancelable: boolean; navigationType: string; destination: { url: string } };
    if (e.navigationType !== 'traverse' || !e.cancelable || new URL(e.destination.url).hash === location.hash || !unsaved() || mayLeave()) return;
    e.preventDefault();
  });
}
