/**
 * Writes the blog's data files into a built site: /blogs.json (the spec's file: every post
 * with every field, `content` as HTML, newest first) and /blog/cards.json (the listing's card
 * data, without article bodies). The build runs it through the blog-data Vite plugin
 * (renderer/blog/vite-plugin.ts), in its own process so that the build's React stays the
 * production one.
 * Usage: tsx scripts/blog-data.ts [client-out-dir]    (default dist/client)
 *        tsx scripts/blog-data.ts --print blog/cards.json
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { loadCatalogue } from '../catalogue/index.ts';
import { attachPictures, readImageManifest } from '../catalogue/pictures.ts';
import { blogDataFiles } from '../renderer/blog/data.ts';

const args = process.argv.slice(2);
const catalogue = loadCatalogue();
// In a build, cards of photo covers carry the copies scripts/images.ts made (as the pre-rendered cards do).
const manifest = args[0] === '--print' ? undefined : readImageManifest();
if (manifest) attachPictures(catalogue, manifest);
const files = blogDataFiles(catalogue);

if (args[0] === '--print') {
  const file = files[args[1] ?? ''];
  if (file === undefined) {
    console.error(`No blog data file "${args[1]}"; known: ${Object.keys(files).join(', ')}`);
    process.exit(1);
  }
  process.stdout.write(file);
} else {
  const outDir = args[0] ?? 'dist/client';
  for (const [name, text] of Object.entries(files)) {
    const file = join(outDir, name);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
}
