/**
 * Phone numbers written out in copy: each must be one of the agency's phones (site.config.yaml
 * `phones`), so a page copied from another site, or written before the number changed, does not
 * send visitors to a number nobody answers. Browser-safe: the build and the editor's check share it.
 */
import { lastTenDigits } from './site-schema.ts';
import type { Wording } from './wording.ts';

/**
 * A run of digits as a number to call is written: a + or a digit or an opening bracket first, then
 * digits with at most two of space (a no-break one too), line break, dot, hyphen or bracket between
 * them ("+91 98765 43210", "(0141) 234-5678", "+91 (0) 141 234 5678", "+91.99887.76655"), ending
 * in a digit; not inside a longer run of digits or a word.
 */
const RUN = /(?<![\p{L}\p{N}+])[+(]{0,2}\d(?:[ \t\n\u00a0\u202f.()-]{0,2}\d)+(?![\p{N}])/gu;

/** Written just before a run that is a figure, not a number to call: a price, an order, an invoice, a tax or reference number. */
const FIGURE_BEFORE =
  /(?:₹|\brs\.?|\binr|\border\s*(?:no\.?|number|#|id)|(?:\binvoice|\bref|\breference|\bgstin?|\bpan|\baadhaar|\bid)\.?(?:\s*(?:no\.?|number|#))?)\s*[:#]?\s*$/iu;

/** Written just after a run that is a figure: what it counts ("9000-100000 visitors", "60000-69999 a month"). */
const FIGURE_AFTER =
  /^\s*(?:(?:a|per|\/)\s*(?:month|year|week|day)|visitors|views|users|impressions|clicks|followers|subscribers|leads|sq\.?\s*ft|km|rupees)\b/iu;

/**
 * The 10 digits of `run` when it reads as an Indian number to call: written with +91, 91 (a group
 * of its own, or before a mobile's 6–9) or a 0 before it (a landline's area code, Jaipur's 141), or
 * a mobile's ten digits alone (6–9 first), in at most five groups (six with +91). Two groups of five that both end
 * in 00 are a range of figures ("75000-80000"), and so are two groups of other lengths without a prefix.
 */
function numberToCall(run: string): string | undefined {
  const groups = run.split(/\D+/).filter(Boolean);
  const plus = /^\(?\+/.test(run);
  // (+91 and five groups of two: "+91 99 88 77 66 55".)
  if (groups.length > (plus && groups[0] === '91' ? 6 : 5) || groups.filter((g) => g.length === 1).length > 1) return undefined;
  let digits = groups.join('');
  let prefixed = false;
  // +91, 91 or +91 (0) before the ten digits, or the 0 dialled within India.
  if (digits.length === 12 && digits.startsWith('91') && (plus || groups[0] === '91' || /^91[6-9]/.test(digits))) [digits, prefixed] = [digits.slice(2), true];
  else if (digits.length === 13 && plus && digits.startsWith('910')) [digits, prefixed] = [digits.slice(3), true];
  else if (digits.length === 11 && digits.startsWith('0')) [digits, prefixed] = [digits.slice(1), true];
  if (digits.length !== 10 || digits.startsWith('0')) return undefined;
  if (!prefixed && !/^[6-9]/.test(digits)) return undefined;
  if (!prefixed && groups.length === 2 && !(groups[0]!.length === 5 && groups[1]!.length === 5)) return undefined;
  if (groups.length === 2 && groups.every((g) => g.length === 5 && g.endsWith('00'))) return undefined;
  return digits;
}

/** Whether `run` is wholly inside one pair of brackets: its first bracket closes at its last character. */
function inOwnBrackets(run: string): boolean {
  if (!run.startsWith('(') || !run.endsWith(')')) return false;
  let depth = 0;
  for (let i = 0; i < run.length; i++) {
    if (run[i] === '(') depth++;
    else if (run[i] === ')' && --depth === 0) return i === run.length - 1;
  }
  return false;
}

/** The numbers to call in `text` that are not one of `phones` (as site.config.yaml writes them), as written (on one line), with where each starts. */
export function strangePhones(written: string, phones: readonly string[]): { found: string; index: number }[] {
  const ours = new Set(phones.map(lastTenDigits));
  // Devanagari digits read as the same digits (one UTF-16 unit each: the places stay).
  const text = written.replace(/[०-९]/g, (d) => String(d.charCodeAt(0) - 0x966));
  const found: { found: string; index: number }[] = [];
  for (const m of text.matchAll(RUN)) {
    // A run may hold a number and what follows it ("0141-2345678 (10:00-18:00)", two numbers side by
    // side): from each group, the longest stretch of groups that is a number to call.
    const groups = [...m[0].matchAll(/\d+/g)].map((g) => ({ start: m.index + g.index, end: m.index + g.index + g[0].length }));
    for (let i = 0; i < groups.length; i++) {
      // (At most six groups make a number: a long run of figures, a table of PIN codes, is not tried whole.)
      for (let j = Math.min(groups.length - 1, i + 5); j >= i; j--) {
        let [start, end] = [groups[i]!.start, groups[j]!.end];
        // The + and brackets written before its first group, and a bracket it closes after its last.
        while (start > m.index && /[+(]/.test(text[start - 1]!)) start--;
        if (text[end] === ')' && text.slice(start, end).split('(').length > text.slice(start, end).split(')').length) end++;
        const run = text.slice(start, end);
        const digits = numberToCall(run);
        if (!digits) continue;
        // A number in brackets of its own ("(99887 76655)", "(+91 (0) 141 234 5678)") is told without them.
        const bracketed = inOwnBrackets(run);
        if (!ours.has(digits) && !FIGURE_BEFORE.test(text.slice(Math.max(0, start - 24), start)) && !FIGURE_AFTER.test(text.slice(end)))
          found.push({
            found: (bracketed ? written.slice(start + 1, end - 1) : written.slice(start, end)).replace(/\s*\n\s*/g, ' '),
            index: bracketed ? start + 1 : start,
          });
        i = j;
        break;
      }
    }
  }
  return found;
}

/** The chat services a WhatsApp link opens: wa.me/<number>, or api.whatsapp.com/send?phone=<number>. */
const WHATSAPP_HOSTS = ['wa.me', 'api.whatsapp.com'];

/** `text` with its %-escapes read (as written where one is malformed). */
function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * What is wrong with the number a `tel:` or WhatsApp link calls: not one of `phones`; or, in a
 * WhatsApp link, one of them without its country code (wa.me/9876543210), which WhatsApp reads as
 * +98…, a number in Iran.
 */
export function linkPhoneProblem(href: string, phones: readonly string[]): string | undefined {
  const written = href.trim();
  let target: string | undefined;
  let chat: URL | undefined;
  if (/^tel:/i.test(written)) target = decoded(written.slice(4));
  else if (/^https?:\/\//i.test(written)) {
    const url = URL.canParse(written) ? new URL(written) : undefined;
    if (url && WHATSAPP_HOSTS.includes(url.hostname.replace(/^www\./, ''))) {
      chat = url;
      target = url.searchParams.get('phone') ?? url.pathname.replace(/^\/(?:send\/?)?/, '');
    }
  }
  const digits = target?.replace(/\D/g, '') ?? '';
  if (!target || !/\d{10}/.test(digits)) return undefined;
  if (!phones.map(lastTenDigits).includes(lastTenDigits(target))) return strangePhoneMessage(written, phones);
  if (chat && digits.length === 10) {
    const fixed = written.replace(target, `91${digits}`);
    return `"${written}" has no country code, so WhatsApp reads its first digits as one (+${digits.slice(0, 2)} ${digits.slice(2)}): write 91 before the number, ${fixed}`;
  }
  return undefined;
}

/** Where the agency's phones are set: site.config.yaml, in the browser editor its Site settings' Phones. */
export const CHANGE_PHONES: Wording = {
  file: 'in site.config.yaml): write one of them, or change the phones in site.config.yaml',
  form: 'in Settings › Site settings): write one of them, or change the Phones there',
};

/**
 * What the browser editor's panel adds for settings whose Phones it refuses: the numbers written in
 * their texts are held to the phones once those are right (catalogue/refused-page.ts
 * refusedSiteTextProblems), as the build's run says its phone checks wait (NOT_CHECKED).
 */
export const PHONES_CHECK_WAITS = 'More may follow: a phone number written in these texts is checked against Phones once Phones is right.';

export const strangePhoneMessage = (found: string, phones: readonly string[]) =>
  `"${found}" ${/^(tel:|https?:)/i.test(found) ? 'calls a number that is' : 'is'} not one of the agency's phones (${phones.join(', ')}, ${CHANGE_PHONES.file} if the agency's number changed`;
