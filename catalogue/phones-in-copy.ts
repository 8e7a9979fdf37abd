/**
 * Phone numbers written out in copy: each must be one of the agency's phones (site.config.yaml
 * `phones`), so a page copied from another site, or written before the number changed, does not
 * send visitors to a number nobody answers. Browser-safe: the build and the editor's check share it.
 */

/**
 * A run of digits as a number to call is written on one line: a + or a digit or an opening
 * bracket first, then digits with at most two of space, tab, dot, hyphen or bracket between them
 * ("+91 98765 43210", "(0141) 234-5678", "+91 (0) 141 234 5678", "+91.99887.76655"), ending in a
 * digit; not inside a longer run of digits or a word.
 */
const RUN = /(?<![\p{L}\p{N}+])[+(]?\d(?:[ \t.()-]{0,2}\d)+(?![\p{N}])/gu;

/** Written just before a run that is a figure, not a number to call: a price, an order or a reference. */
const NOT_A_PHONE_BEFORE = /(?:₹|\brs\.?|\binr|\bno\.?|\bnumber|#|\bid|\border|\binvoice|\bref\.?|\bgstin?)\s*:?\s*$/iu;

/**
 * The 10 digits of `run` when it reads as an Indian number to call: written with +91, 91 or a 0
 * before it (a landline's area code, Jaipur's 141), or a mobile's ten digits alone (6–9 first).
 * Two groups of five that both end in 00 are a range of figures ("75000-80000"), not a number.
 */
function numberToCall(run: string): string | undefined {
  let digits = run.replace(/\D/g, '');
  let prefixed = false;
  if (/^\+?\s*\(?9\s*1/.test(run) && digits.length >= 12) [digits, prefixed] = [digits.slice(2), true];
  if (digits.startsWith('0') && digits.length === 11) [digits, prefixed] = [digits.slice(1), true];
  if (digits.length !== 10 || digits.startsWith('0')) return undefined;
  if (!prefixed && !/^[6-9]/.test(digits)) return undefined;
  const groups = run.split(/[^\d]+/).filter(Boolean);
  if (groups.length === 2 && groups.every((g) => g.length === 5 && g.endsWith('00'))) return undefined;
  return digits;
}

const lastTen = (text: string) => text.replace(/\D/g, '').slice(-10);

/** The numbers to call in `text` that are not one of `phones` (as site.config.yaml writes them), as written, with where each starts. */
export function strangePhones(text: string, phones: readonly string[]): { found: string; index: number }[] {
  const ours = new Set(phones.map(lastTen));
  const found: { found: string; index: number }[] = [];
  for (const m of text.matchAll(RUN)) {
    // A bracket that closes nothing in the run is the text's, not the number's.
    const run = m[0].startsWith('(') && !m[0].includes(')') ? m[0].slice(1) : m[0];
    const index = m.index + m[0].length - run.length;
    const digits = numberToCall(run);
    if (digits && !ours.has(digits) && !NOT_A_PHONE_BEFORE.test(text.slice(Math.max(0, index - 12), index))) found.push({ found: run, index });
  }
  return found;
}

/** The number a `tel:` or WhatsApp (`wa.me/…`) link calls, when it is not one of `phones`. */
export function strangeLinkPhone(href: string, phones: readonly string[]): string | undefined {
  const target = /^tel:([+\d\s().-]+)$/i.exec(href.trim())?.[1] ?? /^https:\/\/(?:wa\.me|api\.whatsapp\.com\/send\?phone=)\/?\+?(\d+)/i.exec(href.trim())?.[1];
  if (target === undefined) return undefined;
  const digits = lastTen(target);
  return phones.map(lastTen).includes(digits) ? undefined : href.trim();
}

export const strangePhoneMessage = (found: string, phones: readonly string[]) =>
  `"${found}" is not one of the agency's phones (${phones.join(', ')}, in site.config.yaml): write one of them, or change the phones in site.config.yaml if the agency's number changed`;
