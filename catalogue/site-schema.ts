import { z } from 'zod';
import { kind, sentences } from '../sections/field-kinds.ts';
import { href, paragraph, text, webAddress } from '../sections/fields.ts';
import { securitySchema } from './security-schema.ts';
import { analyticsSchema, verificationSchema } from './analytics.ts';

/** A path of this site, titled and described for the editor's form as what it is in its place. */
const path = (title: string, description: string) =>
  kind(
    z
      .string()
      .regex(/^\/([a-z0-9-]+(\/[a-z0-9-]+)*)?$/, 'A path starts with / and uses lower-case letters, digits and hyphens, e.g. /seo-company-ajmer')
      .describe(description)
      .meta({ title }),
    'route',
  );

/** A host as the site's own address is compared: without `www.` (`https://www.example.com` → example.com). */
export const bareHost = (url: string | URL): string => new URL(url).hostname.replace(/^www\./, '');

/**
 * Every way of writing an Indian number the site takes: +91 or 91 before the 10 digits, a 0 (the
 * trunk prefix dialled within India), or none; spaces and hyphens anywhere, and brackets (a landline's
 * area code as "(0141) 234 5678", as page copy may write it). The 10 digits never
 * start with 0 (a mobile starts with 6–9, a landline with its area code, Jaipur's 141), so a
 * template's "+91 00000 00000" is not taken. The browser editor's phone box takes what the build
 * takes, and the build writes it as "+91 98765 43210".
 */
const PHONE_PREFIX = String.raw`[\s()-]*(?:\+?[\s()-]*9[\s()-]*1[\s()-]*|0[\s()-]*)?`;
export const PHONE_AS_WRITTEN = new RegExp(String.raw`^${PHONE_PREFIX}[1-9][\s()-]*(?:\d[\s()-]*){9}$`);

/** The last 10 digits written, whatever else is: the number after any +91, 91 or 0. */
export const lastTenDigits = (value: unknown) =>
  String(asText(value) ?? '')
    .replace(/\D/g, '')
    .slice(-10);

/** The 10 digits of an Indian number written as PHONE_AS_WRITTEN takes it, or undefined. */
export function phoneDigits(value: unknown): string | undefined {
  return PHONE_AS_WRITTEN.test(String(value ?? '')) ? lastTenDigits(value) : undefined;
}

/**
 * "+91 98765 43210" for any way of writing the number; the example when it is not one. A landline
 * (its area code first: Jaipur's 141, Ajmer's 145) keeps the grouping it was written with, which
 * sets its area code apart ("0141 234 5678" is "+91 141 234 5678"); a mobile is five and five.
 */
function phoneExample(value: unknown): string {
  const digits = phoneDigits(value) ?? '';
  if (digits.length !== 10) return '+91 98765 43210';
  if (/^[1-5]/.test(digits)) {
    const rest = String(asText(value))
      .replace(new RegExp(`^${PHONE_PREFIX}`), '')
      .replace(/[()]/g, ' ');
    if (/\d[\s-]+\d/.test(rest)) return `+91 ${rest.trim().replace(/[\s-]+/g, ' ')}`;
  }
  return `+91 ${digits.slice(0, 5)} ${digits.slice(5)}`;
}

/** YAML reads unquoted digits (and +digits) as a number: take it as the text it was meant to be. */
const asText = (value: unknown) => (typeof value === 'number' ? String(value) : value);

/** A phone as shown: +91 and 10 digits, the first not 0, spaced or hyphenated as the agency likes. */
const DISPLAY_PHONE = /^\+91[ -]?[1-9][ -]?(\d[ -]?){8}\d$/;

/** What is wrong with a phone the build does not take (`what`: the phone, or the WhatsApp number). */
function phoneMessage(input: unknown, what = 'the phone'): string {
  // The 0 dialled within India before too few digits ("(0141) 234 567"): a digit is missing, the
  // number does not start with 0. A 0 before zeros alone is a template's.
  const afterZero = /^0(\d{5,9})$/.exec(String(asText(input) ?? '').replace(/\D/g, ''))?.[1];
  if (afterZero && /[1-9]/.test(afterZero))
    return `Has ${afterZero.length} digits after its 0, and a phone has 10 (a landline its area code and number, e.g. "0141 234 5678"): write the whole number`;
  return /^0\d{9}$/.test(lastTenDigits(input))
    ? 'Not a phone number: the 10 digits after +91 never start with 0. Write the agency\'s own number, e.g. "+91 98765 43210"'
    : `Write ${what} as +91 and its 10 digits (the first not 0), e.g. "${phoneExample(input)}"`;
}

