export interface ContactFormProps {
  id: string;
  endpoint: string;
  accessKey: string;
  /** Absolute URL the provider sends a visitor back to after a plain (no-JavaScript) post. */
  redirect: string;
  subject?: string;
}

const field = 'mt-1 block w-full rounded-xl border border-slate-400 bg-white px-4 py-3 text-base text-slate-900 focus:border-brand focus:outline-3 focus:outline-brand/30';
const label = 'block font-semibold text-ink';

/**
 * The contact form. Server-rendered as a plain HTML form that posts to the provider, so it
 * works without JavaScript. TODO(contact form issue): sending with fetch, the four states and
 * the failure handling are not built yet; until then the form always does a plain post.
 */
export function Island({ id, endpoint, accessKey, redirect, subject }: ContactFormProps) {
  return (
    <form method="post" action={endpoint} data-contact-form className="grid gap-5 sm:grid-cols-2">
      <input type="hidden" name="access_key" value={accessKey} />
      <input type="hidden" name="redirect" value={redirect} />
      <div className="sm:col-span-1">
        <label htmlFor={`${id}-name`} className={label}>Name</label>
        <input id={`${id}-name`} name="name" type="text" required autoComplete="name" className={field} />
      </div>
      <div className="sm:col-span-1">
        <label htmlFor={`${id}-email`} className={label}>Email</label>
        <input id={`${id}-email`} name="email" type="email" required autoComplete="email" className={field} />
      </div>
      <div className="sm:col-span-1">
        <label htmlFor={`${id}-phone`} className={label}>
          Phone <span className="font-normal text-slate-600">(optional)</span>
        </label>
        <input id={`${id}-phone`} name="phone" type="tel" autoComplete="tel" className={field} />
      </div>
      <div className="sm:col-span-1">
        <label htmlFor={`${id}-subject`} className={label}>Subject</label>
        <input id={`${id}-subject`} name="subject" type="text" required defaultValue={subject} className={field} />
      </div>
      <div className="sm:col-span-2">
        <label htmlFor={`${id}-message`} className={label}>Message</label>
        <textarea id={`${id}-message`} name="message" rows={6} required className={field} />
      </div>
      <div className="sm:col-span-2">
        <button type="submit" className="inline-flex min-h-11 items-center justify-center rounded-full bg-saffron px-8 py-3 font-semibold text-ink hover:bg-saffron-dark focus-visible:outline-3 focus-visible:outline-brand disabled:cursor-not-allowed disabled:opacity-70">
          Send Message
        </button>
      </div>
    </form>
  );
}
