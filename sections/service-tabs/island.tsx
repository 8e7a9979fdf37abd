import { useRef, useState, type KeyboardEvent } from 'react';
import type { z } from 'zod';
import type { ImageValue } from '../fields.ts';
import { SELECTED_IN_FORCED_COLOURS } from '../forced-colours.ts';
import { Img } from '../img.tsx';
import { TAB_IMAGE_LAYOUT as layout } from './layout.ts';
import type { serviceTabsSchema } from './schema.ts';

/** A tab as the schema gives it, its image with the copies the build made (`picture`). */
export type ServiceTab = Omit<z.output<typeof serviceTabsSchema>['tabs'][number], 'image'> & { image?: ImageValue };

export interface ServiceTabsProps {
  id: string;
  tabs: ServiceTab[];
  linkLabel: string;
  tabLabel?: string;
}

/**
 * ARIA tabs: one active tab (the first by default); arrow keys, Home and End move between tabs.
 * Bullets, percentage, image and link are each optional, so one component serves both the
 * services switcher (bullets, statistic, LEARN MORE) and the web service types (image).
 */
export function Island({ id, tabs, linkLabel, tabLabel = 'Services' }: ServiceTabsProps) {
  const [active, setActive] = useState(0);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  const select = (index: number) => {
    const next = (index + tabs.length) % tabs.length;
    setActive(next);
    tabRefs.current[next]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const moves: Record<string, number> = {
      ArrowRight: active + 1,
      ArrowDown: active + 1,
      ArrowLeft: active - 1,
      ArrowUp: active - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };

  return (
    <div className="grid gap-8 lg:grid-cols-[18rem_1fr]">
      <div
        role="tablist"
        aria-orientation="vertical"
        aria-label={tabLabel}
        className="tabs-list flex gap-2 overflow-x-auto pb-2 lg:flex-col lg:overflow-visible lg:pb-0"
      >
        {tabs.map((tab, i) => (
          <button
            key={tab.title}
            ref={(el) => {
              tabRefs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${i}`}
            aria-selected={i === active}
            aria-controls={`${id}-panel-${i}`}
            tabIndex={i === active ? 0 : -1}
            onClick={() => setActive(i)}
            onKeyDown={onKeyDown}
            className={`min-h-11 shrink-0 rounded-xl px-5 py-3 text-left font-semibold whitespace-nowrap text-ink ring-1 ring-brand/15 transition-colors duration-300 hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-brand aria-selected:bg-brand aria-selected:text-white forced-colors:border-2 lg:whitespace-normal ${i === active ? SELECTED_IN_FORCED_COLOURS : ''}`}
          >
            {tab.title}
          </button>
        ))}
      </div>
      {tabs.map((tab, i) => (
        <div
          key={tab.title}
          role="tabpanel"
          id={`${id}-panel-${i}`}
          aria-labelledby={`${id}-tab-${i}`}
          hidden={i !== active}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the ARIA tabs pattern makes a panel focusable when it has no focusable content first
          tabIndex={0}
          className={
            tab.image
              ? 'self-start rounded-2xl bg-white p-6 shadow-sm ring-1 ring-brand/10 sm:p-8'
              : 'rounded-2xl bg-white p-6 shadow-sm ring-1 ring-brand/10 sm:p-8'
          }
        >
          {tab.image ? (
            <div className="grid items-center gap-6 md:grid-cols-2">
              <div>
                <TabText tab={tab} />
              </div>
              {/* Lazy: every panel but the first is hidden, so its artwork loads only when opened. */}
              <Img image={tab.image} layout={layout} className="h-auto w-full rounded-xl" />
            </div>
          ) : (
            <TabText tab={tab} />
          )}
          {(!!tab.bullets?.length || tab.percentage !== undefined) && (
            <div className="mt-6 grid gap-6 md:grid-cols-[1fr_12rem]">
              {!!tab.bullets?.length && (
                <ul className="grid gap-2 sm:grid-cols-2">
                  {tab.bullets.map((b) => (
                    <li key={b} className="flex gap-2 text-slate-800">
                      <span aria-hidden="true" className="mt-2 size-2 shrink-0 rounded-full bg-pink" />
                      <span>{b}</span>
                    </li>
                  ))}
                </ul>
              )}
              {tab.percentage !== undefined && (
                <p className="flex flex-col items-center justify-center rounded-2xl bg-brand-50 p-6 text-center">
                  <span data-percentage className="text-5xl font-extrabold text-pink">
                    {tab.percentage}%
                  </span>
                  {tab.note && <span className="mt-2 text-sm text-slate-700">{tab.note}</span>}
                </p>
              )}
            </div>
          )}
          {tab.href && (
            <a
              href={tab.href}
              className="mt-6 inline-flex min-h-11 items-center gap-2 font-bold tracking-wide text-brand underline-offset-4 hover:underline focus-visible:outline-3 focus-visible:outline-brand"
            >
              {linkLabel}
              <span className="sr-only">: {tab.title}</span>
              <span aria-hidden="true">→</span>
            </a>
          )}
        </div>
      ))}
    </div>
  );
}

function TabText({ tab }: { tab: ServiceTab }) {
  return (
    <>
      <h3 className="text-2xl font-bold text-ink">{tab.title}</h3>
      <p className="mt-3 text-slate-700">{tab.description}</p>
    </>
  );
}
