/**
 * Code that is the whole of a square-bracketed text, not a link's, reference's or image's: "[`Name`]"
 * shows as "[Name]", a template's slot of which only the word was marked as code (the browser
 * editor's Code button on the word alone).
 */
const CODE_IN_BRACKETS = /(?<![\]!])\[`([^`\n]+)`\](?![([:])/g;

/** A line with such code read as its text, "[Name]" then spaces for the backticks: columns kept. Browser-safe. */
export const bracketedCodeRead = (line: string): string => line.replace(CODE_IN_BRACKETS, (written, code: string) => `[${code}]`.padEnd(written.length));

/**
 * An article's lines as its checks read them: code shows what it shows (HTML, a template, an
 * address with a space are its subject), so a line in a fenced block is left out and a `code span`
 * is blanked, its columns kept. With `bracketedCode`, the placeholders' check, code that is the whole
 * of a bracketed text is read as its text, as a reader sees it ("[Name]", then spaces for the
 * backticks). Browser-safe.
 */
export function proseLines(markdown: string, { bracketedCode = false } = {}): (string | undefined)[] {
  let fenced = false;
  return markdown.split('\n').map((line) => {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    if (fenced) return undefined;
    const read = bracketedCode ? bracketedCodeRead(line) : line;
    return read.replace(/`[^`]*`/g, (code) => ' '.repeat(code.length));
  });
}
