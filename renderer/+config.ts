// https://vike.dev/config
import type { Config } from 'vike/types';

export default {
  // HTML-first: no onRenderClient; +client.ts only hydrates islands and adds small enhancements.
  clientRouting: false,
  passToClient: [],
  // https://vike.dev/prerender — one .html file per URL (/seo-company-ajmer → seo-company-ajmer.html).
  prerender: { noExtraDir: true, partial: false },
} satisfies Config;
