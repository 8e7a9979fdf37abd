/**
 * Client side of islands (see renderer/island.tsx and renderer/hydrate-on.ts): each
 * [data-island] root loads React, its island module and hydrates when its data-hydrate says.
 * Nothing here imports React statically, so a page loads React only when an island needs it.
 *
 * With 'interaction', the first action is not lost: a click on a link or button (a tab, a
 * pagination link), an arrow/Home/End key on a tab, or a form submit that arrives before
 * React is held (default prevented) and dispatched again on the same element once the island
 * has hydrated. Typing in a field needs no replay: the fields are uncontrolled, the typed text
 * stays in the DOM through hydration. If the island cannot load, held actions are dispatched
 * anyway, so links are followed and forms post as they do without JavaScript.
 */
import type { ComponentType } from 'react';
import { type Hydrate, hydrateDefault } from '../sections/hydrate-on.ts';

type IslandModule = { Island: ComponentType<object> };
const modules = import.meta.glob<IslandModule>('../sections/*/island.tsx');

const triggers = ['pointerdown', 'focusin', 'keydown'] as const;
const heldKeys = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End']);
const activatable = 'a[href], button[type=button], [role=tab]';
const editable = 'input, textarea, select, [contenteditable]';

/**
 * Arms every island. `earlyClicks` are the clicks made before this script ran (renderer/boot.ts):
 * the last press of a tab or button in an island that hydrates on interaction wakes it and is
 * replayed, as a press made afterwards would be. (Links in them needed no script: they were followed.)
 */
export function hydrateIslands(earlyClicks: readonly Event[] = []) {
  for (const root of document.querySelectorAll<HTMLElement>('[data-island]')) {
    const when = (root.dataset.hydrate as Hydrate | undefined) ?? hydrateDefault;
    if (when === 'visible') onVisible(root, () => void hydrate(root));
    else if (when === 'idle') onIdle(() => void hydrate(root));
    else {
      const holdEarly = onInteraction(root);
      const pressed = earlyClicks
        .map((event) => (event.target as Element | null)?.closest?.(earlyPressable))
        .filter((el): el is Element => !!el && root.contains(el));
      const last = pressed.at(-1);
      if (last) holdEarly(last);
    }
  }
}

/** What an early click is replayed on: controls that do nothing until their island is live. */
const earlyPressable = 'button[type=button], [role=tab]';

function onVisible(root: HTMLElement, go: () => void) {
  if (!('IntersectionObserver' in window)) return go();
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      observer.disconnect();
      go();
    },
    { rootMargin: '200px' },
  );
  observer.observe(root);
}

function onIdle(go: () => void) {
  const idle = () => ('requestIdleCallback' in window ? requestIdleCallback(go, { timeout: 2000 }) : setTimeout(go, 200));
  if (document.readyState === 'complete') idle();
  else addEventListener('load', idle, { once: true });
}

/**
 * Loads on the first pointerdown, focusin or keydown inside the root; holds actions until hydrated.
 * Returns a function that holds a press made before this ran, to replay it on `target`.
 */
function onInteraction(root: HTMLElement): (target: Element) => void {
  const held: { target: Element; event: Event }[] = [];
  let live = false;
  let loading: Promise<boolean> | undefined;

  const start = () => {
    if (loading) return;
    for (const type of triggers) root.removeEventListener(type, start, true);
    loading = hydrate(root).then((ok) => {
      live = true;
      for (const type of ['click', 'keydown', 'submit']) root.removeEventListener(type, hold, true);
      for (const { target, event } of held.splice(0)) replay(target, event, ok);
      return ok;
    });
  };
  const hold = (event: Event) => {
    if (live) return;
    const target = event.target as Element;
    if (event.type === 'click') {
      const el = target.closest(activatable);
      const mouse = event as MouseEvent;
      if (!el || !root.contains(el) || mouse.button !== 0 || mouse.ctrlKey || mouse.metaKey || mouse.shiftKey || mouse.altKey) return;
    } else if (event.type === 'keydown') {
      if (!heldKeys.has((event as KeyboardEvent).key) || target.closest(editable)) return;
    }
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push({ target, event });
    start();
  };
  for (const type of triggers) root.addEventListener(type, start, { capture: true, passive: true });
  for (const type of ['click', 'keydown', 'submit']) root.addEventListener(type, hold, true);
  return (target) => {
    held.push({ target, event: new MouseEvent('click') });
    start();
  };
}

function replay(target: Element, event: Event, hydrated: boolean) {
  if (event.type === 'click') (target as HTMLElement).click();
  else if (event.type === 'submit') {
    const form = target as HTMLFormElement;
    const submitter = (event as SubmitEvent).submitter;
    if (hydrated) form.requestSubmit(submitter);
    else form.submit();
  } else if (hydrated) {
    const { key, code, shiftKey, ctrlKey, altKey, metaKey } = event as KeyboardEvent;
    target.dispatchEvent(new KeyboardEvent('keydown', { key, code, shiftKey, ctrlKey, altKey, metaKey, bubbles: true, cancelable: true }));
  }
}

/** Loads React and the island's module, hydrates, and resolves once React has committed (true) or failed (false). */
async function hydrate(root: HTMLElement): Promise<boolean> {
  try {
    const load = modules[`../sections/${root.dataset.island}/island.tsx`];
    if (!load) throw new Error(`No island module for "${root.dataset.island}"`);
    const [{ hydrateIsland }, { Island }] = await Promise.all([import('./hydrate-root.ts'), load()]);
    await hydrateIsland(root, Island, JSON.parse(root.dataset.props ?? '{}') as object);
    root.dataset.hydrated = '';
    return true;
  } catch (error) {
    console.error(`Island "${root.dataset.island}" could not hydrate`, error);
    return false;
  }
}
