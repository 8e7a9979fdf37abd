import { IslandRoot } from '../island.tsx';
import { defineSection } from '../define.ts';
import { Container, SectionHeading, SectionShell } from '../ui.tsx';
import { formAccessKey } from './access-key.ts';
import { Island as ContactForm } from './island.tsx';
import { contactFormSchema } from './schema.ts';

export const contactForm = defineSection({
  schema: contactFormSchema,
  Component: function ContactFormSection({ eyebrow, heading, intro, subject, thankYouPath, context }) {
    const { site } = context;
    const props = {
      id: `form-${context.index}`,
      endpoint: site.form.endpoint,
      accessKey: formAccessKey(site),
      redirect: `${site.baseUrl}${thankYouPath}`,
      page: context.route,
      subject,
    };
    return (
      <SectionShell type="contact-form" index={context.index} tone="tint">
        <Container className="max-w-4xl">
          <SectionHeading index={context.index} heading={heading} intro={intro} eyebrow={eyebrow} />
          <div className="rounded-3xl bg-white p-6 shadow-lg ring-1 ring-brand/10 sm:p-10">
            <IslandRoot schema={contactFormSchema} props={props}>
              <ContactForm {...props} />
            </IslandRoot>
          </div>
        </Container>
      </SectionShell>
    );
  },
});
