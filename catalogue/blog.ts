import { basename } from 'node:path';
import type { z } from 'zod';
import { postHref } from './blog-addresses.ts';
import { EMPTY_ARTICLE, markdownProblems, markdownToSafeHtml } from './blog-markdown.ts';
import { type BodyLink, internalLinks } from './article-links.ts';
import { proseLines } from './markdown-lines.ts';
import { postFrontMatterSchema, SLUG, slugFromTitle } from './post-schema.ts';
import { displayName, listFiles, parseOnce, readContent, type Refused, validateYaml, type ContentPaths } from './content-files.ts';
import type { Problem } from './problems.ts';
import type { Picture } from './image-layouts.ts';
import { writtenPostFields } from './refused-page.ts';
import { locate, type YamlSource } from './yaml-source.ts';

export { postFrontMatterSchema };
export { markdownProblems, markdownToSafeHtml };

export type PostFrontMatter = z.output<typeof postFrontMatterSchema>;
export interface Post extends Omit<PostFrontMatter, 'slug'> {
  /** The file name without .md. */
  slug: string;
  /** Article body as sanitized HTML (its photos as <picture> once the build has converted them, catalogue/pictures.ts). */
  content: string;
  /** The article body as written (Markdown). */
  markdown: string;
  /** Line of the file where the body starts. */
  bodyLine: number;
  /** The indent of the body's first line, which `markdown` leaves out (its columns there are this many to the right). */
  bodyIndent: number;
  file: string;
  source: YamlSource;
  /** Links in the body to paths of this site, where they stand in the file (the catalogue checks them). */
  links: BodyLink[];
  /** Intrinsic size of the cover image, read from the file by the catalogue. */
  cover?: { width: number; height: number; picture?: Picture };
}

/**
 * A post whose front matter its schema refused: its article is still read for what needs no valid
 * front matter (its Markdown, placeholders and links: catalogue.ts), so that one run names every
 * problem of the file.
 */
export interface RefusedPost extends Refused {
  markdown: string;
  bodyLine: number;
  bodyIndent: number;
  links: BodyLink[];
}

/** A line that starts with a key of a post's front matter (`cta:`, `tags: […]`). */
const FRONT_MATTER_KEY = new RegExp(`^(${Object.keys(postFrontMatterSchema.shape).join('|')}):(?:\\s|$)`);

