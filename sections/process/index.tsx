import { defineSection } from '../define.ts';
import { Container, SectionHeading, SectionShell } from '../ui.tsx';
import { Img } from '../img.tsx';
import { imageLayoutOf } from '../section-meta.ts';
import { processSchema } from './schema.ts';

const layout = imageLayoutOf(processSchema);

export const process = defineSection({
  schema: processSchema,
  Component: function Process({ heading, intro, steps, context }) {
    return (
      <SectionShell type="process" index={context.index}>
        <Container>
          <SectionHeading index={context.index} heading={heading} intro={intro} />
          <ol className="grid gap-6 sm:grid-cols-2 lg:grid-flow-col lg:auto-cols-fr lg:grid-cols-none">
            {steps.map((step, i) => (
              <li
                key={step.title}
                data-step
                className="reveal relative rounded-2xl border border-brand/15 bg-white p-6"
                style={{ animationDelay: `${i * 0.1}s` }}
              >
                <span aria-hidden="true" className="inline-flex size-11 items-center justify-center rounded-full bg-brand text-lg font-bold text-white">
                  {String(i + 1).padStart(2, '0')}
                </span>
                {step.image && <Img image={step.image} layout={layout} className="mt-4 h-auto w-full rounded-xl" />}
                <h3 className="mt-4 text-lg font-semibold text-ink">
                  <span className="sr-only">Step {i + 1}: </span>
                  {step.title}
                </h3>
                <p className="mt-2 text-slate-700">{step.description}</p>
              </li>
            ))}
          </ol>
        </Container>
      </SectionShell>
    );
  },
});
