import { defineSection } from '../define.ts';
import type { IconName } from '../icons.ts';
import { SiteText } from '../site-text.tsx';
import { Container, Icon, IconList, SectionHeading, SectionShell } from '../ui.tsx';
import { jobOpeningsSchema } from './schema.ts';

const listTitle = 'text-sm font-bold tracking-wide text-ink uppercase';

/** Open positions; each one's apply button writes an e-mail to the agency (site.config.yaml) with the job in the subject. */
export const jobOpenings = defineSection({
  schema: jobOpeningsSchema,
  Component: function JobOpenings({ eyebrow, heading, intro, items, none, apply, applyLabel, context }) {
    const { site, index } = context;
    return (
      <SectionShell type="job-openings" index={index} tone="tint">
        <Container className="max-w-4xl">
          <SectionHeading index={index} heading={heading} intro={intro} eyebrow={eyebrow} />
          {items.length === 0 ? (
            <p className="rounded-2xl bg-white p-6 text-center text-lg text-slate-700 ring-1 ring-brand/10">{none}</p>
          ) : (
            <ul className="space-y-6">
              {items.map((job, i) => (
                <li key={job.title}>
                  <article data-opening aria-labelledby={`s${index}-job-${i}`} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-brand/10 sm:p-8">
                    <h3 id={`s${index}-job-${i}`} className="text-2xl font-bold text-ink">
                      {job.title}
                    </h3>
                    <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-2 text-slate-700">
                      {(
                        [
                          { icon: 'map-pin', term: 'Location', value: job.location },
                          { icon: 'briefcase', term: 'Type', value: job.employment },
                          { icon: 'award', term: 'Experience', value: job.experience },
                        ] satisfies { icon: IconName; term: string; value: string }[]
                      ).map((d) => (
                        <div key={d.term} className="flex items-center gap-2">
                          <dt>
                            <Icon name={d.icon} className="size-5 text-pink" />
                            <span className="sr-only">{d.term}</span>
                          </dt>
                          <dd>{d.value}</dd>
                        </div>
                      ))}
                    </dl>
                    <p className="mt-4 text-slate-800">{job.summary}</p>
                    <div className="mt-6 grid gap-6 md:grid-cols-2">
                      <div>
                        <h4 className={listTitle}>What you will do</h4>
                        <IconList items={job.responsibilities} className="mt-3 space-y-2" />
                      </div>
                      <div>
                        <h4 className={listTitle}>What we look for</h4>
                        <IconList items={job.requirements} icon="star" iconClassName="text-saffron-dark" className="mt-3 space-y-2" />
                      </div>
                    </div>
                    <a
                      href={`mailto:${site.email}?subject=${encodeURIComponent(`Application: ${job.title}`)}`}
                      data-apply
                      className="mt-8 inline-flex min-h-11 items-center justify-center gap-2 rounded-full bg-saffron px-6 py-3 font-semibold text-ink forced-colors:border-2 transition-colors duration-300 hover:bg-saffron-dark focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand"
                    >
                      <Icon name="send" className="size-5" />
                      {applyLabel}
                      <span className="sr-only">: {job.title}</span>
                    </a>
                  </article>
                </li>
              ))}
            </ul>
          )}
          {apply && (
            <p data-how-to-apply className="mt-10 rounded-2xl border-2 border-dashed border-brand/25 p-6 text-lg text-slate-800">
              <SiteText text={apply} site={site} />
            </p>
          )}
        </Container>
      </SectionShell>
    );
  },
});
