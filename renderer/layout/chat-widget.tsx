import type { Site } from '../../catalogue/index.ts';
import { AVATAR_PATH } from '../../catalogue/image-layouts.ts';
import { Icon } from '../../sections/ui.tsx';
import { whatsappHref } from './contact-links.ts';
import { InlineSvg } from './inline-svg.tsx';

/**
 * Floating chat widget. The avatar toggles a popover (works without JavaScript);
 * 'Call Us Now' dials on phones and asks first on desktop (renderer/+client.ts).
 */
export function ChatWidget({ site }: { site: Site }) {
  const [phone] = site.phones;
  return (
    <div data-layout="chat-widget" className="fixed right-4 bottom-4 z-50 sm:right-6 sm:bottom-6">
      <div id="chat-actions" popover="auto" data-chat-actions className="chat-actions m-0 w-64 rounded-2xl bg-white p-3 shadow-2xl ring-1 ring-brand/15">
        <p className="px-2 pb-2 text-sm font-semibold text-ink">Talk to our team</p>
        <a
          href={whatsappHref(site)}
          target="_blank"
          rel="noopener noreferrer"
          className="flex min-h-11 items-center gap-3 rounded-xl px-3 py-2 font-semibold text-emerald-800 hover:bg-emerald-50 focus-visible:outline-3 focus-visible:outline-brand"
        >
          <Icon name="message-circle" className="size-5" /> Chat on WhatsApp
        </a>
        {phone && (
          <a
            href={`tel:${phone.dial}`}
            data-call-confirm={`Call ${phone.display}?`}
            className="flex min-h-11 items-center gap-3 rounded-xl px-3 py-2 font-semibold text-brand hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-brand"
          >
            <Icon name="phone" className="size-5" /> Call Us Now
          </a>
        )}
      </div>
      {/* The avatar floats over light and dark bands alike: its focus is a white outline on an ink ring. */}
      <button
        type="button"
        popoverTarget="chat-actions"
        aria-label="Contact options"
        className="chat-avatar group relative block size-16 rounded-full bg-saffron p-1 shadow-xl ring-4 ring-white forced-colors:border-2 forced-colors:p-0.5 transition-transform duration-300 hover:scale-110 focus-visible:outline-3 focus-visible:outline-white focus-visible:ring-8 focus-visible:ring-ink"
      >
        <InlineSvg src={AVATAR_PATH} width={56} height={56} className="size-14 rounded-full" />
        <span aria-hidden="true" className="chat-pulse absolute inset-0 rounded-full ring-4 ring-saffron/60" />
      </button>
    </div>
  );
}
