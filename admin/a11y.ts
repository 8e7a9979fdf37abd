import { FIELD } from './list-markup.ts';
import { openerOf } from './menus.ts';

/**
 * What the editor's own markup (Sveltia CMS, pinned in package.json) lacks for people who use a
 * screen reader or zoom, mended in place as the editor draws its views. axe-core checks the whole
 * page in the sign-in, list and entry views at phone and desktop widths
 * (tests/e2e/admin.spec.ts), so an upgrade that changes the markup these rules expect fails there.
 *
 * - Zoom: its viewport tag sets `maximum-scale=1`, which stops pinch zoom on a phone (WCAG 1.4.4).
 * - Landmarks: the sign-in page and the entry editor have no main landmark, and the global
 *   toolbar sits outside any, so a screen reader's landmark list skips them. The view that is
 *   showing becomes `main` while the list's own `<main>` is not on screen, the toolbar's row at
 *   the top the banner, its bar at the bottom on a phone a navigation.
 * - A reference to nothing: `aria-controls` naming an element that is not in the page (the
 *   collection list on a phone, drawn only when opened) is set aside until that element is there.
 * - States a role does not have: every menu item is drawn with `aria-checked="false"` (the
 *   preferences page's six), which a plain menu item cannot carry; one that is ever checked is a
 *   `menuitemcheckbox`; in a menu a button opens (Add Section's, an item's ⋮) the mark follows
 *   the arrow keys, and is taken off. The Assets view's folder list draws a separator inside its
 *   listbox, which may hold options and groups only: the line stays, hidden from screen readers as
 *   decoration.
 * - Names: a control named with the editor's own word for a site of one language (`_default`) is
 *   named without it; a collection in the sidebar, named by its label alone, is named with the
 *   count of entries it shows after it too.
 * - Messages at boxes: the editor draws its message under each box it refused as an alert
 *   (`role=alert`, beside its own `aria-live="polite"`), so one Save sent one alert per box besides
 *   its notice. A message is polite, as its `aria-live` says (a text box names it in its
 *   `aria-errormessage`), and a Save's one alert is the editor's notice, or the dialog of a save
 *   the build's check refused (admin/check.ts).
 */

const MENDED = 'data-mended';

/** The editor's own viewport tag, without what stops zoom. */
function mendViewport(): void {
  for (const meta of document.querySelectorAll<HTMLMetaElement>('meta[name=viewport]')) {
    const parts = meta.content.split(',').map((p) => p.trim());
    const kept = parts.filter((p) => !/^(maximum-scale|user-scalable)\s*=/i.test(p));
    if (kept.length !== parts.length) meta.content = kept.join(', ');
  }
}

function setRole(element: Element | null | undefined, role: string | null): void {
  if (!element) return;
  if (role) {
    if (element.getAttribute('role') !== role) element.setAttribute('role', role);
    element.setAttribute(MENDED, '');
  } else if (element.hasAttribute(MENDED)) {
    element.setAttribute('role', 'none');
    element.removeAttribute(MENDED);
  }
}

function mendLandmarks(): void {
  const area = document.querySelector('.sui.app-shell > .outer > .main');
  if (!area) return;
  const pageRoot = area.querySelector(':scope > .page-root');
  // Signed in, the views live in .page-root; on the sign-in page, the area itself is the page.
  const view = pageRoot ?? area;
  if (view !== area) setRole(area, null);
  // The list view has its own <main> (and a <nav> for the collections); the entry editor, drawn
  // over it, and the sign-in page have none.
  const ownMain = [...view.querySelectorAll('main')].find((m) => m.checkVisibility());
  setRole(view, ownMain ? null : 'main');
  // The list's <nav> and <main> sit in a group named "Content Library", which a checker (and some
  // screen readers) read as one labelled thing outside the landmarks: it stays a group, unnamed
  // (the page's title names the view).
  const library = ownMain?.closest('[role=group][aria-label]');
  if (library && view.contains(library)) library.removeAttribute('aria-label');
  // The global toolbar: in a row at the top on a wide screen, at the bottom on a phone.
  setRole(area.querySelector(':scope > .toolbar-wrapper'), pageRoot ? 'banner' : null);
  const bottom = area.querySelector(':scope > .bottom-navigation');
  setRole(bottom, 'navigation');
  if (bottom && !bottom.hasAttribute('aria-label')) bottom.setAttribute('aria-label', 'Editor menu');
}

const SET_ASIDE = 'data-mended-controls';

