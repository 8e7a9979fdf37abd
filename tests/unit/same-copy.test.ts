/**
 * A page or post started as a copy of another and not rewritten: its title, description or
 * article word for word another's is told at the copy, once (catalogue/same-copy.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildCatalogue, contentPaths } from '../../catalogue/index.ts';

const root = process.cwd();
const posts = join(root, 'pages-data', 'blog');
const GUIDE = readFileSync(join(posts, 'local-seo-ajmer-guide.md'), 'utf8');
const CAREER = readFileSync(join(root, 'pages-data', 'core', 'career.yaml'), 'utf8');
const earlierPosts = new Set(readdirSync(posts).map((name) => `pages-data/blog/${name}`));

/** What the check says, a line each, for the files written over the project's. */
function said(files: Record<string, string>, earlier?: Parameters<typeof buildCatalogue>[1]) {
  return buildCatalogue(contentPaths(root, { files: new Map(Object.entries(files)) }), earlier).problems.map(
    (p) => `${p.file}:${p.line}:${p.col}  ${p.field}  ${p.code}: ${p.message}`,
  );
}

/** The Ajmer guide as a new post of its own id and address. */
const guideCopy = GUIDE.replace(/^id: 6$/m, 'id: 90').replace(/^slug: .*\n/m, '');

/** A post with the title and search description given. */
const retitle = (post: string, title: string, description: string) =>
  post.replace(/^title: .*$/m, `title: "${title}"`).replace(/^metaDescription: .*$/m, `metaDescription: "${description}"`);

describe('a post copied from another and not rewritten', () => {
  it('is told once, at its title, with everything it has of the other, and the copy named where the last commit says which it is', () => {
    // The copy's file sorts before the post it was copied from, so it is read first: the earlier version says which is new.
    const copy = join(posts, 'local-seo-ajmer-guide-2.md');
    expect(said({ [copy]: guideCopy }, { earlier: { label: 'in the last commit', routes: new Map(), posts: earlierPosts } })).toEqual([
      "pages-data/blog/local-seo-ajmer-guide-2.md:3:8  title  duplicate-copy: The same title, description and article as pages-data/blog/local-seo-ajmer-guide.md (there in the last commit: this is the copy), word for word: search engines would find two posts alike and may show only one of them. Write this post's own title, description and article, or delete it",
    ]);
    // Both committed already: the copy is the one with the newer id (new-post, and a copy's id line, take the next).
    const both = new Set([...earlierPosts, 'pages-data/blog/local-seo-ajmer-guide-2.md']);
    expect(said({ [copy]: guideCopy }, { earlier: { label: 'in the last commit', routes: new Map(), posts: both } })).toEqual([
      "pages-data/blog/local-seo-ajmer-guide-2.md:3:8  title  duplicate-copy: The same title, description and article as pages-data/blog/local-seo-ajmer-guide.md (the older, by its id: this is the copy), word for word: search engines would find two posts alike and may show only one of them. Write this post's own title, description and article, or delete it",
    ]);
  });

  it('a new title and description with the article left as it was: told at the article’s first line', () => {
    const copy = join(posts, 'pushkar-fair-guest-houses.md');
    const retitled = retitle(
      guideCopy,
      'Pushkar Fair Bookings: Local SEO for Guest Houses',
      'How Ajmer and Pushkar guest houses can be found by visitors booking for the camel fair months ahead, with a Google profile and a page for each room.',
    );
    expect(said({ [copy]: retitled })).toEqual([
      "pages-data/blog/pushkar-fair-guest-houses.md:13:1  content  duplicate-copy: The same article as pages-data/blog/local-seo-ajmer-guide.md (the older, by its id: this is the copy), word for word: search engines would find two posts alike and may show only one of them. Write this post's own article, or delete it",
    ]);
    // One word of its own, and it is another article.
    expect(said({ [copy]: retitled.replace('Local SEO in Ajmer is not', 'Local SEO for Pushkar is not') })).toEqual([]);
  });

  it('capitals and spaces make no other title; a draft copy is not told until it is published', () => {
    const copy = join(posts, 'zz-local-seo-ajmer.md');
    const shouted = retitle(
      guideCopy,
      'LOCAL SEO IN AJMER  for Coaching Institutes and Guest Houses',
      'Coaching institutes and guest houses in Ajmer: what to put on a Google profile and a website so that students and pilgrims find you before they travel.',
    ).replace('Local SEO in Ajmer is not', 'Ajmer’s local SEO is not');
    expect(said({ [copy]: shouted })).toEqual([
      "pages-data/blog/zz-local-seo-ajmer.md:3:8  title  duplicate-copy: The same title as pages-data/blog/local-seo-ajmer-guide.md (the older, by its id: this is the copy): search engines would find two posts alike and may show only one of them. Write this post's own title",
    ]);
    expect(said({ [copy]: shouted.replace(/^date: /m, 'draft: true\ndate: ') })).toEqual([]);
  });
});

