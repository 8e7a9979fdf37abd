import { article } from './city-check.ts';
import { formatPath, type Problem } from './problems.ts';
import { locate, type YamlSource } from './yaml-source.ts';

/**
 * A client's words are that client's, and the client is in one city: a testimonial of one city's
 * page found on another city's page (copied with the page, by hand or by new-city, its places or
 * author changed or not) puts words in the mouth of a client who did not say them. Told at the copy.
 */
export interface QuotedItem {
  file: string;
  /** The city whose folder holds the page. */
  city: string;
  source: YamlSource;
  /** Where the item's words are: `['sections', 4, 'items', 1, 'quote']`. */
  path: readonly (string | number)[];
  /** The section's type, for the field's name in the message. */
  sectionType: (i: number) => string | undefined;
  text: string;
  /** Whether the file was there in the earlier version (scripts/build/earlier-routes.ts): of two alike, that one is the client's. */
  wasThere: boolean;
}

/** Words four at a time: a client's sentence with a place or two changed keeps most of them. */
const SHINGLE = 4;

/** A text's words, capitals, signs and spaces aside. */
const wordsOf = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

const shingles = (text: string): Set<string> => {
  const words = wordsOf(text);
  const out = new Set<string>();
  for (let i = 0; i + SHINGLE <= words.length; i++) out.add(words.slice(i, i + SHINGLE).join(' '));
  return out;
};

const same = (a: string, b: string) => wordsOf(a).join(' ') === wordsOf(b).join(' ');

/** Half of the shorter one's runs of four words in the other: no two clients say that much alike. */
const LIKENESS = 0.5;

function alike(a: Set<string>, b: Set<string>): boolean {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  if (small.size === 0) return false;
  let shared = 0;
  for (const s of small) if (large.has(s)) shared++;
  return shared / small.size >= LIKENESS;
}

/**
 * Each quoted item that has most of its words in common with one on another city's page, told at
 * the item on the page that was not in the earlier version when the other was (`label`: "in the
 * last commit"); else at the one read later, and the message says either may be the copy. Once
 * per item, naming the first alike.
 */
export function copiedTestimonialProblems(items: readonly QuotedItem[], label?: string): Problem[] {
  const words = items.map((item) => shingles(item.text));
  const problems: Problem[] = [];
  items.forEach((item, i) => {
    const copyOf = (o: QuotedItem, j: number) => (!item.wasThere && o.wasThere) || (item.wasThere === o.wasThere && j < i);
    const other = items.findIndex((o, j) => o.city !== item.city && copyOf(o, j) && alike(words[i]!, words[j]!));
    if (other < 0) return;
    const them = items[other]!;
    const known = !item.wasThere && them.wasThere;
    const field = formatPath(item.path, item.sectionType);
    problems.push({
      code: 'copied-testimonial',
      file: item.file,
      ...locate(item.source, item.path),
      field,
      message: `${same(item.text, them.text) ? 'The same words as' : 'Most of the words of'} ${article(them.city)} ${them.city} client's testimonial on ${them.file} (${formatPath(them.path, them.sectionType)}${known ? `, there ${label}` : ''}): ${article(item.city)} ${item.city} client did not say them. Put a real ${item.city} client's words here, or remove the item${known ? '' : ` (one of the two is a copy: this, or the other if it is this city's client's)`}`,
    });
  });
  return problems;
}

/**
 * The quoted items of `pages` (a section type whose meta says `quoted`, its items' `quote`), but a
 * shared section's (placed on every city's page by design), with the city of each page's folder.
 */
export function quotedItemsOf(
  // (A page its schema refused is read as written: a section may be anything there.)
  pages: readonly { source: YamlSource; value: { sections: readonly unknown[] } }[],
  cityOf: (file: string) => string | undefined,
  wasThere: (file: string) => boolean,
  quoted: (type: string) => boolean,
): QuotedItem[] {
  const items: QuotedItem[] = [];
  for (const { source, value: page } of pages) {
    const city = cityOf(source.file);
    if (!city) continue;
    const typeAt = (n: number) => (page.sections[n] as { type?: unknown } | null | undefined)?.type;
    page.sections.forEach((section, i) => {
      const type = typeAt(i);
      if (typeof type !== 'string' || !quoted(type) || source.doc.hasIn(['sections', i, 'include'])) return;
      const listed = (section as { items?: unknown }).items;
      (Array.isArray(listed) ? listed : []).forEach((item: { quote?: unknown } | null, j) => {
        if (typeof item?.quote === 'string')
          items.push({
            file: source.file,
            city,
            source,
            path: ['sections', i, 'items', j, 'quote'],
            sectionType: (n) => {
              const t = typeAt(n);
              return typeof t === 'string' ? t : undefined;
            },
            text: item.quote,
            wasThere: wasThere(source.file),
          });
      });
    });
  }
  return items;
}
