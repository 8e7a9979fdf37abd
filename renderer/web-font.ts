/**
 * Inter without putting it on the first page's critical path.
 *
 * The first page a browser opens paints in "Inter Fallback" (a local sans-serif with Inter's
 * metrics, renderer/font-fallback.css), and Inter is not requested at all: on slow 4G its 47 KB
 * would compete with the page and its largest image, and with `font-display: optional` it would
 * rarely arrive in time to be used anyway. Once that page has loaded, warmFont() fetches Inter
 * into the browser's cache and notes it in localStorage; from the next page on, fontClassScript
 * (inline in <head>, before the first paint) sets the class that names Inter first
 * (renderer/styles.css), and the cached file is there at once. The page being read never
 * switches font. Without JavaScript, Inter is named by a <noscript> rule (renderer/document.tsx).
 */
import interUrl from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';

/** On <html>: this browser has Inter in its cache, so the stylesheet names it first. */
export const FONT_CLASS = 'inter';
/** localStorage key, set once Inter has been fetched (a flag, not a tracker: its value is "1"). */
export const FONT_FLAG = 'font:inter';

/** The inline <head> script (its hash is in the CSP, scripts/postbuild/security.ts). */
export const fontClassScript = `try{localStorage.getItem("${FONT_FLAG}")&&document.documentElement.classList.add("${FONT_CLASS}")}catch(e){}`;

/** Without JavaScript: Inter as before, with `font-display: optional` (in Tailwind's base layer). */
export const noScriptFontRule = '@layer base{:root{--font-sans:var(--font-inter)}}';

/** After the load event, when idle: fetch Inter for the next page, without using it on this one. */
export function warmFont() {
  if (document.documentElement.classList.contains(FONT_CLASS) || !('FontFace' in window)) return;
  const go = () =>
    new FontFace('Inter Variable', `url(${interUrl}) format("woff2-variations")`, { weight: '100 900', display: 'optional' }).load().then(
      () => {
        try {
          localStorage.setItem(FONT_FLAG, '1');
        } catch {}
      },
      () => {},
    );
  const idle = () => (window.requestIdleCallback ?? setTimeout)(() => void go());
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}
