/**
 * How a built page loads the site's script: after the load event and the first paint.
 *
 * `vike build` puts the client entry (renderer/+client.ts) in every page as
 * `<script type="module" async src>`, which the browser fetches and runs while the page is still
 * painting. scripts/postbuild/defer-entry.ts replaces that tag with bootScript(): a few bytes of
 * inline script that add the entry once the page has loaded and its first contentful paint has
 * been shown (paint timing), so the first paint and the largest image never share the network or
 * the main thread with it (nothing above the fold needs it: the HTML works without JavaScript). Until it runs, the boot script keeps every click
 * (window.__earlyClicks); the entry takes them with takeEarlyClicks(), so a tab pressed before
 * then still switches and a call link pressed before then is still counted.
 * `npm run dev` keeps Vike's own tag.
 */
export const EARLY_CLICKS = '__earlyClicks';

/** The inline script that replaces the entry's tag (one text on every page: one CSP hash). */
export function bootScript(entry: string): string {
  const src = JSON.stringify(entry);
  return (
    `(function(w,d){w.${EARLY_CLICKS}=[];` +
    `d.addEventListener("click",function(e){var q=w.${EARLY_CLICKS};q&&q.push(e)},true);` +
    `var done;function go(){if(done)return;done=1;var s=d.createElement("script");s.type="module";s.src=${src};d.head.appendChild(s)}` +
    // After the load event, once the first contentful paint has been reported (shown on screen);
    // without paint timing at once; with no paint within 5 s (a tab opened in the background), then.
    `function later(){var P=w.PerformanceObserver;if(!P||(P.supportedEntryTypes||[]).indexOf("paint")<0)return go();` +
    `var o=new P(function(l){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();setTimeout(go)}});` +
    `o.observe({type:"paint",buffered:true});setTimeout(go,5000)}` +
    `if(d.readyState=="complete")later();else w.addEventListener("load",later)` +
    `})(window,document)`
  );
}

/** In the entry: the clicks made before it ran, oldest first; later clicks are not kept. */
export function takeEarlyClicks(): MouseEvent[] {
  const holder = window as unknown as Record<string, MouseEvent[] | null | undefined>;
  const clicks = holder[EARLY_CLICKS] ?? [];
  holder[EARLY_CLICKS] = null;
  return clicks;
}
