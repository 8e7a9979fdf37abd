import { z } from 'zod';
import { heading, href, paragraph } from '../fields.ts';

export const ctaSchema = z
  .strictObject({
    type: z.literal('cta'),
    heading: heading,
    text: paragraph('One or two sentences that invite the visitor to get in touch'),
    button: z
      .strictObject({
        label: z.enum(['Contact Us', 'Contact Our Team', 'Start Your SEO Journey']).describe('Button text, as the spec names it'),
        href: href().default('/contact'),
      })
      .describe('The contact button'),
  })
  .meta({
    title: 'Call to action',
    description: 'Call to action with a contact button; every page ends with one',
  });
