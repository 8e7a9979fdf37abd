/**
 * The headers `bench:lighthouse` serves (scripts/serve.ts reads them from the served folder's
 * `_headers`): the build's own, less any header named with `--drop-header`, so that the cost of one
 * header can be measured against the same build (Cross-Origin-Opener-Policy: same-origin makes
 * Chromium commit the page in another renderer process than the tab's blank page).
 */
import { parseHeadersFile } from '../postbuild/host-maps.ts';

/**
 * `_headers` text (Netlify/Cloudflare format) without the lines that set any of `names`
 * (case-insensitive), in every path block. A `! Name` line, which tells Cloudflare Pages to drop
 * the header a wider path set, is kept: it sets nothing.
 */
export function withoutHeaders(text: string, names: readonly string[]): string {
  const drop = new Set(names.map((n) => n.trim().toLowerCase()).filter(Boolean));
  if (drop.size === 0) return text;
  return text
    .split('\n')
    .filter((line) => {
      const set = /^\s+([A-Za-z0-9-]+):/.exec(line);
      return !(set && drop.has(set[1]!.toLowerCase()));
    })
    .join('\n');
}

/** The names in `--drop-header`'s value (`A,B`) that `text` sets nowhere: a misspelt name would measure nothing. */
export function unknownHeaders(text: string, names: readonly string[]): string[] {
  const set = new Set(parseHeadersFile(text).flatMap((rule) => rule.headers.map(([name]) => name.toLowerCase())));
  return names.filter((n) => !set.has(n.trim().toLowerCase()));
}
