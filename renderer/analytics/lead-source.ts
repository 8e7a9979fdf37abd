/**
 * Where a visit came from, kept for the visit (session storage, no cookie) from its first page,
 * and sent with every contact form message so the agency's inbox says which campaign brought it.
 */

const KEY = 'lead-source';
const PARAMS = ['utm_source', 'utm_medium', 'utm_campaign', 'gclid'] as const;

export type LeadSource = Partial<Record<'landing_page' | 'referrer' | (typeof PARAMS)[number], string>>;

/** Called on every page; only the first page of the visit is written. */
export function rememberLeadSource(url: URL = new URL(location.href), referrer = document.referrer, storage: Storage = sessionStorage) {
  try {
    if (storage.getItem(KEY)) return;
    const source: LeadSource = { landing_page: url.pathname };
    if (referrer && new URL(referrer).origin !== url.origin) source.referrer = referrer;
    for (const name of PARAMS) {
      const value = url.searchParams.get(name)?.slice(0, 200);
      if (value) source[name] = value;
    }
    storage.setItem(KEY, JSON.stringify(source));
  } catch {
    // Storage switched off or full: the message still carries the page it was sent from.
  }
}

export function leadSource(): LeadSource {
  try {
    return JSON.parse(sessionStorage.getItem(KEY) ?? '{}') as LeadSource;
  } catch {
    return {};
  }
}