const phoneText = z.preprocess(
  // Any way of writing an Indian mobile number ("098765 43210", 9876543210, "91-98765-43210") is
  // taken and written as "+91 98765 43210".
  (value) => {
    const written = asText(value);
    return typeof written === 'string' && !DISPLAY_PHONE.test(written) && phoneDigits(written) ? phoneExample(written) : written;
  },
  z
    .string()
    .regex(DISPLAY_PHONE, { error: (issue) => phoneMessage(issue.input) })
    .describe('A consultation phone number as people read it, e.g. +91 98765 43210'),
);

/**
 * A consultation phone, written once: `- +91 98765 43210`. The number to dial (tel: links,
 * structured data) and the WhatsApp number are derived from it. The older form
 * `{ display, dial }` is still read; then the two must be the same number.
 */
const phone = kind(
  z
    .preprocess(
      (value) => (typeof value === 'string' || typeof value === 'number' ? { display: value } : value),
      z.strictObject({
        display: phoneText,
        dial: z
          .preprocess(asText, z.string().regex(/^\+?91\d{10}$/, 'Write the number to dial as +91 followed by 10 digits, e.g. +919876543210'))
          .optional()
          .describe('Not needed: the number to dial is derived from display. If given, the same number as display'),
      }),
    )
    .superRefine((p, ctx) => {
      if (p.dial !== undefined && phoneDigits(p.dial) !== phoneDigits(p.display))
        ctx.addIssue({
          code: 'custom',
          path: ['dial'],
          message: `The number to dial is not the number shown (${p.display}): write the phone once, as "- ${p.display}", and remove display and dial`,
        });
    })
    .transform((p) => ({ display: p.display, dial: `+91${phoneDigits(p.display)}` }))
    .describe('A consultation phone number, e.g. +91 98765 43210'),
  'phone',
);

const menuLink = z.strictObject({ label: text('Text of the menu entry'), href: href() });

