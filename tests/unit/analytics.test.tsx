import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parse } from 'yaml';
import { analyticsClient, analyticsCsp, analyticsSchema, EXAMPLE_IDS, exampleIdWarning, needsConsent, type Analytics } from '../../catalogue/analytics.ts';
import { contentPaths } from '../../catalogue/index.ts';
import { validateYaml } from '../../catalogue/load.ts';
import type { Problem } from '../../catalogue/problems.ts';
import { siteSchema, type Site } from '../../catalogue/site-schema.ts';
import { rememberLeadSource } from '../../renderer/analytics/lead-source.ts';
import { Head } from '../../renderer/head.tsx';
import { ConsentBanner } from '../../renderer/layout/consent-banner.tsx';
import { Footer } from '../../renderer/layout/footer.tsx';
import { siteText } from '../../sections/fields.ts';
import { SiteText } from '../../sections/site-text.tsx';

const configText = readFileSync('site.config.yaml', 'utf8');
const site = siteSchema.parse(parse(configText)) as Site;
const withAnalytics = (analytics: object, extra: Partial<Site> = {}): Site => ({ ...site, analytics: analyticsSchema.parse(analytics), ...extra });
const a = (value: object): Analytics => analyticsSchema.parse(value);
const meta = {
  title: 'Home',
  description: 'Home page',
  keywords: ['seo'],
  robots: { index: true, follow: true },
  canonical: '/',
  social: { type: 'website' as const },
};

describe('analytics in site.config.yaml', () => {
  it("warns when the id is still CONTENT.md's example, which counts nothing for this site", () => {
    const guide = readFileSync('CONTENT.md', 'utf8');
    expect(guide).toContain(`  websiteId: ${EXAMPLE_IDS.umami}\n`);
    expect(guide).toContain(`  measurementId: ${EXAMPLE_IDS.ga4}\n`);
    expect(exampleIdWarning(a({ provider: 'umami', websiteId: EXAMPLE_IDS.umami }))).toBe(
      "WARNING analytics: websiteId is the example from CONTENT.md (4fb7fa4c-5b46-438d-94b3-3a8fb9bc2e8b), so Umami counts nothing for this site: write your website's id from Umami's website settings in site.config.yaml.",
    );
    expect(exampleIdWarning(a({ provider: 'ga4', measurementId: EXAMPLE_IDS.ga4 }))).toMatch(
      /^WARNING analytics: measurementId is the example from CONTENT\.md \(G-ABC123DEF4\)/,
    );
    expect(exampleIdWarning(a({ provider: 'umami', websiteId: '0d9e2c4a-1b3f-4e5d-8a7b-6c5d4e3f2a1b' }))).toBeUndefined();
    expect(exampleIdWarning(a({ provider: 'ga4', measurementId: 'G-7QX2M4K9PL' }))).toBeUndefined();
    expect(exampleIdWarning(a({ provider: 'plausible' }))).toBeUndefined();
  });

  it('is optional: without the key there is no provider, no banner and no verification tag', () => {
    expect(site.analytics.provider).toBe('none');
    expect(needsConsent(site.analytics)).toBe(false);
    expect(site.verification).toEqual({});
    const head = renderToStaticMarkup(<Head site={site} meta={meta} />);
    expect(head).not.toMatch(/google-site-verification|msvalidate/);
  });

  it('reports every mistake of the analytics block at once, each at its line and column', () => {
    const text = `${configText}analytics:\n  provider: ga4\n  measurementId: UA-12345\n  host: https://stats.example.org/\nverification:\n  yahoo: abc\n`;
    const problems: Problem[] = [];
    expect(validateYaml('site.config.yaml', text, siteSchema, problems)).toBeUndefined();
    // The block starts on the line after the last line of the file.
    const start = configText.split('\n').length;
    expect(problems.map((p) => `${p.line}:${p.col} ${p.field} ${p.message}`)).toEqual([
      `${start + 2}:18 analytics.measurementId Write the GA4 measurement id, e.g. G-ABC123DEF4`,
      `${start + 3}:9 analytics.host Write only the address of the server, without a path or a trailing slash`,
      `${start + 3}:9 analytics.host host is only for plausible or umami; remove it`,
      `${start + 5}:3 verification.yahoo Unknown key "yahoo"; known keys: google, bing`,
    ]);
  });

  it('reports a host written without https:// in its words, and does not stop the build with an exception', () => {
    const text = `${configText}analytics:\n  provider: plausible\n  host: stats.example.org\n`;
    const problems: Problem[] = [];
    expect(validateYaml('site.config.yaml', text, siteSchema, problems)).toBeUndefined();
    const start = configText.split('\n').length;
    expect(problems.map((p) => `${p.line}:${p.col} ${p.field} ${p.message}`)).toEqual([
      `${start + 2}:9 analytics.host Write the https:// address of the analytics server, without a path, e.g. https://plausible.io or https://cloud.umami.is`,
    ]);
  });

  it('asks for the id each provider needs', () => {
    expect(analyticsSchema.safeParse({ provider: 'umami' }).error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['websiteId', 'provider umami needs websiteId'],
    ]);
    expect(analyticsSchema.safeParse({ provider: 'ga4' }).error?.issues.map((i) => i.path.join('.'))).toEqual(['measurementId']);
    expect(analyticsSchema.safeParse({ provider: 'ga4', measurementId: 'G-ABC1234', host: 'https://x.example.org' }).success).toBe(false);
    expect(analyticsSchema.safeParse({ provider: 'plausible' }).success).toBe(true);
  });

  it('gives the browser code the endpoint and id of the provider (Plausible domain defaults to the site host)', () => {
    expect(analyticsClient(a({ provider: 'plausible' }), 'https://www.example.com')).toEqual({
      provider: 'plausible',
      endpoint: 'https://plausible.io/api/event',
      id: 'www.example.com',
    });
    expect(analyticsClient(a({ provider: 'umami', websiteId: '4fb7fa4c-5b46-438d-94b3-3a8fb9bc2e8b' }), site.baseUrl).endpoint).toBe(
      'https://cloud.umami.is/api/send',
    );
    expect(analyticsClient(a({ provider: 'ga4', measurementId: 'G-ABC1234' }), site.baseUrl).endpoint).toBe(
      'https://www.googletagmanager.com/gtag/js?id=G-ABC1234',
    );
  });
});

