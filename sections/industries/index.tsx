import { defineSection } from '../define.ts';
import { Container, Icon, SectionHeading, SectionShell } from '../ui.tsx';
import { industriesSchema } from './schema.ts';

export const industries = defineSection({
  schema: industriesSchema,
  // Cards use the shared scroll reveal; data-reveal-stagger makes the cards that come into view
  // together play one after another, 0.1 s apart (renderer/enhance.ts).
  Component: function Industries({ eyebrow, heading, intro, items, tone, context }) {
    return (
      <SectionShell type="industries" index={context.index} tone={tone}>
        <Container>
          <SectionHeading index={context.index} heading={heading} intro={intro} eyebrow={eyebrow} />
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 sm:gap-6 md:grid-cols-3 lg:grid-cols-4">
            {items.map((item) => (
              <li
                key={item.name}
                data-card
                data-reveal-stagger
                className="reveal flex items-center gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-brand/10 transition-shadow duration-300 hover:shadow-lg"
              >
                <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-gradient-to-br from-brand to-pink text-white">
                  <Icon name={item.icon} />
                </span>
                <h3 className="text-lg font-semibold text-ink">{item.name}</h3>
              </li>
            ))}
          </ul>
        </Container>
      </SectionShell>
    );
  },
});
