import { describe, expect, it, vi } from 'vitest';
import { accessKeyWarning, formAccessKey, PLACEHOLDER_ACCESS_KEY } from './access-key.ts';
import { contactFormSchema } from './schema.ts';
import { createContactSender, payloadFrom, submitContact, type ContactPayload } from './submit.ts';

const endpoint = 'https://api.web3forms.com/submit';
const payload: ContactPayload = {
  access_key: 'key-123',
  name: 'Meena Sharma',
  email: 'meena@example.com',
  phone: '+91 98290 12345',
  subject: 'SEO for my Johari Bazaar showroom',
  message: 'We sell kundan jewellery and want more walk-ins from Google.',
  page: '/contact',
};

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const fakeFetch = (answer: () => Promise<Response>) => vi.fn((_input: string, _init: RequestInit) => answer());
const never = () => new Promise<Response>(() => {});

function formData(values: Record<string, string>) {
  const data = new FormData();
  for (const [k, v] of Object.entries(values)) data.append(k, v);
  return data;
}
const filled = { name: payload.name, email: payload.email, phone: payload.phone, subject: payload.subject, message: payload.message, page: payload.page };

describe('submitContact', () => {
  it('POSTs the payload as JSON with JSON headers and succeeds on success: true', async () => {
    const fetch = fakeFetch(async () => json({ success: true, message: 'Email sent' }));
    await expect(submitContact({ fetch, endpoint, payload })).resolves.toEqual({ ok: true });
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe(endpoint);
    expect(init.method).toBe('POST');
    expect(init.headers).toEqual({ 'Content-Type': 'application/json', Accept: 'application/json' });
    expect(JSON.parse(init.body as string)).toEqual(payload);
    expect(init.signal).toBeInstanceOf(AbortSignal);
  });

  it.each([
    ['success false', async () => json({ success: false, message: 'Invalid access key' }), 'not-success'],
    ['success missing', async () => json({ message: 'ok' }), 'not-success'],
    ['success as the string "true"', async () => json({ success: 'true' }), 'not-success'],
    ['a JSON body that is not an object', async () => json(null), 'not-success'],
    ['HTTP 500', async () => json({ success: true }, 500), 'http'],
    ['HTTP 400 with success false', async () => json({ success: false }, 400), 'http'],
    ['a body that is not JSON', async () => new Response('<html>Bad gateway</html>', { status: 200, headers: { 'Content-Type': 'text/html' } }), 'not-json'],
    ['a network error', async () => Promise.reject(new TypeError('Failed to fetch')), 'network'],
  ] as const)('fails on %s', async (_name, answer, reason) => {
    await expect(submitContact({ fetch: fakeFetch(answer), endpoint, payload })).resolves.toEqual({ ok: false, reason });
  });

  it('gives up after the timeout and aborts the request', async () => {
    let signal: AbortSignal | undefined;
    const fetch = vi.fn((_input: string, init: RequestInit) => {
      signal = init.signal ?? undefined;
      return never();
    });
    const started = Date.now();
    await expect(submitContact({ fetch, endpoint, payload, timeoutMs: 40 })).resolves.toEqual({ ok: false, reason: 'timeout' });
    expect(Date.now() - started).toBeLessThan(1000);
    expect(signal?.aborted).toBe(true);
  });

  it('times out when the answer starts but its body never ends', async () => {
    const body = new ReadableStream({ start: (c) => c.enqueue(new TextEncoder().encode('{"succ')) });
    const fetch = fakeFetch(async () => new Response(body, { status: 200 }));
    await expect(submitContact({ fetch, endpoint, payload, timeoutMs: 40 })).resolves.toEqual({ ok: false, reason: 'timeout' });
  });

  it('waits 15 seconds by default', async () => {
    vi.useFakeTimers();
    try {
      const result = submitContact({ fetch: fakeFetch(never), endpoint, payload });
      let settled = false;
      void result.then(() => (settled = true));
      await vi.advanceTimersByTimeAsync(14_999);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await expect(result).resolves.toEqual({ ok: false, reason: 'timeout' });
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('payloadFrom', () => {
  it('adds where the visit came from; a field of the form wins over a stored value', () => {
    const source = { landing_page: '/seo-company-jaipur', utm_source: 'google', utm_campaign: 'seo-jaipur', page: '/elsewhere', gclid: undefined };
    expect(payloadFrom(formData(filled), 'key-123', source)).toEqual({
      ...payload,
      landing_page: '/seo-company-jaipur',
      utm_source: 'google',
      utm_campaign: 'seo-jaipur',
    });
  });

  it('takes exactly the access key, the five fields and the page, phone empty when left out', () => {
    const { phone: _phone, ...withoutPhone } = filled;
    expect(payloadFrom(formData({ ...withoutPhone, redirect: 'https://www.example.com/thank-you', botcheck: '' }), 'key-123')).toEqual({
      ...payload,
      phone: '',
    });
  });
});

describe('createContactSender', () => {
  const sender = (fetch: ReturnType<typeof fakeFetch>) => createContactSender({ fetch, endpoint, accessKey: 'key-123', timeoutMs: 200 });

  it('sends the form data as the provider payload', async () => {
    const fetch = fakeFetch(async () => json({ success: true }));
    await expect(sender(fetch).send(formData(filled))).resolves.toEqual({ ok: true });
    expect(JSON.parse(fetch.mock.calls[0]![1].body as string)).toEqual(payload);
  });

  it('reads the lead source at each send', async () => {
    const fetch = fakeFetch(async () => json({ success: true }));
    let campaign = 'first';
    const form = createContactSender({ fetch, endpoint, accessKey: 'key-123', source: () => ({ utm_campaign: campaign }) });
    await form.send(formData(filled));
    campaign = 'second';
    await form.send(formData(filled));
    expect(fetch.mock.calls.map(([, init]) => (JSON.parse(init.body as string) as ContactPayload).utm_campaign)).toEqual(['first', 'second']);
  });

  it('sends one request for a double click, and a new one once the first has ended', async () => {
    let answer!: (r: Response) => void;
    const fetch = fakeFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    const form = sender(fetch);
    const first = form.send(formData(filled));
    const second = form.send(formData(filled));
    expect(form.busy).toBe(true);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(second).toBe(first);
    answer(json({ success: false }));
    await expect(first).resolves.toEqual({ ok: false, reason: 'not-success' });
    expect(form.busy).toBe(false);
    void form.send(formData(filled));
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('frees itself after a failure so the visitor can try again', async () => {
    const fetch = fakeFetch(async () => Promise.reject(new TypeError('offline')));
    const form = sender(fetch);
    await expect(form.send(formData(filled))).resolves.toEqual({ ok: false, reason: 'network' });
    await expect(form.send(formData(filled))).resolves.toEqual({ ok: false, reason: 'network' });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('drops a ticked honeypot without calling the provider', async () => {
    const fetch = fakeFetch(async () => json({ success: true }));
    await expect(sender(fetch).send(formData({ ...filled, botcheck: 'on' }))).resolves.toEqual({ ok: true, spam: true });
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('access key', () => {
  const site = { form: { endpoint, accessKey: PLACEHOLDER_ACCESS_KEY } };

  it('FORM_ACCESS_KEY overrides site.config.yaml', () => {
    expect(formAccessKey(site, { FORM_ACCESS_KEY: 'real-key' })).toBe('real-key');
    expect(formAccessKey(site, { FORM_ACCESS_KEY: '' })).toBe(PLACEHOLDER_ACCESS_KEY);
    expect(formAccessKey(site, {})).toBe(PLACEHOLDER_ACCESS_KEY);
  });

  it('warns in one line, naming the variable and the file, only while the key is the placeholder', () => {
    const warning = accessKeyWarning(site, {});
    expect(warning).toContain('FORM_ACCESS_KEY');
    expect(warning).toContain('site.config.yaml');
    expect(warning).not.toContain('\n');
    expect(accessKeyWarning(site, { FORM_ACCESS_KEY: 'real-key' })).toBeUndefined();
    expect(accessKeyWarning({ form: { endpoint, accessKey: 'real-key' } }, {})).toBeUndefined();
  });
});

describe('contact-form schema', () => {
  it('sends visitors without JavaScript to /thank-you unless the page says otherwise', () => {
    expect(contactFormSchema.parse({ type: 'contact-form', heading: 'Tell us about your business', intro: 'We reply by phone or email.' }).thankYouPath).toBe(
      '/thank-you',
    );
    expect(contactFormSchema.safeParse({ type: 'contact-form', heading: 'Tell us', intro: 'x', thankYouPath: 'https://elsewhere.example' }).success).toBe(
      false,
    );
  });
});
