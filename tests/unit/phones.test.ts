/**
 * One phone, one truth: each phone is written once and the number to dial and the WhatsApp
 * number come from it; where they are still written out, a different number is an error. Every
 * fix a message suggests is fed back into the check and passes.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildCatalogue, contentPaths, formatProblems } from '../../catalogue/index.ts';

const fixtures = join(import.meta.dirname, '..', 'fixtures');
const siteFile = join(fixtures, 'site', 'site.config.yaml');
const base = readFileSync(siteFile, 'utf8');

function check(text: string) {
  return buildCatalogue(
    contentPaths(process.cwd(), {
      siteFile,
      pagesDir: join(fixtures, 'valid'),
      publicDir: join(fixtures, 'site', 'public'),
      files: new Map([[siteFile, text]]),
    }),
  );
}
const report = (text: string) => formatProblems(check(text).problems);

const PHONES = /phones:\n(?: {2}.*\n)+/;
const withPhones = (lines: string) => base.replace(PHONES, `phones:\n${lines}`);

/** Does what the message says: puts the quoted example in place of the value, or writes the phone once. */
function follow(text: string): string {
  const [problem] = check(text).problems;
  const lines = text.split('\n');
  const once = /write the phone once, as "(- [^"]+)"/.exec(problem!.message);
  const example = /e\.g\. "([^"]+)"/.exec(problem!.message);
  const remove = /remove number/.exec(problem!.message);
  if (once) {
    // The phone's two lines (display and dial) become the one line the message gives.
    const dash = lines.slice(0, problem!.line).findLastIndex((l) => /^ {2}- /.test(l));
    lines.splice(dash, 2, `  ${once[1]}`);
  } else if (example) lines[problem!.line - 1] = lines[problem!.line - 1]!.replace(/(^\s*(?:- )?(?:\w+: )?).*$/, `$1"${example[1]}"`);
  else if (remove) lines.splice(problem!.line - 1, 1);
  return report(lines.join('\n'));
}

