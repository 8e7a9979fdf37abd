import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { internalLinks } from '../../catalogue/article-links.ts';
import { markdownToSafeHtml } from '../../catalogue/blog.ts';
import { markdownProblems, placeOfLine } from '../../catalogue/blog-markdown.ts';
import { buildCatalogue, contentPaths, formatProblems, type Catalogue } from '../../catalogue/index.ts';
import { blogCardsJson, blogsJson } from '../../renderer/blog/data.ts';
import { shareLinks } from '../../renderer/blog/share.ts';
import { resolveUrl } from '../../renderer/resolve.ts';
import { catalogueUrls } from '../../renderer/urls.ts';

const fixtures = join(import.meta.dirname, '..', 'fixtures');

function check(folder: string) {
  return buildCatalogue(
    contentPaths(process.cwd(), {
      siteFile: join(fixtures, 'site', 'site.config.yaml'),
      pagesDir: join(fixtures, 'blog', folder),
      publicDir: join(fixtures, 'site', 'public'),
    }),
  );
}

describe('article HTML is sanitized at build time', () => {
  const html = (markdown: string) => markdownToSafeHtml(markdown);
  /** No element may carry script: no script element, no on… attribute, no javascript:/data: address. */
  const expectInert = (out: string) => {
    expect(out).not.toMatch(/<script/i);
    // Attribute names of every tag, once the quoted values are taken out.
    const names = (out.match(/<[a-z][^>]*>/gi) ?? []).flatMap((tag) =>
      tag
        .replace(/="[^"]*"/g, '')
        .split(/\s+/)
        .slice(1),
    );
    expect(names.filter((n) => /^on/i.test(n))).toEqual([]);
    expect(out).not.toMatch(/(href|src)="\s*(javascript|data|vbscript):/i);
  };

  it('shows raw HTML as text, block and inline', () => {
    const out = html(
      '<script>alert(1)</script>\n\nHello <img src=x onerror="alert(1)"> and <a href="javascript:alert(1)">me</a>.\n\n<iframe src="https://evil.example"></iframe>',
    );
    expectInert(out);
    expect(out).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(out).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;');
    expect(out).not.toMatch(/<iframe/);
  });

  it('drops the address of links with any other scheme, however it is written', () => {
    for (const href of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' javascript:alert(1)',
      'java&#x73;cript:alert(1)',
      'data:text/html,<b>x</b>',
      'vbscript:msgbox(1)',
      '//evil.example/x',
      'relative/page',
    ]) {
      const out = html(`Read [this](${href}) now.`);
      expectInert(out);
      expect(out).not.toContain('<a');
      expect(out).toContain('this');
    }
    expectInert(html('An autolink <javascript:alert(1)> here.'));
  });

  it('keeps http(s), mailto, tel, site paths and anchors; external links get rel=noopener', () => {
    expect(html('[a](https://example.com/x)')).toContain('<a href="https://example.com/x" rel="noopener noreferrer">a</a>');
    expect(html('[b](mailto:hello@example.com)')).toContain('<a href="mailto:hello@example.com">b</a>');
    expect(html('[c](tel:+919876543210)')).toContain('<a href="tel:+919876543210">c</a>');
    expect(html('[d](/seo-company-jaipur)')).toContain('<a href="/seo-company-jaipur">d</a>');
    expect(html('[e](#week-1)')).toContain('<a href="#week-1">e</a>');
  });

  it('cannot break out of an attribute through a title or an address', () => {
    const out = html('[x](/a "t\\" onmouseover=\\"alert(1)") and [y](</b" onclick="alert(1)>)');
    expectInert(out);
  });

  it('keeps only images stored on the site', () => {
    expect(html('![chart](/images/blog/chart.svg)')).toContain('<img src="/images/blog/chart.svg" alt="chart" loading="lazy" decoding="async">');
    const out = html('![x](https://tracker.example/pixel.gif) ![y](javascript:alert(1))');
    expectInert(out);
    expect(out).not.toContain('<img');
  });
});

