/**
 * A phone number written out in copy is one of the agency's phones (site.config.yaml `phones`):
 * a page copied from another site, or written before the number changed, would send visitors to a
 * number nobody at the agency answers. Held to published copy, as placeholders are; the build and
 * the browser editor's check alike.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { problemsOf } from '../../admin/check.ts';
import { kindOfPath } from '../../catalogue/cms/config.ts';
import { readFile } from '../../admin/formats.ts';
import { buildCatalogue, contentPaths, formatProblems } from '../../catalogue/index.ts';
import { loadCatalogue } from '../../catalogue/catalogue.ts';
import { cmsInput } from '../../catalogue/cms/input.ts';
import { linkPhoneProblem, strangePhones } from '../../catalogue/phones-in-copy.ts';

const root = process.cwd();
const PHONES = ['+91 98765 43210', '+91 91234 56789'];
const OTHER =
  "is not one of the agency's phones (+91 98765 43210, +91 91234 56789, in site.config.yaml): write one of them, or change the phones in site.config.yaml if the agency's number changed";

const found = (text: string) => strangePhones(text, PHONES).map((p) => p.found);

describe('phone numbers in copy', () => {
  it('finds a number that is not the agency’s, however it is written', () => {
    expect(found('Call +91 99887 76655 today')).toEqual(['+91 99887 76655']);
    expect(found('Call 9988776655 or 0141-2345678')).toEqual(['9988776655', '0141-2345678']);
    expect(found('Our old number, +919988776655.')).toEqual(['+919988776655']);
    expect(found('WhatsApp 99887-76655')).toEqual(['99887-76655']);
    // Landlines with the area code in brackets, a (0) after +91, dots, two spaces, a chat link in the text.
    expect(found('(0141) 2345678, (0141) 234-5678 or +91 (141) 2345678')).toEqual(['(0141) 2345678', '(0141) 234-5678', '+91 (141) 2345678']);
    expect(found('+91 (0) 141 234 5678, +91.99887.76655, +91  99887 76655')).toEqual(['+91 (0) 141 234 5678', '+91.99887.76655', '+91  99887 76655']);
    expect(found('Chat: https://wa.me/919988776655 (call 99887 76655)')).toEqual(['919988776655', '99887 76655']);
    // After the words that name a phone; a no-break space pasted from a document; +91 in brackets; a line break.
    expect(found('Mobile No. 99887 76655, contact number: 0141-2345678')).toEqual(['99887 76655', '0141-2345678']);
    expect(found('Call 99887\u00a076655 or (+91) 99887 76656')).toEqual(['99887\u00a076655', '(+91) 99887 76656']);
    expect(found('Call 99887\n76655')).toEqual(['99887 76655']);
    // In brackets of its own: told without them, at its first digit.
    expect(strangePhones('Call us (99887 76655) today', PHONES)).toEqual([{ found: '99887 76655', index: 9 }]);
    // With brackets inside them too.
    expect(strangePhones('Office (+91 (0) 141 234 5678) only', PHONES)).toEqual([{ found: '+91 (0) 141 234 5678', index: 8 }]);
    // In pairs after +91: the whole number, not its first ten digits.
    expect(found('Call +91 99 88 77 66 55 now')).toEqual(['+91 99 88 77 66 55']);
    // Followed by opening hours or another number, or after "Order:" (an order placed by phone); in Devanagari digits.
    expect(found('Ph. 0141-2345678 (10:00-18:00), or 98290 12345 (9 am to 6 pm)')).toEqual(['0141-2345678', '98290 12345']);
    expect(found('Shop no. 12 98290 12345 98290 12346')).toEqual(['98290 12345', '98290 12346']);
    expect(found('Order: 98290 12345, or WhatsApp to order 98290 12346')).toEqual(['98290 12345', '98290 12346']);
    expect(found('कॉल करें ९८२९० १२३४५')).toEqual(['९८२९० १२३४५']);
  });

  it('a tel: or WhatsApp link calls one of the agency’s phones', () => {
    const notOurs = (link: string) =>
      `"${link}" calls a number that is not one of the agency's phones (+91 98765 43210, +91 91234 56789, in site.config.yaml): write one of them, or change the phones in site.config.yaml if the agency's number changed`;
    expect(linkPhoneProblem('tel:+919988776655', PHONES)).toBe(notOurs('tel:+919988776655'));
    expect(linkPhoneProblem('https://wa.me/919988776655', PHONES)).toBe(notOurs('https://wa.me/919988776655'));
    expect(linkPhoneProblem('tel:+919876543210', PHONES)).toBeUndefined();
    expect(linkPhoneProblem('tel:9876543210', PHONES)).toBeUndefined();
    expect(linkPhoneProblem('https://wa.me/919123456789', PHONES)).toBeUndefined();
    expect(linkPhoneProblem('/contact', PHONES)).toBeUndefined();
  });

  it('a WhatsApp link to one of the agency’s phones without India’s 91 is told, with the link to write', () => {
    expect(linkPhoneProblem('https://wa.me/9876543210', PHONES)).toBe(
      '"https://wa.me/9876543210" has no country code, so WhatsApp reads its first digits as one (+98 76543210): write 91 before the number, https://wa.me/919876543210',
    );
    expect(linkPhoneProblem('https://api.whatsapp.com/send?phone=9123456789&text=Hi', PHONES)).toBe(
      '"https://api.whatsapp.com/send?phone=9123456789&text=Hi" has no country code, so WhatsApp reads its first digits as one (+91 23456789): write 91 before the number, https://api.whatsapp.com/send?phone=919123456789&text=Hi',
    );
  });

  it('leaves the agency’s own numbers and figures alone', () => {
    for (const text of [
      'Call +91 98765 43210 or 91234 56789',
      'Call 098765-43210',
      'Budgets from Rs. 15,000 to 1,00,000 a month',
      'Since 2013: 2013-2024 in 1200 projects',
      'Order 1234567890 was a figure, not a number to call',
      'Ten digits inside a longer run: 998877665544',
      'Budgets of ₹75000-90000 a month, Rs 75000-80000, or 60000 70000 for two',
      'Order no. 9876501234, invoice 9876501235, ref. 9876501236',
      'Toll-free 1800 123 4567; 7500 8000 visitors',
      // Twelve digits from 91 that are not +91 and a mobile: an Aadhaar number.
      'Aadhaar 9123 4567 8901, or 9112 3456 7890',
      'Grades 6-7-8-9-10-11-12',
      '9000-100000 visitors, from 60000-69999 a month',
    ])
      expect(found(text), text).toEqual([]);
  });

  it('the build names each at its line and column, on a published page and a post; a draft may hold one', () => {
    const seo = join(root, 'pages-data', 'ajmer', 'seo.yaml');
    const post = join(root, 'pages-data', 'blog', 'how-long-does-seo-take.md');
    const page = readFileSync(seo, 'utf8').replace('first page when they do.', 'first page when they do. Call 99887 76655.');
    // After the front matter's closing line: the article's first paragraph.
    const article = readFileSync(post, 'utf8').replace(/(?<=\n---\n\n?)/, 'Questions? Ring us on +91 98765 43210 or 0145-2623456.\n\n');
    const check = (files: Map<string, string>) => formatProblems(buildCatalogue(contentPaths(root, { files })).problems).split('\n');
    const line = (text: string, needle: string) => text.split('\n').findIndex((l) => l.includes(needle)) + 1;
    expect(
      check(
        new Map([
          [seo, page],
          [post, article],
        ]),
      ),
    ).toEqual([
      `pages-data/ajmer/seo.yaml:${line(page, 'Call 99887')}:37  sections[0] (hero) › text  "99887 76655" ${OTHER}`,
      `pages-data/blog/how-long-does-seo-take.md:${line(article, 'Ring us')}:42  content  "0145-2623456" ${OTHER}`,
    ]);
    // A button that dials another number, a number folded onto the next line, the footer's note.
    const site = join(root, 'site.config.yaml');
    const button = page
      .replace('      - label: Start Your SEO Journey\n        href: /contact', '      - label: Start Your SEO Journey\n        href: tel:+919988776655')
      .replace('We make sure your business is on the', 'We make sure your business is on +91 99887\n      76655 the');
    const footer = readFileSync(site, 'utf8').replace(/^footerNote: (.*)$/m, 'footerNote: $1 Call 0145 2623456.');
    const lines = check(
      new Map([
        [seo, button],
        [site, footer],
      ]),
    ).filter((l) => l.includes(OTHER));
    expect(lines).toEqual([
      `pages-data/ajmer/seo.yaml:${line(button, '+91 99887')}:${button.split('\n')[line(button, '+91 99887') - 1]!.indexOf('+91') + 1}  sections[0] (hero) › text  "+91 99887 76655" ${OTHER}`,
      `pages-data/ajmer/seo.yaml:${line(button, 'Call 99887')}:37  sections[0] (hero) › text  "99887 76655" ${OTHER}`,
      `pages-data/ajmer/seo.yaml:${line(button, 'tel:+91')}:15  sections[0] (hero) › actions[0].href  "tel:+919988776655" calls a number that ${OTHER}`,
      `site.config.yaml:${line(footer, 'footerNote')}:${footer.split('\n')[line(footer, 'footerNote') - 1]!.indexOf('0145') + 1}  footerNote  "0145 2623456" ${OTHER}`,
    ]);
    // (The pages that link to the draft are told so; no number is.)
    expect(check(new Map([[seo, page.replace(/^route:/m, 'draft: true\nroute:')]])).filter((l) => l.includes(OTHER))).toEqual([]);
  });

  it('the editor’s check refuses it too, with the build’s words', () => {
    const paths = contentPaths(root);
    const { dirs } = cmsInput(loadCatalogue(paths), paths);
    const form = readFile(kindOfPath('pages-data/jaipur/seo.yaml', dirs), readFileSync(join(root, 'pages-data/jaipur/seo.yaml'), 'utf8'));
    (form.meta as { description: string }).description += ' Call 0141-2345678.';
    expect(problemsOf('page', form, { phones: PHONES }).map(({ code, field, message }) => `${code} ${field} ${message}`)).toEqual([
      `unknown-phone meta.description "0141-2345678" ${OTHER}`,
    ]);
    expect(problemsOf('page', { ...form, draft: true }, { phones: PHONES })).toEqual([]);
    // The settings are held to the phones they give, as they are now in the form.
    const settings = readFile(kindOfPath('site.config.yaml', dirs), readFileSync(join(root, 'site.config.yaml'), 'utf8'));
    const note = `${settings.footerNote} Call 0145 2623456.`;
    expect(problemsOf('site', { ...settings, footerNote: note }).map(({ code, field }) => `${code} ${field}`)).toEqual(['unknown-phone footerNote']);
    expect(problemsOf('site', { ...settings, footerNote: note, phones: ['+91 145 2623456', '+91 91234 56789'] })).toEqual([]);
  });
});
