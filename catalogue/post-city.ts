import type { Cities, City } from './city-check.ts';
import { proseLines } from './markdown-lines.ts';
import { listed, type Problem } from './problems.ts';
import { escapeRegExp } from './regex.ts';
import { locate, type YamlSource } from './yaml-source.ts';

/**
 * A post for a city (one of its tags is a city of the gazetteer) that still names another city
 * where its own belongs: a post copied from one written for Jaipur and rewritten for Ajmer, its
 * tags and most of its words changed, its file name (`seo-for-jaipur-cafes.md`, its address) or a
 * heading (`## Why Jaipur cafes need local SEO`) not. Told at its address, its title, its heading
 * or an article heading that names another city and none of its own; the address and the
 * article's headings may name a city that its title or heading names too (a post that compares
 * two cities says so in its title). One owner for the build and the browser editor's check before
 * saving (admin/check.ts); no Node module here.
 */

/** The city a post's tag names (`Kota`, `kota`): a post tagged with it is for that city. */
export const cityOfTag = (tag: string, cities: Cities): City | undefined => Object.values(cities).find((c) => c.name.toLowerCase() === tag.toLowerCase());

/** The gazetteer's cities named in a text, with where the first of each is, in the order of the gazetteer. */
export function namedIn(text: string, cities: Cities): { city: City; index: number }[] {
  return Object.values(cities).flatMap((city) => {
    const m = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(city.name)}(?![\\p{L}\\p{N}])`, 'u').exec(text);
    return m ? [{ city, index: m.index }] : [];
  });
}

/** What a post needs for the check: its tags, address and headings, and where its article starts in its file. */
export interface PostForCity {
  source: YamlSource;
  tags: readonly string[];
  /** The last part of its address (its file name without .md); undefined where it has none yet (a new entry in the editor). */
  slug?: string;
  title?: string;
  heading?: string;
  markdown: string;
  /** The file's line of the article's first line, and that line's indent, which `markdown` leaves out. */
  bodyLine: number;
  bodyIndent?: number;
}

export function postCityProblems(post: PostForCity, cities: Cities): Problem[] {
  const own = [...new Set(post.tags.map((tag) => cityOfTag(tag, cities)).filter((c) => c !== undefined))];
  if (own.length === 0) return [];
  const its = listed(own.map((c) => c.name));
  // The other cities a title or heading names beside one of the post's own (a post that compares them).
  const titled = new Set(
    [post.title, post.heading].flatMap((text) => {
      const named = text ? namedIn(text, cities).map((n) => n.city) : [];
      return named.some((city) => own.includes(city)) ? named : [];
    }),
  );
  /** The cities a text names that are not the post's, when it names none of the post's; `titled` ones allowed where `also` is true. */
  const othersIn = (found: { city: City; index: number }[], also: boolean) =>
    found.some((n) => own.includes(n.city)) ? [] : found.filter((n) => !own.includes(n.city) && !(also && titled.has(n.city)));
  const problems: Problem[] = [];
  const told = (others: { city: City }[]) => listed(others.map((n) => n.city.name));
  const tagThem = (others: { city: City }[]) => `or, if it is for ${told(others)} as well, add ${told(others)} to its tags`;

  if (post.slug !== undefined) {
    const words = `-${post.slug}-`;
    const others = othersIn(
      Object.values(cities)
        .filter((city) => words.includes(`-${city.slug}-`))
        .map((city) => ({ city, index: words.indexOf(`-${city.slug}-`) })),
      true,
    );
    if (others.length > 0) {
      const renamed = own.length === 1 && others.length === 1 ? words.replace(`-${others[0]!.city.slug}-`, `-${own[0]!.slug}-`).slice(1, -1) : undefined;
      const address = `/blog/${post.slug}`;
      problems.push({
        code: 'post-other-city',
        file: post.source.file,
        ...locate(post.source, ['slug']),
        field: 'slug',
        message: `This post is for ${its} (its tags), but its address ${address} names ${told(others)}: give it an address for ${its} (${renamed ? `rename the file to ${renamed}.md` : 'rename the file'}, and its slug: if written), then, if it was already published at ${address}, keep that address with movedFrom: [${address}]; ${tagThem(others)}`,
      });
    }
  }
  for (const key of ['title', 'heading'] as const) {
    const text = post[key];
    const others = text ? othersIn(namedIn(text, cities), false) : [];
    if (others.length === 0) continue;
    problems.push({
      code: 'post-other-city',
      file: post.source.file,
      ...locate(post.source, [key]),
      field: key,
      message: `This post is for ${its} (its tags), but its ${key} names ${told(others)} and not ${its}: write it for ${its}, ${tagThem(others)}`,
    });
  }
  // The article's headings (outside code), at the name.
  proseLines(post.markdown).forEach((text, i) => {
    const heading = text === undefined ? undefined : /^( {0,3}#{1,6}\s)(.*)$/.exec(text);
    if (!heading) return;
    const others = othersIn(
      namedIn(heading[2]!, cities).map((n) => ({ ...n, index: n.index + heading[1]!.length })),
      true,
    );
    if (others.length === 0) return;
    problems.push({
      code: 'post-other-city',
      file: post.source.file,
      line: post.bodyLine + i,
      col: others[0]!.index + 1 + (i === 0 ? (post.bodyIndent ?? 0) : 0),
      field: 'content',
      message: `This post is for ${its} (its tags), but this heading names ${told(others)} and not ${its}: write it for ${its} (a post that compares them names both in its title), ${tagThem(others)}`,
    });
  });
  return problems;
}
