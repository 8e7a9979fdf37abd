import { z } from 'zod';
import { IslandRoot } from '../../renderer/island.tsx';
import { defineSection } from '../define.ts';
import { heading, text } from '../fields.ts';
import { Container, SectionHeading, SectionShell } from '../ui.tsx';
import { formAccessKey } from './access-key.ts';
import { Island as ContactForm, hydrate } from './island.tsx';

export const contactFormSchema = z.strictObject({
  type: z.literal('contact-form'),
  eyebrow: z.string().trim().min(1).optional().describe('Small label above the heading'),
  heading: heading,
  intro: text('A sentence that says what happens after sending'),
  subject: z.string().trim().min(1).optional().describe('Subject filled in for the visitor, e.g. "SEO audit for my Ajmer business"'),
  thankYouPath: z
    .string()
    .regex(/^\/(?!\/)[^\s?#]*$/, 'Write a path of this site starting with /, e.g. /thank-you')
    .default('/thank-you')
    .describe('Page a visitor without JavaScript lands on after the provider has received the message'),
});

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
            <IslandRoot name="contact-form" props={props} hydrate={hydrate}>
              <ContactForm {...props} />
            </IslandRoot>
          </div>
        </Container>
      </SectionShell>
    );
  },
});
