// Fixed at build time from site.config.yaml `analytics` (vite.config.ts `define`, catalogue/analytics.ts analyticsClient).
declare const __ANALYTICS_PROVIDER__: 'none' | 'plausible' | 'umami' | 'ga4';
declare const __ANALYTICS_ENDPOINT__: string;
declare const __ANALYTICS_ID__: string;

interface Window {
  /** The queue every tag manager reads; lead events are pushed here whatever the provider. */
  dataLayer?: unknown[];
}
