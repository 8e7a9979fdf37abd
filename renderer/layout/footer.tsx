import type { Site } from '../../catalogue/index.ts';
import { needsConsent } from '../../catalogue/analytics.ts';
import { Icon } from '../../sections/ui.tsx';
import { ConsentSettingsButton } from './consent-banner.tsx';

export function Footer({ site }: { site: Site }) {
  const { address } = site;
  return (
    <footer data-layout="footer" className="bg-ink text-indigo-100">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:grid-cols-2 sm:px-6 lg:grid-cols-[1.4fr_repeat(3,1fr)] lg:px-8">
        <div>
          <p className="text-xl font-extrabold text-white">{site.name}</p>
          <p className="mt-2">{site.tagline}</p>
          <address className="mt-6 space-y-3 not-italic">
            {site.phones.map((p) => (
              <a
                key={p.dial}
                href={`tel:${p.dial}`}
                data-call-confirm={`Call ${p.display}?`}
                className="flex items-center gap-2 font-semibold text-white hover:text-saffron"
              >
                <Icon name="phone" className="size-5" /> {p.display}
              </a>
            ))}
            <a href={`mailto:${site.email}`} className="flex items-center gap-2 text-white hover:text-saffron">
              <Icon name="mail" className="size-5" /> {site.email}
            </a>
            <a href={address.mapUrl} target="_blank" rel="noopener noreferrer" className="flex gap-2 hover:text-saffron">
              <Icon name="map-pin" className="size-5 shrink-0" />
              <span>
                {address.street}, {address.locality}, {address.city}, {address.region} {address.postalCode}
              </span>
            </a>
          </address>
          <ul className="mt-6 flex gap-3" aria-label="Social profiles">
            {site.social.map((s) => (
              <li key={s.network}>
                <a
                  href={s.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${site.name} on ${s.network[0]!.toUpperCase()}${s.network.slice(1)}`}
                  className="inline-flex size-11 items-center justify-center rounded-full bg-white/10 text-white forced-colors:border-2 hover:bg-saffron hover:text-ink"
                >
                  <Icon name={s.network} className="size-5" />
                </a>
              </li>
            ))}
          </ul>
        </div>
        {site.footer.map((group) => (
          <nav key={group.heading} aria-label={group.heading}>
            <h2 className="text-sm font-bold tracking-wide text-white uppercase">{group.heading}</h2>
            <ul className="mt-4 space-y-2">
              {group.links.map((l) => (
                <li key={l.href}>
                  <a href={l.href} className="inline-block py-1 hover:text-saffron hover:underline">
                    {l.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      {/* Below 1024 px the last line stays clear of the chat avatar (fixed, bottom right). */}
      <p className="border-t border-white/10 px-4 pt-6 pb-24 text-center text-sm lg:pb-6">
        © {new Date().getFullYear()} {site.name}.{site.footerNote ? ` ${site.footerNote}` : ''}
        {needsConsent(site.analytics) && (
          <>
            {' '}
            <ConsentSettingsButton site={site} className="ml-2 min-h-11 font-semibold text-white underline underline-offset-2 hover:text-saffron" />
          </>
        )}
      </p>
    </footer>
  );
}
