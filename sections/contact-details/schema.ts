import { z } from 'zod';
import { heading, image, introText, text } from '../fields.ts';

export const contactDetailsSchema = z
  .strictObject({
    type: z.literal('contact-details'),
    eyebrow: z.string().trim().min(1).optional().describe('Small label above the heading'),
    heading: heading,
    intro: introText('A sentence under the heading'),
    hours: z
      .array(text('One line, e.g. "Monday to Saturday: 10 am to 7 pm"'))
      .default([])
      .describe('Office hours, one line each')
      .meta({ title: 'Office hours' }),
    mapLabel: text('Text of the map link').default('Get directions on the map'),
    mapImage: image('Picture of the office location; it links to the map (site.config.yaml address.mapUrl)').optional(),
  })
  .meta({
    title: 'Contact details',
    description: "The agency's phones, e-mail, WhatsApp and address (from site.config.yaml)",
    // The map picture: half the row from 1024 px, full width above it.
    image: {
      sizes: '(min-width: 1152px) 528px, (min-width: 1024px) calc(50vw - 52px), (min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)',
      maxWidth: 1440,
    },
  });
