import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { SELECTED_IN_FORCED_COLOURS } from '../forced-colours.ts';
import { PostCardView } from './card.tsx';
import { BLOG_CARDS_URL, countLines, listingTitle, pageCount, pageFromPath, pageHref, pageOfPosts, paginationItems, type PostCard } from './model.ts';

export interface BlogListProps {
  id: string;
  /** The page the HTML was pre-rendered for. */
  page: number;
  totalPosts: number;
  /** The cards of that page only: the other pages' cards are fetched on the first page change. */
  cards: PostCard[];
  baseTitle: string;
  emptyText: string;
}

let cardsRequest: Promise<PostCard[]> | undefined;

/** Card data of every post (no article bodies), fetched once and shared by every page change. */
function loadCards(): Promise<PostCard[]> {
  cardsRequest ??= fetch(BLOG_CARDS_URL)
    .then(async (response) => {
      if (!response.ok) throw new Error(`${BLOG_CARDS_URL} answered ${response.status}`);
      const cards: unknown = await response.json();
      if (!Array.isArray(cards)) throw new Error(`${BLOG_CARDS_URL} does not hold a list`);
      return cards as PostCard[];
    })
    .catch((error: unknown) => {
      cardsRequest = undefined;
      throw error;
    });
  return cardsRequest;
}

const isPlainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * Count lines, card grid and pagination bar. Every page button is a real link to a
 * pre-rendered page (/blog, /blog/page/N), so all of it works without JavaScript; with it,
 * a page change swaps the cards in place, pushes the page's address, follows Back and
 * Forward, and scrolls to the list. If the card data cannot be loaded, the error is logged
 * and the link is followed as a normal page load.
 */
export function Island({ id, page: firstPage, totalPosts, cards, baseTitle, emptyText }: BlogListProps) {
  const [view, setView] = useState({ page: firstPage, total: totalPosts, cards });
  const listRef = useRef<HTMLDivElement>(null);
  const scrollPending = useRef(false);
  const totalPages = pageCount(view.total);
  const lines = countLines(view.page, view.total);

  const show = (page: number, all: PostCard[]) => {
    const target = Math.min(Math.max(1, page), pageCount(all.length));
    setView({ page: target, total: all.length, cards: pageOfPosts(all, target) });
    document.title = listingTitle(baseTitle, target);
    return target;
  };

  const navigate = (event: MouseEvent<HTMLAnchorElement>, page: number) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    loadCards().then(
      (all) => {
        const shown = show(page, all);
        if (pageFromPath(location.pathname) !== shown) history.pushState({ blogPage: shown }, '', pageHref(shown));
        scrollPending.current = true;
      },
      (error: unknown) => {
        console.error(`Could not load ${BLOG_CARDS_URL}; opening the pre-rendered page instead.`, error);
        location.assign(pageHref(page));
      },
    );
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: one popstate listener for the island's life; `show` only sets state
  useEffect(() => {
    const onPopState = () => {
      const page = pageFromPath(location.pathname);
      if (page === undefined) return;
      loadCards().then(
        (all) => show(page, all),
        (error: unknown) => {
          console.error(`Could not load ${BLOG_CARDS_URL}; reloading the page for this address.`, error);
          location.reload();
        },
      );
    };
    addEventListener('popstate', onPopState);
    return () => removeEventListener('popstate', onPopState);
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after each page change (`view`), to scroll to the new cards
  useEffect(() => {
    if (!scrollPending.current || !listRef.current) return;
    scrollPending.current = false;
    const reduced = matchMedia('(prefers-reduced-motion: reduce)').matches;
    listRef.current.focus({ preventScroll: true });
    listRef.current.scrollIntoView({ behavior: reduced ? 'instant' : 'smooth', block: 'start' });
  }, [view]);

  const prefetch = () => void loadCards().catch(() => undefined);

  return (
    <div ref={listRef} id={id} tabIndex={-1} data-blog-list-view className="focus:outline-none">
      <div aria-live="polite" className="mb-8 flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1">
        <p data-count="showing" className="font-semibold text-ink">
          {lines.showing}
        </p>
        <p data-count="page" className="text-slate-700">
          {lines.pageOf}
        </p>
      </div>
      {view.cards.length === 0 ? (
        <p className="rounded-2xl bg-white p-8 text-center text-lg text-slate-700 ring-1 ring-brand/10">{emptyText}</p>
      ) : (
        <ul data-post-grid className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
          {view.cards.map((card) => (
            <li key={card.slug}>
              <PostCardView post={card} />
            </li>
          ))}
        </ul>
      )}
      {totalPages > 1 && <Pagination page={view.page} totalPages={totalPages} onNavigate={navigate} onPrefetch={prefetch} />}
    </div>
  );
}

const button =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-full px-4 font-semibold ring-1 forced-colors:border-2 transition-colors duration-300 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand';
const styles = {
  enabled: `${button} bg-white text-brand ring-brand/30 hover:bg-brand hover:text-white`,
  current: `${button} bg-brand text-white ring-brand ${SELECTED_IN_FORCED_COLOURS}`,
  disabled: `${button} cursor-not-allowed bg-white/60 text-slate-500 ring-slate-200`,
};

function Pagination({
  page,
  totalPages,
  onNavigate,
  onPrefetch,
}: {
  page: number;
  totalPages: number;
  onNavigate: (event: MouseEvent<HTMLAnchorElement>, page: number) => void;
  onPrefetch: () => void;
}) {
  const step = (label: 'Previous' | 'Next', target: number | undefined) =>
    target === undefined ? (
      // No address to go to: a link without href, announced as disabled.
      // biome-ignore lint/a11y/useValidAnchor: the disabled-link pattern (no href, aria-disabled) for Previous on page 1 and Next on the last
      <a role="link" aria-disabled="true" data-page-step={label.toLowerCase()} className={styles.disabled}>
        {label}
      </a>
    ) : (
      <a
        href={pageHref(target)}
        rel={label === 'Previous' ? 'prev' : 'next'}
        data-page-step={label.toLowerCase()}
        className={styles.enabled}
        onClick={(e) => onNavigate(e, target)}
      >
        {label}
      </a>
    );

  return (
    <nav aria-label="Blog pages" data-pagination className="mt-12" onPointerEnter={onPrefetch} onFocus={onPrefetch}>
      <ul className="flex flex-wrap items-center justify-center gap-2">
        <li>{step('Previous', page > 1 ? page - 1 : undefined)}</li>
        {paginationItems(page, totalPages).map((item, i) =>
          item === 'ellipsis' ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-slate-700">
              …
            </li>
          ) : (
            <li key={item}>
              <a
                href={pageHref(item)}
                aria-label={`Page ${item}`}
                aria-current={item === page ? 'page' : undefined}
                className={item === page ? styles.current : styles.enabled}
                onClick={(e) => onNavigate(e, item)}
              >
                {item}
              </a>
            </li>
          ),
        )}
        <li>{step('Next', page < totalPages ? page + 1 : undefined)}</li>
      </ul>
    </nav>
  );
}