export const siteSchema = z.strictObject({
  $schema: z.string().optional().describe('Editor help: path of the JSON Schema for this file'),
  name: text('Agency name, shown in the header, footer and page titles'),
  tagline: text('One line under the name in the footer'),
  footerNote: sentences(
    text(
      'The line after © year and the agency name at the foot of every page (left out when not written), e.g. Digital marketing for Jaipur and Ajmer businesses.',
    ),
  ).optional(),
  baseUrl: z
    .url({ protocol: /^https$/, error: 'Write the full https:// address of the live site, without a trailing slash' })
    .describe('Address of the live site; canonical links and the sitemap use it'),
  locale: z.string().default('en-IN').describe('Language and region of the site, e.g. en-IN'),
  phones: z
    .array(phone)
    .length(2, 'List exactly two consultation phone numbers')
    // The same number twice, written two ways ("098765-43210" under "+91 98765 43210"): the second is not a second line to call.
    .superRefine((phones, ctx) =>
      phones.forEach((p, i) => {
        const first = phones.findIndex((q) => q.dial === p.dial);
        if (first < i)
          ctx.addIssue({ code: 'custom', path: [i], message: `The same number as the phone above (${phones[first]!.display}): list two different numbers` });
      }),
    )
    .describe('The two consultation numbers shown in the header and footer'),
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
      mapUrl: webAddress('Link to the office on a map', 'https://maps.app.goo.gl/AbCdEf123'),
    })
    .describe('The Jaipur office'),
  areaServed: z
    .array(text('A city the agency serves, e.g. Ajmer'))
    .min(1)
    .optional()
    .describe('Cities the agency serves, for search engines (defaults to the office city)')
    .meta({ title: 'Areas served' }),
  whatsapp: z
    .strictObject({
      // Written as the phone it is ("+91 91234 56789", as under phones, or 919123456789 as wa.me writes it).
      number: kind(z.preprocess(asText, z.string().regex(PHONE_AS_WRITTEN, { error: (issue) => phoneMessage(issue.input, 'the WhatsApp number') })), 'phone')
        .optional()
        .describe('Not needed when WhatsApp answers on the first phone (the default); otherwise that phone, as it is written under phones'),
      text: paragraph('Message typed in for the visitor when the chat opens'),
    })
    .describe('The WhatsApp chat opened by the chat widget'),
  social: z
    .array(
      z.strictObject({
        network: z.enum(['instagram', 'facebook', 'linkedin', 'twitter', 'youtube']).describe('Which network'),
        href: webAddress('Full address of the profile', 'https://www.instagram.com/youragency'),
      }),
    )
    .length(3, 'List exactly three social profiles')
    .describe('Social profiles linked from the footer')
    .meta({ title: 'Social profiles' }),
  menu: z
    .array(
      z.union([
        menuLink,
        z.strictObject({
          label: text('Text of the submenu button, e.g. Services'),
          children: z.array(menuLink).min(1).describe('Submenu entries').meta({ title: 'Submenu entries' }),
        }),
      ]),
    )
    .min(1)
    .describe('Header menu, in order')
    .meta({ title: 'Menu entries' }),
  footer: z
    .array(z.strictObject({ heading: text('Heading of the footer column'), links: z.array(menuLink).min(1).describe('Links in this column, in order') }))
    .min(1)
    .describe('Footer link columns')
    .meta({ title: 'Footer columns' }),
  aliases: z
    .record(
      path('Alias (second path)', 'Another path that reaches the page, starting with / (an old address, say: /seo-jaipur)'),
      path('Page it reaches', 'The route of the page it reaches, e.g. /seo-company-jaipur'),
    )
    .default({})
    .describe('Second paths that reach a page: alias path → the page route. The page YAML chooses which one is canonical'),
  publish: z
    .array(
      z
        .string()
        .regex(/^\/[\w./-]+$/, 'Write the path of a file under public/, starting with /, e.g. /google1234abcd.html')
        .describe('A file under public/, e.g. /downloads/rate-card.pdf'),
    )
    .default([])
    .describe(
      'Files under public/ to publish as they are though no page names them (a verification file, a download linked from outside). Files that pages, posts or these settings use are published without being listed',
    )
    .meta({ title: 'Files to publish' }),
  contactPage: href().default('/contact').describe('Where the blog call to action sends readers (the spec calls it the external contact page)'),
  form: z
    .strictObject({
      endpoint: webAddress('Address the contact form posts to (Web3Forms-compatible)', 'https://api.web3forms.com/submit'),
      accessKey: z.string().min(1).describe('Public access key of the form provider; FORM_ACCESS_KEY overrides it at build time'),
    })
    .describe('Form provider used by the contact form'),
  editor: z
    .strictObject({
      backend: z.enum(['github', 'gitlab']).describe('Where the repository is: github or gitlab'),
      repo: z
        .string()
        .regex(/^[\w.-]+(\/[\w.-]+)+$/, 'Write the repository as owner/name, e.g. agency/website')
        .describe('The repository, owner/name'),
      branch: z.string().trim().min(1).default('main').describe('The branch the site is built from'),
      authUrl: webAddress(
        'GitHub: the address of the sign-in relay (README, "Edit in the browser"); GitLab: the GitLab instance',
        'https://auth.example.com',
      ).optional(),
      appId: z.string().trim().min(1).optional().describe('GitLab: the application id for sign-in without a server (PKCE)'),
    })
    .optional()
    .describe('The browser editor at /admin/: where it saves. Left out, /admin/ is a practice editor whose changes stay in the browser'),
  security: securitySchema.optional(),
  analytics: analyticsSchema,
  verification: verificationSchema,
});

export type Site = z.output<typeof siteSchema>;

/** The address of a path of the site on its live host (the home page keeps its slash). */
export const absoluteUrl = (baseUrl: string, path: string): string => (path === '/' ? `${baseUrl}/` : `${baseUrl}${path}`);

/**
 * One phone, one truth: a WhatsApp number written out is one of the phones. What to tell where it
 * is not, or undefined (the build's check and the browser editor's).
 */
export function whatsappNotAPhone(site: Pick<Site, 'phones' | 'whatsapp'>): string | undefined {
  const number = site.whatsapp.number;
  if (number === undefined || site.phones.some((p) => phoneDigits(p.dial) === phoneDigits(number))) return undefined;
  return `${number} is not one of the phones (${site.phones.map((p) => p.display).join(', ')}): remove number to use the first phone, or write the phone it should be`;
}

/** The WhatsApp number: the one given, or the first phone's. */
export function whatsappNumber(site: Site): string {
  return `91${phoneDigits(site.whatsapp.number ?? site.phones[0]?.dial) ?? ''}`;
}
