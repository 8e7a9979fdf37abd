import type { Site } from '../../catalogue/index.ts';
import { LOGO_PATH } from '../../catalogue/image-layouts.ts';
import { Icon } from '../../sections/ui.tsx';
import { whatsappHref } from './contact-links.ts';
import { InlineSvg } from './inline-svg.tsx';

type MenuGroup = { label: string; children: { label: string; href: string }[] };

const isActive = (item: { href: string }, path: string) => item.href === path;
const groupActive = (item: MenuGroup, path: string) => item.children.some((c) => isActive(c, path));
const current = (active: boolean) => (active ? ({ 'aria-current': 'page' } as const) : {});

export function Header({ site, path }: { site: Site; path: string }) {
  const [phone] = site.phones;
  return (
    <header data-layout="header" className="sticky top-0 z-40 border-b border-brand/10 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6 lg:h-20 lg:px-8">
        <a href="/" className="flex items-center gap-2 text-xl font-extrabold tracking-tight text-ink focus-visible:outline-3 focus-visible:outline-brand">
          <InlineSvg src={LOGO_PATH} width={36} height={36} className="size-9" />
          {site.name}
        </a>

        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {site.menu.map((item, index) =>
              'children' in item ? (
                <li key={item.label} data-dropdown className="group relative">
                  <button
                    type="button"
                    aria-controls={`menu-${index}`}
                    aria-expanded="false"
                    // The group holding the page shown is marked as the current item of the menu, for
                    // screen readers as for the eye (the same look as a current top-level link). The
                    // phone menu opens that group instead.
                    aria-current={groupActive(item, path) ? 'true' : undefined}
                    className="flex min-h-11 items-center gap-1 rounded-lg px-3 font-medium text-ink hover:text-pink focus-visible:outline-3 focus-visible:outline-brand aria-[current=true]:text-pink aria-[current=true]:underline aria-[current=true]:decoration-2 aria-[current=true]:underline-offset-8"
                  >
                    {item.label}
                    <Icon name="chevron-down" className="size-4 transition-transform duration-300 group-hover:rotate-180 group-focus-within:rotate-180" />
                  </button>
                  <ul
                    id={`menu-${index}`}
                    className="invisible absolute top-full left-0 w-72 translate-y-1 rounded-2xl bg-white p-2 opacity-0 shadow-xl ring-1 ring-brand/10 transition duration-300 group-focus-within:visible group-focus-within:translate-y-0 group-focus-within:opacity-100 group-hover:visible group-hover:translate-y-0 group-hover:opacity-100"
                  >
                    {item.children.map((child) => (
                      <li key={child.href}>
                        <a
                          href={child.href}
                          {...current(isActive(child, path))}
                          className="block rounded-xl px-4 py-3 text-ink hover:bg-brand-50 hover:text-pink focus-visible:outline-3 focus-visible:outline-brand aria-[current=page]:bg-brand-50 forced-colors:aria-[current=page]:border-2 aria-[current=page]:font-semibold aria-[current=page]:text-pink"
                        >
                          {child.label}
                        </a>
                      </li>
                    ))}
                  </ul>
                </li>
              ) : (
                <li key={item.href}>
                  <a
                    href={item.href}
                    {...current(isActive(item, path))}
                    className="flex min-h-11 items-center rounded-lg px-3 font-medium text-ink hover:text-pink focus-visible:outline-3 focus-visible:outline-brand aria-[current=page]:text-pink aria-[current=page]:underline aria-[current=page]:decoration-2 aria-[current=page]:underline-offset-8"
                  >
                    {item.label}
                  </a>
                </li>
              ),
            )}
          </ul>
        </nav>

        <div className="hidden text-right text-sm leading-tight xl:block">
          <p className="font-semibold text-slate-700">Free consultation</p>
          {site.phones.map((p) => (
            <a
              key={p.dial}
              href={`tel:${p.dial}`}
              data-call-confirm={`Call ${p.display}?`}
              className="block font-bold text-brand hover:text-pink focus-visible:outline-3 focus-visible:outline-brand"
            >
              {p.display}
            </a>
          ))}
        </div>

        <div className="flex items-center gap-2 lg:hidden">
          {phone && (
            <a
              href={`tel:${phone.dial}`}
              data-call-confirm={`Call ${phone.display}?`}
              aria-label={`Call ${phone.display}`}
              className="inline-flex size-11 items-center justify-center rounded-full bg-brand text-white forced-colors:border-2 focus-visible:outline-3 focus-visible:outline-brand"
            >
              <Icon name="phone" className="size-5" />
            </a>
          )}
          <a
            href={whatsappHref(site)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label="Chat on WhatsApp"
            className="inline-flex size-11 items-center justify-center rounded-full bg-emerald-700 text-white forced-colors:border-2 focus-visible:outline-3 focus-visible:outline-brand"
          >
            <Icon name="message-circle" className="size-5" />
          </a>
          <button
            type="button"
            popoverTarget="mobile-menu"
            aria-label="Menu"
            className="inline-flex size-11 items-center justify-center rounded-full text-ink ring-1 ring-brand/20 forced-colors:border-2 focus-visible:outline-3 focus-visible:outline-brand"
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
              <path d="M4 6h16M4 12h16M4 18h16" />
            </svg>
          </button>
        </div>
      </div>

      <nav
        id="mobile-menu"
        popover="auto"
        aria-label="Mobile"
        data-mobile-menu
        className="mobile-menu m-0 mt-16 h-[calc(100dvh-4rem)] w-full max-w-none overflow-y-auto bg-white p-4 lg:hidden"
      >
        <ul className="space-y-1">
          {site.menu.map((item) =>
            'children' in item ? (
              <li key={item.label}>
                <details name="mobile-submenu" open={groupActive(item, path)}>
                  <summary className="flex min-h-11 cursor-pointer items-center justify-between rounded-xl px-4 py-3 text-lg font-medium text-ink focus-visible:outline-3 focus-visible:outline-brand">
                    {item.label}
                    <Icon name="chevron-down" className="size-5" />
                  </summary>
                  <ul className="ml-4 border-l-2 border-pink/30 pl-2">
                    {item.children.map((child) => (
                      <li key={child.href}>
                        <a
                          href={child.href}
                          {...current(isActive(child, path))}
                          className="block min-h-11 rounded-xl px-4 py-3 text-ink focus-visible:outline-3 focus-visible:outline-brand aria-[current=page]:bg-brand-50 forced-colors:aria-[current=page]:border-2 aria-[current=page]:font-semibold aria-[current=page]:text-pink"
                        >
                          {child.label}
                        </a>
                      </li>
                    ))}
                  </ul>
                </details>
              </li>
            ) : (
              <li key={item.href}>
                <a
                  href={item.href}
                  {...current(isActive(item, path))}
                  className="block min-h-11 rounded-xl px-4 py-3 text-lg font-medium text-ink focus-visible:outline-3 focus-visible:outline-brand aria-[current=page]:bg-brand-50 forced-colors:aria-[current=page]:border-2 aria-[current=page]:text-pink"
                >
                  {item.label}
                </a>
              </li>
            ),
          )}
        </ul>
        <div className="mt-6 space-y-2 border-t border-brand/10 pt-6">
          {site.phones.map((p) => (
            <a
              key={p.dial}
              href={`tel:${p.dial}`}
              data-call-confirm={`Call ${p.display}?`}
              className="flex min-h-11 items-center gap-3 rounded-xl px-4 font-semibold text-brand focus-visible:outline-3 focus-visible:outline-brand"
            >
              <Icon name="phone" className="size-5" /> {p.display}
            </a>
          ))}
        </div>
      </nav>
    </header>
  );
}
