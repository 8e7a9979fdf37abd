/**
 * Starts a blog post as a draft:
 *   npm run new-post -- "Google Maps for Jaipur Clinics" [--dry-run]
 * Writes pages-data/blog/<slug>.md with the next free id, today's date, the slug made from the
 * title (the file name is the slug) and draft: true, with every field filled so that the check
 * passes; replace each placeholder, then remove `draft: true` to publish. See CONTENT.md,
 * "Add a blog post".
 */
import { NEW_POST_COVER, NEW_POST_PROMPTS } from '../catalogue/placeholders.ts';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { idLineOf, slugFromTitle } from '../catalogue/post-schema.ts';
import { todayInIndia } from '../catalogue/today.ts';
import { npmTookOptions } from './command-line.ts';

const usage = 'Usage: npm run new-post -- "Title of the post" [--dry-run]';

// The post's slug from its title: one owner with the check of a post's file name (catalogue/post-schema.ts).
export { slugFromTitle } from '../catalogue/post-schema.ts';

/** One more than the largest id of the posts in `dir`. */
export function nextPostId(dir: string): number {
  const ids = existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => f.endsWith('.md'))
        .map((f) => idLineOf(readFileSync(join(dir, f), 'utf8')) ?? 0)
    : [];
  return Math.max(0, ...ids) + 1;
}

const quoted = (s: string) => JSON.stringify(s);

export function newPostText(title: string, id: number, date: string): string {
  return `---
id: ${id}
title: ${quoted(title)}
heading: ${quoted(title)}
date: ${date}
draft: true
author: ${NEW_POST_PROMPTS.author}
excerpt: ${quoted(NEW_POST_PROMPTS.excerpt)}
image: ${NEW_POST_COVER}
alt: ${quoted(NEW_POST_PROMPTS.alt)}
tags: [Local SEO]
metaDescription: ${quoted(NEW_POST_PROMPTS.metaDescription)}
---
${NEW_POST_PROMPTS.body}

## ${NEW_POST_PROMPTS.heading}

${NEW_POST_PROMPTS.link}
`;
}

export function main(argv: string[], root = process.cwd(), env: NodeJS.ProcessEnv = process.env): number {
  // `npm run new-post "Title" --dry-run` (no --): npm takes --dry-run as its own, and the post would be written.
  const npmTook = npmTookOptions('new-post', { 'dry-run': { type: 'boolean' } }, argv, env, { positionals: true });
  if (npmTook) {
    console.error(npmTook);
    return 2;
  }
  const options = { 'dry-run': { type: 'boolean', default: false }, help: { type: 'boolean', short: 'h', default: false } } as const;
  let parsed: ReturnType<typeof parseArgs<{ args: string[]; options: typeof options; allowPositionals: true }>>;
  try {
    parsed = parseArgs({ args: argv, options, allowPositionals: true });
  } catch (error) {
    console.error(`${(error as Error).message}\n${usage}`);
    return 2;
  }
  if (parsed.values.help) {
    console.log(usage);
    return 0;
  }
  const title = parsed.positionals.join(' ').trim();
  const slug = slugFromTitle(title);
  if (!title) {
    console.error(usage);
    return 2;
  }
  if (!slug) {
    // The address is the file's name, in English letters: a title in Hindi, or of signs only, gives none.
    console.error(
      `"${title}" has no English letters or digits to make the post's address from (its file name, /blog/…): start it with an English title, e.g. npm run new-post -- "Local SEO in Kota", then write the title you want in title: and heading: in the file.`,
    );
    return 1;
  }
  if (title.length < 10 || title.length > 70) {
    console.error(`The title has ${title.length} characters; a post's title has 10 to 70 (search results cut longer ones).`);
    return 1;
  }
  const dir = join(root, 'pages-data', 'blog');
  const file = join(dir, `${slug}.md`);
  const name = `pages-data/blog/${slug}.md`;
  if (existsSync(file)) {
    console.error(`${name} exists already: choose another title, or edit that post.`);
    return 1;
  }
  const text = newPostText(title, nextPostId(dir), todayInIndia());
  if (!parsed.values['dry-run']) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(file, text);
  }
  // Words in other letters (a Hindi title) are left out of the address, which is the file's name.
  const leftOut = /[^\x20-\x7e]/.test(title.normalize('NFKD').replace(/[\u0300-\u036f\u2019]/g, ''));
  console.log(
    `${parsed.values['dry-run'] ? 'Would write' : 'Wrote'} ${name}, a draft at /blog/${slug} (shown by npm run dev, not published).\n` +
      (leftOut
        ? `The address is made of the title's English letters and digits only, so it is /blog/${slug}: to choose another, rename the file (its name is the address, in English letters a–z, digits and hyphens).\n`
        : '') +
      'Replace every placeholder (author, excerpt, image and alt, tags, metaDescription, the article), then remove the line "draft: true" to publish it.',
  );
  return 0;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit(main(process.argv.slice(2)));
