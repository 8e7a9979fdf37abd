/**
 * Sending the contact form to a Web3Forms-compatible provider. No DOM and no React, so every
 * outcome can be tested with a fake fetch; the island only maps the result to a banner.
 */

/** The fields a visitor fills in, by their `name` in the form. */
export const messageFields = ['name', 'email', 'phone', 'subject', 'message'] as const;

/** Name of the honeypot: a checkbox nobody can see or reach, which only scripts tick. */
export const honeypotField = 'botcheck';

/** How long to wait for the provider before showing the error banner. */
export const SUBMIT_TIMEOUT_MS = 15_000;

/**
 * The access key, the five fields, the page the form was sent from and where the visit came
 * from (landing_page, utm_…, gclid, referrer: renderer/analytics/lead-source.ts). The provider
 * passes every field on in its e-mail.
 */
export type ContactPayload = { access_key: string; page: string } & Record<(typeof messageFields)[number], string> & Record<string, string>;

export type SubmitFailure = 'network' | 'timeout' | 'http' | 'not-json' | 'not-success';

export type SubmitResult = { ok: true /** true when the honeypot was ticked and nothing was sent */; spam?: boolean } | { ok: false; reason: SubmitFailure };

type Fetch = (input: string, init: RequestInit) => Promise<Response>;

/**
 * One POST of JSON to the provider. Success is only a JSON answer with `success === true`;
 * a network error, an HTTP error, a body that is not JSON, `success` false or missing, or no
 * answer within `timeoutMs` is a failure.
 */
export async function submitContact({
  fetch,
  endpoint,
  payload,
  timeoutMs = SUBMIT_TIMEOUT_MS,
}: {
  fetch: Fetch;
  endpoint: string;
  payload: ContactPayload;
  timeoutMs?: number;
}): Promise<SubmitResult> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  // The race also covers a fetch that ignores the abort signal and a body that never ends.
  const timeout = new Promise<SubmitResult>((resolve) => {
    timer = setTimeout(() => {
      controller.abort();
      resolve({ ok: false, reason: 'timeout' });
    }, timeoutMs);
  });
  try {
    return await Promise.race([post(fetch, endpoint, payload, controller.signal), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

async function post(fetch: Fetch, endpoint: string, payload: ContactPayload, signal: AbortSignal): Promise<SubmitResult> {
  let response: Response;
  try {
    response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(payload),
      signal,
    });
  } catch {
    return { ok: false, reason: signal.aborted ? 'timeout' : 'network' };
  }
  if (!response.ok) return { ok: false, reason: 'http' };
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    return { ok: false, reason: signal.aborted ? 'timeout' : 'not-json' };
  }
  const success = typeof body === 'object' && body !== null && (body as { success?: unknown }).success === true;
  return success ? { ok: true } : { ok: false, reason: 'not-success' };
}

/** The JSON the provider receives: the access key, the five fields as typed, the page and the lead source. */
export function payloadFrom(data: FormData, accessKey: string, source: Record<string, string | undefined> = {}): ContactPayload {
  const value = (name: string) => {
    const v = data.get(name);
    return typeof v === 'string' ? v : '';
  };
  return {
    // The lead source first: a field of the form always wins over a stored value of the same name.
    ...Object.fromEntries(Object.entries(source).filter((entry): entry is [string, string] => typeof entry[1] === 'string')),
    access_key: accessKey,
    name: value('name'),
    email: value('email'),
    phone: value('phone'),
    subject: value('subject'),
    message: value('message'),
    page: value('page'),
  };
}

export interface ContactSender {
  /** Sends the form's data; while a send is under way, returns that same send instead of a new one. */
  send(data: FormData): Promise<SubmitResult>;
  readonly busy: boolean;
}

/**
 * One sender per form. It guarantees one request per click however fast the clicks come
 * (React has not re-rendered the disabled button yet when a double click's second event
 * arrives), and it drops a ticked honeypot without calling the provider.
 */
export function createContactSender({
  fetch,
  endpoint,
  accessKey,
  timeoutMs,
  source = () => ({}),
}: {
  fetch: Fetch;
  endpoint: string;
  accessKey: string;
  timeoutMs?: number;
  /** Where the visit came from, read at each send. */
  source?: () => Record<string, string | undefined>;
}): ContactSender {
  let inFlight: Promise<SubmitResult> | undefined;
  return {
    get busy() {
      return inFlight !== undefined;
    },
    send(data) {
      if (inFlight) return inFlight;
      if (data.get(honeypotField)) return Promise.resolve({ ok: true, spam: true });
      inFlight = submitContact({ fetch, endpoint, payload: payloadFrom(data, accessKey, source()), timeoutMs }).finally(() => {
        inFlight = undefined;
      });
      return inFlight;
    },
  };
}
