/**
 * The boot script's source (see renderer/boot.ts): TypeScript, type-checked with the rest, and
 * compiled and minified by bootScript() (scripts/postbuild/defer-entry.ts) into the inline <script> that every built page carries
 * in place of Vike's entry tag. A plain script, not a module: it imports and exports nothing,
 * and the page runs it as `boot(window, document, entry, EARLY_CLICKS)`.
 */

// biome-ignore lint/correctness/noUnusedVariables: compiled into every page's inline boot script by scripts/postbuild/defer-entry.ts
function boot(w: Window, d: Document, entry: string, key: string) {
  // Until the page script takes them (and sets the list to null), every click is kept.
  const held = w as unknown as Record<string, Event[] | null>;
  held[key] = [];
  d.addEventListener('click', (event) => held[key]?.push(event), true);
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const script = d.createElement('script');
    script.type = 'module';
    script.src = entry;
    d.head.appendChild(script);
  };
  // After the load event, once the first contentful paint has been reported (shown on screen);
  // without paint timing at once; with no paint within 5 s (a tab opened in the background), then.
  const later = () => {
    const Observer = (w as Window & typeof globalThis).PerformanceObserver as typeof PerformanceObserver | undefined;
    if (!Observer || !(Observer.supportedEntryTypes ?? []).includes('paint')) return start();
    const observer = new Observer((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      setTimeout(start);
    });
    observer.observe({ type: 'paint', buffered: true });
    setTimeout(start, 5000);
  };
  if (d.readyState === 'complete') later();
  else w.addEventListener('load', later);
}
