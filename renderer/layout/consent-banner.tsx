import type { Site } from '../../catalogue/index.ts';

/**
 * Asks before a provider that sets cookies (GA4) may load. Rendered hidden: the script
 * (renderer/analytics/consent.ts) shows it while no choice is stored, so without JavaScript nothing
 * is asked and nothing loads. Fixed to the bottom edge, so it pushes no content (no layout shift).
 * Accept and decline are the same size and weight: declining is as easy as accepting.
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
      className="fixed inset-x-0 bottom-0 z-[70] border-t-4 border-saffron bg-white px-4 py-4 shadow-[0_-8px_30px_rgb(0_0_0/0.15)] sm:px-6"
    >
      <div className="mx-auto flex max-w-6xl flex-col gap-3 md:flex-row md:items-center md:justify-between">
        <p className="text-slate-900">
          {consent.text}{' '}
          <a href="/privacy-policy" className="font-semibold text-brand underline underline-offset-2 hover:text-pink">
            Privacy Policy
          </a>
        </p>
        <div className="flex shrink-0 gap-3">
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
