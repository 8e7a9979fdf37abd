/**
 * Where the markup of a page's first screen ends: the header, then the page's first section (or a
 * post's cover, tags, title and date). The document's head holds
 * `<link rel="expect" href="#first-screen-end" blocking="render">`, so Chromium draws nothing
 * before this element is parsed. It lets rendering go as soon as the element it names is in the
 * document, not once that element's content is, so it names a marker placed after the first
 * screen: named `#main`, a page whose HTML arrived in two parts was drawn with `<main>` half
 * parsed, a call-to-action button empty and then filled, which moved the buttons beside it (a
 * layout shift). A page without the marker is drawn once it is parsed whole. Other browsers ignore
 * the link and draw as the HTML arrives.
 */
export const FIRST_SCREEN_END = 'first-screen-end';

export function FirstScreenEnd() {
  return <div id={FIRST_SCREEN_END} hidden />;
}
