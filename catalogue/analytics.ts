import { z } from 'zod';
import { listed } from './problems.ts';

/**
 * `analytics:` and `verification:` of site.config.yaml. Everything is optional: without them the
 * site has no analytics at all (provider none), so configs written before this key still parse.
 */

const text = (description: string, fallback: string) => z.string().trim().min(1, 'Must not be empty').default(fallback).describe(description);

const origin = (description: string) =>
  z
    .url({
      protocol: /^https$/,
      error: 'Write the https:// address of the analytics server, without a path, e.g. https://plausible.io or https://cloud.umami.is',
    })
    .refine(
      (value) => !URL.canParse(value) || (new URL(value).pathname === '/' && !value.endsWith('/')),
      'Write only the address of the server, without a path or a trailing slash',
    )
    .optional()
    .describe(description);

export const PROVIDERS = ['none', 'plausible', 'umami', 'ga4'] as const;
export type Provider = (typeof PROVIDERS)[number];

/** Default servers of the providers' own clouds; a self-hosted Plausible or Umami sets `host`. */
export const CLOUD_HOSTS = { plausible: 'https://plausible.io', umami: 'https://cloud.umami.is' } as const;

export const consentSchema = z
  .strictObject({
    text: text(
      'What the banner says. Name the provider and what it sets',
      'We would like to count visits and enquiries with Google Analytics, which sets cookies on your device. Nothing is sent unless you accept.',
    ),
    accept: text('Label of the accept button', 'Accept analytics cookies'),
    decline: text('Label of the decline button (as visible as accept)', 'Decline'),
    settings: text('Label of the footer button that reopens the banner', 'Cookie settings'),
  })
  .default({
    text: 'We would like to count visits and enquiries with Google Analytics, which sets cookies on your device. Nothing is sent unless you accept.',
    accept: 'Accept analytics cookies',
    decline: 'Decline',
    settings: 'Cookie settings',
  })
  .describe('Consent banner texts, shown only with a provider that sets cookies (ga4)');

export const analyticsSchema = z
  .strictObject({
    provider: z
      .enum(PROVIDERS)
      .default('none')
      .describe(
        'Who counts visits and leads: none (no analytics code at all), plausible or umami (no cookies, no banner), ga4 (cookies: asks for consent first)',
      ),
    domain: z
      .string()
      .regex(/^[a-z0-9.-]+\.[a-z]{2,}$/, 'Write the site domain as added in Plausible, e.g. www.example.com')
      .optional()
      .describe('plausible: the site domain as added in Plausible (defaults to the host of baseUrl)'),
    websiteId: z
      .uuid({ error: 'Write the Umami website id, a UUID such as 4fb7fa4c-5b46-438d-94b3-3a8fb9bc2e8b' })
      .optional()
      .describe('umami: the website id'),
    measurementId: z
      .string()
      .regex(/^G-[A-Z0-9]{4,}$/, 'Write the GA4 measurement id, e.g. G-ABC123DEF4')
      .optional()
      .describe('ga4: the measurement id, G-…'),
    host: origin('plausible or umami: address of a self-hosted server (defaults to the provider cloud: https://plausible.io, https://cloud.umami.is)'),
    consent: consentSchema,
  })
  .superRefine((value, ctx) => {
    const need = { umami: 'websiteId', ga4: 'measurementId' } as const;
    const key = value.provider in need ? need[value.provider as keyof typeof need] : undefined;
    if (key && !value[key]) ctx.addIssue({ code: 'custom', path: [key], message: `provider ${value.provider} needs ${key}` });
    if (value.host && value.provider !== 'plausible' && value.provider !== 'umami')
      ctx.addIssue({ code: 'custom', path: ['host'], message: 'host is only for plausible or umami; remove it' });
  })
  .default({ provider: 'none', consent: consentSchema.parse(undefined) })
  .describe('Analytics: which provider counts visits and lead events (calls, WhatsApp, e-mail, form messages, contact links)');

export const verificationSchema = z
  .strictObject({
    google: z.string().trim().min(1).optional().describe('Google Search Console HTML-tag verification code (the content of google-site-verification)'),
    bing: z.string().trim().min(1).optional().describe('Bing Webmaster Tools verification code (the content of msvalidate.01)'),
  })
  .default({})
  .describe('Search console verification codes; every page head carries them');

export type Analytics = z.output<typeof analyticsSchema>;

/** What the browser code needs, fixed at build time (vite.config.ts `define`). */
export interface AnalyticsClient {
  provider: Provider;
  /** Where events are posted (plausible, umami) or the script is loaded from (ga4). */
  endpoint: string;
  /** plausible: domain; umami: website id; ga4: measurement id. */
  id: string;
}

export function analyticsClient(analytics: Analytics, baseUrl: string): AnalyticsClient {
  switch (analytics.provider) {
    case 'plausible':
      return {
        provider: 'plausible',
        endpoint: `${analytics.host ?? CLOUD_HOSTS.plausible}/api/event`,
        id: analytics.domain ?? new URL(baseUrl).host,
      };
    case 'umami':
      return { provider: 'umami', endpoint: `${analytics.host ?? CLOUD_HOSTS.umami}/api/send`, id: analytics.websiteId ?? '' };
    case 'ga4':
      return {
        provider: 'ga4',
        endpoint: `https://www.googletagmanager.com/gtag/js?id=${analytics.measurementId}`,
        id: analytics.measurementId ?? '',
      };
    default:
      return { provider: 'none', endpoint: '', id: '' };
  }
}