describe('internal links in an article body', () => {
  it('are found with their line and column, outside code', () => {
    const body =
      'Intro [home](/) text.\n\n```\n[no](/in-fence)\n```\nSee `[no](/in-code)` and [seo](/seo-company-jaipur#faq).\n\n[ref]: /contact\n![img](/images/a.svg)\n[out](https://example.com)';
    expect(internalLinks(body, 10)).toEqual([
      { href: '/', line: 10, col: 14 },
      { href: '/seo-company-jaipur#faq', line: 15, col: 32 },
      { href: '/contact', line: 17, col: 8 },
      { href: '/images/a.svg', line: 18, col: 8 },
      // A full web address is found too: the catalogue checks those of the site's own address.
      { href: 'https://example.com', line: 19, col: 7 },
    ]);
    // So is one written out as text, which the article shows as a link: https://…, www.… (as its https:// address), <https://…>; not in code.
    expect(
      internalLinks(
        'See https://www.example.com/seo-jaipur, or www.example.com/seo-company-jaipur. <https://www.example.com/blog> `https://www.example.com/no`',
        3,
      ),
    ).toEqual([
      { href: 'https://www.example.com/seo-jaipur', line: 3, col: 5 },
      { href: 'https://www.example.com/seo-company-jaipur', line: 3, col: 44 },
      { href: 'https://www.example.com/blog', line: 3, col: 81 },
    ]);
  });
});

describe("an article's link without its leading slash, and a template's slot in angle brackets", () => {
  it('the link is told the address it means; the slot is left to the placeholder check, not told as HTML too', () => {
    const body = 'Best dentist in <city name>.\n\n<city name> clinics\n\nSee [services](seo-company-jaipur), [us](./contact) and <span>this</span>';
    expect(markdownProblems(body).map(({ code, line, col, message }) => `${line}:${col} ${code} ${message.split(':')[0]}`)).toEqual([
      '5:5 markdown-unsafe-link A link to "seo-company-jaipur" is never published',
      '5:37 markdown-unsafe-link A link to "./contact" is never published',
      '5:57 markdown-html HTML (<span>) is shown as text, not run',
    ]);
    expect(markdownProblems(body)[0]!.message).toContain('(did you mean "/seo-company-jaipur"?)');
    // Another site, an e-mail address, a phone, a page a folder up, no address at all: each its own fix.
    const meant = (link: string) => /did you mean "([^"]+)"|has no address/.exec(markdownProblems(`[a](${link})`)[0]?.message ?? '')?.[1] ?? 'none';
    expect(
      ['www.google.com', 'wa.me/919876543210', 'hello@aravali.in', '98765-43210', '../contact', 'seo-company-jaipur.html', '../Contact.htm', 'index.html'].map(
        meant,
      ),
    ).toEqual([
      'https://www.google.com',
      'https://wa.me/919876543210',
      'mailto:hello@aravali.in',
      'tel:9876543210',
      '/contact',
      // A page's file as a browser saves it is the page's address, not another site.
      '/seo-company-jaipur',
      '/contact',
      '/',
    ]);
    // HTML that starts with a slot's word is still HTML: closed, or with another tag after it.
    expect(markdownProblems('Visit <address>Plot 5, C-Scheme</address> today.').map((p) => p.code)).toEqual(['markdown-html']);
    expect(markdownProblems('<your name>\n<script>alert(1)</script>').map((p) => p.code)).toEqual(['markdown-html']);
    expect(markdownProblems('[a]()')[0]!.message).toBe('This link has no address: write one between the brackets, e.g. [our services](/seo-company-jaipur)');
  });
});

