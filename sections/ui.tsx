import type { ReactNode } from 'react';
import { cn } from './cn.ts';
import { icons, type IconName } from './icons.ts';

/** Small building blocks shared by section components. */

export function Container({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={cn('mx-auto w-full max-w-6xl px-4 sm:px-6 lg:px-8', className)}>{children}</div>;
}

export function SectionShell({
  type,
  index,
  className,
  children,
  tone = 'light',
}: {
  type: string;
  index: number;
  className?: string;
  children: ReactNode;
  tone?: 'light' | 'tint' | 'dark';
}) {
  return (
    <section
      data-section={type}
      aria-labelledby={`s${index}-heading`}
      className={cn('py-16 sm:py-20', tone === 'tint' && 'bg-brand-50', tone === 'dark' && 'bg-ink text-white', className)}
    >
      {children}
    </section>
  );
}

export function SectionHeading({
  index,
  heading,
  intro,
  eyebrow,
  align = 'center',
  tone = 'light',
}: {
  index: number;
  heading: string;
  intro?: string;
  eyebrow?: string;
  align?: 'center' | 'left';
  tone?: 'light' | 'dark';
}) {
  return (
    <div className={cn('mb-10 max-w-3xl', align === 'center' && 'mx-auto text-center')}>
      {eyebrow && <p className={cn('mb-2 text-sm font-semibold tracking-wide uppercase', tone === 'dark' ? 'text-saffron' : 'text-pink')}>{eyebrow}</p>}
      <h2 id={`s${index}-heading`} className={cn('text-3xl font-bold tracking-tight text-balance sm:text-4xl', tone === 'dark' ? 'text-white' : 'text-ink')}>
        {heading}
      </h2>
      {intro && <p className={cn('mt-4 text-lg text-pretty', tone === 'dark' ? 'text-indigo-100' : 'text-slate-700')}>{intro}</p>}
    </div>
  );
}

export function Icon({ name, className }: { name: IconName; className?: string }) {
  const Glyph = icons[name];
  return <Glyph aria-hidden="true" focusable="false" className={cn('size-6', className)} />;
}

/** A list whose items each start with an icon (ticks for benefits, stars for requirements). */
export function IconList({
  items,
  icon = 'check',
  iconClassName = 'text-pink',
  className,
}: {
  items: string[];
  icon?: IconName;
  iconClassName?: string;
  className?: string;
}) {
  return (
    <ul className={cn('space-y-3 text-slate-800', className)}>
      {items.map((item) => (
        <li key={item} className="flex gap-3">
          <Icon name={icon} className={cn('mt-0.5 size-5 shrink-0', iconClassName)} />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

export function ButtonLink({
  href,
  children,
  variant = 'primary',
  className,
}: {
  href: string;
  children: ReactNode;
  variant?: 'primary' | 'secondary' | 'light';
  className?: string;
}) {
  const external = /^https?:\/\//.test(href);
  return (
    <a
      href={href}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      className={cn(
        'inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-6 py-3 text-base font-semibold transition-colors duration-300 focus-visible:outline-3 focus-visible:outline-offset-2',
        // A primary button stands on light bands and dark ones: its focus is an ink outline (seen on the
        // light) with a white ring under it (seen on the dark), 3:1 or more on either. Drawn by its background
        // alone, it gets a border in a contrast theme's forced colours, which draw every background alike.
        variant === 'primary' &&
          'bg-saffron text-ink forced-colors:border-2 hover:bg-saffron-dark focus-visible:outline-ink focus-visible:ring-7 focus-visible:ring-white',
        variant === 'secondary' && 'border-2 border-brand text-brand hover:bg-brand hover:text-white focus-visible:outline-brand',
        variant === 'light' && 'border-2 border-white text-white hover:bg-white hover:text-ink focus-visible:outline-white',
        className,
      )}
    >
      {children}
    </a>
  );
}
