import type { Wording } from './wording.ts';

/**
 * Text that must not reach visitors: the prompts the scaffolding commands write for content
 * staff to replace (new-post; new-section's example), and the usual markers of unfinished copy.
 * Allowed in drafts; on a published page or post each is a problem (`placeholder`) at its line.
 */

/** What `npm run new-post` writes, to be replaced (scripts/new-post.ts builds its template from these). */
export const NEW_POST_PROMPTS = {
  author: 'Write your name, Your Role',
  excerpt: 'Two sentences for the card on the blog listing: what the reader learns and why it matters to them.',
  alt: 'Say what the cover image shows, for people who cannot see it',
  metaDescription: 'One or two sentences for search results, 120 to 160 characters, saying what the article answers and for whom.',
  body: "Write the article here. Start with the reader's question and answer it in the first paragraph.",
  heading: 'A heading for the first part',
  link: 'Link to the service it is about, for example our [SEO services](/seo-company-jaipur).',
} as const;

/** The cover `npm run new-post` writes, a stand-in saying so (public/images/blog/cover-to-come.svg): a published post with it is told. */
export const NEW_POST_COVER = '/images/blog/cover-to-come.svg';

/** What `npm run new-section` writes into a new type's example, to be replaced. */
export const NEW_SECTION_PROMPTS = {
  description: 'One sentence about it, in the words your customers use.',
} as const;

const PROMPTS = [...Object.values(NEW_POST_PROMPTS), ...Object.values(NEW_SECTION_PROMPTS)];

/**
 * The opening of each prompt, to its first stop (". ", ": ", ", "): what is left of a prompt
 * written over after it ("Two sentences for the card on the blog listing. Parents compare…",
 * "Write the article here. Parents search…"). Fifteen characters at least, so that no short
 * phrase of real copy is taken for one.
 */
const PROMPT_OPENINGS = PROMPTS.map((prompt) => prompt.split(/[.:,](?:\s|$)/)[0]!).filter((opening, i) => opening !== PROMPTS[i] && opening.length >= 15);

/**
 * A template's slot in angle brackets: one that names what to write (a name, a city, a business,
 * "your …", "insert …"). Not any word in brackets: an SEO page writes about the <title> and the
 * <meta description> of a page, and an article shows HTML (its raw HTML is refused as such).
 */
const ANGLE_SLOT = String.raw`<(?:(?:your|insert|add|enter|write)\b[^<>\n]{0,40}|(?:city|town|area|locality|business|company|brand|client|customer|name|phone|number|email|address|service|keyword|price|offer|product|date)(?:[ _-][^<>\n]{0,30})?|[^<>\n]{0,30}[ _-](?:name|city|area|number|phone|email|address))>`;

/**
 * Markers people leave in unfinished copy: the usual words and a run of X's ("Rs. XXXX", "+91
 * XXXXX XXXXX", "98XXXXXXXX"; two standing for a figure, FIGURE_XX), a phone of zeros ("+91 00000
 * 00000", which site.config.yaml refuses as a phone), a template's slot in square brackets ("Best SEO in [City name]": words only, so
 * not an aside such as "[PDF, 2 pages]" or "[sic]", nor a Markdown link, image, reference or task
 * box) or in angle brackets ("<city name>", "<Your Business>": ANGLE_SLOT), one in double braces ("{{city}}";
 * the site texts' own {email} and the like have single braces), an instruction in parentheses
 * ("(add text here)"), and a template's e-mail address at a domain kept for examples
 * ("info@example.com": the site's own address is {email}, from the settings).
 */
const MARKERS = new RegExp(
  [
    String.raw`\b(TODO|TBD|FIXME|\d*X{3,})\b`,
    String.raw`(?:\+91[ .\u00a0-]?)?(?<!\d)0{5}[ .\u00a0-]?0{5}(?!\d)`,
    String.raw`\blorem ipsum\b`,
    String.raw`(?<![\]!])\[(?!sic\])[\p{L}][\p{L}\p{M} /-]{1,39}\](?![([:])`,
    ANGLE_SLOT,
    String.raw`\{\{[^{}\n]{1,60}\}\}`,
    String.raw`\((?:add|insert|write|put|enter)\b[^()\n]{0,40}\bhere\)`,
    String.raw`\b[\w.+-]+@example\.(?:com|org|net)\b`,
  ].join('|'),
  'iu',
);

