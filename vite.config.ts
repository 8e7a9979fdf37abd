import { readFileSync } from 'node:fs';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import vike from 'vike/plugin';
import { defineConfig } from 'vite';
import { parse } from 'yaml';
import { analyticsClient, analyticsSchema } from './catalogue/analytics.ts';
import { blogData } from './renderer/blog/vite-plugin.ts';
import { contentReload } from './renderer/dev/content-reload.ts';
import { adminInDev } from './scripts/build/admin-dev.ts';
import { imagePipeline } from './scripts/images/vite-plugin.ts';
import { outDir } from './scripts/paths.ts';

// Vite 8 parses every file this config imports, each time it loads it, to warn about what its
// `configLoader: 'native'` would not support; Vike loads the config five or six times in one build,
// and this project uses the default loader. From the second load on the check is skipped: a
// `vike build` of the site took 7.1 s instead of 7.9 (medians of three, 2 cores), the same files.
process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING ??= 'true';

/**
 * The analytics provider is fixed at build time: the client code reads it from these constants,
 * so with provider none (or a cookieless one) the other providers' code is dropped from the bundle.
 * A config that does not parse gives none here; the validate step has already reported it.
 */
function analyticsDefine() {
  const raw = parse(readFileSync(process.env.SITE_CONFIG ?? 'site.config.yaml', 'utf8')) as { analytics?: unknown; baseUrl?: string } | null;
  const parsed = analyticsSchema.safeParse(raw?.analytics);
  const client = analyticsClient(parsed.success ? parsed.data : analyticsSchema.parse(undefined), raw?.baseUrl ?? 'https://www.example.com');
  return {
    __ANALYTICS_PROVIDER__: JSON.stringify(client.provider),
    __ANALYTICS_ENDPOINT__: JSON.stringify(client.endpoint),
    __ANALYTICS_ID__: JSON.stringify(client.id),
  };
}

export default defineConfig({
  plugins: [react(), vike(), tailwindcss(), blogData(), contentReload(), imagePipeline(), adminInDev()],
  define: analyticsDefine(),
  // Vite's table of gzip sizes is left out: it compresses every file once more (scripts/compress.ts makes the real copies).
  build: { outDir: outDir(), reportCompressedSize: false },
});
