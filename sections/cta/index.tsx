import { defineSection } from '../define.ts';
import { ButtonLink, Container } from '../ui.tsx';
import { ctaSchema } from './schema.ts';

export const cta = defineSection({
  schema: ctaSchema,
  Component: function Cta({ heading, text, button, context }) {
    return (
      <section
        data-section="cta"
        aria-labelledby={`s${context.index}-heading`}
        className="relative overflow-hidden bg-gradient-to-br from-ink to-pink-900 py-16 text-white sm:py-20"
      >
        <div aria-hidden="true" className="jaali absolute inset-0 opacity-15" />
        <Container className="relative text-center">
          <h2 id={`s${context.index}-heading`} className="text-3xl font-bold text-balance sm:text-4xl">
            {heading}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-indigo-100">{text}</p>
          <ButtonLink href={button.href} className="mt-8">
            {button.label}
          </ButtonLink>
        </Container>
      </section>
    );
  },
});
