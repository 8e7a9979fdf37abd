/**
 * sitemap.xml and robots.txt. The sitemap lists the pages the build wrote that search engines
 * should list: indexable, not a 404 page, and whose canonical link names the page itself
 * (so an alias spelling, which names its canonical, is never listed).
 */
import { spawnSync } from 'node:child_process';
import type { Catalogue } from '../../catalogue/index.ts';
import { isNotFoundPage, type PageSummary } from './html.ts';

export interface SitemapEntry {
  loc: string;
  lastmod?: string;
}

import { absoluteUrl as absolute } from '../../catalogue/site-schema.ts';

export { absolute };

export function sitemapEntries(pages: readonly PageSummary[], baseUrl: string, lastmod: (path: string) => string | undefined): SitemapEntry[] {
  const seen = new Set<string>();
  const entries: SitemapEntry[] = [];
  for (const page of pages) {
    if (isNotFoundPage(page) || !page.indexable) continue;
    const loc = absolute(baseUrl, page.path);
    if (page.canonical !== loc || seen.has(loc)) continue;
    seen.add(loc);
    const date = lastmod(page.path);
    entries.push(date ? { loc, lastmod: date } : { loc });
  }
  return entries.sort((a, b) => (a.loc === `${baseUrl}/` ? -1 : b.loc === `${baseUrl}/` ? 1 : a.loc.localeCompare(b.loc)));
}

const xml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function renderSitemap(entries: readonly SitemapEntry[]): string {
  const urls = entries.map((e) => `  <url>\n    <loc>${xml(e.loc)}</loc>\n${e.lastmod ? `    <lastmod>${e.lastmod}</lastmod>\n` : ''}  </url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function renderRobots(baseUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${baseUrl}/sitemap.xml\n`;
}

/**
 * When each page's content last changed: a blog post's own `date`; the blog listing, its
 * newest post; a YAML page, the date of the last commit that touched its file (left out when
 * the file has uncommitted changes, the clone is shallow or git is not available, since the date
 * would be wrong).
 */
export function contentDates(catalogue: Catalogue, root = process.cwd()): (path: string) => string | undefined {
  const committed = lastCommitDates(root);
  const dates = new Map<string, string>();
  for (const entry of catalogue.pages) {
    const date = committed.get(entry.file);
    if (date) dates.set(entry.page.meta.canonical, date);
  }
  for (const post of catalogue.posts) dates.set(`/blog/${post.slug}`, post.date);
  const newestPost = catalogue.posts
    .map((p) => p.date)
    .sort()
    .at(-1);
  return (path) => (newestPost && /^\/blog(\/page\/\d+)?$/.test(path) ? newestPost : dates.get(path));
}

/** file (relative to the repository root) → ISO date-time of the last commit that changed it, for clean files only. */
export function lastCommitDates(root: string, folder = 'pages-data'): Map<string, string> {
  const dates = new Map<string, string>();
  // A shallow clone has lost the history that dates each file.
  const shallow = spawnSync('git', ['-C', root, 'rev-parse', '--is-shallow-repository'], { encoding: 'utf8' });
  if (shallow.status !== 0 || shallow.stdout.trim() !== 'false') return dates;
  const log = spawnSync('git', ['-C', root, 'log', '--format=%x01%cI', '--name-only', '--', folder], { encoding: 'utf8' });
  const status = spawnSync('git', ['-C', root, 'status', '--porcelain', '--untracked-files=all', '--', folder], { encoding: 'utf8' });
  if (log.status !== 0 || status.status !== 0) return dates;
  const dirty = new Set(
    status.stdout
      .split('\n')
      .filter(Boolean)
      .map((l) => l.slice(3).replace(/^.* -> /, '')),
  );
  let date = '';
  for (const line of log.stdout.split('\n')) {
    if (line.startsWith('\x01')) date = line.slice(1);
    else if (line && !dates.has(line) && !dirty.has(line)) dates.set(line, date);
  }
  return dates;
}
