import { z } from 'zod';
import { heading, href, image, introText, paragraph, text } from '../fields.ts';

export const accordionPanelsSchema = z
  .strictObject({
    type: z.literal('accordion-panels'),
    eyebrow: z.string().trim().min(1).optional().describe('Small label above the heading'),
    heading: heading,
    intro: introText('A sentence or two under the heading'),
    linkLabel: z.string().trim().min(1).default('Learn more').describe('Text of the link in each panel that has an href'),
    panels: z
      .array(
        z.strictObject({
          title: text('Panel title, e.g. the service name'),
          text: paragraph('Two or three sentences shown when the panel is open'),
          image: image('Artwork filling the panel'),
          href: href('Page the panel links to').optional(),
        }),
      )
      .min(2)
      .max(8)
      .describe('The panels, left to right; the first is open until a visitor points at another'),
  })
  .meta({
    title: 'Accordion panels',
    description: 'Panels with artwork that widen when chosen',
    // Panels: full width on phones, 2/5 of the row from 640 px, the open panel about 640 px wide from 1024 px.
    image: { sizes: '(min-width: 1024px) 640px, (min-width: 640px) 40vw, calc(100vw - 32px)', maxWidth: 1080 },
  });
