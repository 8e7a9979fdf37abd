import type { ReactNode } from 'react';
import { whatsappHref } from '../../renderer/layout/contact-links.ts';
import { defineSection } from '../define.ts';
import type { IconName } from '../icons.ts';
import { formatAddress } from '../site-text.tsx';
import { Container, Icon, SectionHeading, SectionShell } from '../ui.tsx';
import { Img } from '../img.tsx';
import { imageLayoutOf } from '../section-meta.ts';
import { contactDetailsSchema } from './schema.ts';

const layout = imageLayoutOf(contactDetailsSchema);

const linkClass = 'font-semibold text-brand underline-offset-2 hover:text-pink hover:underline focus-visible:outline-3 focus-visible:outline-brand';

function Item({ icon, title, children }: { icon: IconName; title: string; children: ReactNode }) {
  return (
    <li className="flex gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-brand/10">
      <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-pink/10 text-pink">
        <Icon name={icon} />
      </span>
      <div className="min-w-0">
        <h3 className="font-semibold text-ink">{title}</h3>
        <div className="mt-1 space-y-1 text-slate-700">{children}</div>
      </div>
    </li>
  );
}

/** The agency's phones, e-mail, WhatsApp and address, always read from site.config.yaml. */
export const contactDetails = defineSection({
  schema: contactDetailsSchema,
  Component: function ContactDetails({ eyebrow, heading, intro, hours, mapLabel, mapImage, context }) {
    const { site, index } = context;
    const map = (
      <a href={site.address.mapUrl} target="_blank" rel="noopener noreferrer" data-map-link className={`${linkClass} inline-block py-1`}>
        {mapLabel}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    );
    return (
      <SectionShell type="contact-details" index={index}>
        <Container>
          <SectionHeading index={index} heading={heading} intro={intro} eyebrow={eyebrow} />
          <div className={mapImage ? 'grid items-start gap-8 lg:grid-cols-2' : undefined}>
            <ul className={mapImage ? 'grid gap-4 sm:grid-cols-2 lg:grid-cols-1' : 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3'}>
              <Item icon="phone" title="Call us">
                {site.phones.map((p) => (
                  <p key={p.dial}>
                    <a href={`tel:${p.dial}`} data-call-confirm={`Call ${p.display}?`} className={`${linkClass} inline-block py-1`}>
                      {p.display}
                    </a>
                  </p>
                ))}
              </Item>
              <Item icon="mail" title="E-mail">
                <p>
                  <a href={`mailto:${site.email}`} className={`${linkClass} inline-block py-1 [overflow-wrap:anywhere]`}>
                    {site.email}
                  </a>
                </p>
              </Item>
              <Item icon="message-circle" title="WhatsApp">
                <p>
                  <a href={whatsappHref(site)} target="_blank" rel="noopener noreferrer" data-whatsapp-link className={`${linkClass} inline-block py-1`}>
                    Chat on WhatsApp
                    <span className="sr-only"> (opens in a new tab)</span>
                  </a>
                </p>
              </Item>
              <Item icon="map-pin" title="Visit our office">
                <address className="not-italic">{formatAddress(site)}</address>
                <p>{map}</p>
              </Item>
              {hours.length > 0 && (
                <Item icon="clock" title="Office hours">
                  {hours.map((h) => (
                    <p key={h}>{h}</p>
                  ))}
                </Item>
              )}
            </ul>
            {mapImage && (
              <a
                href={site.address.mapUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="block overflow-hidden rounded-3xl ring-1 ring-brand/10 forced-colors:border-2 focus-visible:outline-3 focus-visible:outline-brand"
              >
                <Img image={{ ...mapImage, alt: `${mapImage.alt} (opens the map in a new tab)` }} layout={layout} className="h-auto w-full" />
              </a>
            )}
          </div>
        </Container>
      </SectionShell>
    );
  },
});
