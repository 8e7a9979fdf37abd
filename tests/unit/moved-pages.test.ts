import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { buildCatalogue, contentPaths, formatProblems } from '../../catalogue/index.ts';
import { lostAddresses, lostAddressesNote } from '../../catalogue/lost-addresses.ts';
import { movedPages, movedPosts } from '../../catalogue/moved-pages.ts';
import { resolveBlogUrl } from '../../renderer/blog/resolve-blog.ts';
import { catalogueUrls } from '../../renderer/urls.ts';
import { redirects } from '../../scripts/postbuild/host-maps.ts';
import { earlierRoutes } from '../../scripts/build/earlier-routes.ts';
import { toolBin } from '../../scripts/paths.ts';
import { StepFailed } from '../../scripts/build/step.ts';
import { sinceFromArgs, validate } from '../../scripts/validate.ts';
import { tempDirs } from '../temp-dirs.ts';

/**
 * A page whose route changed keeps its earlier address (catalogue/moved-pages.ts), read from git
 * (scripts/build/earlier-routes.ts), in a small site of its own: a home page that links to /about,
 * and the about page.
 */
const temp = tempDirs();
const fixtures = join(import.meta.dirname, '..', 'fixtures');
const home = readFileSync(join(fixtures, 'valid', 'home.yaml'), 'utf8').replace('      href: /\n', '      href: /about\n');
const about = (route: string, extra = '') => `route: "${route}"
${extra}meta:
  title: About the fixture agency
  description: The page the home page's call to action links to, moved between versions of the site.
  keywords: [fixture]
  canonical: ${route}
sections:
  - type: cta
    heading: Talk to us
    text: Every page ends with a call to action.
    button:
      label: Contact Us
      href: /
`;

/** A git repository holding the site; `write` changes its files, `commit` records them. */
function site() {
  const root = temp('moved-pages');
  cpSync(join(fixtures, 'site'), root, { recursive: true });
  mkdirSync(join(root, 'pages-data'));
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=Content', '-c', 'user.email=content@example.com', '-c', 'commit.gpgsign=false', ...args], {
      cwd: root,
      encoding: 'utf8',
    });
  git('init', '-q', '-b', 'main');
  const write = (file: string, text: string) => writeFileSync(join(root, file), text);
  const commit = (message: string) => {
    git('add', '-A');
    git('commit', '-q', '-m', message);
  };
  const check = (ref = 'HEAD') => {
    const paths = contentPaths(root);
    const earlier = earlierRoutes(paths, ref);
    if ('skipped' in earlier) throw new Error(earlier.skipped);
    return formatProblems(buildCatalogue(paths, { earlier }).problems);
  };
  write('pages-data/home.yaml', home);
  write('pages-data/about.yaml', about('/about'));
  commit('The about page');
  return { root, git, write, commit, check };
}

