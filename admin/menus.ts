/**
 * The editor's menus (Sveltia CMS, pinned 0.221.1) are drawn in a popup of the page's, away from
 * the button that opens them; the button names the popup in `aria-controls` and says it is open in
 * `aria-expanded`.
 */

/** The open menu button whose popup holds `element`, if a button opened it. */
export const openerOf = (element: Element, doc: Document = element.ownerDocument): Element | undefined =>
  [...doc.querySelectorAll('[aria-haspopup][aria-expanded="true"][aria-controls]')].find((opener) =>
    doc.getElementById(opener.getAttribute('aria-controls') ?? '')?.contains(element),
  );

/** The menu buttons above `element`: the one whose popup holds it, the one whose popup holds that button, and so on (menus open from menus a few deep at most). */
export function* openersOf(element: Element, doc: Document = element.ownerDocument): Generator<Element> {
  for (let opener = openerOf(element, doc), depth = 0; opener && depth < 4; opener = openerOf(opener, doc), depth++) yield opener;
}
