import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldOf } from '../../catalogue/cms/fields.ts';
import { metaSchema } from '../../catalogue/page-schema.ts';
import { searchTitle } from '../../catalogue/search-text.ts';
import { lazySource } from '../../catalogue/yaml-source.ts';
import { paragraph, stat, text } from '../../sections/fields.ts';
import { issuesToProblems } from '../../catalogue/zod-problems.ts';

/** The messages a one-field file `v: …` gets from the build's reading of zod's issues. */
function messages(schema: z.ZodType, v: string): string[] {
  const holder = z.strictObject({ v: schema });
  const result = holder.safeParse({ v }, { reportInput: true });
  if (result.success) return [];
  return issuesToProblems(result.error.issues, lazySource('x.yaml', `v: ${JSON.stringify(v)}\n`), { v }, holder).map((p) => `${p.code}: ${p.message}`);
}

describe('length messages', () => {
  it('a limit without words of its own gets the general message with the length of the text checked', () => {
    const limited = z.string().trim().min(20).max(30);
    expect(messages(limited, '  Short one ')).toEqual(['too-few: Too short: at least 20 characters (now 9)']);
    expect(messages(limited, 'a'.repeat(31))).toEqual(['too-many: Too long: at most 30 characters (now 31)']);
    expect(messages(limited, 'a'.repeat(25))).toEqual([]);
    expect(messages(z.string().trim().min(1), '   ')).toEqual(['too-few: Must not be empty']);
  });

  it('an empty figure is told it is empty, once, not also that it shows no number; a figure without one is told that', () => {
    const figure = z.strictObject({ v: stat });
    const told = (value: string) => {
      const data = { v: { value, label: 'Clients served' } };
      const result = figure.safeParse(data, { reportInput: true });
      const yaml = `v:\n  value: ${JSON.stringify(value)}\n  label: Clients served\n`;
      return issuesToProblems(result.error?.issues ?? [], lazySource('x.yaml', yaml), data, figure).map((p) => `${p.field} ${p.code}`);
    };
    expect(told('')).toEqual(['v.value too-few']);
    expect(told('  ')).toEqual(['v.value too-few']);
    expect(told('many')).toEqual(['v.value bad-format']);
  });

  it('an empty text says what the field holds, as a missing key does', () => {
    expect(messages(text('The answer: two to four plain sentences'), ' ')).toEqual(['too-few: Must not be empty — The answer: two to four plain sentences']);
    expect(messages(paragraph('What the business gets'), '')).toEqual(['too-few: Must not be empty — What the business gets']);
  });

  it('a limit with words of its own keeps them and adds the count', () => {
    const limited = z.string().min(5, 'Too short for a heading: write at least 5 characters').max(9, 'Too long for a heading: keep it to 9 characters');
    expect(messages(limited, 'Ajmer'.slice(0, 3))).toEqual(['too-few: Too short for a heading: write at least 5 characters (now 3)']);
    expect(messages(limited, 'Jaipur city')).toEqual(['too-many: Too long for a heading: keep it to 9 characters (now 11)']);
  });
});

