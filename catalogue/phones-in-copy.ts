/**
 * Phone numbers written out in copy: each must be one of the agency's phones (site.config.yaml
 * `phones`), so a page copied from another site, or written before the number changed, does not
 * send visitors to a number nobody answers. Browser-safe: the build and the editor's check share it.
 */

/**
 * An Indian number as copy writes it: +91 or 0 before it, or a mobile's 10 digits alone (6–9
 * first); one space or hyphen between digits ("+91 98765 43210", "0141-2345678", "9876543210").
 * Ten digits starting 1–5 with no prefix are a figure, not a number to call.
 */
const NUMBER_IN_COPY = /(?<![\p{L}\p{N}+])(\+\s?91[\s-]?|0)?([1-9](?:[\s-]?\d){9})(?![\s-]?\p{N})/gu;

const lastTen = (text: string) => text.replace(/\D/g, '').slice(-10);

/** The numbers in `text` that are not one of `phones` (as site.config.yaml writes them), with where each starts. */
export function strangePhones(text: string, phones: readonly string[]): { found: string; index: number }[] {
  const ours = new Set(phones.map(lastTen));
  return [...text.matchAll(NUMBER_IN_COPY)]
    .filter(([, prefix, digits]) => (prefix !== undefined || /^[6-9]/.test(digits!)) && !ours.has(lastTen(digits!)))
    .map((m) => ({ found: m[0], index: m.index }));
}

export const strangePhoneMessage = (found: string, phones: readonly string[]) =>
  `"${found}" is not one of the agency's phones (${phones.join(', ')}, in site.config.yaml): write one of them, or change the phones in site.config.yaml if the agency's number changed`;
