import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { siteSchema, whatsappNumber } from '../catalogue/site-schema.ts';
import { contactDetails } from './contact-details/index.tsx';
import { jobOpenings } from './job-openings/index.tsx';
import { prose } from './prose/index.tsx';
import { siteText } from './fields.ts';
import { SiteText } from './site-text.tsx';

const parsed = siteSchema.parse(parse(readFileSync('site.config.yaml', 'utf8')));
const site = { ...parsed, whatsapp: { ...parsed.whatsapp, number: whatsappNumber(parsed) } };
const context = { index: 3, route: '/test', site };

describe('site placeholders', () => {
  it('fills in the agency details from site.config.yaml, as links where they can be followed', () => {
    const html = renderToStaticMarkup(<SiteText text="Write to {email}, call {phones}; form data goes to {formProvider}. {agency}, {address}." site={site} />);
    expect(html).toContain(`<a href="mailto:${site.email}"`);
    for (const p of site.phones) expect(html).toContain(`href="tel:${p.dial}"`);
    expect(html).toContain(new URL(site.form.endpoint).host);
    expect(html).toContain(site.name);
    expect(html).toContain(site.address.postalCode);
    expect(html).not.toContain('{');
  });

  it('rejects an unknown placeholder and lists the known ones', () => {
    const result = siteText('test').safeParse('Write to {emial}');
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.message).toMatch(/^Unknown placeholder \{emial\}: use one of \{agency\}, \{email\}/);
  });
});

describe('contact-details', () => {
  it('renders phones, e-mail, WhatsApp, address and map from the site, none from YAML', () => {
    const props = contactDetails.schema.parse({ type: 'contact-details', heading: 'Phone, WhatsApp, e-mail or a visit' });
    const html = renderToStaticMarkup(<contactDetails.Component {...props} context={context} />);
    expect(html).toContain(`href="tel:${site.phones[0]!.dial}"`);
    expect(html).toContain(`href="tel:${site.phones[1]!.dial}"`);
    expect(html).toContain(`href="mailto:${site.email}"`);
    expect(html).toContain(`href="https://wa.me/${site.whatsapp.number}?text=${encodeURIComponent(site.whatsapp.text).replace(/'/g, '&#x27;')}"`);
    expect(html).toContain(`href="${site.address.mapUrl.replace(/&/g, '&amp;')}"`);
    expect(html).not.toContain('Office hours');
  });
});

describe('job-openings', () => {
  const job = {
    title: 'SEO Executive',
    location: 'Jaipur office',
    employment: 'Full-time',
    experience: '1–3 years',
    summary: 'Local SEO for Jaipur clients.',
    responsibilities: ['Keyword research'],
    requirements: ['Search Console'],
  };

  it('gives each opening an apply e-mail with the role in the subject', () => {
    const props = jobOpenings.schema.parse({ type: 'job-openings', heading: 'Current openings', items: [job], apply: 'Or write to {email}.' });
    const html = renderToStaticMarkup(<jobOpenings.Component {...props} context={context} />);
    expect(html).toContain(`href="mailto:${site.email}?subject=Application%3A%20SEO%20Executive"`);
    expect(html.match(/data-opening/g)).toHaveLength(1);
  });

  it('says so when nothing is open', () => {
    const props = jobOpenings.schema.parse({ type: 'job-openings', heading: 'Current openings' });
    const html = renderToStaticMarkup(<jobOpenings.Component {...props} context={context} />);
    expect(html).not.toContain('data-opening');
    expect(html).toContain('There is no opening right now');
  });

  it('accepts only the known kinds of employment', () => {
    const result = jobOpenings.schema.safeParse({ type: 'job-openings', heading: 'Current openings', items: [{ ...job, employment: 'Fulltime' }] });
    expect(result.success).toBe(false);
  });
});

describe('prose', () => {
  it('numbers the parts, links them from the list of contents and shows the date in Indian English', () => {
    const props = prose.schema.parse({
      type: 'prose',
      heading: 'How we handle your personal data',
      updated: '2026-11-21',
      contents: true,
      parts: [
        { heading: 'Who we are', paragraphs: ['{agency}, {address}.'] },
        { heading: 'Rights & grievances', paragraphs: ['Write to {email}.'], points: ['Access', 'Erasure'] },
      ],
    });
    const html = renderToStaticMarkup(<prose.Component {...props} context={context} />);
    expect(html).toContain('href="#s3-who-we-are"');
    expect(html).toContain('id="s3-who-we-are"');
    expect(html).toContain('id="s3-rights-and-grievances"');
    expect(html).toContain('21 November 2026');
    expect(html.match(/data-part/g)).toHaveLength(2);
  });
});
