/** A post whose id another post has is told so where the build reads it second, with both files and a free id. */
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
    const copy = guide.replace(/^slug: .*$/m, 'slug: clinic-maps-jaipur');
    const report = (text: string) =>
      formatProblems(buildCatalogue(contentPaths(root, { files: new Map([[join(posts, 'clinic-maps-jaipur.md'), text]]) })).problems).split('\n');
    expect(report(copy)).toEqual([
      `pages-data/blog/local-seo-ajmer-guide.md:2:5  id  6 is already used by pages-data/blog/clinic-maps-jaipur.md: give whichever post is the new one an id of its own (${Math.max(...ids) + 1} is free)`,
    ]);
  });
});