describe('a page that moved', () => {
  it('is refused at its route until it keeps its earlier address (movedFrom, or an alias); links to that address name the new one', () => {
    const { root, write, check } = site();
    expect(check()).toBe('');
    write('pages-data/about.yaml', about('/about-us'));
    expect(check()).toBe(
      [
        'pages-data/about.yaml:1:8  route  This page was at "/about" in the last commit, and no page has that address now: add "/about" to movedFrom, so links, bookmarks and search results that use it still reach this page (or put the route back)',
        'pages-data/home.yaml:23:13  sections[2] (cta) › button.href  Links to "/about", which is not a page of this site (did you mean "/about-us"? pages-data/about.yaml moved there from "/about")',
      ].join('\n'),
    );
    // Kept by the page itself: the earlier address serves it, a redirect to its canonical address;
    // the site's own link to it is told to lead to the page's address now.
    write('pages-data/about.yaml', about('/about-us', 'movedFrom: [/about]\n'));
    expect(check()).toBe(
      'pages-data/home.yaml:23:13  sections[2] (cta) › button.href  Links to "/about", an earlier address of pages-data/about.yaml: write "/about-us", its address now (the earlier one only sends visitors on)',
    );
    // The home page's link to the page's address now, for the rest.
    write('pages-data/home.yaml', home.replace('href: /about', 'href: /about-us'));
    expect(check()).toBe('');
    const entry = buildCatalogue(contentPaths(root)).catalogue!.byPath.get('/about')!;
    expect(entry.page.route).toBe('/about-us');
    expect(entry.paths).toEqual(['/about-us', '/about']);
    // The canonical address left at the earlier one: named with the move, refused once that address is kept.
    const canonicalLeft = (extra = '') => about('/about-us', extra).replace('canonical: /about-us', 'canonical: /about');
    write('pages-data/about.yaml', canonicalLeft());
    expect(check()).toContain('still reach this page, and set meta.canonical to "/about-us" (or put the route back)');
    write('pages-data/about.yaml', canonicalLeft('movedFrom: [/about]\n'));
    expect(check()).toBe(
      'pages-data/about.yaml:7:14  meta.canonical  "/about" is an address this page moved from: set meta.canonical to "/about-us", the address search engines should list now',
    );
    // An earlier address that is a page's route (its own again, or another's) serves nothing.
    write('pages-data/about.yaml', about('/about-us', 'movedFrom: [/about, /about-us, /]\n'));
    expect(check()).toBe(
      [
        'pages-data/about.yaml:2:21  movedFrom[1]  "/about-us" is this page\'s route: remove it from movedFrom',
        'pages-data/about.yaml:2:32  movedFrom[2]  "/" is the route of pages-data/home.yaml; an earlier address must be one no page has now',
      ].join('\n'),
    );
    // Kept by an alias of site.config.yaml, as before; an alias of the earlier address says where the page went.
    write('pages-data/about.yaml', about('/about-us'));
    const config = readFileSync(join(root, 'site.config.yaml'), 'utf8');
    write('site.config.yaml', `${config}aliases:\n  /about: /about-us\n`);
    expect(check()).toBe('');
    write('site.config.yaml', `${config}aliases:\n  /about-the-agency: /about\n`);
    write('pages-data/home.yaml', home.replace('href: /about', 'href: /about-the-agency'));
    expect(check().split('\n').slice(1)).toEqual([
      'pages-data/home.yaml:23:13  sections[2] (cta) › button.href  Links to "/about-the-agency", which is not a page of this site (did you mean "/about-us"? pages-data/about.yaml moved there from "/about", which "/about-the-agency" was an alias of)',
      'site.config.yaml:42:22  aliases./about-the-agency  No page has the route "/about": pages-data/about.yaml moved to "/about-us"; write /about-the-agency: /about-us',
    ]);
    // The same address twice, or an alias of another page.
    write('pages-data/home.yaml', home.replace('href: /about', 'href: /about-us'));
    write('pages-data/about.yaml', about('/about-us', 'movedFrom: [/about, /about, /home-page]\n'));
    write('site.config.yaml', `${config}aliases:\n  /home-page: /\n`);
    expect(check()).toBe(
      [
        'pages-data/about.yaml:2:21  movedFrom[1]  "/about" is listed twice in movedFrom',
        'pages-data/about.yaml:2:29  movedFrom[2]  "/home-page" is an alias of "/" in site.config.yaml: an address leads to one page only',
      ].join('\n'),
    );
    write('pages-data/about.yaml', about('/about-us', 'movedFrom: [/about]\n'));
    write('site.config.yaml', `${config}aliases:\n  /about: /about-us\n`);
    expect(check()).toBe('pages-data/about.yaml:2:13  movedFrom[0]  "/about" is also an alias of this page in site.config.yaml: remove it here or there');
  });

  it('is followed when its file was renamed too (git mv)', () => {
    const { git, write, check } = site();
    git('mv', 'pages-data/about.yaml', 'pages-data/team.yaml');
    write('pages-data/team.yaml', about('/team'));
    write('pages-data/home.yaml', home.replace('href: /about', 'href: /team'));
    expect(check()).toMatch(/^pages-data\/team\.yaml:1:8 {2}route {2}This page was at "\/about" in the last commit/);
  });

  it("reads the earlier version's blog posts too, a renamed one under its new name (for which of two posts with one id keeps it)", () => {
    const { root, git, write, commit } = site();
    mkdirSync(join(root, 'pages-data', 'blog'));
    write('pages-data/blog/first-post.md', '---\nid: 1\n---\nText.\n');
    write('pages-data/blog/second-post.md', '---\nid: 2\n---\nText.\n');
    commit('Two posts');
    git('mv', 'pages-data/blog/second-post.md', 'pages-data/blog/renamed-post.md');
    write('pages-data/blog/new-post.md', '---\nid: 3\n---\nText.\n');
    const earlier = earlierRoutes(contentPaths(root), 'HEAD');
    if ('skipped' in earlier) throw new Error(earlier.skipped);
    expect([...(earlier.posts ?? [])].sort()).toEqual(['pages-data/blog/first-post.md', 'pages-data/blog/renamed-post.md']);
  });

  it('is compared with the version asked for: once the move is committed, with the version before it', () => {
    const { write, commit, check } = site();
    write('pages-data/about.yaml', about('/about-us'));
    write('pages-data/home.yaml', home.replace('href: /about', 'href: /about-us'));
    commit('The about page moved');
    expect(check()).toBe('');
    expect(check('HEAD~1')).toMatch(/^pages-data\/about\.yaml:1:8 {2}route {2}This page was at "\/about" in HEAD~1, and no page has that address now/);
    expect(check('main~1')).toContain('in main~1');
  });

  it('is not one when the earlier version was a draft, the page is a draft now, or its file is new or gone', () => {
    const { write, commit, check, git } = site();
    write('pages-data/about.yaml', about('/about-draft', 'draft: true\n'));
    write('pages-data/home.yaml', home.replace('href: /about', 'href: /'));
    commit('The about page as a draft');
    write('pages-data/about.yaml', about('/about-us'));
    expect(check()).toBe('');
    write('pages-data/about.yaml', about('/about-again', 'draft: true\n'));
    expect(check('HEAD~1')).toBe('');
    rmSync(join(git('rev-parse', '--show-toplevel').trim(), 'pages-data', 'about.yaml'));
    write('pages-data/team.yaml', about('/team'));
    expect(check('HEAD~1')).toBe('');
  });

  it('names why it was not checked: a version this clone lacks, the first push of a branch, a folder outside git', () => {
    const { root } = site();
    expect(earlierRoutes(contentPaths(root), 'no-such-branch')).toEqual({ skipped: 'this clone has no version no-such-branch' });
    expect(earlierRoutes(contentPaths(root), '0'.repeat(40))).toEqual({ skipped: 'the branch had no earlier version' });
    const outside = temp('not-a-repo');
    mkdirSync(join(outside, 'pages-data'));
    expect(earlierRoutes(contentPaths(outside), 'HEAD')).toEqual({ skipped: 'pages-data is not in a git repository' });
  });

  it('movedPages pairs each file with its earlier route', () => {
    const earlier = {
      label: 'main',
      routes: new Map([
        ['a.yaml', '/a'],
        ['b.yaml', '/b'],
        ['c.yaml', '/c'],
      ]),
    };
    const pages = [
      { file: 'a.yaml', route: '/a' },
      { file: 'b.yaml', route: '/b2' },
      { file: 'c.yaml', route: '/c2', draft: true },
      { file: 'd.yaml', route: '/d' },
    ];
    expect(movedPages(pages, earlier)).toEqual([{ file: 'b.yaml', from: '/b', to: '/b2' }]);
  });

  it('npm run validate compares with the last commit, with --since <version> (refused when it is not one), or with CONTENT_SINCE (said when it is not one)', {
    timeout: 60_000,
  }, () => {
    const { root, write, commit } = site();
    write('pages-data/about.yaml', about('/about-us'));
    write('pages-data/home.yaml', home.replace('href: /about', 'href: /about-us'));
    const cwd = process.cwd();
    const said = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'log').mockImplementation(() => {});
    process.chdir(root);
    try {
      expect(() => validate()).toThrow(StepFailed);
      expect(said.mock.calls.join('\n')).toContain('pages-data/about.yaml:1:8  route  This page was at "/about" in the last commit');
      commit('The about page moved');
      said.mockClear();
      expect(validate().pages.length).toBe(2);
      expect(() => validate('plain', { since: 'no-such-branch' })).toThrow(StepFailed);
      expect(said.mock.calls.join('\n')).toContain(
        'Moved pages not checked against no-such-branch: this clone has no version no-such-branch. Name a branch, tag or commit of this repository.',
      );
      said.mockClear();
      process.env.CONTENT_SINCE = 'no-such-branch';
      expect(validate().pages.length).toBe(2);
      expect(said.mock.calls.join('\n')).toBe('Moved pages not checked against no-such-branch: this clone has no version no-such-branch.');
      // On GitHub Actions, a warning beside the run's problems.
      const written = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
      validate('github');
      expect(written.mock.calls.map(([text]) => String(text))).toEqual([
        '::warning title=page-moved::Moved pages not checked against no-such-branch: this clone has no version no-such-branch.\n',
        '',
      ]);
    } finally {
      delete process.env.CONTENT_SINCE;
      process.chdir(cwd);
      vi.restoreAllMocks();
    }
    // The command line: --since=<version> as --since <version>.
    const cli = spawnSync(toolBin('tsx'), [join(cwd, 'scripts', 'validate.ts'), '--since=HEAD~1'], { cwd: root, encoding: 'utf8' });
    expect(cli.status).toBe(1);
    expect(cli.stderr).toContain('pages-data/about.yaml:1:8  route  This page was at "/about" in HEAD~1');
    const bare = spawnSync(toolBin('tsx'), [join(cwd, 'scripts', 'validate.ts'), '--since'], { cwd: root, encoding: 'utf8' });
    expect([bare.status, bare.stderr]).toEqual([1, '--since needs a version: a branch, tag or commit, e.g. --since main\n']);
  });

  it('--since takes its version after a space or an =, and says so when it has none', () => {
    expect(sinceFromArgs(['--format', 'github'])).toBeUndefined();
    expect(sinceFromArgs(['--since', 'main'])).toBe('main');
    expect(sinceFromArgs(['--since=HEAD~1', '--format', 'json'])).toBe('HEAD~1');
    for (const args of [['--since'], ['--since', '--format', 'json'], ['--since=']])
      expect(() => sinceFromArgs(args), args.join(' ')).toThrow('--since needs a version: a branch, tag or commit, e.g. --since main');
  });

  it("CONTENT.md's example is what the check prints when the Jaipur SEO page moves", () => {
    const root = process.cwd();
    const file = join(root, 'pages-data', 'jaipur', 'seo.yaml');
    const earlier = earlierRoutes(contentPaths(root), 'HEAD');
    if ('skipped' in earlier) throw new Error(earlier.skipped);
    const text = readFileSync(file, 'utf8').replace(/^route: \/seo-company-jaipur$/m, 'route: /seo-services-jaipur');
    const printed = formatProblems(buildCatalogue(contentPaths(root, { files: new Map([[file, text]]) }), { earlier }).problems).split('\n');
    const shown = /### A page moved without keeping its old address\n\n```text\n([\s\S]*?)\n```/.exec(readFileSync('CONTENT.md', 'utf8'))?.[1]?.split('\n');
    expect(shown).toHaveLength(3);
    for (const line of shown!) expect(printed).toContain(line);
  });
});

