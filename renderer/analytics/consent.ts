/**
 * The consent banner of a provider that sets cookies (GA4). The banner and the 'Cookie settings'
 * buttons are in the HTML (renderer/layout/consent-banner.tsx), hidden: without JavaScript nothing
 * is asked and nothing loads. The choice is kept on this device (localStorage).
 */
const KEY = 'analytics-consent';

export function askConsent(grant: () => unknown, revoke: () => void) {
  const banner = document.querySelector<HTMLElement>('[data-consent-banner]');
  if (!banner) return;
  let opener: HTMLElement | null = null;
  let stop: (() => void) | undefined;
  const stored = () => {
    try {
      return localStorage.getItem(KEY);
    } catch {
      return null;
    }
  };
  const apply = (choice: string | null) => {
    if (choice === 'granted') void Promise.resolve(grant()).then((s) => (stop = typeof s === 'function' ? (s as () => void) : stop));
    else if (choice === 'denied') {
      revoke();
      stop?.();
    }
  };
  for (const button of document.querySelectorAll<HTMLButtonElement>('[data-consent-open]')) {
    button.hidden = false;
    button.addEventListener('click', () => {
      opener = button;
      banner.hidden = false;
      banner.querySelector<HTMLElement>(`[data-consent-choice="${stored() ?? 'granted'}"]`)?.focus();
    });
  }
  for (const button of banner.querySelectorAll<HTMLButtonElement>('[data-consent-choice]')) {
    button.addEventListener('click', () => {
      const choice = button.dataset.consentChoice!;
      try {
        localStorage.setItem(KEY, choice);
      } catch {
        // Not remembered: the banner asks again on the next page.
      }
      banner.hidden = true;
      opener?.focus();
      apply(choice);
    });
  }
  const choice = stored();
  if (choice) apply(choice);
  else banner.hidden = false;
}