/** Blog posts are Markdown files with YAML front matter under pages-data/blog/. */
export function loadPosts(paths: ContentPaths, problems: Problem[], brokenRoutes: Set<string>, refusedPosts: RefusedPost[] = []): Post[] {
  const posts: Post[] = [];
  const files = listFiles(paths.pagesDir, '.md', paths.files);
  const names = new Set(files.map((file) => basename(file, '.md')));
  for (const file of files) {
    const name = displayName(paths, file);
    // A post left out for its own problems keeps its address for links to it (catalogue/load.ts, brokenRoutes).
    const leftOut = () => brokenRoutes.add(postHref(basename(file, '.md')));
    // Windows line ends and the mark Notepad writes at the start of "UTF-8 with BOM" are read past.
    const text = (readContent(paths, file) ?? '').replace(/^\uFEFF/, '').replace(/\r\n/g, '\n');
    // A space left after either --- (invisible in an editor) is read past.
    const closed = /^---[ \t]*\n([\s\S]*?)\n---[ \t]*(?:\n|$)([\s\S]*)$/.exec(text);
    // The front matter, and the rest from its first line on (the body's first line in the file).
    let match: { frontMatter: string; rest: string; restLine: number } | undefined = closed
      ? { frontMatter: closed[1]!, rest: closed[2]!, restLine: closed[1]!.split('\n').length + 3 }
      : undefined;
    if (!match) {
      // Opened and never closed: where it should end is after its last key, before the article.
      const opened = /^---[ \t]*\n/.test(text);
      const lines = opened ? text.split('\n').slice(1) : [];
      // Its keys, their values' lines and list items ("- Video"), to the first line of the article.
      let end = lines.findIndex((l) => !/^(?:[\w-]+:|\s|#|-(\s|$)|$)/.test(l));
      if (end < 0) end = lines.length;
      while (end > 0 && lines[end - 1]!.trim() === '') end--;
      problems.push({
        code: 'front-matter',
        file: name,
        // At its last key's line (the file's first is the opening ---).
        line: opened ? Math.max(end, 1) + 1 : 1,
        col: 1,
        field: '',
        message: opened
          ? 'The front matter has no closing --- line: write --- on a line of its own after its last key, before the article'
          : 'A blog post starts with a front matter block between two lines of ---',
      });
      leftOut();
      // The rest is checked as if the --- were there, where that end reads as front matter (not where
      // the article's first lines were taken for it: a list, which YAML refuses), so one run tells all.
      const frontMatter = lines.slice(0, end).join('\n');
      if (!opened || end === 0 || end === lines.length || parseOnce(name, frontMatter, 1).problems.length > 0) continue;
      match = { frontMatter, rest: lines.slice(end).join('\n'), restLine: end + 2 };
    }
    const unclosed = !closed;
    let refused: Refused | undefined;
    const own: Problem[] = [];
    const loaded = validateYaml(name, match.frontMatter, postFrontMatterSchema, own, 1, undefined, paths.parsed, (r) => (refused = r));
    // A key the schema does not know where the --- is missing is the article's first words ("Tip: …"):
    // that end was a guess, so nothing after it is told.
    if (unclosed && own.some((p) => p.code === 'unknown-key')) continue;
    problems.push(...own);
    const body = match.rest.trim();
    const bodyFirstLine = match.restLine;
    // The body is trimmed: its first line is after the blank lines that follow the front matter, and
    // its first column after that line's indent.
    const lead = match.rest.slice(0, match.rest.length - match.rest.trimStart().length);
    const bodyLine = bodyFirstLine + (lead.match(/\n/g)?.length ?? 0);
    const bodyIndent = lead.length - lead.lastIndexOf('\n') - 1;
    const markdownProblemsOfBody = () => {
      for (const p of bodyProblems(match.rest)) problems.push({ ...p, line: p.line + bodyFirstLine - 1, file: name, field: 'content' });
      // A key of the front matter in the article (`cta:` pasted after the closing ---, or at the
      // article's end): published as text. Told at the first of a run of such lines.
      let previous: string | undefined;
      proseLines(match.rest).forEach((line, i) => {
        const key = line === undefined ? undefined : FRONT_MATTER_KEY.exec(line)?.[1];
        const afterKey = previous !== undefined && FRONT_MATTER_KEY.test(previous);
        if (line !== undefined && line.trim() !== '') previous = line;
        if (!key || afterKey) return;
        const first = bodyFirstLine + i === bodyLine;
        problems.push({
          code: 'front-matter',
          file: name,
          line: bodyFirstLine + i,
          col: 1,
          field: 'content',
          message: `"${key}:" is a key of the front matter, written after its closing --- (line ${bodyFirstLine - 1}), so readers would see it as ${
            first ? "the article's first words" : 'text of the article'
          }: move it and its lines above that ---`,
        });
      });
    };
    // No article under the front matter (refused or not: one run tells both).
    const emptyArticle = () => problems.push({ code: 'too-few', file: name, line: bodyFirstLine, col: 1, field: 'content', message: EMPTY_ARTICLE });
    const slug = basename(file, '.md');
    // The post's address: its file name, and a slug line that names another (a refused front matter's too).
    const checkAddress = (written: string | undefined, source: YamlSource) => {
      if (!SLUG.test(slug)) {
        // The file name is the address: `Google Ads Budget.md` would publish /blog/Google Ads Budget.
        const fixed = slugFromTitle(slug);
        problems.push({
          code: 'bad-route',
          file: name,
          line: 1,
          col: 1,
          field: '',
          message: `The file name is the post's address, /blog/${slug}: name the file with lower-case English letters, digits and single hyphens${
            fixed && !/\P{ASCII}/u.test(slug) ? `, e.g. ${fixed}.md` : ', e.g. google-ads-budget-guide.md'
          }`,
        });
      }
      if (written !== undefined && written !== slug) {
        const { line, col } = locate(source, ['slug']);
        // Reported once here; the post stays in under its file name, so links to it are not reported too.
        problems.push({
          code: 'rule',
          file: name,
          line,
          col,
          field: 'slug',
          // A post copied from another keeps its slug line: that file name is taken, so renaming is no fix.
          // (A file name that is no address is told above: its slug line is not to copy it.)
          message: names.has(written)
            ? `The slug is the file name, and ${written}.md is another post: ${SLUG.test(slug) ? `write slug: ${slug} (or leave slug out)` : 'leave slug out'}`
            : `The slug is the file name: rename the file to ${written}.md${SLUG.test(slug) ? `, or write slug: ${slug}` : ''} (or leave slug out)`,
        });
      }
    };
    if (!loaded) {
      leftOut();
      if (refused) checkAddress(writtenPostFields(refused).slug, refused.source);
      if (refused && body.length > 0) {
        refusedPosts.push({ ...refused, markdown: body, bodyLine, bodyIndent, links: internalLinks(match.rest, bodyFirstLine) });
        markdownProblemsOfBody();
      } else if (refused) emptyArticle();
      continue;
    }
    if (body.length === 0) {
      emptyArticle();
      leftOut();
      continue;
    }
    checkAddress(loaded.value.slug, loaded.source);
    if (unclosed) {
      // Left out for its missing ---, and checked as a refused post is.
      refusedPosts.push({
        file: name,
        source: loaded.source,
        data: loaded.value,
        refusedAt: [],
        markdown: body,
        bodyLine,
        bodyIndent,
        links: internalLinks(match.rest, bodyFirstLine),
      });
      markdownProblemsOfBody();
      continue;
    }
    posts.push({
      ...loaded.value,
      slug,
      content: articleHtml(body),
      markdown: body,
      bodyLine,
      bodyIndent,
      file: name,
      source: loaded.source,
      links: internalLinks(match.rest, bodyFirstLine),
    });
    markdownProblemsOfBody();
  }
  return posts;
}

/** `make` of a text, kept by the text (up to 500 of them): development re-reads the posts on every request. */
function keptByText<T>(make: (text: string) => T): (text: string) => T {
  const kept = new Map<string, T>();
  return (text) => {
    let made = kept.get(text);
    if (made === undefined) {
      made = make(text);
      if (kept.size > 500) kept.clear();
      kept.set(text, made);
    }
    return made;
  };
}

/** A post's body as HTML. */
const articleHtml = keptByText((body) => markdownToSafeHtml(body));

/** A post's body's problems, with lines counted from the body's first (each problem is copied where it is used). */
const bodyProblems = keptByText((body) => markdownProblems(body));