/**
 * The ids CONTENT.md's examples give ("Count visits and leads"): copied as they are, the provider
 * counts nothing for this site. The guide's test holds its examples to these.
 */
export const EXAMPLE_IDS = { umami: '4fb7fa4c-5b46-438d-94b3-3a8fb9bc2e8b', ga4: 'G-ABC123DEF4' } as const;

/** One warning line when the site's analytics id is still the guide's example, else undefined. */
export function exampleIdWarning(analytics: Analytics): string | undefined {
  if (analytics.provider === 'umami' && analytics.websiteId === EXAMPLE_IDS.umami)
    return `WARNING analytics: websiteId is the example from CONTENT.md (${EXAMPLE_IDS.umami}), so Umami counts nothing for this site: write your website's id from Umami's website settings in site.config.yaml.`;
  if (analytics.provider === 'ga4' && analytics.measurementId === EXAMPLE_IDS.ga4)
    return `WARNING analytics: measurementId is the example from CONTENT.md (${EXAMPLE_IDS.ga4}), so Google Analytics counts nothing for this site: write your property's id (GA4: Admin › Data streams, "G-…") in site.config.yaml.`;
  return undefined;
}

/** True when the site asks for consent before loading analytics (a provider that sets cookies). */
export const needsConsent = (analytics: Analytics) => analytics.provider === 'ga4';

/**
 * Origins the Content-Security-Policy must allow for the configured provider, and nothing else.
 * GA4: Google's documented list for gtag.js (region-specific collection hosts, hence wildcards).
 * CSP slot: the generator's `thirdPartyContributions(site)` (issue 12) adds
 * `analyticsCsp(site.analytics)` to script-src, connect-src and img-src.
 */
export function analyticsCsp(analytics: Analytics): { scriptSrc: string[]; connectSrc: string[]; imgSrc: string[] } {
  switch (analytics.provider) {
    case 'plausible':
      return { scriptSrc: [], connectSrc: [analytics.host ?? CLOUD_HOSTS.plausible], imgSrc: [] };
    case 'umami':
      return { scriptSrc: [], connectSrc: [analytics.host ?? CLOUD_HOSTS.umami], imgSrc: [] };
    case 'ga4':
      return {
        scriptSrc: ['https://www.googletagmanager.com'],
        connectSrc: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
        imgSrc: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
      };
    default:
      return { scriptSrc: [], connectSrc: [], imgSrc: [] };
  }
}

/**
 * What a cookieless provider's requests (renderer/analytics/providers.ts) tell it about the visit,
 * field by field, in the privacy page's words: analyticsDisclosure lists them, and each provider's
 * browser test holds the page view it records to these fields and no others, besides the site's id
 * (`domain`, `website`) and an event's name and place, which the disclosure tells in its own words.
 */
export const VISIT_FIELDS: Record<keyof typeof CLOUD_HOSTS, readonly { fields: readonly string[]; words: string }[]> = {
  plausible: [
    { fields: ['url'], words: 'the address of the page' },
    { fields: ['referrer'], words: 'the page you came from' },
  ],
  umami: [
    { fields: ['hostname', 'url'], words: 'the address of the page' },
    { fields: ['title'], words: 'its title' },
    { fields: ['referrer'], words: 'the page you came from' },
    { fields: ['language'], words: "your browser's language" },
    { fields: ['screen'], words: "your screen's size" },
  ],
};

/** One sentence for the privacy page ({analytics}): which provider is used and what it receives. */
export function analyticsDisclosure(analytics: Analytics): string {
  switch (analytics.provider) {
    case 'plausible':
    case 'umami': {
      const name = analytics.provider === 'plausible' ? 'Plausible Analytics' : 'Umami';
      const host = new URL(analytics.host ?? CLOUD_HOSTS[analytics.provider]).host;
      return (
        `We count visits and enquiries with ${name} at ${host}, which sets no cookies and stores nothing on your device. ` +
        `After a page has loaded, your browser sends it ${listed(VISIT_FIELDS[analytics.provider].map((f) => f.words))}; ` +
        'when you press a phone, WhatsApp, e-mail or contact link or send our form, it sends which one (never what you typed). ' +
        'It receives your IP address with the request but does not keep it, and it cannot tell who you are.'
      );
    }
    case 'ga4':
      return (
        'With your consent only, we count visits and enquiries with Google Analytics 4 (Google LLC), which sets cookies on your device ' +
        'to recognise a returning browser. Until you accept in the cookie banner, nothing is sent to Google. If you accept, your browser ' +
        'sends Google the address of each page, the page you came from, your device type and, when you press a phone, WhatsApp, e-mail or ' +
        'contact link or send our form, which one (never what you typed). You can change your choice at any time with Cookie settings ' +
        'at the bottom of every page.'
      );
    default:
      return 'This website sets no cookies and uses no analytics, advertising or social media trackers. We do not build profiles of visitors and we do not know who reads our pages.';
  }
}
