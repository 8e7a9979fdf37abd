import { defineSection } from '../define.ts';
import { SiteText } from '../site-text.tsx';
import { Container, SectionHeading, SectionShell } from '../ui.tsx';
import { proseSchema } from './schema.ts';

const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export const prose = defineSection({
  schema: proseSchema,
  Component: function Prose({ eyebrow, heading, intro, updated, contents, parts, context }) {
    const { site, index } = context;
    const id = (title: string) => `s${index}-${slug(title)}`;
    return (
      <SectionShell type="prose" index={index}>
        <Container className="max-w-3xl">
          <SectionHeading index={index} heading={heading} eyebrow={eyebrow} align="left" />
          {(intro || updated) && (
            <div className="-mt-6 mb-10 space-y-2 text-lg text-slate-700">
              {intro && (
                <p>
                  <SiteText text={intro} site={site} />
                </p>
              )}
              {updated && (
                <p data-updated className="text-base text-slate-600">
                  Last updated:{' '}
                  <time dateTime={updated}>
                    {new Date(`${updated}T00:00:00Z`).toLocaleDateString('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })}
                  </time>
                </p>
              )}
            </div>
          )}
          {contents && (
            <nav aria-label="On this page" className="mb-12 rounded-2xl bg-brand-50 p-6">
              <p className="font-semibold text-ink">On this page</p>
              <ol className="mt-3 list-decimal space-y-1 pl-6 text-slate-800 marker:text-pink">
                {parts.map((part) => (
                  <li key={part.heading}>
                    <a href={`#${id(part.heading)}`} className="inline-block py-1 text-brand underline-offset-2 hover:underline">
                      {part.heading}
                    </a>
                  </li>
                ))}
              </ol>
            </nav>
          )}
          <div className="space-y-10">
            {parts.map((part, i) => (
              <section key={part.heading} data-part aria-labelledby={id(part.heading)}>
                <h3 id={id(part.heading)} className="scroll-mt-24 text-2xl font-bold text-ink">
                  {contents && <span className="text-pink">{i + 1}. </span>}
                  {part.heading}
                </h3>
                <div className="mt-3 space-y-4 text-slate-800">
                  {part.paragraphs.map((p) => (
                    <p key={p}>
                      <SiteText text={p} site={site} />
                    </p>
                  ))}
                </div>
                {part.points.length > 0 && (
                  <ul className="mt-4 space-y-2 text-slate-800">
                    {part.points.map((p) => (
                      <li key={p} className="flex gap-3">
                        <span aria-hidden="true" className="mt-2.5 size-2 shrink-0 rounded-full bg-pink" />
                        <span>
                          <SiteText text={p} site={site} />
                        </span>
                      </li>
                    ))}
                  </ul>
                )}
              </section>
            ))}
          </div>
        </Container>
      </SectionShell>
    );
  },
});
