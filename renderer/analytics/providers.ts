/**
 * The configured provider, loaded after the page (lead-events.ts). Plausible and Umami get their
 * documented HTTP APIs directly (POST /api/event, POST /api/send): no third-party script, no
 * cookie. GA4 loads Google's gtag.js, only after consent (consent.ts). The build keeps only the
 * branch of the configured provider.
 */
import type { Deliver, Lead } from './lead-events.ts';

export function connectProvider(use: (deliver: Deliver | undefined) => void) {
  if (__ANALYTICS_PROVIDER__ === 'plausible') {
    const send = (name: string, props?: Record<string, string>) =>
      post({ name, url: location.href, domain: __ANALYTICS_ID__, referrer: document.referrer || null, ...(props ? { props } : {}) }, 'text/plain');
    send('pageview');
    use(({ event, ...props }) => send(event, clean(props)));
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
    use(({ event, ...data }) => send(event, clean(data)));
  } else if (__ANALYTICS_PROVIDER__ === 'ga4') {
    const gtag: (...args: unknown[]) => void = function () {
      // gtag.js reads Arguments objects from the queue, not arrays.
      window.dataLayer ??= [];
      // biome-ignore lint/complexity/noArguments: the gtag.js queue protocol
      window.dataLayer.push(arguments);
    };
    if (!document.querySelector('script[data-gtag]')) {
      gtag('js', new Date());
      gtag('consent', 'default', { analytics_storage: 'granted', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' });
      gtag('config', __ANALYTICS_ID__);
      const script = document.createElement('script');
      script.async = true;
      script.src = __ANALYTICS_ENDPOINT__;
      script.dataset.gtag = '';
      document.head.append(script);
    } else gtag('consent', 'update', { analytics_storage: 'granted' });
    use(({ event, ...params }) => gtag('event', event, clean(params)));
    return () => {
      gtag('consent', 'update', { analytics_storage: 'denied' });
      // Google's cookies for this site: _ga and _ga_<container>.
      for (const name of document.cookie.match(/(?<=^|; )_ga[^=]*/g) ?? [])
        document.cookie = `${name}=; Max-Age=0; path=/; domain=${location.hostname.replace(/^www\./, '.')}`;
    };
  }
  return undefined;
}

function post(body: object, type = 'application/json') {
  // keepalive: a press on a contact link leaves the page; the event must still arrive.
  void fetch(__ANALYTICS_ENDPOINT__, { method: 'POST', body: JSON.stringify(body), headers: { 'Content-Type': type }, keepalive: true }).catch(() => {});
}

const clean = (fields: Omit<Lead, 'event'>) => Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as Record<string, string>;
