/**
 * Lead events, whatever the provider: a press on a phone, WhatsApp, e-mail or contact link and
 * the outcome of a contact form message, each with the page, the city and the place on the page.
 * Every event goes to window.dataLayer; the configured provider's code is loaded only after the
 * page has loaded (and, for a provider that sets cookies, only after consent: providers.ts).
 * With provider none the build drops everything below the dataLayer push.
 */
import { rememberLeadSource } from './lead-source.ts';

export type LeadName = 'call' | 'whatsapp' | 'email' | 'cta' | 'form_submit' | 'form_error';
/** page, place, city (when the page has one) and what the event needs (number, reason): strings only. */
export type Lead = { event: LeadName } & Record<string, string>;
export type Deliver = (lead: Lead) => void;

/** What the contact form island dispatches on its form after each send (see sections/contact-form/island.tsx). */
export const FORM_EVENT = 'lead-form';
export type FormOutcome = { ok: true } | { ok: false; reason: string };

let deliver: Deliver | undefined;
const waiting: Lead[] = [];

/**
 * `earlyClicks`: clicks made before the site's script ran (renderer/boot.ts), counted now. None of
 * them was a cancelled call: the desktop confirmation is part of this script.
 */
export function startLeadEvents(earlyClicks: readonly Event[] = []) {
  rememberLeadSource();
  for (const event of earlyClicks) {
    const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>('a[href]');
    const lead = link ? linkLead(link) : undefined;
    if (lead) record(lead);
  }
  // Registered after the desktop call confirmation, so a cancelled call (defaultPrevented) is not counted.
  document.addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>('a[href]');
    const lead = link && !event.defaultPrevented ? linkLead(link) : undefined;
    if (lead) record(lead);
  });
  document.addEventListener(FORM_EVENT, (event) => {
    const outcome = (event as CustomEvent<FormOutcome>).detail;
    const form = event.target as Element;
    if (outcome.ok) record(lead('form_submit', form));
    else record(lead('form_error', form, { reason: formFailure(outcome.reason) }));
  });
  if (__ANALYTICS_PROVIDER__ === 'none') return;
  // After the load event, when the browser is idle: the provider never competes with the page.
  const idle = () => (window.requestIdleCallback ?? setTimeout)(() => void import('./providers.ts').then(({ connectProvider }) => connectProvider(use)));
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

/** The provider's sender (undefined: stop sending); events recorded before it was ready go first. */
function use(next: Deliver | undefined) {
  deliver = next;
  if (next) for (const lead of waiting.splice(0)) next(lead);
}

function record(lead: Lead) {
  window.dataLayer ??= [];
  window.dataLayer.push(lead);
  if (__ANALYTICS_PROVIDER__ === 'none') return;
  if (deliver) deliver(lead);
  else waiting.push(lead);
}

export function linkLead(link: HTMLAnchorElement): Lead | undefined {
  const href = link.getAttribute('href') ?? '';
  if (href.startsWith('tel:')) return lead('call', link, { number: href.slice(4) });
  if (href.startsWith('mailto:')) return lead('email', link);
  if (link.hostname === 'wa.me' || link.hostname === 'api.whatsapp.com') return lead('whatsapp', link);
  if (link.origin === location.origin && link.pathname === '/contact') return lead('cta', link);
  return undefined;
}

/** Where on the page: header, footer or chat-widget, else the section type and its position (hero:s0). */
function lead(event: LeadName, el: Element, extra: Record<string, string> = {}): Lead {
  const layout = el.closest<HTMLElement>('[data-layout]')?.dataset.layout;
  const section = el.closest<HTMLElement>('[data-section]');
  const position = section?.getAttribute('aria-labelledby')?.replace(/-heading$/, '');
  const place = layout ?? (section ? `${section.dataset.section}${position ? `:${position}` : ''}` : 'page');
  // The page's city as its geo tags name it (validate holds every city's pages to the city of the gazetteer).
  const city = document.querySelector<HTMLMetaElement>('meta[name="geo.placename"]')?.content;
  return { event, page: location.pathname, place, ...(city ? { city } : {}), ...extra };
}

/** The form's failure as the agency reads it: the provider refused, the network failed, or no answer came. */
const formFailure = (reason: string) => (reason === 'network' || reason === 'timeout' ? reason : 'refused');
