/**
 * A post is told every problem of its file in one run: an id another post has, with both files and a
 * free id; and, when its front matter is refused, its article's Markdown, placeholders and links.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildCatalogue, contentPaths, formatProblems } from '../../catalogue/index.ts';

const root = process.cwd();
describe('a post with an id another post has', () => {
  it('is told so with both files named, which to change, and an id that is free', () => {
    const posts = join(root, 'pages-data', 'blog');
    const guide = readFileSync(join(posts, 'local-seo-ajmer-guide.md'), 'utf8');
    const ids = readdirSync(posts)
      .filter((name) => name.endsWith('.md'))
      .map((name) => Number(/^id: (\d+)$/m.exec(readFileSync(join(posts, name), 'utf8'))![1]));
    const copy = guide.replace(/^slug: .*$/m, 'slug: clinic-maps-ajmer');
    const report = (text: string) =>
      formatProblems(buildCatalogue(contentPaths(root, { files: new Map([[join(posts, 'clinic-maps-ajmer.md'), text]]) })).problems).split('\n');
    // A copy left as it is: its text is told too, in the same file (without an earlier version, either may be the copy).
    expect(report(copy)).toEqual([
      `pages-data/blog/local-seo-ajmer-guide.md:2:5  id  6 is already used by pages-data/blog/clinic-maps-ajmer.md: give whichever post is the new one an id of its own (${Math.max(...ids) + 1} is free)`,
      'pages-data/blog/local-seo-ajmer-guide.md:4:8  title  The same title, description and article as pages-data/blog/clinic-maps-ajmer.md, word for word: search engines would find two posts alike and may show only one of them. One of the two is a copy: write its own title, description and article, or delete it',
    ]);
  });

  it('a copy is told in its own file, whichever is read first, when the earlier version had the other post', () => {
    const posts = join(root, 'pages-data', 'blog');
    const guide = readFileSync(join(posts, 'local-seo-ajmer-guide.md'), 'utf8');
    // The copy's file sorts before the post it was copied from, so it is read first.
    const copy = join(posts, 'clinic-maps-ajmer.md');
    const files = new Map([[copy, guide.replace(/^slug: .*\n/m, '')]]);
    const earlierPosts = new Set(readdirSync(posts).map((name) => `pages-data/blog/${name}`));
    expect(earlierPosts.has('pages-data/blog/local-seo-ajmer-guide.md')).toBe(true);
    const said = buildCatalogue(contentPaths(root, { files }), { earlier: { label: 'in the last commit', routes: new Map(), posts: earlierPosts } }).problems;
    expect(said.map((p) => `${p.file}:${p.line}:${p.col} ${p.field} ${p.message.replace(/\(\d+ is free\)/, '(N is free)')}`)).toEqual([
      'pages-data/blog/clinic-maps-ajmer.md:2:5 id 6 is the id of pages-data/blog/local-seo-ajmer-guide.md (its id in the last commit): give this post an id of its own (N is free)',
      "pages-data/blog/clinic-maps-ajmer.md:3:8 title The same title, description and article as pages-data/blog/local-seo-ajmer-guide.md (there in the last commit: this is the copy), word for word: search engines would find two posts alike and may show only one of them. Write this post's own title, description and article, or delete it",
    ]);
  });
});

describe('the free id', () => {
  it('is free of the ids of posts refused for other mistakes too', () => {
    const posts = join(root, 'pages-data', 'blog');
    const ids = readdirSync(posts)
      .filter((name) => name.endsWith('.md'))
      .map((name) => Number(/^id: (\d+)$/m.exec(readFileSync(join(posts, name), 'utf8'))![1]));
    const guide = readFileSync(join(posts, 'local-seo-ajmer-guide.md'), 'utf8');
    const top = Math.max(...ids) + 5;
    const files = new Map([
      [join(posts, 'clinic-maps-ajmer.md'), guide.replace(/^slug: .*\n/m, '')],
      [
        join(posts, 'zz-refused.md'),
        guide
          .replace(/^slug: .*\n/m, '')
          .replace(/^id: .*$/m, `id: ${top}`)
          .replace(/^heading: .*\n/m, ''),
      ],
    ]);
    const said = formatProblems(buildCatalogue(contentPaths(root, { files })).problems);
    expect(said).toContain(
      `6 is already used by pages-data/blog/clinic-maps-ajmer.md: give whichever post is the new one an id of its own (${top + 1} is free)`,
    );
  });
});

describe('a post whose front matter its schema refuses', () => {
  const posts = join(root, 'pages-data', 'blog');
  const file = join(posts, 'local-seo-ajmer-guide.md');
  const guide = readFileSync(file, 'utf8');
  const report = (text: string) => formatProblems(buildCatalogue(contentPaths(root, { files: new Map([[file, text]]) })).problems).split('\n');
  // A heading left out, and in the article a placeholder, a dead link, raw HTML and an image whose address has a space.
  const broken = guide
    .replace(/^heading: .*\n/m, '')
    .replace('## Understand the three kinds of search', '## Understand the three kinds of search TODO')
    .replace(
      'Most Ajmer businesses only think about the first kind.',
      'Most Ajmer businesses only think about [the first kind](/seo-compnay-ajmer). <br> ![Map](/images/blog/ajmer map.png)',
    );

  it('is still told its article’s problems in the same run, each at its line', () => {
    expect(report(broken)).toEqual([
      'pages-data/blog/local-seo-ajmer-guide.md:2:1  heading  Required: the front matter has no "heading" — Heading shown on the card and the article',
      'pages-data/blog/local-seo-ajmer-guide.md:15:41  content  "TODO" is a placeholder: write the real text before publishing (or keep the file a draft with draft: true); an example meant to show as written goes in backticks: `TODO`',
      'pages-data/blog/local-seo-ajmer-guide.md:21:57  content  Links to "/seo-compnay-ajmer", which is not a page of this site (did you mean "/seo-company-ajmer"?)',
      'pages-data/blog/local-seo-ajmer-guide.md:21:78  content  HTML (<br>) is shown as text, not run: write it in Markdown (**bold**, [link](/contact), ![photo](/images/…)), or ask for a section that shows it',
      'pages-data/blog/local-seo-ajmer-guide.md:21:90  content  "/images/blog/ajmer map.png" has a space, so this image would be shown as text: rename the file without spaces (e.g. ajmer-map.png) and write that name here',
    ]);
  });

  it('with no article under it, is told that too in the same run, as a post whose front matter is right is', () => {
    const frontMatter = guide.slice(0, guide.indexOf('---', 3) + 4);
    const lines = frontMatter.split('\n').length;
    expect(report(frontMatter.replace(/^heading: .*\n/m, ''))).toEqual([
      'pages-data/blog/local-seo-ajmer-guide.md:2:1  heading  Required: the front matter has no "heading" — Heading shown on the card and the article',
      `pages-data/blog/local-seo-ajmer-guide.md:${lines - 1}:1  content  The article has no text: write the post below the front matter's closing ---`,
    ]);
    expect(report(frontMatter)).toEqual([
      `pages-data/blog/local-seo-ajmer-guide.md:${lines}:1  content  The article has no text: write the post below the front matter's closing ---`,
    ]);
  });

  it('as a draft, is told its article’s mistakes but not its placeholders', () => {
    expect(report(broken.replace(/^id: /m, 'draft: true\nid: ')).map((l) => l.split('  ')[2]!.slice(0, 12))).toEqual([
      'Required: th',
      'Links to "/s',
      'HTML (<br>) ',
      '"/images/blo',
    ]);
  });
});

describe("a post's --- lines", () => {
  it('are read with a space left after them, which an editor does not show', () => {
    const file = join(root, 'pages-data', 'blog', 'local-seo-ajmer-guide.md');
    const guide = readFileSync(file, 'utf8');
    const closing = guide.indexOf('\n---\n');
    expect(guide.startsWith('---\n') && closing > 0).toBe(true);
    const spaced = `--- \n${guide.slice(4, closing)}\n---\t \n${guide.slice(closing + 5)}`;
    expect(buildCatalogue(contentPaths(root, { files: new Map([[file, spaced]]) })).problems).toEqual([]);
  });
});

describe('a key that is the end of a longer one', () => {
  it("is told as that key: `description` in a post is its `metaDescription` (a page's field is `description`)", () => {
    const file = join(root, 'pages-data', 'blog', 'local-seo-ajmer-guide.md');
    const guide = readFileSync(file, 'utf8');
    expect(guide).toMatch(/^metaDescription: /m);
    const line = guide.split('\n').findIndex((l) => l.startsWith('metaDescription: ')) + 1;
    const said = formatProblems(
      buildCatalogue(contentPaths(root, { files: new Map([[file, guide.replace(/^metaDescription: /m, 'description: ')]]) })).problems,
    );
    expect(said).toBe(`pages-data/blog/local-seo-ajmer-guide.md:${line}:1  description  Unknown key "description" (did you mean "metaDescription"?)`);
  });
});

describe('a call to action written where the front matter does not read it', () => {
  const file = join(root, 'pages-data', 'blog', 'local-seo-ajmer-guide.md');
  const guide = readFileSync(file, 'utf8');
  const report = (text: string) => formatProblems(buildCatalogue(contentPaths(root, { files: new Map([[file, text]]) })).problems).split('\n');
  const tagsLine = /^tags: .*\n/m;
  const withCta = (cta: string) => guide.replace(tagsLine, (tags) => `${tags}${cta}`);

  it('its keys not indented under cta: are told to be, at cta: and at each key, with its lines', () => {
    expect(report(withCta('cta:\ntext: Tell us what you teach.\nbutton:\n  label: Call us\n  href: /contact\n'))).toEqual([
      'pages-data/blog/local-seo-ajmer-guide.md:12:5  cta  Nothing is indented under cta:, and text: and button: beside it are its keys: indent them two spaces more',
      'pages-data/blog/local-seo-ajmer-guide.md:13:1  text  Unknown key "text" here: it belongs under cta; indent it two spaces more than cta:, which has nothing under it yet',
      'pages-data/blog/local-seo-ajmer-guide.md:14:1  button  Unknown key "button" here: it belongs under cta; indent it and its lines two spaces more than cta:, which has nothing under it yet',
    ]);
  });

  it('its heading: not indented under cta: is the post’s heading written twice: told at that line to indent, not to delete it', () => {
    expect(report(withCta('cta:\nheading: Ready to grow in Ajmer?\ntext: Tell us what you teach.\n'))).toEqual([
      'pages-data/blog/local-seo-ajmer-guide.md:13:1  (file)  YAML syntax: this key appears twice in the same block; if it belongs under cta: (line 12), indent it two spaces more, with the lines after it that do too; else keep one',
    ]);
    // Written twice with no empty key between: one of the two is to go.
    expect(report(guide.replace(tagsLine, (tags) => `${tags}heading: Another heading\n`))).toEqual([
      'pages-data/blog/local-seo-ajmer-guide.md:12:1  (file)  YAML syntax: this key appears twice in the same block; keep one',
    ]);
  });

  it('written at the article’s end, it is told as text of the article, once for its lines', () => {
    const atEnd = `${guide.trimEnd()}\n\ncta:\n  heading: Ready to grow in Ajmer?\n  text: Tell us what you teach.\n`;
    const line = atEnd.split('\n').indexOf('cta:') + 1;
    expect(report(atEnd)).toEqual([
      `pages-data/blog/local-seo-ajmer-guide.md:${line}:1  content  "cta:" is a key of the front matter, written after its closing --- (line 13), so readers would see it as text of the article: move it and its lines above that ---`,
    ]);
    // Its keys at the left margin too: told once, at the first.
    expect(report(atEnd.replace('  heading:', 'heading:').replace('  text:', 'text:'))).toHaveLength(1);
  });

  it('written after the closing ---, it is told as the article’s first words', () => {
    const below = guide.replace(/\n---\n/, '\n---\ncta:\n  heading: Ready to grow in Ajmer?\n  text: Tell us what you teach.\n\n');
    expect(report(below)).toEqual([
      'pages-data/blog/local-seo-ajmer-guide.md:14:1  content  "cta:" is a key of the front matter, written after its closing --- (line 13), so readers would see it as the article\'s first words: move it and its lines above that ---',
    ]);
  });
});

describe('a tag in other capitals than the other posts write it', () => {
  const blog = join(root, 'pages-data', 'blog');
  const told = (files: Record<string, string>) =>
    buildCatalogue(contentPaths(root, { files: new Map(Object.entries(files).map(([f, t]) => [join(blog, f), t])) }))
      .problems.filter((p) => p.code === 'tag-capitals')
      .map((p) => `${p.file}:${p.line}:${p.col} ${p.message}`);
  const read = (file: string) => readFileSync(join(blog, file), 'utf8');

  it('is told at the tag, with the form the other posts write; of two posts, the older one keeps its form', () => {
    // "Video" is written by two posts (ids 7 and 16); one writes "video".
    const line = (text: string) => text.split('\n').findIndex((l) => l.startsWith('tags:')) + 1;
    const lower = read('coaching-institute-admissions-ajmer.md').replace('tags: [Video,', 'tags: [video,');
    expect(told({ 'coaching-institute-admissions-ajmer.md': lower })).toEqual([
      `pages-data/blog/coaching-institute-admissions-ajmer.md:${line(lower)}:8 "video" is written "Video" by another post: write it so, as the blog shows each post's tags as written and one tag in two spellings reads as two`,
    ]);
    // As many posts each way: the older post's form (id 7's "Video") is kept, the newer told.
    const newer = read('coaching-institute-admissions-ajmer.md').replace('tags: [Video,', 'tags: [VIDEO,');
    expect(told({ 'coaching-institute-admissions-ajmer.md': newer }).map((m) => m.split(' ')[1])).toEqual(['"VIDEO"']);
    expect(told({})).toEqual([]);
  });
});
