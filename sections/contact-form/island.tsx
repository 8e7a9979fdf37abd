import { useRef, useState, type FormEvent } from 'react';
import { FORM_EVENT } from '../../renderer/analytics/lead-events.ts';
import { leadSource } from '../../renderer/analytics/lead-source.ts';
import { createContactSender, honeypotField, type ContactSender } from './submit.ts';

export interface ContactFormProps {
  id: string;
  endpoint: string;
  accessKey: string;
  /** Absolute URL the provider sends a visitor back to after a plain (no-JavaScript) post. */
  redirect: string;
  /** Route of the page the form is on, sent as the `page` field (also without JavaScript). */
  page: string;
  subject?: string;
}

type Status = 'idle' | 'submitting' | 'submitted' | 'error';

const field =
  'mt-1 block w-full rounded-xl border border-slate-400 bg-white px-4 py-3 text-base text-slate-900 focus:border-brand focus:outline-3 focus:outline-brand/30';
const label = 'block font-semibold text-ink';
const banner = 'rounded-xl px-4 py-3 font-semibold ring-1 motion-safe:animate-[fade-in_0.3s_ease-out]';

/**
 * The contact form. The server renders a plain HTML form that posts to the provider (with a
 * redirect to the thank-you page), so it works without JavaScript; once hydrated it sends JSON
 * with fetch and shows the result in place. Fields are uncontrolled: the server HTML and the
 * first client render are identical, and what the visitor typed stays put on any failure.
 */
export function Island({ id, endpoint, accessKey, redirect, page, subject }: ContactFormProps) {
  const [status, setStatus] = useState<Status>('idle');
  const sender = useRef<ContactSender | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    sender.current ??= createContactSender({ fetch: (input, init) => window.fetch(input, init), endpoint, accessKey, source: leadSource });
    if (sender.current.busy) return;
    setStatus('submitting');
    const result = await sender.current.send(new FormData(form));
    // Counted as a lead event (renderer/analytics/lead-events.ts); a ticked honeypot is not a lead.
    if (!('spam' in result)) form.dispatchEvent(new CustomEvent(FORM_EVENT, { bubbles: true, detail: result }));
    if (result.ok) form.reset();
    setStatus(result.ok ? 'submitted' : 'error');
  };

  return (
    <form method="post" action={endpoint} onSubmit={onSubmit} data-contact-form data-state={status} className="grid gap-5 sm:grid-cols-2">
      <input type="hidden" name="access_key" value={accessKey} />
      <input type="hidden" name="redirect" value={redirect} />
      <input type="hidden" name="page" value={page} />
      <div className="sm:col-span-1">
        <label htmlFor={`${id}-name`} className={label}>
          Name
        </label>
        <input id={`${id}-name`} name="name" type="text" required autoComplete="name" className={field} />
      </div>
      <div className="sm:col-span-1">
        <label htmlFor={`${id}-email`} className={label}>
          Email
        </label>
        <input id={`${id}-email`} name="email" type="email" required autoComplete="email" className={field} />
      </div>
      <div className="sm:col-span-1">
        <label htmlFor={`${id}-phone`} className={label}>
          Phone <span className="font-normal text-slate-600">(optional)</span>
        </label>
        <input id={`${id}-phone`} name="phone" type="tel" autoComplete="tel" className={field} />
      </div>
      <div className="sm:col-span-1">
        <label htmlFor={`${id}-subject`} className={label}>
          Subject
        </label>
        <input id={`${id}-subject`} name="subject" type="text" required defaultValue={subject} className={field} />
      </div>
      <div className="sm:col-span-2">
        <label htmlFor={`${id}-message`} className={label}>
          Message
        </label>
        <textarea id={`${id}-message`} name="message" rows={6} required className={field} />
      </div>
      {/* Honeypot: out of sight, out of the tab order and hidden from assistive technology. */}
      <div aria-hidden="true" className="sr-only">
        <label htmlFor={`${id}-${honeypotField}`}>Leave this box unticked</label>
        <input id={`${id}-${honeypotField}`} name={honeypotField} type="checkbox" tabIndex={-1} />
      </div>
      <div className="flex flex-col gap-4 sm:col-span-2 sm:flex-row sm:items-center">
        <button
          type="submit"
          disabled={status === 'submitting'}
          className="inline-flex min-h-11 shrink-0 items-center justify-center rounded-full bg-saffron px-8 py-3 font-semibold text-ink forced-colors:border-2 hover:bg-saffron-dark focus-visible:outline-3 focus-visible:outline-brand disabled:cursor-not-allowed disabled:opacity-70"
        >
          {status === 'submitting' ? 'Sending...' : 'Send Message'}
        </button>
        {/* Both live regions exist from the first render, so a screen reader announces what appears in them. */}
        <div className="min-h-18 flex-1 sm:min-h-12">
          <div role="status" data-form-banner="success">
            {status === 'submitted' && (
              <p className={`${banner} bg-emerald-50 text-emerald-900 ring-emerald-600/40`}>Message sent successfully! We'll be in touch soon.</p>
            )}
          </div>
          <div role="alert" data-form-banner="error">
            {status === 'error' && <p className={`${banner} bg-red-50 text-red-800 ring-red-600/40`}>Failed to submit form. Please try again.</p>}
          </div>
        </div>
      </div>
    </form>
  );
}
