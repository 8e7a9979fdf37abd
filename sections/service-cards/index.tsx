import { cn } from '../cn.ts';
import { defineSection } from '../define.ts';
import { gradients } from '../gradients.ts';
import { Container, Icon, SectionHeading, SectionShell } from '../ui.tsx';
import { serviceCardsSchema } from './schema.ts';

export const serviceCards = defineSection({
  schema: serviceCardsSchema,
  Component: function ServiceCards({ eyebrow, heading, intro, items, context }) {
    return (
      <SectionShell type="service-cards" index={context.index}>
        <Container>
          <SectionHeading index={context.index} heading={heading} intro={intro} eyebrow={eyebrow} />
          {/* Three across when the count divides by three (6, 9), else four: no half-empty last row where it can be helped. */}
          <ul className={cn('grid gap-6 sm:grid-cols-2', items.length % 3 === 0 && items.length % 4 !== 0 ? 'lg:grid-cols-3' : 'lg:grid-cols-4')}>
            {items.map((item, i) => (
              <li
                key={item.title}
                data-card
                className={cn('reveal relative flex flex-col rounded-2xl bg-gradient-to-br p-6 text-white shadow-md', gradients[item.gradient])}
                style={{ animationDelay: `${Math.min(i, 6) * 0.1}s` }}
              >
                <Icon name={item.icon} className="size-8 text-white" />
                {item.category && <p className="mt-4 text-xs font-semibold tracking-wide uppercase text-white/90">{item.category}</p>}
                <h3 className="mt-2 text-xl font-bold">
                  {item.href ? (
                    <a
                      href={item.href}
                      className="after:absolute after:inset-0 focus-visible:outline-none after:rounded-2xl focus-visible:after:outline-3 focus-visible:after:outline-offset-2 focus-visible:after:outline-brand"
                    >
                      {item.title}
                    </a>
                  ) : (
                    item.title
                  )}
                </h3>
                <p className="mt-2 grow text-white/95">{item.description}</p>
              </li>
            ))}
          </ul>
        </Container>
      </SectionShell>
    );
  },
});
