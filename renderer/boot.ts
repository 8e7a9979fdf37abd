/**
 * How a built page loads the site's script: after the load event and the first paint.
 *
 * `vike build` puts the client entry (renderer/+client.ts) in every page as
 * `<script type="module" async src>`, which the browser fetches and runs while the page is still
 * painting. scripts/postbuild/defer-entry.ts replaces that tag with a few bytes of inline script
 * (renderer/boot-inline.ts, compiled by bootScript() there) that add the entry once the page has
 * loaded and its first contentful paint has been shown (paint timing), so the first paint and the
 * largest image never share the network or the main thread with it (nothing above the fold needs
 * it: the HTML works without JavaScript). Until it runs, the boot script keeps every click
 * (window.__earlyClicks); the entry takes them with takeEarlyClicks(), so a tab pressed before
 * then still switches and a call link pressed before then is still counted.
 * `npm run dev` keeps Vike's own tag.
 */
export const EARLY_CLICKS = '__earlyClicks';

/** In the entry: the clicks made before it ran, oldest first; later clicks are not kept. */
export function takeEarlyClicks(): MouseEvent[] {
  const holder = window as unknown as Record<string, MouseEvent[] | null | undefined>;
  const clicks = holder[EARLY_CLICKS] ?? [];
  holder[EARLY_CLICKS] = null;
  return clicks;
}
