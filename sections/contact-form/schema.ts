import { z } from 'zod';
import { heading, paragraph, sitePath } from '../fields.ts';

export const contactFormSchema = z
  .strictObject({
    type: z.literal('contact-form'),
    eyebrow: z.string().trim().min(1).optional().describe('Small label above the heading'),
    heading: heading,
    intro: paragraph('A sentence that says what happens after sending'),
    subject: z.string().trim().min(1).optional().describe('Subject filled in for the visitor, e.g. "SEO audit for my Ajmer business"'),
    thankYouPath: sitePath('Page a visitor without JavaScript lands on after the provider has received the message').default('/thank-you'),
  })
  .meta({
    title: 'Contact form',
    description: 'The contact form (name, phone, e-mail, service, message)',
    island: { hydrate: 'interaction' },
  });