describe('analyticsCsp', () => {
  it('allows exactly the configured provider and nothing with none', () => {
    expect(analyticsCsp(a({}))).toEqual({ scriptSrc: [], connectSrc: [], imgSrc: [] });
    expect(analyticsCsp(a({ provider: 'plausible' }))).toEqual({ scriptSrc: [], connectSrc: ['https://plausible.io'], imgSrc: [] });
    expect(analyticsCsp(a({ provider: 'umami', websiteId: '4fb7fa4c-5b46-438d-94b3-3a8fb9bc2e8b', host: 'https://stats.example.org' }))).toEqual({
      scriptSrc: [],
      connectSrc: ['https://stats.example.org'],
      imgSrc: [],
    });
    const ga4 = analyticsCsp(a({ provider: 'ga4', measurementId: 'G-ABC1234' }));
    expect(ga4.scriptSrc).toEqual(['https://www.googletagmanager.com']);
    expect(ga4.connectSrc).toContain('https://*.google-analytics.com');
  });
});

describe('consent banner, settings buttons and privacy text', () => {
  const ga4 = withAnalytics({ provider: 'ga4', measurementId: 'G-ABC1234', consent: { decline: 'No thanks' } });

  it('renders the banner hidden (nothing is asked without JavaScript), with both choices alike', () => {
    const html = renderToStaticMarkup(<ConsentBanner site={ga4} />);
    expect(html).toMatch(/^<section data-consent-banner="true" aria-label="Cookie consent" hidden=""/);
    const buttons = [...html.matchAll(/<button type="button" data-consent-choice="(\w+)" class="([^"]+)">([^<]+)</g)];
    expect(buttons.map((b) => [b[1], b[3]])).toEqual([
      ['granted', 'Accept analytics cookies'],
      ['denied', 'No thanks'],
    ]);
    expect(buttons[0]![2]).toBe(buttons[1]![2]);
  });

  it('puts a hidden Cookie settings button in the footer only with a provider that sets cookies', () => {
    expect(renderToStaticMarkup(<Footer site={ga4} />)).toContain('<button type="button" data-consent-open="true" hidden=""');
    expect(renderToStaticMarkup(<Footer site={withAnalytics({ provider: 'plausible' })} />)).not.toContain('data-consent-open');
  });

  it('fills {analytics} on the privacy page with the provider in use', () => {
    expect(siteText('x').safeParse('Cookies: {analytics}').success).toBe(true);
    const render = (s: Site) => renderToStaticMarkup(<SiteText text="{analytics}" site={s} />);
    expect(render(site)).toContain('sets no cookies and uses no analytics');
    expect(render(withAnalytics({ provider: 'plausible', host: 'https://stats.example.org' }))).toContain('Plausible Analytics at stats.example.org');
    // What each one's page view carries (its browser test holds the request to VISIT_FIELDS): Plausible
    // no screen size, Umami the page's title, the language and the screen's size besides.
    expect(render(withAnalytics({ provider: 'plausible' }))).toContain(
      'your browser sends it the address of the page and the page you came from; when you press a phone',
    );
    expect(render(withAnalytics({ provider: 'umami', websiteId: '4fb7fa4c-5b46-438d-94b3-3a8fb9bc2e8b' }))).toContain(
      'Umami at cloud.umami.is, which sets no cookies and stores nothing on your device. After a page has loaded, your browser sends it the address of the page, its title, the page you came from, your browser&#x27;s language and your screen&#x27;s size; when you press a phone',
    );
    expect(render(ga4)).toMatch(/With your consent only.*Google Analytics 4.*data-consent-open/);
  });
});