describe('a published post whose file was renamed', () => {
  const post = (extra = '') =>
    readFileSync(join(fixtures, 'blog', 'valid', 'blog', 'seo-timeline-honest-answer.md'), 'utf8')
      .replace(/^slug: .*\n/m, extra)
      .replace(/Read \[our blog\].*$/m, 'Read the rest of the article.');

  it('keeps its earlier address: told at its id until movedFrom names it, a link to it told the new one; renamed with or without git', () => {
    const { root, git, write, commit, check } = site();
    mkdirSync(join(root, 'pages-data', 'blog'));
    write('pages-data/blog/seo-timeline.md', post());
    write('pages-data/home.yaml', home.replace('href: /about', 'href: /blog/seo-timeline'));
    commit('A post');
    expect(check()).toBe('');
    const moved =
      'pages-data/blog/seo-timeline-honest-answer.md:2:5  id  This post was at "/blog/seo-timeline" in the last commit (its file\'s name then), and nothing has that address now: add "/blog/seo-timeline" to movedFrom, so links, bookmarks and search results that use it still reach this post (or give the file its name back)';
    const link =
      'pages-data/home.yaml:23:13  sections[2] (cta) › button.href  Links to "/blog/seo-timeline", which is not a page of this site (did you mean "/blog/seo-timeline-honest-answer"? pages-data/blog/seo-timeline-honest-answer.md moved there from "/blog/seo-timeline")';
    // Renamed in the folder, not yet in git: found by its id.
    rmSync(join(root, 'pages-data', 'blog', 'seo-timeline.md'));
    write('pages-data/blog/seo-timeline-honest-answer.md', post());
    expect(check().split('\n')).toEqual([moved, link]);
    // The rename given to git: found by its file.
    git('add', '-A');
    expect(check().split('\n')).toEqual([moved, link]);
    // Kept: the earlier address serves it; the home page's link is told to lead to its address now.
    write('pages-data/blog/seo-timeline-honest-answer.md', post('movedFrom: [/blog/seo-timeline]\n'));
    expect(check()).toBe(
      'pages-data/home.yaml:23:13  sections[2] (cta) › button.href  Links to "/blog/seo-timeline", an earlier address of pages-data/blog/seo-timeline-honest-answer.md: write "/blog/seo-timeline-honest-answer", its address now (the earlier one only sends visitors on)',
    );
    write('pages-data/home.yaml', home.replace('href: /about', 'href: /blog/seo-timeline-honest-answer'));
    expect(check()).toBe('');
    // Served at the earlier address as a copy that names the new one, and redirected there.
    const catalogue = buildCatalogue(contentPaths(root)).catalogue!;
    expect(catalogueUrls(catalogue)).toContain('/blog/seo-timeline');
    const payload = resolveBlogUrl(catalogue, '/blog/seo-timeline');
    expect(payload?.kind === 'blog-post' && payload.meta.canonical).toBe('/blog/seo-timeline-honest-answer');
    expect(redirects(catalogue)).toContainEqual({ from: '/blog/seo-timeline', to: '/blog/seo-timeline-honest-answer' });
    // Its own address, or another post's, is no earlier address.
    write('pages-data/blog/other.md', post().replace(/^id: .*$/m, 'id: 2'));
    write('pages-data/blog/seo-timeline-honest-answer.md', post('movedFrom: [/blog/seo-timeline-honest-answer, /blog/other, /blog/seo-timeline]\n'));
    expect(
      check()
        .split('\n')
        .filter((l) => l.includes('movedFrom')),
    ).toEqual([
      'pages-data/blog/seo-timeline-honest-answer.md:3:13  movedFrom[0]  "/blog/seo-timeline-honest-answer" is this post\'s address: remove it from movedFrom',
      'pages-data/blog/seo-timeline-honest-answer.md:3:47  movedFrom[1]  "/blog/other" is the address of pages-data/blog/other.md; an earlier address must be one no post has now',
    ]);
    commit('Renamed');
  });

  it('a file that was there as a draft is not taken for a gone post of its id', () => {
    const earlier = {
      label: 'in the last commit',
      routes: new Map(),
      posts: new Set(['pages-data/blog/new-guide.md', 'pages-data/blog/old-guide.md']),
      postPaths: new Map([['pages-data/blog/old-guide.md', { id: 4, path: '/blog/old-guide' }]]),
    };
    // The draft published, its id that of a post deleted since: no move.
    expect(movedPosts([{ file: 'pages-data/blog/new-guide.md', id: 4, slug: 'new-guide' }], earlier)).toEqual([]);
    // A file that was not there, of that id: the post renamed.
    expect(movedPosts([{ file: 'pages-data/blog/guide.md', id: 4, slug: 'guide' }], earlier)).toEqual([
      { file: 'pages-data/blog/guide.md', from: '/blog/old-guide', to: '/blog/guide' },
    ]);
  });

  it('a draft or a post still to come had no address to keep', () => {
    const { root, write, commit, check } = site();
    mkdirSync(join(root, 'pages-data', 'blog'));
    write('pages-data/blog/seo-timeline.md', post('draft: true\n'));
    commit('A draft');
    rmSync(join(root, 'pages-data', 'blog', 'seo-timeline.md'));
    write('pages-data/blog/seo-timeline-honest-answer.md', post());
    expect(check()).toBe('');
  });
});

