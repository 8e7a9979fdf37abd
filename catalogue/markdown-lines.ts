/**
 * An article's lines as its checks read them: code shows what it shows (HTML, a template, an
 * address with a space are its subject), so a line in a fenced block is left out and a `code span`
 * is blanked, its columns kept. Browser-safe.
 */
export function proseLines(markdown: string): (string | undefined)[] {
  let fenced = false;
  return markdown.split('\n').map((line) => {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    return fenced ? undefined : line.replace(/`[^`]*`/g, (code) => ' '.repeat(code.length));
  });
}
