import { formatPath, listed, type Problem } from './problems.ts';
import { locate, type YamlSource } from './yaml-source.ts';

/**
 * What search engines read of a page or post that another one has word for word: its title, its
 * description, a post's article, a page's sections. Copied to start a new page or post and not
 * rewritten, it makes two results alike (a search engine shows one and may drop the other), so it
 * is told at the copy.
 */
export interface CopyOwner {
  file: string;
  /** What it is, for the message: "this page's own title". */
  noun: 'page' | 'post';
  source: YamlSource;
  /** Whether the file was there in the earlier version (scripts/build/earlier-routes.ts): of two alike, that one keeps its text. */
  wasThere: boolean;
  /** A post's id: of two posts alike that the earlier version does not tell apart, the lower id is the older. */
  id?: number;
  /** The title and description, by the path of their field. */
  fields: { kind: 'title' | 'description'; path: readonly PropertyKey[]; text: string }[];
  /** A post's article, or a page's sections (as data: any change makes them another page's), where it starts in the file. */
  body?: { kind: 'article' | 'sections'; text: string; line: number; col: number; field: string };
}

/** Capitals, spaces and line breaks make no other text for a reader. */
const key = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * Each text that two or more owners have word for word, told in each but the one that keeps it:
 * the one that was there in the earlier version when only one was (`label`: "in the last commit"),
 * else, of posts, the one of the lowest id (new-post, and a copy's new id line, take the next one),
 * else the first read, and the message says either may be the copy. What one file has of
 * another's is told once, at its first such field (a post copied whole: its title, description and
 * article in one line). `alreadyTold(file, field, line)` leaves a field to a problem told there
 * already (another city's name in a copied title says more).
 */
export function sameCopyProblems(owners: readonly CopyOwner[], alreadyTold: (file: string, field: string, line: number) => boolean, label?: string): Problem[] {
  type Place = { line: number; col: number; field: string };
  const groups = new Map<string, { owner: CopyOwner; at: Place; what: string }[]>();
  const add = (group: string, owner: CopyOwner, at: Place, what: string) => {
    if (alreadyTold(owner.file, at.field, at.line)) return;
    groups.set(group, [...(groups.get(group) ?? []), { owner, at, what }]);
  };
  for (const owner of owners) {
    for (const { kind, path, text } of owner.fields) add(`${kind}\n${key(text)}`, owner, { ...locate(owner.source, path), field: formatPath(path) }, kind);
    if (owner.body)
      add(`${owner.body.kind}\n${key(owner.body.text)}`, owner, { line: owner.body.line, col: owner.body.col, field: owner.body.field }, owner.body.kind);
  }
  // The copy and the file it has them from → what it has, where the first is.
  const copies = new Map<string, { owner: CopyOwner; keeper: CopyOwner; why: string | undefined; at: Place; whats: string[] }>();
  for (const group of groups.values()) {
    if (group.length < 2) continue;
    const there = group.filter((g) => g.owner.wasThere);
    const ids = group.map((g) => g.owner.id);
    const lowest = ids.every((id) => id !== undefined) ? Math.min(...(ids as number[])) : undefined;
    const byId = lowest === undefined || ids.filter((id) => id === lowest).length > 1 ? undefined : group.find((g) => g.owner.id === lowest);
    const [keeper, why] =
      there.length === 1 && label !== undefined
        ? [there[0]!.owner, `there ${label}`]
        : byId
          ? [byId.owner, `the older, by its id`]
          : [(there.length === 1 ? there[0]! : group[0]!).owner, undefined];
    for (const { owner, at, what } of group) {
      if (owner === keeper) continue;
      const pair = `${owner.file}\n${keeper.file}`;
      const copy = copies.get(pair) ?? { owner, keeper, why, at, whats: [] };
      copy.whats.push(what);
      copies.set(pair, copy);
    }
  }
  return [...copies.values()].map(({ owner, keeper, why, at, whats }) => {
    const what = listed(whats);
    const article = whats.includes('article') || whats.includes('sections');
    const kind = owner.noun === keeper.noun ? owner.noun : 'page';
    const fix = why
      ? `Write this ${owner.noun}'s own ${what}${article ? ', or delete it' : ''}`
      : `One of the two is a copy: write its own ${what}${article ? ', or delete it' : ''}`;
    return {
      code: 'duplicate-copy' as const,
      file: owner.file,
      ...at,
      message: `The same ${what} as ${keeper.file}${why ? ` (${why}: this is the copy)` : ''}${article ? ', word for word' : ''}: search engines would find two ${kind}s alike and may show only one of them. ${fix}`,
    };
  });
}