describe("an article's headings and links without words", () => {
  it("a # heading (the page has the post's) and a level skipped are told at the heading; a link without words at the link", () => {
    const body = [
      'Intro.',
      '',
      '# 2. Keep going',
      '',
      'Text [](/seo-company-jaipur), [ ](/contact), [![A map](/images/blog/map.svg)](/contact) and [our services](/contact).',
      '',
      '## A part',
      '',
      '#### Too deep',
      '',
      '### Under it',
      '',
      '#### One deeper',
      '',
      '## Back up',
    ].join('\n');
    expect(markdownProblems(body).map(({ code, line, col, message }) => `${line}:${col} ${code} ${message.split(':')[0]}`)).toEqual([
      "3:1 markdown-heading A # heading is the page's title, which the post's heading already is",
      '5:6 markdown-link-text This link has no words',
      '5:31 markdown-link-text This link has no words',
      '9:1 markdown-heading A #### heading after a ## one skips a level, which screen readers list by level',
    ]);
    expect(markdownProblems(body).find((p) => p.line === 9)!.message).toMatch(/: write ###$/);
    // An article that starts at ### skips ##.
    expect(markdownProblems('### Straight to a detail').map((p) => p.message)).toEqual([
      'A ### heading after a # one skips a level, which screen readers list by level: write ##',
    ]);
  });
});

describe('an article paragraph indented into code, and lines meant as a table', () => {
  const told = (body: string) => markdownProblems(body).map(({ code, line, col, message }) => `${line}:${col} ${code} ${message.split(':')[0]}`);

  it('a paragraph starting with four spaces or a tab is told at its text; a fenced block and an indented list item are not', () => {
    const body = [
      'Intro.',
      '',
      '    Pasted from a letter',
      '    on two lines.',
      '',
      '- a list',
      '  item',
      '',
      '```',
      'fenced code',
      '```',
      '',
      '\tA tabbed one.',
    ].join('\n');
    expect(told(body)).toEqual([
      '3:5 markdown-indented Text that starts with four spaces or a tab is shown as code',
      '13:2 markdown-indented Text that starts with four spaces or a tab is shown as code',
    ]);
    expect(markdownProblems(body)[0]!.message).toMatch(
      /Take the spaces away at the start of its lines \(to show code on purpose, put it between two lines of ```\)$/,
    );
  });

  it('lines with | signs and no line of dashes, or one of another width, are told with the line to write; a table and a | in prose are not', () => {
    const body = [
      '| Month | What happens |',
      '| 1 | Audit |',
      '',
      'Plan | Price | Calls',
      '---|---',
      'Basic | 5000 | 10',
      '',
      '| Month | What happens |',
      '| --- | :---: |',
      '| 1 | Audit |',
      '',
      'Either `a | b` or',
      'the other.',
      '',
      'One line | with a sign.',
    ].join('\n');
    expect(markdownProblems(body).map(({ line, col, code, message }) => `${line}:${col} ${code} ${message}`)).toEqual([
      '1:1 markdown-table These lines look like a table, but a table needs a line of dashes under its first line, one --- for each column (| --- | --- |): without it readers would see the | signs as text',
      "4:1 markdown-table This table's line of dashes has 2 columns and its first line 3, so readers would see the | signs as text: give the line of dashes one --- for each column (| --- | --- | --- |)",
    ]);
  });
});

describe('an image in an article without alt text', () => {
  it('is told at the image, with what to write; one with words is not', () => {
    const body = 'Our team:\n\n![](/images/blog/team.jpg)\n\nAnd ![ ](/images/blog/shop.jpg) and ![The shop](/images/blog/shop.jpg).';
    expect(markdownProblems(body).map(({ code, line, col }) => `${line}:${col} ${code}`)).toEqual(['3:1 markdown-image-alt', '5:5 markdown-image-alt']);
    expect(markdownProblems(body)[0]!.message).toBe(
      "This image has no alt text: write what it shows between the brackets, e.g. ![Our team at a client's shop in C-Scheme](…), for readers who cannot see it",
    );
  });
});

describe('a list pasted from a document into an article', () => {
  it('bullet signs, and - or 1. with a no-break space, are told at each line; a line of no-break spaces between paragraphs too; not in code', () => {
    const body = [
      'Why Reels:',
      '',
      '• Your best-selling dish',
      '▪ The view',
      '',
      '-\u00a0One',
      '2.\u00a0Two',
      'Above',
      '\u00a0 ',
      'Below',
      '',
      '```',
      '• code',
      '```',
      '- A real item',
    ].join('\n');
    expect(markdownProblems(body).map(({ code, line, col, message }) => `${line}:${col} ${code} ${message}`)).toEqual([
      '3:1 markdown-pasted-list A line that starts with "•" is no list item: its line runs on with the lines around it as one paragraph. Start each item with - and a space (or 1. and a space for a numbered one)',
      '4:1 markdown-pasted-list A line that starts with "▪" is no list item: its line runs on with the lines around it as one paragraph. Start each item with - and a space (or 1. and a space for a numbered one)',
      '6:1 markdown-pasted-list "-" is followed by a no-break space pasted from a document, so this line is no list item and runs on with the lines around it: after - type an ordinary space',
      '7:1 markdown-pasted-list "2." is followed by a no-break space pasted from a document, so this line is no list item and runs on with the lines around it: after 2. type an ordinary space',
      '9:1 markdown-pasted-list This line looks empty but holds a no-break space pasted from a document, so the paragraphs above and below it are shown as one: delete what is on the line',
    ]);
  });
});

describe('an address with a space in an article', () => {
  it('is told at the address, image or link, with what to write; it is not taken for a link to what comes before the space', () => {
    const body = 'Our team:\n\n![Team](/images/blog/team photo.jpg)\n\nSee [our page](/seo company jaipur) and [the guide](/blog "A guide").\n\n`[code](/a b)`';
    expect(markdownProblems(body)).toEqual([
      {
        code: 'bad-format',
        line: 3,
        col: 9,
        message:
          '"/images/blog/team photo.jpg" has a space, so this image would be shown as text: rename the file without spaces (e.g. team-photo.jpg) and write that name here',
      },
      {
        code: 'bad-format',
        line: 5,
        col: 16,
        message: '"/seo company jaipur" has a space, so this link would be shown as text: write the address without spaces',
      },
    ]);
    // A phone or e-mail link the same, the phone with the number to write; a photo's suggested name in small letters.
    expect(
      markdownProblems('Call [us](tel:+91 98765 43210) or [mail](mailto:hello @aravali.in). ![Cafe](/images/blog/Ajmer Cafe.JPG)').map(
        (p) => p.message.split(': ')[1],
      ),
    ).toEqual([
      'write the number without spaces, tel:+919876543210',
      'write the address without spaces',
      'rename the file without spaces (e.g. ajmer-cafe.jpg) and write that name here',
    ]);
    // The link with a title is one; the address with a space is not, so it is not reported as a dead link to "/seo".
    expect(internalLinks(body).map((l) => l.href)).toEqual(['/blog']);
  });
});

describe('blog content checks', () => {
  it('reports reserved slugs, dead links, missing images, raw HTML, unsafe links, outside images and HEIC photos in bodies, and a blog list outside /blog', () => {
    expect(formatProblems(check('broken').problems)).toMatchInlineSnapshot(`
      "tests/fixtures/blog/broken/blog/dead-links.md:16:20  content  Links to "/seo-compnay-jaipur", which is not a page of this site
      tests/fixtures/blog/broken/blog/dead-links.md:17:32  content  Image "/images/missing-chart.svg" not found: put the file in public/images/missing-chart.svg
      tests/fixtures/blog/broken/blog/dead-links.md:21:8  content  Links to "/also-missing", which is not a page of this site
      tests/fixtures/blog/broken/blog/dead-links.md:23:45  content  Links to "https://www.example.com/seo-compnay-jaipur?utm_source=x", which is not a page of this site
      tests/fixtures/blog/broken/blog/page.md:3:7  slug  "page" is reserved for the blog's own pages: choose a slug that describes the article
      tests/fixtures/blog/broken/blog/unpublishable.md:16:1  content  HTML (<iframe>) is shown as text, not run: write it in Markdown (**bold**, [link](/contact), ![photo](/images/…)), or ask for a section that shows it
      tests/fixtures/blog/broken/blog/unpublishable.md:18:7  content  A javascript: link is never published: link to a page of this site (e.g. /contact) or to an https:// address
      tests/fixtures/blog/broken/blog/unpublishable.md:18:41  content  HTML (<span>) is shown as text, not run: write it in Markdown (**bold**, [link](/contact), ![photo](/images/…)), or ask for a section that shows it
      tests/fixtures/blog/broken/blog/unpublishable.md:20:1  content  An image from another site (https://upload.example.org/hawa-mahal.jpg) is not shown: save the file in public/images/blog/ and write /images/blog/<file name>
      tests/fixtures/blog/broken/blog/unpublishable.md:22:15  content  iPhone photos (HEIC): export as JPEG or turn on Most Compatible (iPhone Settings → Camera → Formats), then use the .jpg file
      tests/fixtures/blog/broken/blog/unpublishable.md:24:1  content  An HTML comment would be shown to readers as text: delete it (keep notes for the team outside the post)
      tests/fixtures/blog/broken/home.yaml:8:11  sections[0] (blog-list) › type  The blog-list section shows the blog's pages and belongs on /blog only"
    `);
  });
});

describe('blog pages and data files', () => {
  const { catalogue, problems } = check('valid');
  it('loads the fixture blog', () => {
    expect(problems).toEqual([]);
    expect(catalogue?.posts).toHaveLength(8);
  });
  const cat = catalogue as Catalogue;

  it('pre-renders the listing pages from 2 on, every article and blog/404', () => {
    const urls = catalogueUrls(cat);
    expect(urls).toContain('/blog');
    expect(urls).toContain('/blog/page/2');
    expect(urls).not.toContain('/blog/page/1');
    expect(urls).not.toContain('/blog/page/3');
    for (const post of cat.posts) expect(urls).toContain(`/blog/${post.slug}`);
    expect(urls).toContain('/blog/404');
  });

  it('resolves listing pages with the page number, its title and its own canonical', () => {
    const first = resolveUrl(cat, '/blog');
    const second = resolveUrl(cat, '/blog/page/2/');
    expect(first?.kind).toBe('blog-listing');
    expect(first?.kind === 'blog-listing' && first.listing.page).toBe(1);
    expect(first?.kind === 'blog-listing' && first.meta.canonical).toBe('/blog');
    expect(second?.kind === 'blog-listing' && second.listing.page).toBe(2);
    expect(second?.kind === 'blog-listing' && second.meta).toMatchObject({
      canonical: '/blog/page/2',
      title: 'Fixture blog listing for the blog tests – Page 2',
    });
    expect(second?.kind === 'blog-listing' && second.listing.posts.map((p) => p.id)).toEqual([8, 7, 6, 5, 4, 3, 2, 1]);
    for (const path of ['/blog/page/1', '/blog/page/3', '/blog/no-such-post', '/blog/404']) expect(resolveUrl(cat, path)?.kind).toBe('blog-not-found');
  });

  it("resolves an article with its metadata, related posts and the listing's closing call to action", () => {
    const data = resolveUrl(cat, '/blog/local-seo-malviya-nagar-clinics');
    if (data?.kind !== 'blog-post') throw new Error('expected an article');
    expect(data.meta).toMatchObject({
      title: 'Local SEO for clinics in Malviya Nagar',
      canonical: '/blog/local-seo-malviya-nagar-clinics',
      social: { type: 'article' },
      keywords: ['Local SEO', 'Jaipur'],
    });
    expect(data.related.map((p) => p.slug)).toEqual(['seo-timeline-honest-answer', 'website-cost-for-showrooms', 'gbp-photos-that-get-calls']);
    expect(data.post.image).toEqual({ src: '/images/logo.svg', alt: 'The fixture logo', width: 64, height: 64 });
    expect(data.cta?.heading).toBe('Ready to grow?');
  });

  it('/blogs.json has every field with HTML content, newest first; the cards have no body', () => {
    const posts = blogsJson(cat);
    expect(posts.map((p) => p.id)).toEqual([8, 7, 6, 5, 4, 3, 2, 1]);
    expect(Object.keys(posts[0]!)).toEqual([
      'id',
      'slug',
      'title',
      'heading',
      'date',
      'author',
      'excerpt',
      'image',
      'alt',
      'tags',
      'metaDescription',
      'content',
    ]);
    expect(posts[0]!.content).toContain('<h2>Where to start</h2>');
    const cards = blogCardsJson(cat);
    expect(cards.map((c) => c.slug)).toEqual(posts.map((p) => p.slug));
    expect(JSON.stringify(cards)).not.toContain('Where to start');
  });
});

describe('share links', () => {
  it('carry the encoded address, and the title for Twitter', () => {
    const links = shareLinks('https://www.example.com/blog/a-b', 'SEO & ads: 3–6 months?');
    expect(links.map((l) => l.href)).toEqual([
      'https://twitter.com/intent/tweet?url=https%3A%2F%2Fwww.example.com%2Fblog%2Fa-b&text=SEO%20%26%20ads%3A%203%E2%80%936%20months%3F',
      'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fwww.example.com%2Fblog%2Fa-b',
      'https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Fwww.example.com%2Fblog%2Fa-b',
    ]);
  });
});

describe('placeOfLine: the block of an article that holds a line, and its list item, as the editor draws one element per block and per item', () => {
  const blockAt = (markdown: string, line: number) => placeOfLine(markdown, line).block;
  it('counts paragraphs and headings, not the blank lines between them; a blank line belongs to the block before it', () => {
    const markdown = 'First.\n\nSecond\nstill second.\n\n## A heading\n\nTODO third.\n';
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((line) => blockAt(markdown, line))).toEqual([0, 0, 1, 1, 1, 2, 2, 3]);
  });
  it('takes a list, a code block with blank lines in it and a heading with its text on the next line as the editor does', () => {
    const markdown = '- one\n- two\n- three\n\n```\ncode\n\nmore code\n```\n\n## Heading\nIts text.\n';
    // The list (lines 1–3), the code block (5–9), the heading (11), its paragraph (12).
    expect([3, 5, 8, 9, 11, 12].map((line) => blockAt(markdown, line))).toEqual([0, 1, 1, 1, 2, 3]);
  });
  it("in a list, the item that holds the line: an item's second line is the item's, a blank line the item's before it", () => {
    const markdown = 'Intro.\n\n- one\n- two\n  continued\n- three\n  - nested a\n  - nested b\n- four\n\n1. a\n\n2. b\n3. c\n\nAfter.\n';
    const lines = Array.from({ length: 17 }, (_, i) => i + 1);
    expect(lines.map((line) => placeOfLine(markdown, line))).toEqual([
      { block: 0, start: 1 }, // Intro.
      { block: 0, start: 1 },
      { block: 1, items: [0], start: 3 }, // - one
      { block: 1, items: [1], start: 4 }, // - two
      { block: 1, items: [1], start: 4 }, //   continued: the item's second line
      { block: 1, items: [2], start: 6 }, // - three
      { block: 1, items: [2, 0], start: 7 }, //   - nested a
      { block: 1, items: [2, 1], start: 8 }, //   - nested b
      { block: 1, items: [3], start: 9 }, // - four
      { block: 1, items: [3], start: 9 }, // the blank line after the list: its last item's
      { block: 2, items: [0], start: 11 }, // 1. a
      { block: 2, items: [0], start: 11 }, // the blank line in the loose list
      { block: 2, items: [1], start: 13 }, // 2. b
      { block: 2, items: [2], start: 14 }, // 3. c
      { block: 2, items: [2], start: 14 },
      { block: 3, start: 16 }, // After.
      { block: 3, start: 16 },
    ]);
  });
  it('in a nested list, its item at any depth, the parent item where its own text goes on after the nested list', () => {
    const markdown = '- one\n  - one a\n    - one a i\n    - one a ii\n  - one b\n\n  more of one\n- two\n';
    // Each line's item, and the item's first line (where the editor counts a placeholder's place from).
    expect(Array.from({ length: 8 }, (_, i) => placeOfLine(markdown, i + 1)).map(({ items, start }) => [items, start])).toEqual([
      [[0], 1], // - one
      [[0, 0], 2], //   - one a
      [[0, 0, 0], 3], //     - one a i
      [[0, 0, 1], 4], //     - one a ii
      [[0, 1], 5], //   - one b
      [[0, 1], 5], // the blank line after it: its
      [[0], 1], //   more of one: the first item's, from its first line
      [[1], 8], // - two
    ]);
  });
});