describe('a page given an address the settings send to another page (an alias)', () => {
  it('is told at its route and at the alias, the alias saying what removing it would do', () => {
    const root = process.cwd();
    const ads = join(root, 'pages-data', 'jaipur', 'google-ads.yaml');
    const moved = readFileSync(ads, 'utf8').replace(/^route: .*$/m, 'route: /top-seo-company-jaipur');
    const said = buildCatalogue(contentPaths(root, { files: new Map([[ads, moved]]) }))
      .problems.filter((p) => p.code === 'alias-clash')
      .map((p) => `${p.file}:${p.line} ${p.field}  ${p.message}`);
    const aliasLine =
      readFileSync(join(root, 'site.config.yaml'), 'utf8')
        .split('\n')
        .findIndex((l) => l.includes('/top-seo-company-jaipur:')) + 1;
    expect(said).toEqual([
      `site.config.yaml:${aliasLine} aliases./top-seo-company-jaipur  "/top-seo-company-jaipur" is the route of pages-data/jaipur/google-ads.yaml, and this alias sends it to "/seo-company-jaipur" (pages-data/jaipur/seo.yaml): one address leads to one page. Give pages-data/jaipur/google-ads.yaml another route; or, if it is meant to have this address, remove the alias here, and the links, bookmarks and search results that reach pages-data/jaipur/seo.yaml through "/top-seo-company-jaipur" reach pages-data/jaipur/google-ads.yaml instead`,
      'pages-data/jaipur/google-ads.yaml:2 route  "/top-seo-company-jaipur" is an address of pages-data/jaipur/seo.yaml (an alias of "/seo-company-jaipur" in site.config.yaml): give this page another route, or see the alias\'s line for what removing it would do',
    ]);
  });
});