describe('a placeholder the schema refuses', () => {
  it('is named before what the rule asks: a title left as TODO, a figure as XX%', () => {
    const title = metaSchema.shape.title;
    expect(messages(title, 'TODO')).toEqual(['too-few: "TODO" is a placeholder. Too short for search results: write at least 10 characters (now 4)']);
    expect(messages(stat.shape.value, 'XX%')).toEqual([
      `bad-format: "XX" is a placeholder. A figure shows a number, e.g. 500+, 98%, 24-48h: write the agency's own figure`,
    ]);
    // A finished value the rule refuses is told as before.
    expect(messages(stat.shape.value, 'lots')).toEqual([`bad-format: A figure shows a number, e.g. 500+, 98%, 24-48h: write the agency's own figure`]);

    // A route's "did you mean" would be the placeholder again: left out.
    expect(messages(metaSchema.shape.canonical, 'TODO')).toEqual([expect.stringMatching(/^bad-route: "TODO" is a placeholder\. [^(]*$/)]);
    // Once a field, and not for a site text's {token}, which its own rule calls a placeholder.
    const two = z
      .string()
      .min(20, 'Too short for a heading')
      .regex(/^[^X]*$/, 'No X');
    expect(messages(two, 'XXXX')).toEqual(['too-few: "XXXX" is a placeholder. Too short for a heading (now 4)', 'bad-format: No X']);
  });
});

describe('a key with nothing after its colon', () => {
  /** The build's messages for `v:` written with nothing after it (YAML reads it as null). */
  function leftEmpty(schema: z.ZodType): string[] {
    const holder = z.strictObject({ v: schema });
    const result = holder.safeParse({ v: null }, { reportInput: true });
    if (result.success) return [];
    return issuesToProblems(result.error.issues, lazySource('x.yaml', 'v:\n'), { v: null }, holder).map((p) => `${p.code}: ${p.message}`);
  }

  it('is reported as the empty text it stands for, in the words the editor gives an empty box', () => {
    const title = searchTitle('The title');
    expect(leftEmpty(title)).toEqual(['too-few: Too short for search results: write at least 10 characters (now 0)']);
    expect(leftEmpty(z.string().trim().min(1))).toEqual(['too-few: Must not be empty']);
    const box = fieldOf('title', title, { routes: [], shared: [] }) as { empty_message?: string };
    expect(box.empty_message).toBe('Too short for search results: write at least 10 characters (now 0)');
  });

  it('says what came instead where an empty text would pass', () => {
    expect(leftEmpty(z.string())).toEqual(['wrong-type: Expected text, got nothing (an empty value)']);
    expect(leftEmpty(z.number())).toEqual(['wrong-type: Expected a number, got nothing (an empty value)']);
  });
});

describe('a list written without its brackets', () => {
  it('is told to put them round it, as written', () => {
    expect(messages(z.array(z.string()), 'Local SEO, Jaipur')).toEqual([
      'wrong-type: Expected a list: write it in brackets, [Local SEO, Jaipur], or one item a line starting with -',
    ]);
    expect(messages(z.array(z.string()), 'Local SEO')).toEqual(['wrong-type: Expected a list (lines starting with -), got text "Local SEO"']);
    // A list of blocks (a figure's value and label) is not: [a, b] would be refused in turn.
    expect(messages(z.array(z.object({ value: z.string(), label: z.string() })), 'SEO, Google Ads')).toEqual([
      'wrong-type: Expected a list (lines starting with -), got text "SEO, Google Ads"',
    ]);
    // Text of several lines (a block written with |) is not quoted back as one list.
    expect(messages(z.array(z.string()), 'jobs Jaipur\n100% jobs, now\n')).toEqual([
      'wrong-type: Expected a list (lines starting with -), got text "jobs Jaipur\\n100% jobs, now\\n"',
    ]);
  });
});

describe('a date the calendar does not have', () => {
  it('is told what is wrong with it, not to write it as YYYY-MM-DD again', () => {
    const date = z.iso.date();
    expect(messages(date, '2025-02-30')).toEqual(['bad-date: Not a valid date: February 2025 has 28 days']);
    expect(messages(date, '2024-02-30')).toEqual(['bad-date: Not a valid date: February 2024 has 29 days']);
    expect(messages(date, '2026-13-05')).toEqual(['bad-date: Not a valid date: there is no month 13 (write YYYY-MM-DD, e.g. 2026-03-05)']);
    expect(messages(date, '2024-02-29')).toEqual([]);
  });

  it('written day first, as India writes it, or with its month named, is given back as YYYY-MM-DD', () => {
    const date = z.iso.date();
    expect(messages(date, '30-11-2026')).toEqual([
      'bad-date: Not a valid date: write the year first, then the month and the day: 30 November 2026 is 2026-11-30',
    ]);
    expect(messages(date, '16/04/2026')).toEqual(['bad-date: Not a valid date: write the year first, then the month and the day: 16 April 2026 is 2026-04-16']);
    // Both readings are dates: the day first, as India reads it, and the other named.
    expect(messages(date, '05.03.2026')).toEqual([
      'bad-date: Not a valid date: write the year first, then the month and the day: 5 March 2026 is 2026-03-05; if you meant 3 May 2026, 2026-05-03',
    ]);
    expect(messages(date, '2026/4/16')).toEqual(['bad-date: Not a valid date: write it as 2026-04-16 (YYYY-MM-DD, two digits for the month and the day)']);
    expect(messages(date, '5 March 2026')).toEqual(['bad-date: Not a valid date: write 5 March 2026 as 2026-03-05 (YYYY-MM-DD)']);
    expect(messages(date, 'Sept 5th, 2026')).toEqual(['bad-date: Not a valid date: write Sept 5th, 2026 as 2026-09-05 (YYYY-MM-DD)']);
    // Not a date the calendar has, or not a month's name: the rule and an example.
    for (const v of ['31-02-2026', 'Mayday 5 2026', '2026-04-16T10:00'])
      expect(messages(date, v)).toEqual(['bad-date: Not a valid date: write it as YYYY-MM-DD, e.g. 2026-03-05']);
  });
});

describe('a route', () => {
  const canonical = metaSchema.shape.canonical;
  it('pasted whole from the browser is told to leave out the site, with the path it meant', () => {
    expect(messages(canonical, 'https://www.example.com/seo-company-kishangarh')).toEqual([
      `bad-route: Write only the path, without https:// and the site's name. A route starts with / and uses lower-case letters, digits and hyphens, e.g. /seo-company-ajmer (did you mean "/seo-company-kishangarh"?)`,
    ]);
    expect(messages(canonical, 'SEO Company Kishangarh')).toEqual([
      'bad-route: A route starts with / and uses lower-case letters, digits and hyphens, e.g. /seo-company-ajmer (did you mean "/seo-company-kishangarh"?)',
    ]);
  });
});

describe("a stat's figure", () => {
  it('is a number as shown, not a word left from a draft', () => {
    expect(messages(stat.shape.value, 'lots')).toEqual([`bad-format: A figure shows a number, e.g. 500+, 98%, 24-48h: write the agency's own figure`]);
    for (const figure of ['500+', '98%', '24-48h', '3–6 months', '₹2,000', '९८%']) expect(messages(stat.shape.value, figure), figure).toEqual([]);
  });
});