describe('phones', () => {
  it('a phone written once gives the number shown, the number to dial and the WhatsApp number', () => {
    const { catalogue, problems } = check(withPhones('  - +91 98765 43210\n  - "+91 91234-56789"\n').replace(/ {2}number: .*\n/, ''));
    expect(problems).toEqual([]);
    expect(catalogue!.site.phones).toEqual([
      { display: '+91 98765 43210', dial: '+919876543210' },
      { display: '+91 91234-56789', dial: '+919123456789' },
    ]);
    expect(catalogue!.site.whatsapp.number).toBe('919876543210');
  });

  it('digits without quotes are read as the number they are', () => {
    const { catalogue, problems } = check(withPhones('  - +919876543210\n  - 919123456789\n'));
    expect(problems).toEqual([]);
    expect(catalogue!.site.phones.map((p) => p.dial)).toEqual(['+919876543210', '+919123456789']);
  });

  it('a number shown that is not the number dialled is an error', () => {
    const text = withPhones('  - display: +91 98765 43211\n    dial: "+919876543210"\n  - +91 91234 56789\n').replace(/ {2}number: .*\n/, '');
    expect(report(text)).toMatchInlineSnapshot(
      `"tests/fixtures/site/site.config.yaml:6:11  phones[0].dial  The number to dial is not the number shown (+91 98765 43211): write the phone once, as "- +91 98765 43211", and remove display and dial"`,
    );
    expect(follow(text)).toBe('');
  });

  it('a phone without its 10 digits says how to write it', () => {
    const text = withPhones('  - +91 98765 4321\n  - +91 91234 56789\n');
    expect(report(text)).toMatchInlineSnapshot(
      `"tests/fixtures/site/site.config.yaml:5:5  phones[0]  Write the phone as +91 and its 10 digits (the first not 0), e.g. "+91 98765 43210""`,
    );
    expect(follow(text)).toBe('');
  });

  it('a template’s "+91 00000 00000" is not taken, and named as a placeholder: the 10 digits never start with 0', () => {
    const text = withPhones('  - +91 00000 00000\n  - +91 91234 56789\n');
    expect(report(text)).toMatchInlineSnapshot(
      `"tests/fixtures/site/site.config.yaml:5:5  phones[0]  "+91 00000 00000" is a placeholder. Not a phone number: the 10 digits after +91 never start with 0. Write the agency's own number, e.g. "+91 98765 43210""`,
    );
    expect(follow(text)).toBe('');
  });

  it('a landline a digit short after its 0 is told the digit is missing, not that it starts with 0', () => {
    expect(report(withPhones('  - (0141) 234 567\n  - +91 91234 56789\n'))).toBe(
      'tests/fixtures/site/site.config.yaml:5:5  phones[0]  Has 9 digits after its 0, and a phone has 10 (a landline its area code and number, e.g. "0141 234 5678"): write the whole number',
    );
  });

  it('a phone written without +91, with the 0 dialled within India, or with hyphens is taken and written as +91 …', () => {
    for (const [first, second] of [
      ['98765 43210', '"091234 56789"'],
      ['098765-43210', '91-91234-56789'],
    ]) {
      const { catalogue, problems } = check(withPhones(`  - ${first}\n  - ${second}\n`));
      expect(problems).toEqual([]);
      expect(catalogue!.site.phones).toEqual([
        { display: '+91 98765 43210', dial: '+919876543210' },
        { display: '+91 91234 56789', dial: '+919123456789' },
      ]);
    }
  });

  it('a landline keeps its area code apart, as it was written (in brackets too); a mobile is shown five and five', () => {
    const { catalogue, problems } = check(withPhones('  - 0141 234 5678\n  - "91 145-262-1234"\n').replace(/ {2}number: .*\n/, ''));
    expect(problems).toEqual([]);
    expect(catalogue!.site.phones).toEqual([
      { display: '+91 141 234 5678', dial: '+911412345678' },
      { display: '+91 145 262 1234', dial: '+911452621234' },
    ]);
    // Its area code in brackets, as page copy may write it.
    const bracketed = check(withPhones('  - (0141) 234 5678\n  - +91 (145) 262-1234\n').replace(/ {2}number: .*\n/, ''));
    expect(bracketed.problems).toEqual([]);
    expect(bracketed.catalogue!.site.phones.map((p) => p.display)).toEqual(['+91 141 234 5678', '+91 145 262 1234']);
  });

  it('a WhatsApp number that is none of the phones is an error', () => {
    const text = base.replace(/number: .*/, 'number: "919999999999"');
    expect(report(text)).toMatchInlineSnapshot(
      `"tests/fixtures/site/site.config.yaml:19:11  whatsapp.number  919999999999 is not one of the phones (+91 98765 43210, +91 91234 56789): remove number to use the first phone, or write the phone it should be"`,
    );
    expect(follow(text)).toBe('');
  });

  it('an unquoted WhatsApp number is read as the number it is', () => {
    expect(report(base.replace(/number: .*/, 'number: 919876543210'))).toBe('');
  });

  it('a WhatsApp number is taken written as the phone is, and one no phone can be is told what it lacks', () => {
    for (const written of ['+91 91234 56789', '091234-56789', '"91234 56789"']) {
      const { catalogue, problems } = check(base.replace(/number: .*/, `number: ${written}`));
      expect(problems).toEqual([]);
      expect(catalogue!.site.whatsapp.number).toBe('919123456789');
    }
    const short = base.replace(/number: .*/, 'number: +91 91234 5678');
    expect(report(short)).toMatchInlineSnapshot(
      `"tests/fixtures/site/site.config.yaml:19:11  whatsapp.number  Write the WhatsApp number as +91 and its 10 digits (the first not 0), e.g. "+91 98765 43210""`,
    );
    expect(follow(short)).toBe('');
  });
});
