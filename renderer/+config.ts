// https://vike.dev/config
import type { Config } from 'vike/types';

const prerenderApart = process.env.SITE_PRERENDER_APART === '1';

export default {
  // HTML-first: no onRenderClient; +client.ts only hydrates islands and adds small enhancements.
  clientRouting: false,
  passToClient: [],
  // https://vike.dev/prerender — one .html file per URL (/seo-company-ajmer → seo-company-ajmer.html).
  // Inside `npm run build` (SITE_PRERENDER_APART, set by scripts/build/pages-task.ts) the pre-render
  // runs after the bundle, for the pages the page cache lacks (partial: the build checks itself
  // that every URL of the catalogue has its file); `vike build` on its own pre-renders every page.
  prerender: { noExtraDir: true, partial: prerenderApart, disableAutoRun: prerenderApart },
} satisfies Config;
