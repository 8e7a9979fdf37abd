import type { CSSProperties } from 'react';
import { defineSection } from '../define.ts';
import { Container, SectionHeading, SectionShell } from '../ui.tsx';
import { Img } from '../img.tsx';
import { imageLayoutOf } from '../section-meta.ts';
import { accordionPanelsSchema } from './schema.ts';

const layout = imageLayoutOf(accordionPanelsSchema);

export const accordionPanels = defineSection({
  schema: accordionPanelsSchema,
  // CSS only (renderer/styles.css): from 1024 px the panels sit in a row and the one under the
  // pointer or keyboard focus grows; below that every panel is shown in full, one under another.
  Component: function AccordionPanels({ eyebrow, heading, intro, linkLabel, panels, context }) {
    return (
      <SectionShell type="accordion-panels" index={context.index}>
        <Container>
          <SectionHeading index={context.index} heading={heading} intro={intro} eyebrow={eyebrow} />
          <ul style={{ '--n': panels.length } as CSSProperties} className="accordion-panels grid gap-6 lg:flex lg:h-[30rem] lg:gap-3">
            {panels.map((panel) => (
              <li
                key={panel.title}
                data-panel
                className="accordion-panel relative flex flex-col overflow-hidden rounded-3xl bg-ink text-white shadow-md sm:flex-row lg:block"
              >
                <Img
                  image={panel.image}
                  layout={layout}
                  className="aspect-[4/3] h-auto w-full object-cover sm:aspect-auto sm:w-2/5 sm:shrink-0 lg:absolute lg:inset-0 lg:h-full lg:w-full"
                />
                <div aria-hidden="true" className="hidden bg-gradient-to-t from-ink via-ink/85 to-ink/10 lg:absolute lg:inset-0 lg:block" />
                <div className="relative flex grow flex-col justify-center p-6 lg:absolute lg:inset-x-0 lg:bottom-0 lg:p-4 xl:p-5">
                  <h3 className="text-xl font-bold text-balance lg:text-base xl:text-lg">{panel.title}</h3>
                  <div className="panel-body">
                    <div data-panel-text>
                      <p className="mt-3 text-indigo-100">{panel.text}</p>
                      {panel.href && (
                        <a
                          href={panel.href}
                          className="mt-4 inline-flex min-h-11 items-center gap-2 font-semibold text-saffron underline-offset-4 hover:underline focus-visible:outline-3 focus-visible:outline-saffron"
                        >
                          {linkLabel}
                          <span className="sr-only">: {panel.title}</span>
                          <span aria-hidden="true">→</span>
                        </a>
                      )}
                    </div>
                  </div>
                </div>
              </li>
            ))}
          </ul>
        </Container>
      </SectionShell>
    );
  },
});