describe('an address the last commit had and nothing has now', () => {
  const post = readFileSync(join(fixtures, 'blog', 'valid', 'blog', 'seo-timeline-honest-answer.md'), 'utf8')
    .replace(/^slug: .*\n/m, '')
    .replace(/Read \[our blog\].*$/m, 'Read the rest of the article.');

  it('a page deleted, a post made a draft, an alias taken out: validate names each as a note that fails nothing; a link to one names what had it', {
    timeout: 60_000,
  }, () => {
    const { root, write, commit } = site();
    mkdirSync(join(root, 'pages-data', 'blog'));
    write('pages-data/blog/seo-timeline.md', post);
    write('pages-data/team.yaml', about('/team'));
    const config = readFileSync(join(root, 'site.config.yaml'), 'utf8');
    write('site.config.yaml', `${config}aliases:\n  /about-the-agency: /about\n  /our-team: /team\n`);
    commit('A post, a team page and two aliases');
    rmSync(join(root, 'pages-data', 'team.yaml'));
    write('pages-data/blog/seo-timeline.md', post.replace(/^id: (.*)$/m, 'id: $1\ndraft: true'));
    write('site.config.yaml', config);
    const cwd = process.cwd();
    const said = vi.spyOn(console, 'log').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    process.chdir(root);
    try {
      expect(validate().pages.length).toBe(2);
      const note = said.mock.calls.map((c) => c.join(' ')).join('\n');
      expect(note).toContain(
        [
          'No longer on the site: 4 addresses it had in the last commit (a note, not a failure). Links, bookmarks and search results that use them will find nothing:',
          '  /about-the-agency  an alias of "/about" in site.config.yaml, taken out',
          '  /blog/seo-timeline  pages-data/blog/seo-timeline.md, a draft now',
          '  /our-team  an alias of "/team" in site.config.yaml, taken out',
          '  /team  pages-data/team.yaml, not there now',
          `To send the visitors of one to a page that takes its place, write it under aliases: in site.config.yaml ("/about-the-agency: /the-page's-address"), or in that page's movedFrom.`,
        ].join('\n'),
      );
      // On GitHub Actions, a warning each on the pull request.
      const written = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
      validate('github');
      expect(written.mock.calls.map(([text]) => String(text)).filter((t) => t.startsWith('::warning'))).toEqual([
        '::warning title=No longer on the site::/about-the-agency led to a page in the last commit and leads nowhere now: an alias of "/about" in site.config.yaml, taken out\n',
        '::warning title=No longer on the site::/blog/seo-timeline led to a page in the last commit and leads nowhere now: pages-data/blog/seo-timeline.md, a draft now\n',
        '::warning title=No longer on the site::/our-team led to a page in the last commit and leads nowhere now: an alias of "/team" in site.config.yaml, taken out\n',
        '::warning title=No longer on the site::/team led to a page in the last commit and leads nowhere now: pages-data/team.yaml, not there now\n',
      ]);
      written.mockRestore();
      // Sent on again (an alias put back, the team page's address in the about page's movedFrom): not named.
      write('site.config.yaml', `${config}aliases:\n  /about-the-agency: /about\n`);
      write('pages-data/about.yaml', about('/about', 'movedFrom: [/team, /our-team]\n'));
      said.mockClear();
      validate();
      expect(said.mock.calls.map((c) => c.join(' ')).join('\n')).toContain(
        'No longer on the site: 1 address it had in the last commit (a note, not a failure). Links, bookmarks and search results that use it will find nothing:\n  /blog/seo-timeline  pages-data/blog/seo-timeline.md, a draft now\n',
      );
    } finally {
      process.chdir(cwd);
      vi.restoreAllMocks();
    }
    // A link to an address that went is told what had it, not a guess at a near one.
    write('pages-data/about.yaml', about('/about'));
    write('site.config.yaml', config);
    write('pages-data/home.yaml', home.replace('href: /about', 'href: /our-team'));
    const paths = contentPaths(root);
    const earlier = earlierRoutes(paths, 'HEAD');
    if ('skipped' in earlier) throw new Error(earlier.skipped);
    expect(earlier.aliases).toEqual(
      new Map([
        ['/about-the-agency', '/about'],
        ['/our-team', '/team'],
      ]),
    );
    expect(formatProblems(buildCatalogue(paths, { earlier }).problems)).toBe(
      'pages-data/home.yaml:23:13  sections[2] (cta) › button.href  Links to "/our-team", which is not a page of this site (it was an alias of "/team" in the last commit, taken out of site.config.yaml since: put the alias back, or link elsewhere)',
    );
    write('pages-data/home.yaml', home.replace('href: /about', 'href: /team'));
    expect(formatProblems(buildCatalogue(paths, { earlier }).problems)).toBe(
      'pages-data/home.yaml:23:13  sections[2] (cta) › button.href  Links to "/team", which is not a page of this site (it was the address of pages-data/team.yaml in the last commit, which is not there now: link to the page that takes its place, or take the link out)',
    );
  });

  it("CONTENT.md's example is what validate notes when the Jaipur social media page's alias is taken out", () => {
    const root = process.cwd();
    const config = join(root, 'site.config.yaml');
    const aliases = new Map(Object.entries(buildCatalogue(contentPaths(root)).catalogue!.site.aliases));
    const text = readFileSync(config, 'utf8').replace(/^ {2}\/social-media-marketing-company-jaipur: .*\n/m, '');
    const { catalogue } = buildCatalogue(contentPaths(root, { files: new Map([[config, text]]) }));
    const note = lostAddressesNote(
      lostAddresses(catalogue!, { label: 'in the last commit', routes: new Map(), aliases }, 'site.config.yaml'),
      'in the last commit',
      'site.config.yaml',
    );
    expect(readFileSync('CONTENT.md', 'utf8')).toContain(`\`\`\`text\n${note}\n\`\`\``);
  });
});
