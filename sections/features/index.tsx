import { cn } from '../cn.ts';
import { defineSection } from '../define.ts';
import { Container, Icon, SectionHeading, SectionShell } from '../ui.tsx';
import { featuresSchema } from './schema.ts';

export const features = defineSection({
  schema: featuresSchema,
  Component: function Features({ eyebrow, heading, intro, items, tone, context }) {
    return (
      <SectionShell type="features" index={context.index} tone={tone}>
        <Container>
          <SectionHeading index={context.index} heading={heading} intro={intro} eyebrow={eyebrow} />
          {/* Four cards fill one row of four instead of leaving one card alone on a second row. */}
          <ul className={cn('grid gap-6 sm:grid-cols-2', items.length === 4 ? 'lg:grid-cols-4' : 'lg:grid-cols-3')}>
            {items.map((item, i) => (
              <li
                key={item.title}
                data-card
                className="reveal rounded-2xl bg-white p-6 shadow-sm ring-1 ring-brand/10 transition-shadow duration-300 hover:shadow-lg"
                style={{ animationDelay: `${Math.min(i, 6) * 0.1}s` }}
              >
                <span className="inline-flex size-12 items-center justify-center rounded-xl bg-pink/10 text-pink">
                  <Icon name={item.icon} />
                </span>
                <h3 className="mt-4 text-lg font-semibold text-ink">{item.title}</h3>
                <p className="mt-2 text-slate-700">{item.description}</p>
              </li>
            ))}
          </ul>
        </Container>
      </SectionShell>
    );
  },
});
