/**
 * The links of a post's article to addresses that may be this site's, where they stand in its
 * file: the build checks them against the site's pages (catalogue/catalogue.ts), and the browser
 * editor against the addresses it was given (admin/check.ts). Browser-safe.
 */
import { proseLines } from './markdown-lines.ts';

export interface BodyLink {
  href: string;
  line: number;
  col: number;
}

/**
 * Inline links `[text](/path)` and reference definitions `[ref]: /path` outside code blocks, and
 * the same written as full web addresses (the catalogue checks those of the site's own address).
 */
export function internalLinks(markdown: string, firstLine = 1): BodyLink[] {
  const links: BodyLink[] = [];
  proseLines(markdown).forEach((withoutCode, i) => {
    if (withoutCode === undefined) return;
    // An address ends at its ")" or at a quoted title: one with a space in it is not a link (markdownProblems tells it).
    for (const m of withoutCode.matchAll(
      /\]\(\s*<?(\/(?!\/)[^)\s>]*|https?:\/\/[^)\s>]*)>?(?=\s*\)|\s+["'(])|^\s{0,3}\[[^\]]+\]:\s*<?(\/(?!\/)[^\s>]*|https?:\/\/[^\s>]*)/g,
    )) {
      const href = (m[1] ?? m[2])!;
      links.push({ href, line: firstLine + i, col: m.index + m[0].lastIndexOf(href) + 1 });
    }
    // An address written out as text, which the article shows as a link (GFM's autolinks: https://…,
    // www.…, <https://…>): checked as one, a www. address as its https:// one. Not one inside a link's
    // brackets or address, which the pattern above reads.
    // Nor one that is a link's words (`[https://…](https://…)`, as a rich-text editor writes a pasted address): its address is the link.
    const linkTexts = [...withoutCode.matchAll(/\[([^\]]*)\](?=[([])/g)].map((t) => [t.index, t.index + t[0].length] as const);
    for (const m of withoutCode.matchAll(/(?<![\w/.@"'=\]()-])(https?:\/\/|www\.)[^\s<>()]*[^\s<>().,;:!?'"*_~]/gi)) {
      const before = withoutCode.slice(0, m.index);
      if (/\]\(\s*<?$/.test(before) || /^\s{0,3}\[[^\]]+\]:\s*<?$/.test(before)) continue;
      if (linkTexts.some(([start, end]) => m.index > start && m.index < end)) continue;
      links.push({ href: m[1]!.toLowerCase() === 'www.' ? `https://${m[0]}` : m[0], line: firstLine + i, col: m.index + 1 });
    }
  });
  return links.sort((a, b) => a.line - b.line || a.col - b.col);
}

/**
 * A link's path when it leads to this site: a path (`/seo-company-jaipur`), or the site's own full
 * address (`https://www.example.com/seo-company-jaipur`, pasted from the address bar), without a
 * query or fragment; undefined for a link to another site. `ownHost`: the site's host without www.
 */
export function sitePathOf(href: string, ownHost: string | undefined): string | undefined {
  if (href.startsWith('/') && !href.startsWith('//')) return href.replace(/[?#].*$/, '');
  if (!/^https?:\/\//i.test(href) || !URL.canParse(href)) return undefined;
  const url = new URL(href);
  return url.hostname.replace(/^www\./, '') === ownHost ? url.pathname : undefined;
}

/** A link to no page of the site, as the build and the editor tell it; `hint` in brackets after it (what may be meant). */
export const notAPageMessage = (named: string, hint?: string): string => `Links to "${named}", which is not a page of this site${hint ? ` (${hint})` : ''}`;