/**
 * Two capital X's standing for a figure ("XX years", "XX+ clients", "XX%", "since 20XX", "our
 * XXth year"; a range "XX-XX lakh" is one), in capitals only: "xx" is one only before what a
 * figure counts ("xx years", "xx%", "xx lakh") or in a price ("₹xx"), and so is one X ("₹X.X lakh").
 * Not a size ("XXL", "XX-Large") nor a Roman numeral ("the XX century", "Chapter XX").
 */
const FIGURE_XX = new RegExp(
  [
    String.raw`(?<![\p{L}\p{N}])(?<!(?:[Cc]hapter|[Pp]art|[Ss]ection|[Vv]olume|[Cc]lass|[Bb]ook|[Aa]rticle)\s+)\d*XX(?:th|st|nd|rd)?(?:\s?[-–]\s?\d*XX)?(?![\p{L}\p{N}]|-\p{L}|\s+century)`,
    String.raw`(?<![\p{L}\p{N}])xx(?:\s?[-–]\s?xx)?(?=\s*(?:[+%]|(?:years?|yrs|months?|clients|customers|projects|businesses|brands|reviews|leads|calls|lakh|lacs?|crores?|thousand)\b))`,
    // A price in rupees: "₹xx", "Rs. X", "₹X.X lakh", "₹xx-xx"; and "X lakh", "X.X crore".
    String.raw`(?<=(?:₹|\b[Rr]s\.?|\bINR)\s?)(?:xx|X)(?:\.(?:xx|X))?(?:\s?[-–]\s?(?:xx|X))?(?![\p{L}\p{N}])`,
    String.raw`(?<![\p{L}\p{N}.])X(?:\.X)?(?=\s?(?:lakh|lacs?|crores?)\b)`,
  ].join('|'),
  'u',
);

/**
 * Every placeholder of `text`, in the order written: each scaffolding prompt it holds, and each
 * marker that is not part of one (an overlap is told once, as the earlier).
 */
export function placeholdersIn(text: string): { found: string; index: number; prompt: boolean }[] {
  const hits: { found: string; index: number; prompt: boolean }[] = [];
  for (const prompt of [...PROMPTS, ...PROMPT_OPENINGS])
    for (let i = text.indexOf(prompt); i >= 0; i = text.indexOf(prompt, i + prompt.length)) hits.push({ found: prompt, index: i, prompt: true });
  for (const pattern of [MARKERS, FIGURE_XX])
    for (const m of text.matchAll(new RegExp(pattern.source, `${pattern.flags}g`))) hits.push({ found: m[0], index: m.index, prompt: false });
  // At one place, a whole prompt before its opening, and a prompt before a marker.
  hits.sort((a, b) => a.index - b.index || Number(b.prompt) - Number(a.prompt) || b.found.length - a.found.length);
  let end = -1;
  return hits.filter((h) => {
    if (h.index < end) return false;
    end = h.index + h.found.length;
    return true;
  });
}

/**
 * The placeholder of `text` that its message names, as written there, and where it starts (in
 * UTF-16 units, as JavaScript counts): a scaffolding prompt if it holds one (in the order of the
 * prompts), else the first marker. Undefined when the text is finished.
 */
export function placeholderAt(text: string): { found: string; index: number; prompt: boolean } | undefined {
  const prompt = PROMPTS.find((p) => text.includes(p));
  if (prompt) return { found: prompt, index: text.indexOf(prompt), prompt: true };
  // No prompt: the first marker.
  return placeholdersIn(text)[0];
}

/** A placeholder as its message names it: quoted, a long prompt shortened. */
export const quotedPlaceholder = ({ found, prompt }: { found: string; prompt: boolean }) =>
  `"${prompt && found.length > 48 ? `${found.slice(0, 45)}…` : found}"`;

/** How a placeholder's message says to keep the entry unpublished, in the file and in the editor's form. */
export const KEEP_AS_DRAFT: Wording = { file: '(or keep the file a draft with draft: true)', form: '(or switch Draft on)' };

export const placeholderMessage = (found: string) => `${found} is a placeholder: write the real text before publishing ${KEEP_AS_DRAFT.file}`;

/** The same for the site's own texts (site.config.yaml), which every page shows. */
export const sitePlaceholderMessage = (found: string) => `${found} is a placeholder: write the real text (the site's own texts show on every page)`;

/** The same for a shared section (pages-data/_shared/), which has no draft of its own: every page that places it shows it. */
export const sharedPlaceholderMessage = (found: string) =>
  `${found} is a placeholder: write the real text (a shared section has no draft: every page that includes it shows it)`;
