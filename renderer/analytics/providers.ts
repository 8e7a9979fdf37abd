/**
 * The configured provider, loaded after the page (lead-events.ts). Plausible and Umami get their
 * documented HTTP APIs directly (POST /api/event, POST /api/send): no third-party script, no
 * cookie. GA4 loads Google's gtag.js, only after consent (askConsent). The build keeps only the
 * branch of the configured provider.
 */
import type { Deliver } from './lead-events.ts';

export function connectProvider(use: (deliver: Deliver | undefined) => void) {
  if (__ANALYTICS_PROVIDER__ === 'plausible') {
    const send = (name: string, props?: Record<string, string>) =>
      post({ name, url: location.href, domain: __ANALYTICS_ID__, referrer: document.referrer || null, ...(props ? { props } : {}) }, 'text/plain');
    send('pageview');
    use(({ event, ...props }) => send(event, props));
  } else if (__ANALYTICS_PROVIDER__ === 'umami') {
    const send = (name?: string, data?: Record<string, string>) =>
      post({
        type: 'event',
        payload: {
          website: __ANALYTICS_ID__,
          hostname: location.hostname,
          url: location.pathname + location.search,
          referrer: document.referrer,
          title: document.title,
          language: navigator.language,
          screen: `${screen.width}x${screen.height}`,
          ...(name ? { name, data } : {}),
        },
      });
    send();
    use(({ event, ...data }) => send(event, data));
  } else if (__ANALYTICS_PROVIDER__ === 'ga4') askConsent(use);
}

/**
 * GA4 sets cookies, so it waits for consent. The banner and the 'Cookie settings' buttons are in the
 * HTML (renderer/layout/consent-banner.tsx), hidden: without JavaScript nothing is asked and nothing
 * loads. The choice is kept on this device (localStorage); declining later stops the events and
 * removes Google's cookies.
 */
function askConsent(use: (deliver: Deliver | undefined) => void) {
  const banner = document.querySelector<HTMLElement>('[data-consent-banner]')!;
  const gtag: (...args: unknown[]) => void = function () {
    window.dataLayer ??= [];
    // gtag.js reads Arguments objects from the queue, not arrays.
    // biome-ignore lint/complexity/noArguments: the gtag.js queue protocol
    window.dataLayer.push(arguments);
  };
  let loaded = false;
  let opener: HTMLElement | undefined;
  const apply = (choice: string | null) => {
    if (choice === 'granted') {
      if (!loaded) {
        gtag('js', new Date());
        gtag('config', __ANALYTICS_ID__);
        document.head.append(Object.assign(document.createElement('script'), { async: true, src: __ANALYTICS_ENDPOINT__ }));
      } else gtag('consent', 'update', { analytics_storage: 'granted' });
      loaded = true;
      use(({ event, ...params }) => gtag('event', event, params));
    } else if (choice && loaded) {
      use(undefined);
      gtag('consent', 'update', { analytics_storage: 'denied' });
      // Google's cookies for this site: _ga and _ga_<container>.
      for (const name of document.cookie.match(/(?<=^|; )_ga[^=]*/g) ?? []) {
        // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Safari and Firefox; expiring Google's cookies on decline needs document.cookie.
        document.cookie = `${name}=; Max-Age=0; path=/; domain=${location.hostname.replace(/^www\./, '.')}`;
      }
    }
  };
  for (const button of document.querySelectorAll<HTMLElement>('[data-consent-open]')) {
    button.hidden = false;
    button.onclick = () => {
      opener = button;
      banner.hidden = false;
      banner.querySelector<HTMLElement>(`[data-consent-choice="${stored() ?? 'granted'}"]`)?.focus();
    };
  }
  for (const button of banner.querySelectorAll<HTMLElement>('[data-consent-choice]')) {
    button.onclick = () => {
      const choice = button.dataset.consentChoice!;
      try {
        localStorage.setItem(KEY, choice);
      } catch {
        // Not remembered: the banner asks again on the next page.
      }
      banner.hidden = true;
      opener?.focus();
      apply(choice);
    };
  }
  banner.hidden = !!stored();
  apply(stored());
}

const KEY = 'analytics-consent';
const stored = () => {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
};

function post(body: object, type = 'application/json') {
  // keepalive: a press on a contact link leaves the page; the event must still arrive.
  void fetch(__ANALYTICS_ENDPOINT__, { method: 'POST', body: JSON.stringify(body), headers: { 'Content-Type': type }, keepalive: true }).catch(() => {});
}
