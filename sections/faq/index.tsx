import { defineSection } from '../define.ts';
import { Container, SectionHeading, SectionShell } from '../ui.tsx';
import { faqSchema } from './schema.ts';

export const faq = defineSection({
  schema: faqSchema,
  // Native <details name> keeps at most one answer open, with or without JavaScript.
  Component: function Faq({ heading, intro, items, context }) {
    return (
      <SectionShell type="faq" index={context.index}>
        <Container className="max-w-3xl">
          <SectionHeading index={context.index} heading={heading} intro={intro} />
          <div className="divide-y divide-brand/15 rounded-2xl border border-brand/15 bg-white">
            {items.map((item) => (
              <details key={item.question} name={`faq-${context.index}`} data-faq-item className="group">
                <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-6 py-5 text-left text-lg font-semibold text-ink marker:hidden hover:text-pink focus-visible:outline-3 focus-visible:outline-offset-[-3px] focus-visible:outline-brand [&::-webkit-details-marker]:hidden">
                  <h3 className="text-[inherit] font-[inherit]">{item.question}</h3>
                  <span aria-hidden="true" className="text-2xl leading-none text-pink transition-transform duration-300 group-open:rotate-45">
                    +
                  </span>
                </summary>
                <div className="faq-answer max-h-96 overflow-y-auto px-6 pb-6 text-slate-700">
                  <p>{item.answer}</p>
                </div>
              </details>
            ))}
          </div>
        </Container>
      </SectionShell>
    );
  },
});
