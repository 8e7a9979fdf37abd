import { z } from 'zod';
import { faqItem, heading, introText } from '../fields.ts';

export const faqSchema = z
  .strictObject({
    type: z.literal('faq'),
    heading: heading.default('Frequently Asked Questions'),
    intro: introText('A sentence under the heading'),
    items: z.array(faqItem).min(1).describe('Questions and answers; at most one is open at a time'),
  })
  .meta({
    title: 'FAQ',
    description: 'Questions and answers; at most one answer open at a time',
  });
