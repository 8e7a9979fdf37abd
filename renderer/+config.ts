// https://vike.dev/config
import type { Config } from 'vike/types';

export default {
  // HTML-first: no onRenderClient; +client.ts only hydrates islands and adds small enhancements.
  clientRouting: false,
  passToClient: [],
  // https://vike.dev/prerender — one .html file per URL (/seo-company-ajmer → seo-company-ajmer.html).
  // scripts/build/pages-task.ts runs the pre-render after the bundle, for the pages its cache lacks
  // (partial: it checks itself that every URL of the catalogue has its file).
  prerender: { noExtraDir: true, partial: true, disableAutoRun: true },
} satisfies Config;
