import type { Site } from '../../catalogue/index.ts';

/**
 * Asks before a provider that sets cookies (GA4) may load. Rendered hidden: the script
 * (renderer/analytics/providers.ts) shows it while no choice is stored, so without JavaScript nothing
 * is asked and nothing loads. Fixed to the bottom edge, so it pushes no content (no layout shift).
 * Accept and decline are the same size and weight: declining is as easy as accepting. It leaves
 * the chat widget (bottom right) free, so a visitor can call or chat without choosing first.
 */
export function ConsentBanner({ site }: { site: Site }) {
  const { consent } = site.analytics;
  const button =
    'min-h-11 rounded-full border-2 border-ink px-5 py-2 font-semibold text-ink hover:bg-ink hover:text-white focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand';
  return (
    <section
      data-consent-banner
      aria-label="Cookie consent"
      hidden
      className="fixed bottom-4 left-4 right-24 z-[70] max-w-md rounded-2xl border-t-4 border-saffron bg-white p-4 shadow-2xl ring-1 ring-brand/15 sm:bottom-6 sm:left-6"
    >
      <div className="flex flex-col gap-3">
        <p className="text-sm text-slate-900 sm:text-base">
          {consent.text}{' '}
          <a href="/privacy-policy" className="font-semibold text-brand underline underline-offset-2 hover:text-pink">
            Privacy Policy
          </a>
        </p>
        <div className="flex flex-wrap gap-3">
          <button type="button" data-consent-choice="granted" className={button}>
            {consent.accept}
          </button>
          <button type="button" data-consent-choice="denied" className={button}>
            {consent.decline}
          </button>
        </div>
      </div>
    </section>
  );
}

/** Reopens the banner; hidden until the script runs (nothing to change without JavaScript). */
export function ConsentSettingsButton({ site, className }: { site: Site; className?: string }) {
  return (
    <button type="button" data-consent-open hidden className={className}>
      {site.analytics.consent.settings}
    </button>
  );
}