describe('search console verification', () => {
  it('puts the Google and Bing codes in every head', () => {
    const html = renderToStaticMarkup(<Head site={{ ...site, verification: { google: 'g-code', bing: 'B-CODE' } }} meta={meta} />);
    expect(html).toContain('<meta name="google-site-verification" content="g-code"/>');
    expect(html).toContain('<meta name="msvalidate.01" content="B-CODE"/>');
  });
});

describe('lead source', () => {
  const storage = () => {
    const values = new Map<string, string>();
    return {
      getItem: (k: string) => values.get(k) ?? null,
      setItem: (k: string, v: string) => void values.set(k, v),
      read: () => JSON.parse(values.get('lead-source') ?? 'null') as unknown,
    } as unknown as Storage & { read(): unknown };
  };

  it('keeps the first page of the visit, its campaign tags and an outside referrer', () => {
    const s = storage();
    rememberLeadSource(
      new URL('https://www.example.com/seo-company-jaipur?utm_source=google&utm_campaign=seo-jaipur&gclid=abc&x=1'),
      'https://www.google.com/',
      s,
    );
    rememberLeadSource(new URL('https://www.example.com/contact?utm_source=other'), 'https://www.example.com/seo-company-jaipur', s);
    expect(s.read()).toEqual({
      landing_page: '/seo-company-jaipur',
      referrer: 'https://www.google.com/',
      utm_source: 'google',
      utm_campaign: 'seo-jaipur',
      gclid: 'abc',
    });
  });

  it('leaves out a referrer of the site itself, and gives up quietly without storage', () => {
    const s = storage();
    rememberLeadSource(new URL('https://www.example.com/contact'), 'https://www.example.com/', s);
    expect(s.read()).toEqual({ landing_page: '/contact' });
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
    } as unknown as Storage;
    expect(() => rememberLeadSource(new URL('https://www.example.com/'), '', broken)).not.toThrow();
  });
});

describe('SITE_CONFIG', () => {
  afterEach(() => vi.unstubAllEnvs());
  it('points the content loader at another site config', () => {
    vi.stubEnv('SITE_CONFIG', 'tests/other.site.config.yaml');
    expect(contentPaths('/repo').siteFile).toBe(join('/repo', 'tests/other.site.config.yaml'));
    vi.stubEnv('SITE_CONFIG', '');
    expect(contentPaths('/repo').siteFile).toBe(join('/repo', 'site.config.yaml'));
  });
});
