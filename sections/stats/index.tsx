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
          {/* Three figures sit in one row of three rather than leaving a fourth column empty. */}
          <dl className={items.length === 3 ? 'grid gap-6 sm:grid-cols-3' : 'grid grid-cols-2 gap-6 lg:grid-cols-4'}>
            {items.map((s, i) => (
              // On a phone under 360 px, two figures to a row have 100 px each: a smaller figure and
              // padding, and a figure longer than that (₹1,50,000 with a reader's wider letter spacing)
              // breaks inside its card instead of widening the page (min-w-0: a grid cell may be
              // narrower than its longest word).
              <div
                key={s.label}
                className="reveal flex min-w-0 flex-col-reverse rounded-2xl bg-white/95 p-4 text-center shadow-sm ring-1 ring-brand/10 min-[360px]:p-6"
                style={{ animationDelay: `${i * 0.1}s` }}
              >
                <dt className="mt-2 text-sm font-medium text-slate-700">{s.label}</dt>
                <dd className="text-2xl font-extrabold text-pink [overflow-wrap:anywhere] min-[360px]:text-3xl sm:text-4xl">{s.value}</dd>
              </div>
            ))}
          </dl>
          {note && <p className={dark ? 'mt-6 text-center text-sm text-indigo-100' : 'mt-6 text-center text-sm text-slate-600'}>{note}</p>}
        </Container>
      </SectionShell>
    );
  },
});