function mendReferences(): void {
  const there = (ids: string) => ids.split(/\s+/).some((id) => id && document.getElementById(id));
  for (const element of document.querySelectorAll(`[${SET_ASIDE}]`)) {
    const ids = element.getAttribute(SET_ASIDE) ?? '';
    if (element.hasAttribute('aria-controls')) element.removeAttribute(SET_ASIDE);
    else if (there(ids)) {
      element.setAttribute('aria-controls', ids);
      element.removeAttribute(SET_ASIDE);
    }
  }
  // A collapsed control (aria-expanded="false") may name what it would open before it is drawn.
  for (const element of document.querySelectorAll('[aria-controls]:not([aria-expanded="false"])')) {
    const ids = element.getAttribute('aria-controls') ?? '';
    if (!there(ids)) {
      element.setAttribute(SET_ASIDE, ids);
      element.removeAttribute('aria-controls');
    }
  }
}

/** A box's message from the editor (`<field id>-error`), drawn as an alert in a field of the form. */
const MESSAGE = `${FIELD} [role=alert][id$="-error"]`;

/** A menu item's state it cannot carry, a separator inside a listbox, or a box's message drawn as an alert, mended on the element itself. */
function mendState(element: Element): void {
  // Polite, as its own aria-live says; the role would make it an alert.
  if (element.matches(MESSAGE)) element.removeAttribute('role');
  else if (element.matches('[role=menuitem][aria-checked]')) {
    // In a menu a button opens (Add Section's of types, an item's ⋮), the mark follows the arrow
    // keys: it is where they are, which the focus tells, not a state of the item.
    if (element.getAttribute('aria-checked') === 'true' && !openerOf(element)) element.setAttribute('role', 'menuitemcheckbox');
    else element.removeAttribute('aria-checked');
  } else if (element.matches('[role=listbox] [role=separator]')) {
    element.removeAttribute('role');
    element.removeAttribute('aria-orientation');
    element.setAttribute('aria-hidden', 'true');
  } else if (element.matches(INTERNAL_LOCALE)) {
    const label = element.getAttribute('aria-label') ?? '';
    const named = label.replace(/\u2068?_default\u2069? ?/g, '');
    if (named !== label) element.setAttribute('aria-label', named);
  }
}

/**
 * A name with the editor's own word for a site of one language: the Edit pane's ⋮ is named "Show
 * ⁨_default⁩ Content Options", as a screen reader read it out. Named without it.
 */
const INTERNAL_LOCALE = '[aria-label*="_default"]';

const STATES = `[role=menuitem][aria-checked], [role=listbox] [role=separator], ${MESSAGE}, ${INTERNAL_LOCALE}`;

function mendStates(root: ParentNode = document): void {
  if (root instanceof Element) mendState(root);
  for (const element of root.querySelectorAll(STATES)) mendState(element);
}

/**
 * The states are mended where they changed, before the task that changed them ends (a mutation
 * observer's callback runs then): a menu sets every item's `aria-checked` at once, a tenth of a
 * second after it is drawn, and in the frame until the next pass a checker reading the page would
 * find the items wrong (axe-core did, once, on a busy machine). A box's message, drawn as an alert,
 * is mended before it can be announced as one.
 */
function mendChangedStates(records: MutationRecord[]): void {
  for (const record of records) {
    if (record.type === 'attributes' && (record.attributeName === 'aria-checked' || record.attributeName === 'aria-label'))
      mendStates(record.target as Element);
    else for (const node of record.addedNodes) if (node instanceof Element) mendStates(node);
  }
}

/**
 * A collection in the sidebar's tree is named by its label alone, "Ajmer pages", though it shows
 * its count of entries after it, "Ajmer pages 7": named as it shows, with the count's own words,
 * "Ajmer pages 7 entries", so what is seen is what a voice command or a screen reader names.
 */
function mendCountNames(): void {
  for (const item of document.querySelectorAll('[role=treeitem]')) {
    const row = item.querySelector(':scope > .row');
    const label = row?.querySelector(':scope > .label')?.textContent?.trim();
    const count = row?.querySelector(':scope > .count');
    if (!label || !count?.textContent?.trim()) continue;
    const words = (count.getAttribute('aria-label') ?? '').replace(/[()]/g, '').trim();
    const shown = count.textContent.trim();
    const name = `${label} ${words.startsWith(shown) ? words : shown}`;
    if (item.getAttribute('aria-label') !== name) item.setAttribute('aria-label', name);
    item.removeAttribute('aria-labelledby');
  }
}

let queued = false;
function mend(): void {
  queued = false;
  mendViewport();
  mendLandmarks();
  mendReferences();
  mendStates();
  mendCountNames();
}

/** Mends the page now and after every change the editor makes to it: states at once, the rest coalesced to one pass per frame. */
export function mendEditorMarkup(): void {
  mend();
  new MutationObserver((records) => {
    mendChangedStates(records);
    if (queued) return;
    queued = true;
    requestAnimationFrame(mend);
  }).observe(document.documentElement, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['hidden', 'inert', 'aria-hidden', 'aria-controls', 'aria-expanded', 'aria-checked', 'aria-label', 'content', 'class', 'style'],
  });
}
