/**
 * A choice pressed before the editor listens to it.
 *
 * The editor's radio buttons (Sveltia CMS, pinned 0.221.1: a select field of five options or fewer,
 * such as a Shared section's choice of shared sections) are chosen through their group, which
 * starts listening 0.1 s after it is drawn (it says so with an `Initializing` event as it is made
 * and an `Initialized` one once it listens). A click in that time, or a Space, which clicks, ticked
 * the button as drawn but told the editor nothing: shown chosen, the entry held none (a new Shared
 * section's choice, Space pressed as soon as it had the focus: 5 runs in 12). Such a click is held
 * and given to the group once it listens.
 */

const RADIO = '[role="radio"]';
const GROUP = '[role="radiogroup"]';

export function holdEarlyChoices(doc: Document = document): void {
  /** Groups made and not listening yet, each with the click held for it, if any. */
  const starting = new WeakMap<Element, { held?: HTMLElement }>();
  doc.addEventListener('Initializing', (event) => event.target instanceof Element && event.target.matches(GROUP) && starting.set(event.target, {}), true);
  doc.addEventListener(
    'Initialized',
    (event) => {
      if (!(event.target instanceof Element)) return;
      const held = starting.get(event.target)?.held;
      starting.delete(event.target);
      // (Its listeners are added before it says so.)
      if (held?.isConnected) held.click();
    },
    true,
  );
  doc.addEventListener(
    'click',
    (event) => {
      const radio = event.target instanceof HTMLElement ? event.target.closest<HTMLElement>(RADIO) : null;
      const group = radio?.closest(GROUP);
      const state = group ? starting.get(group) : undefined;
      if (!radio || !state) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      state.held = radio;
    },
    true,
  );
}
