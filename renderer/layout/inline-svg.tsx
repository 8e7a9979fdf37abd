import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { INLINE_SVG_PATHS } from '../../catalogue/image-layouts.ts';

const cache = new Map<string, { viewBox: string; inner: string }>();

/** Reads an SVG of public/ once per build: its viewBox and what is inside its root element. */
function readSvg(src: string) {
  let svg = cache.get(src);
  if (!svg) {
    if (!INLINE_SVG_PATHS.includes(src))
      throw new Error(`${src}: only the files of INLINE_SVG_PATHS (catalogue/image-layouts.ts) are drawn inline, as the page cache hashes them`);
    const text = readFileSync(join(process.cwd(), 'public', src), 'utf8');
    const match = /^\s*<svg\b([^>]*)>([\s\S]*)<\/svg>\s*$/.exec(text);
    const viewBox = match && /\bviewBox="([^"]+)"/.exec(match[1]!)?.[1];
    if (!match || !viewBox || /\bid=/.test(match[2]!)) throw new Error(`public${src}: an inline SVG needs a viewBox on its root and no ids inside`);
    svg = { viewBox, inner: match[2]! };
    cache.set(src, svg);
  }
  return svg;
}

/**
 * A small decorative SVG of public/ written into the page instead of an <img>: the logo beside
 * the name and the chat avatar are on every first screen, and a request each (a new connection
 * on HTTP/1.1) is more than their few hundred bytes. The file stays in public/ for the JSON-LD
 * logo and anything else that links it.
 */
export function InlineSvg({ src, width, height, className }: { src: string; width: number; height: number; className?: string }) {
  const { viewBox, inner } = readSvg(src);
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox={viewBox}
      width={width}
      height={height}
      className={className}
      aria-hidden="true"
      focusable="false"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the site's own SVG file from public/, read at build time
      dangerouslySetInnerHTML={{ __html: inner }}
    />
  );
}
