import { z } from 'zod';
import { heading, introText, paragraph, text } from '../fields.ts';

export const blogListSchema = z
  .strictObject({
    type: z.literal('blog-list'),
    heading: heading.describe('Heading above the article cards, e.g. "Latest articles"'),
    intro: introText('A sentence or two under the heading'),
    emptyText: paragraph('Shown instead of the cards while there are no articles').default('New articles are on their way. Check back soon.'),
    callToAction: z
      .strictObject({
        heading: text('Heading of the call-to-action block under the cards'),
        text: paragraph('One or two sentences inviting the reader to talk to the team'),
        label: z.enum(['Contact Us', 'Contact Our Team', 'Start Your SEO Journey']).describe('Button text, as the spec names it'),
      })
      .describe('Block under the cards; its button goes to contactPage in site.config.yaml'),
  })
  .meta({
    title: 'Blog listing',
    description: 'The blog listing: article cards and pagination (on /blog only)',
    island: { hydrate: 'interaction' },
  });
