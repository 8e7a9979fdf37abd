import { defineSection } from '../define.ts';
import { Container, SectionHeading, SectionShell } from '../ui.tsx';
import { statsSchema } from './schema.ts';

export const stats = defineSection({
  schema: statsSchema,
  Component: function Stats({ heading, intro, items, note, tone, context }) {
    const dark = tone === 'dark';
    return (
      <SectionShell type="stats" index={context.index} tone={tone}>
        <Container>
          <SectionHeading index={context.index} heading={heading} intro={intro} tone={dark ? 'dark' : 'light'} />
          {/* Three figures sit in one row of three rather than leaving a fourth column empty. Under 360 px
              (a small phone) the figures stand one to a row: two to a row leave each about 85 px, less
              than a figure such as ₹1,50,000 needs, and it would widen the page. */}
          <dl className={items.length === 3 ? 'grid gap-6 sm:grid-cols-3' : 'grid gap-6 min-[360px]:grid-cols-2 lg:grid-cols-4'}>
            {items.map((s, i) => (
              <div
                key={s.label}
                className="reveal flex flex-col-reverse rounded-2xl bg-white/95 p-6 text-center shadow-sm ring-1 ring-brand/10"
                style={{ animationDelay: `${i * 0.1}s` }}
              >
                <dt className="mt-2 text-sm font-medium text-slate-700">{s.label}</dt>
                <dd className="text-3xl font-extrabold text-pink sm:text-4xl">{s.value}</dd>
              </div>
            ))}
          </dl>
          {note && <p className={dark ? 'mt-6 text-center text-sm text-indigo-100' : 'mt-6 text-center text-sm text-slate-600'}>{note}</p>}
        </Container>
      </SectionShell>
    );
  },
});
