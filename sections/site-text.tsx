import { Fragment, type ReactNode } from 'react';
import { analyticsDisclosure, needsConsent } from '../catalogue/analytics.ts';
import type { Site } from '../catalogue/site-schema.ts';
import { PLACEHOLDER_PATTERN, type Placeholder } from './fields.ts';
import { ConsentSettingsButton } from '../renderer/layout/consent-banner.tsx';
import { whatsappHref } from '../renderer/layout/contact-links.ts';

/**
 * Text that may name the agency's own details with placeholders such as {email}, filled in
 * from site.config.yaml when the page is built, so a change of number or address reaches
 * every page at once. Unknown placeholders are a validation error at their line.
 */
const link = 'font-semibold text-brand underline underline-offset-2 hover:text-pink';

const placeholders = {
  agency: (site: Site) => site.name,
  email: (site: Site) => (
    <a href={`mailto:${site.email}`} className={link}>
      {site.email}
    </a>
  ),
  phones: (site: Site) =>
    site.phones.map((p, i) => (
      <Fragment key={p.dial}>
        {i > 0 && ' or '}
        <a href={`tel:${p.dial}`} data-call-confirm={`Call ${p.display}?`} className={`${link} whitespace-nowrap`}>
          {p.display}
        </a>
      </Fragment>
    )),
  whatsapp: (site: Site) => (
    <a href={whatsappHref(site)} target="_blank" rel="noopener noreferrer" className={link}>
      WhatsApp
    </a>
  ),
  address: (site: Site) => formatAddress(site),
  formProvider: (site: Site) => new URL(site.form.endpoint).host,
  website: (site: Site) => new URL(site.baseUrl).host,
  // Which analytics provider is used and what it receives (privacy page), from site.config.yaml analytics.
  analytics: (site: Site) => (
    <>
      {analyticsDisclosure(site.analytics)}
      {needsConsent(site.analytics) && (
        <>
          {' '}
          <ConsentSettingsButton site={site} className={`${link} min-h-11 cursor-pointer`} />
        </>
      )}
    </>
  ),
} satisfies Record<Placeholder, (site: Site) => ReactNode>;

export function formatAddress(site: Site): string {
  const a = site.address;
  return `${a.street}, ${a.locality}, ${a.city}, ${a.region} ${a.postalCode}`;
}

export function SiteText({ text, site }: { text: string; site: Site }) {
  const parts = text.split(PLACEHOLDER_PATTERN);
  // split() with one capture group alternates plain text and placeholder names.
  return <>{parts.map((part, i) => (i % 2 === 1 ? <Fragment key={i}>{placeholders[part as Placeholder](site)}</Fragment> : part))}</>;
}
