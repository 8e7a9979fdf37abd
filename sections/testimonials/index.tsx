import { defineSection } from '../define.ts';
import { Container, Icon, SectionHeading, SectionShell } from '../ui.tsx';
import { testimonialsSchema } from './schema.ts';

export const testimonials = defineSection({
  schema: testimonialsSchema,
  Component: function Testimonials({ heading, intro, items, context }) {
    return (
      <SectionShell type="testimonials" index={context.index} tone="tint">
        <Container>
          <SectionHeading index={context.index} heading={heading} intro={intro} />
          <ul className="grid gap-6 md:grid-cols-3">
            {items.map((t) => (
              <li key={t.author}>
                <figure className="flex h-full flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-brand/10">
                  <Icon name="quote" className="size-8 text-pink" />
                  <blockquote className="mt-4 grow text-slate-800">
                    <p>{t.quote}</p>
                  </blockquote>
                  <figcaption className="mt-4 font-semibold text-ink">{t.author}</figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </Container>
      </SectionShell>
    );
  },
});