describe('a page copied from another and not rewritten', () => {
  const copy = join(root, 'pages-data', 'core', 'internships.yaml');
  const moved = CAREER.replace('route: /career', 'route: /internships').replace('canonical: /career', 'canonical: /internships');

  it('is told once at its title, naming the page it has them from: this page’s to write where the last commit had the other', () => {
    const routes = new Map([['pages-data/core/career.yaml', '/career']]);
    expect(said({ [copy]: moved }, { earlier: { label: 'in the last commit', routes } })).toEqual([
      "pages-data/core/internships.yaml:5:10  meta.title  duplicate-copy: The same title, description and sections as pages-data/core/career.yaml (there in the last commit: this is the copy), word for word: search engines would find two pages alike and may show only one of them. Write this page's own title, description and sections, or delete it",
    ]);
    // Its own title and description, and the sections left as they were: told at its sections.
    const retitled = moved
      .replace(/^ {2}title: .*$/m, '  title: Internships in Digital Marketing | Jaipur | Aravali Digital')
      .replace(
        /^ {2}description: .*$/m,
        '  description: Three-month paid internships in SEO, social media and web development at our Jaipur office, with real local clients and a mentor.',
      );
    const sectionsLine = retitled.split('\n').indexOf('sections:') + 1;
    expect(said({ [copy]: retitled }, { earlier: { label: 'in the last commit', routes } })).toEqual([
      `pages-data/core/internships.yaml:${sectionsLine}:1  sections  duplicate-copy: The same sections as pages-data/core/career.yaml (there in the last commit: this is the copy), word for word: search engines would find two pages alike and may show only one of them. Write this page's own sections, or delete it`,
    ]);
  });

  it('a title of a page a post has too is told', () => {
    const title = /^ {2}title: (.*)$/m.exec(CAREER)![1]!;
    const post = join(posts, 'careers-at-the-agency.md');
    const own = retitle(
      guideCopy,
      title,
      'What a first year in SEO, social media or web development at our Jaipur office looks like: the clients, the training and the tools.',
    )
      .replace('Local SEO in Ajmer is not', 'A first job in local SEO is not')
      // Not the Ajmer guide's city tag: a post for Ajmer whose title names Jaipur would be told that first.
      .replace(/^tags: .*$/m, 'tags: [Careers]');
    expect(said({ [post]: own })).toEqual([
      'pages-data/blog/careers-at-the-agency.md:3:8  title  duplicate-copy: The same title as pages-data/core/career.yaml: search engines would find two pages alike and may show only one of them. One of the two is a copy: write its own title',
    ]);
  });

  it('another city’s page copied into a city’s folder is told its city’s name there, not again as a copy', () => {
    const seo = readFileSync(join(root, 'pages-data', 'jaipur', 'seo.yaml'), 'utf8').replace(/seo-company-jaipur/g, 'seo-company-ajmer-2');
    const lines = said({ [join(root, 'pages-data', 'ajmer', 'seo-2.yaml')]: seo });
    expect(lines.filter((l) => / {2}meta\.(title|description) {2}/.test(l)).map((l) => l.split(':').slice(0, 3).join(':'))).toEqual([
      'pages-data/ajmer/seo-2.yaml:8:25  meta.title  other-city',
      'pages-data/ajmer/seo-2.yaml:9:24  meta.description  other-city',
    ]);
    expect(lines.some((l) => l.includes('duplicate-copy'))).toBe(false);
  });
});
