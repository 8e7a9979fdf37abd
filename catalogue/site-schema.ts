import { z } from 'zod';
import { href, text } from '../sections/fields.ts';
import { analyticsSchema, verificationSchema } from './analytics.ts';

const path = z
  .string()
  .regex(/^\/([a-z0-9-]+(\/[a-z0-9-]+)*)?$/, 'A path starts with / and uses lower-case letters, digits and hyphens, e.g. /seo-company-ajmer')
  .describe('A path of this site, starting with /');

const phone = z
  .strictObject({
    display: text('The number as people read it, e.g. +91 98765 43210'),
    dial: z
      .string()
      .regex(/^\+91\d{10}$/, 'Write the number to dial as +91 followed by 10 digits, e.g. +919876543210')
      .describe('The number to dial: +91 and 10 digits, no spaces'),
  })
  .describe('A consultation phone number');

const menuLink = z.strictObject({ label: text('Text of the menu entry'), href });

export const siteSchema = z.strictObject({
  $schema: z.string().optional().describe('Editor help: path of the JSON Schema for this file'),
  name: text('Agency name, shown in the header, footer and page titles'),
  tagline: text('One line under the name in the footer'),
  baseUrl: z
    .url({ protocol: /^https$/, error: 'Write the full https:// address of the live site, without a trailing slash' })
    .describe('Address of the live site; canonical links and the sitemap use it'),
  locale: z.string().default('en-IN').describe('Language and region of the site, e.g. en-IN'),
  phones: z.array(phone).length(2, 'List exactly two consultation phone numbers').describe('The two consultation numbers shown in the header and footer'),
  email: z.email({ error: 'Write a valid e-mail address, e.g. hello@example.com' }).describe('Contact e-mail shown in the footer'),
  address: z
    .strictObject({
      street: text('Building and street'),
      locality: text('Area, e.g. C-Scheme'),
      city: text('City'),
      region: text('State'),
      postalCode: z
        .string()
        .regex(/^\d{6}$/, 'An Indian PIN code has 6 digits')
        .describe('PIN code'),
      country: z.string().length(2).describe('Two-letter country code, e.g. IN'),
      mapUrl: z.url().describe('Link to the office on a map'),
    })
    .describe('The Jaipur office'),
  areaServed: z
    .array(text('A city the agency serves, e.g. Ajmer'))
    .min(1)
    .optional()
    .describe('Cities the agency serves, for search engines (defaults to the office city)'),
  whatsapp: z
    .strictObject({
      number: z
        .string()
        .regex(/^91\d{10}$/, 'Write the WhatsApp number as 91 followed by 10 digits, no + or spaces')
        .describe('WhatsApp number: 91 and 10 digits'),
      text: text('Message typed in for the visitor when the chat opens'),
    })
    .describe('The WhatsApp chat opened by the chat widget'),
  social: z
    .array(
      z.strictObject({
        network: z.enum(['instagram', 'facebook', 'linkedin', 'twitter', 'youtube']).describe('Which network'),
        href: z.url().describe('Full address of the profile'),
      }),
    )
    .length(3, 'List exactly three social profiles')
    .describe('Social profiles linked from the footer'),
  menu: z
    .array(
      z.union([
        menuLink,
        z.strictObject({ label: text('Text of the submenu button, e.g. Services'), children: z.array(menuLink).min(1).describe('Submenu entries') }),
      ]),
    )
    .min(1)
    .describe('Header menu, in order'),
  footer: z
    .array(z.strictObject({ heading: text('Heading of the footer column'), links: z.array(menuLink).min(1).describe('Links in this column, in order') }))
    .min(1)
    .describe('Footer link columns'),
  aliases: z
    .record(path, path)
    .default({})
    .describe('Second paths that reach a page: alias path → the page route. The page YAML chooses which one is canonical'),
  contactPage: href.default('/contact').describe('Where the blog call to action sends readers (the spec calls it the external contact page)'),
  form: z
    .strictObject({
      endpoint: z.url().describe('Address the contact form posts to (Web3Forms-compatible)'),
      accessKey: z.string().min(1).describe('Public access key of the form provider; FORM_ACCESS_KEY overrides it at build time'),
    })
    .describe('Form provider used by the contact form'),
  analytics: analyticsSchema,
  verification: verificationSchema,
});

export type Site = z.output<typeof siteSchema>;
