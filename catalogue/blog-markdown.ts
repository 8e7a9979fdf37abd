import { Marked, type Tokens } from 'marked';
import { COMPUTER_PATH_MESSAGE, imagePathProblem, isComputerPath } from '../sections/fields.ts';
import { pictureHtml } from '../sections/picture.ts';
import { BLOG_COVER_LAYOUT, type Picture } from './image-layouts.ts';
import { proseLines } from './markdown-lines.ts';
import { placeholdersIn } from './placeholders.ts';
import type { Problem } from './problems.ts';
import type { Wording } from './wording.ts';
import { BULLET_SIGNS } from './yaml-source.ts';

/**
 * What a post's Markdown may hold, checked by the build and by the browser editor before saving,
 * and the HTML it becomes, in the built article and in the editor's preview (browser-safe).
 */

/** The schemes a published link may use (markdownToSafeHtml drops any other). */
export const safeUrl = (url: string) => /^(https?:\/\/|mailto:|tel:|\/(?!\/)|#)/i.test(url.trim());

/**
 * Where the editor draws a line of an article: its top-level block and, in a list, the item that
 * holds it, as a path from the list's own items inward (`[2, 1]`: the second item of the list
 * nested in the third). All from 0.
 */
export interface ArticlePlace {
  block: number;
  items?: number[];
  /**
   * The first line of the element the line is drawn in (a paragraph of several lines is one element;
   * a list's item, its nested lists' lines with it, is one).
   */
  start: number;
}

/** The lines a token's source text runs over after its first. */
const newlines = (raw: string) => raw.split('\n').length - 1;

/**
 * The item of `list` (its first line at `start`) that holds `line`, as a path, and that item's first
 * line: a line of a list nested in an item is that list's item's, a line of the item's own text
 * (before or after such a list) the item's. A blank line after an item is that item's.
 */
function itemPath(list: Tokens.List, start: number, line: number): { path: number[]; start: number } {
  let at = start;
  let found = { path: [] as number[], start };
  for (const [index, item] of list.items.entries()) {
    if (at > line) break;
    found = { path: [index], start: at };
    // The item's parts, from its first line: its text, a nested list, more text.
    let part = at;
    for (const token of item.tokens) {
      if (part > line) break;
      // Blank lines are the part's before them (a nested list's source text leaves out its last newline).
      if (token.type === 'list') {
        const inner = itemPath(token as Tokens.List, part, line);
        found = { path: [index, ...inner.path], start: inner.start };
      } else if (token.type !== 'space') found = { path: [index], start: at };
      part += newlines(token.raw);
    }
    at += newlines(item.raw);
  }
  return found;
}

/**
 * Which top-level block of the Markdown (a paragraph, heading, list, quote, code block: counted from
 * 0, blank lines between them not counted) holds `line` (the body's first is 1), and in a list which
 * of its items, at any depth; the first line of that block or item. The editor draws the
 * article one element per such block, and a list one element per item, so a problem's line is found in the form.
 */
export function placeOfLine(markdown: string, line: number): ArticlePlace {
  let start = 1;
  let block = -1;
  let first = 1;
  let item: { path: number[]; start: number } | undefined;
  for (const token of new Marked({ gfm: true, async: false }).lexer(markdown)) {
    if (start > line) break;
    if (token.type === 'space') {
      start += newlines(token.raw);
      continue;
    }
    block++;
    first = start;
    item = token.type === 'list' ? itemPath(token as Tokens.List, start, line) : undefined;
    start += newlines(token.raw);
  }
  return item === undefined ? { block: Math.max(block, 0), start: first } : { block, items: item.path, start: item.start };
}

/**
 * What the article body asks for that the site will not publish as written: raw HTML (shown as
 * text), a link with another scheme (javascript:, data:: dropped), an image from another site
 * (dropped) or an image path the site cannot show. Each at its line (the body's first is 1) and column, so
 * the editor is told instead of finding the article changed.
 */
export function markdownProblems(markdown: string): Omit<Problem, 'file' | 'field'>[] {
  const found: Omit<Problem, 'file' | 'field'>[] = [];
  // Tokens carry their source text, not their place: each is looked for from where its parent was found.
  let from = 0;
  const at = (raw: string) => {
    const index = markdown.indexOf(raw, from);
    if (index < 0) return { line: 1, col: 1 };
    from = index;
    const before = markdown.slice(0, index);
    const line = before.split('\n').length;
    return { line, col: index - before.lastIndexOf('\n') };
  };
  const marked = new Marked({ gfm: true, async: false });
  // The post's heading is the page's level 1: the article's headings go one level deeper at a time from there.
  let level = 1;
  marked.walkTokens(marked.lexer(markdown), (token) => {
    if (token.type === 'heading') {
      const depth = (token as Tokens.Heading).depth;
      const marks = (n: number) => '#'.repeat(n);
      if (depth === 1)
        found.push({
          code: 'markdown-heading',
          ...at(token.raw.trim()),
          message: "A # heading is the page's title, which the post's heading already is: start the article's headings at ##",
        });
      else if (depth > level + 1)
        found.push({
          code: 'markdown-heading',
          ...at(token.raw.trim()),
          message: `A ${marks(depth)} heading after a ${marks(level)} one skips a level, which screen readers list by level: write ${marks(level + 1)}`,
        });
      // Read on as the level it should be: one refused is not told again in the headings under it.
      level = depth === 1 ? 2 : Math.min(depth, level + 1);
    }
    if (token.type === 'link' && !/\S/.test((token as Tokens.Link).text) && !(token as Tokens.Link).tokens?.some((t) => t.type === 'image'))
      found.push({
        code: 'markdown-link-text',
        ...at(token.raw),
        message:
          'This link has no words: readers would see nothing to click, and screen readers would read out its address. Write them between the brackets, e.g. [our SEO services](/seo-company-jaipur)',
      });
    // Four spaces or a tab at a paragraph's start make it code, which a writer rarely means.
    if (token.type === 'code' && (token as Tokens.Code).codeBlockStyle === 'indented')
      found.push({
        code: 'markdown-indented',
        ...at(token.raw.trimStart().split('\n')[0]!),
        message:
          "Text that starts with four spaces or a tab is shown as code: in a box of its own, in another typeface, its lines not wrapped on a phone's screen. Take the spaces away at the start of its lines (to show code on purpose, put it between two lines of ```)",
      });
    if (token.type === 'paragraph') {
      const table = tableProblem(token.raw);
      if (table) found.push({ code: 'markdown-table', ...at(token.raw.trimStart().split('\n')[0]!), message: table });
    }
    // A closing tag is reported with its opening one.
    if (token.type === 'html' && !/^\s*<\//.test(token.raw)) {
      const tag = /<\/?([a-zA-Z][\w-]*)|<!--/.exec(token.raw)?.[0] ?? token.raw.trim().slice(0, 20);
      // A template's slot ("<city name>") is a placeholder, told as one (catalogue/copy-problems.ts), not
      // as HTML: one that nothing closes, with no other tag after it ("<address>…</address>" is HTML).
      const raw = token.raw.trim();
      const slot = placeholdersIn(raw)[0];
      const name = /^<([a-zA-Z][\w-]*)/.exec(raw)?.[1];
      if (slot?.index === 0 && !raw.slice(slot.found.length).includes('<') && !(name && new RegExp(`</${name}\\b`, 'i').test(markdown))) return;
      found.push({
        code: 'markdown-html',
        ...at(token.raw.trim()),
        message:
          tag === '<!--'
            ? 'An HTML comment would be shown to readers as text: delete it (keep notes for the team outside the post)'
            : `HTML (${tag}>) is shown as text, not run: write it in Markdown (**bold**, [link](/contact), ![photo](/images/…)), or ask for a section that shows it`,
      });
    } else if (token.type === 'link' && !safeUrl(token.href)) {
      const href = token.href.trim();
      const scheme = /^[a-z][\w+.-]*:/i.exec(href)?.[0];
      found.push({
        code: 'markdown-unsafe-link',
        ...at(token.raw),
        message: scheme
          ? `A ${scheme} link is never published: link to a page of this site (e.g. /contact) or to an https:// address`
          : href === ''
            ? 'This link has no address: write one between the brackets, e.g. [our services](/seo-company-jaipur)'
            : `A link to "${href}" is never published: a page of this site starts with /, another site with https:// (did you mean "${addressMeant(href)}"?)`,
      });
    } else if (token.type === 'image') {
      const href = token.href.trim();
      // An image's path is told at the path, where the fix is written.
      const atPath = () => {
        const place = at(token.raw);
        const i = token.raw.lastIndexOf(href);
        return i > 0 && !token.raw.slice(0, i).includes('\n') ? { line: place.line, col: place.col + i } : place;
      };
      if (isComputerPath(href)) found.push({ code: 'bad-image-path', ...atPath(), message: COMPUTER_PATH_MESSAGE });
      else if (/^(https?:)?\/\//i.test(href) || /^[a-z][\w+.-]*:/i.test(href))
        found.push({
          code: 'markdown-outside-image',
          ...at(token.raw),
          message: `An image from another site (${href.slice(0, 60)}) is not shown: save the file in public/images/blog/ and write /images/blog/<file name>`,
        });
      else {
        const message = imagePathProblem(href.replace(/[?#].*$/, ''));
        if (message) found.push({ code: 'bad-image-path', ...atPath(), message });
      }
      // Its words are all a reader who cannot see it gets, as a cover's alt is.
      if (!/\S/.test(token.text))
        found.push({
          code: 'markdown-image-alt',
          ...at(token.raw),
          message:
            "This image has no alt text: write what it shows between the brackets, e.g. ![Our team at a client's shop in C-Scheme](…), for readers who cannot see it",
        });
    }
  });
  found.push(...spacedAddresses(markdown), ...pastedLists(markdown));
  return found.sort((a, b) => a.line - b.line || a.col - b.col);
}

/** A table's line of dashes, under its first line: `| --- | :---: |`, `--- | ---`. */
const DASH_ROW = /^\s*\|?\s*:?-+:?\s*(\|\s*:?-+:?\s*)*\|?\s*$/;

const count = (n: number) => `${n} column${n === 1 ? '' : 's'}`;

/** The columns of a table's line, between its | signs (one at either end read as its edge). */
const columns = (line: string) => line.trim().replace(/^\|/, '').replace(/\|$/, '').split('|').length;

/**
 * What keeps lines meant as a table from being one (Markdown read them as a paragraph, so readers
 * would see the | signs): two lines or more, each with a | outside `code`. No line of dashes under
 * the first line, or one with another number of columns.
 */
function tableProblem(raw: string): string | undefined {
  const lines = raw.trim().split('\n');
  if (lines.length < 2 || !lines.every((line) => line.replace(/`[^`]*`/g, '').includes('|'))) return undefined;
  const first = columns(lines[0]!);
  if (DASH_ROW.test(lines[1]!) && columns(lines[1]!) !== first)
    return `This table's line of dashes has ${count(columns(lines[1]!))} and its first line ${first}, so readers would see the | signs as text: give the line of dashes one --- for each column (${Array(first).fill('| --- ').join('')}|)`;
  return `These lines look like a table, but a table needs a line of dashes under its first line, one --- for each column (${Array(first).fill('| --- ').join('')}|): without it readers would see the | signs as text`;
}

/**
 * What a link written without its scheme or leading slash most likely means: another site's
 * address ("www.google.com", "wa.me/91…"), an e-mail address, a phone number, or a page of this
 * site ("seo-company-jaipur", "../contact").
 */
function addressMeant(href: string): string {
  // A post's file (local-seo-jaipur-checklist.md): its address is /blog/ and its name.
  const post = /^(?:\.{1,2}\/)*(?:pages-data\/)?(?:blog\/)?([a-z0-9-]+)\.md$/i.exec(href)?.[1];
  if (post) return `/blog/${post.toLowerCase()}`;
  // A page saved from a browser, or another site's habit (seo-company-jaipur.html, ../contact.htm).
  const page = /^(?:\.{1,2}\/)*([a-z0-9][a-z0-9/-]*)\.html?$/i.exec(href)?.[1];
  if (page) return page.toLowerCase() === 'index' ? '/' : `/${page.toLowerCase()}`;
  if (/^[^\s/@]+@[^\s/@]+\.[a-z]{2,}$/i.test(href)) return `mailto:${href}`;
  if (/^\+?[\d\s-]{10,}$/.test(href)) return `tel:${href.replace(/[\s-]/g, '')}`;
  if (/^(www\.)?[a-z\d-]+(\.[a-z\d-]+)*\.[a-z]{2,}(\/|$)/i.test(href)) return `https://${href}`;
  return `/${href.replace(/^(\.{1,2}\/)+/, '')}`;
}

/** `[text](/a path)` or `![alt](/images/a photo.jpg)`: an address with a space, outside code (a title after it is quoted). */
const SPACED_ADDRESS = /(!?)\[[^\]\n]*\]\(\s*((?:\/(?!\/)|https?:\/\/|tel:|mailto:)[^\s()<>"']+(?: +[^\s()<>"']+)+)\s*\)/gi;

/** Where a post's article is written: below its front matter in the file, in the browser editor's Article box. */
export const WRITE_ARTICLE: Wording = { file: "below the front matter's closing ---", form: 'in the Article box' };
/** A post whose article has no text: the build leaves it out (catalogue/blog.ts), the editor's check refuses to save it. */
export const EMPTY_ARTICLE = `The article has no text: write the post ${WRITE_ARTICLE.file}`;

/** How to make pasted lines a list: in Markdown, or in the browser editor's Article box, whose toolbar makes lists. */
export const START_LIST: Wording = {
  file: 'Start each item with - and a space (or 1. and a space for a numbered one)',
  form: 'Select the lines and press Bulleted List (or Numbered List) in the toolbar of the Article box',
};
/** A list's mark pasted from a word processor: a bullet sign, or - * + 1. followed by a no-break space. */
const PASTED_BULLET = new RegExp(String.raw`^(\s*)([${BULLET_SIGNS}]|[-*+]\u00a0|\d{1,3}[.)]\u00a0)`, 'u');

/**
 * What a document pasted into the article leaves that Markdown does not read as the writer saw
 * it: lines that start with a bullet sign (•), or with - or 1. and a no-break space, which are
 * no list, so their items run on as one paragraph; a line that holds only no-break spaces, which
 * is no empty line, so the paragraphs around it run on as one. Each at its line.
 */
function pastedLists(markdown: string): Omit<Problem, 'file' | 'field'>[] {
  const found: Omit<Problem, 'file' | 'field'>[] = [];
  const written = markdown.split('\n');
  proseLines(markdown).forEach((line, i) => {
    if (line === undefined) return;
    const bullet = PASTED_BULLET.exec(line);
    if (bullet) {
      const mark = bullet[2]!;
      const sign = mark.replace('\u00a0', '');
      found.push({
        code: 'markdown-pasted-list',
        line: i + 1,
        col: bullet[1]!.length + 1,
        message: /\u00a0/.test(mark)
          ? `"${sign}" is followed by a no-break space pasted from a document, so this line is no list item and runs on with the lines around it: after ${sign} type an ordinary space`
          : `A line that starts with "${sign}" is no list item: its line runs on with the lines around it as one paragraph. ${START_LIST.file}`,
      });
    } else if (/\u00a0/.test(line) && /^[\s\u00a0]+$/.test(line) && /\S/.test(written[i - 1] ?? '') && /\S/.test(written[i + 1] ?? ''))
      found.push({
        code: 'markdown-pasted-list',
        line: i + 1,
        col: 1,
        message:
          'This line looks empty but holds a no-break space pasted from a document, so the paragraphs above and below it are shown as one: delete what is on the line',
      });
  });
  return found;
}

/**
 * Links and images whose address has a space: Markdown does not read them as a link or an image,
 * so readers would see the brackets and the address as text. Each at the address.
 */
function spacedAddresses(markdown: string): Omit<Problem, 'file' | 'field'>[] {
  const found: Omit<Problem, 'file' | 'field'>[] = [];
  proseLines(markdown).forEach((withoutCode, i) => {
    if (withoutCode === undefined) return;
    for (const m of withoutCode.matchAll(SPACED_ADDRESS)) {
      const address = m[2]!;
      const image = m[1] === '!';
      const name = address.split('/').pop()!;
      const fix = image
        ? `rename the file without spaces (e.g. ${name.replace(/ +/g, '-').toLowerCase()}) and write that name here`
        : /^tel:/i.test(address)
          ? `write the number without spaces, ${address.replace(/ +/g, '')}`
          : 'write the address without spaces';
      found.push({
        code: 'bad-format',
        line: i + 1,
        col: m.index + m[0].indexOf(address) + 1,
        message: `"${address}" has a space, so this ${image ? 'image' : 'link'} would be shown as text: ${fix}`,
      });
    }
  });
  return found;
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * Markdown → HTML that cannot carry script: raw HTML in the source is shown as text,
 * and links or images with any other scheme (javascript:, data:, …) lose their address.
 * A photo the build converted (`pictureOf` gives its copies) is written as a <picture> as wide as
 * the cover (sections/picture.ts, the markup `Img` renders too); any other image as a lazy <img>.
 */
export function markdownToSafeHtml(markdown: string, pictureOf: (src: string) => Picture | undefined = () => undefined): string {
  const marked = new Marked({ gfm: true, async: false });
  marked.use({
    renderer: {
      html(token: Tokens.HTML | Tokens.Tag) {
        return escapeHtml(token.text);
      },
      link(this: { parser: { parseInline(tokens: Tokens.Generic[]): string } }, token: Tokens.Link) {
        const label = this.parser.parseInline(token.tokens);
        if (!safeUrl(token.href)) return label;
        const external = /^https?:\/\//i.test(token.href);
        const title = token.title ? ` title="${escapeHtml(token.title)}"` : '';
        return `<a href="${escapeHtml(token.href)}"${title}${external ? ' rel="noopener noreferrer"' : ''}>${label}</a>`;
      },
      image(token: Tokens.Image) {
        if (!token.href.startsWith('/images/')) return escapeHtml(token.text);
        const picture = pictureOf(token.href);
        if (picture) return pictureHtml(picture, token.text, BLOG_COVER_LAYOUT.sizes);
        return `<img src="${escapeHtml(token.href)}" alt="${escapeHtml(token.text)}" loading="lazy" decoding="async">`;
      },
    },
  });
  return marked.parse(markdown) as string;
}
