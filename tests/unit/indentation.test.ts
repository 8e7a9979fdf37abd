/**
 * The indentation mistakes content staff make most, each a copy of the guide's example page
 * (with its features section) with one mistake: exactly one message, at the line to change,
 * saying what to do; and doing it makes the page valid.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildCatalogue, contentPaths, formatProblems } from '../../catalogue/index.ts';

const root = process.cwd();
const fixtures = join(root, 'tests', 'fixtures', 'indentation');
/** Where the guide puts its example page. */
const PAGE = join(root, 'pages-data', 'jaipur', 'local-seo-for-clinics.yaml');

const problemsOf = (text: string) => buildCatalogue(contentPaths(root, { files: new Map([[PAGE, text]]) })).problems;
const report = (name: string) => formatProblems(problemsOf(readFileSync(join(fixtures, name), 'utf8')));

/** Follows what the message says ("move this line N spaces left/right", "write …") and checks again. */
function follow(name: string): string {
  const text = readFileSync(join(fixtures, name), 'utf8');
  const [problem] = problemsOf(text);
  const lines = text.split('\n');
  const i = problem!.line - 1;
  const move = /move this line( and the lines under it)? (\d+) spaces? (left|right)/.exec(problem!.message);
  const write = /; write "(.*)"$/.exec(problem!.message);
  if (move) {
    const shift = Number(move[2]) * (move[3] === 'right' ? 1 : -1);
    const indentOf = (l: string) => l.length - l.trimStart().length;
    const own = indentOf(lines[i]!);
    const content = lines[i]!.trimStart().startsWith('- ') ? own + 2 : own;
    const block = [i];
    // "the lines under it": those indented further, up to the next list item at or left of its content.
    for (let j = i + 1; move[1] && j < lines.length; j++) {
      if (lines[j]!.trim() === '') continue;
      if (indentOf(lines[j]!) <= own || (indentOf(lines[j]!) <= content && lines[j]!.trimStart().startsWith('- '))) break;
      block.push(j);
    }
    for (const j of block) lines[j] = shift > 0 ? ' '.repeat(shift) + lines[j] : lines[j]!.slice(-shift);
  } else if (write) lines[i] = /^\s*/.exec(lines[i]!)![0] + write[1]!;
  else if (/a tab is used/.test(problem!.message)) lines[i] = lines[i]!.replace(/^\t/, '    ');
  return formatProblems(problemsOf(lines.join('\n')));
}

describe('indentation mistakes: one message at the line to change', { timeout: 60_000 }, () => {
  it('a key one space further in than the keys of its block', () => {
    expect(report('key-one-space-in.yaml')).toMatchInlineSnapshot(
      `"pages-data/jaipur/local-seo-for-clinics.yaml:5:4  meta.description  YAML indentation: "description" is not in line with the other keys of its block; move this line 1 space left (to column 3), in line with "title:" on line 4"`,
    );
  });
  it('a key indented further than the key above it', () => {
    expect(report('key-indented-further.yaml')).toMatchInlineSnapshot(
      `"pages-data/jaipur/local-seo-for-clinics.yaml:5:5  meta.description  YAML indentation: "description" is not in line with the other keys of its block; move this line 2 spaces left (to column 3), in line with "title:" on line 4"`,
    );
  });
  it('the first key of a block one space out of line with the others', () => {
    expect(report('first-key-of-block-off.yaml')).toMatchInlineSnapshot(
      `"pages-data/jaipur/local-seo-for-clinics.yaml:12:4  meta.geo.region  YAML indentation: "region" is not in line with the other keys of its block; move this line 1 space right (to column 5), 2 spaces further in than "geo:" on line 11"`,
    );
  });
  it('a list item moved left', () => {
    expect(report('list-item-moved-left.yaml')).toMatchInlineSnapshot(
      `"pages-data/jaipur/local-seo-for-clinics.yaml:45:5  sections[3] (features) › items[1]  YAML indentation: this list item is not in line with the other items of its list; move this line 2 spaces right (to column 7), in line with "- icon:" on line 42"`,
    );
  });
  it('a list item moved right', () => {
    expect(report('list-item-moved-right.yaml')).toMatchInlineSnapshot(
      `"pages-data/jaipur/local-seo-for-clinics.yaml:45:9  sections[3] (features) › items[1]  YAML indentation: this list item is not in line with the other items of its list; move this line 2 spaces left (to column 7), in line with "- icon:" on line 42"`,
    );
  });
  it('a list item moved left with its lines', () => {
    expect(report('list-item-with-its-lines-moved-left.yaml')).toMatchInlineSnapshot(
      `"pages-data/jaipur/local-seo-for-clinics.yaml:45:5  sections[3] (features) › items[1]  YAML indentation: this list item is not in line with the other items of its list; move this line and the lines under it 2 spaces right (to column 7), in line with "- icon:" on line 42"`,
    );
  });
  it('a section indented too far', () => {
    expect(report('section-indented-too-far.yaml')).toMatchInlineSnapshot(
      `"pages-data/jaipur/local-seo-for-clinics.yaml:29:5  sections[1] (stats)  YAML indentation: this list item is not in line with the other items of its list; move this line 2 spaces left (to column 3), in line with "- type:" on line 17"`,
    );
  });
  it("a section's field at the column of the section's dash", () => {
    expect(report('section-field-dedented.yaml')).toMatchInlineSnapshot(
      `"pages-data/jaipur/local-seo-for-clinics.yaml:30:3  sections[1] (stats) › heading  YAML indentation: "heading" is not in line with the other keys of its block; move this line 2 spaces right (to column 5), in line with "type:" on line 29"`,
    );
  });
  it("a section's field at column 1", () => {
    expect(report('key-dedented-to-column-0.yaml')).toMatchInlineSnapshot(
      `"pages-data/jaipur/local-seo-for-clinics.yaml:31:1  sections[1] (stats) › items  YAML indentation: "items" is not in line with the other keys of its block; move this line 4 spaces right (to column 5), in line with "heading:" on line 30"`,
    );
  });
  it("a key of a list item indented further than the item's other keys", () => {
    expect(report('key-over-indented-in-item.yaml')).toMatchInlineSnapshot(
      `"pages-data/jaipur/local-seo-for-clinics.yaml:46:11  sections[3] (features) › items[1].title  YAML indentation: "title" is not in line with the other keys of its block; move this line 2 spaces left (to column 9), in line with "icon:" on line 45"`,
    );
  });
  it('a continuation line of a paragraph moved left', () => {
    expect(report('continuation-dedented.yaml')).toMatchInlineSnapshot(
      `"pages-data/jaipur/local-seo-for-clinics.yaml:22:5  sections[0] (hero) › text  YAML indentation: this line continues the text above it; move this line 2 spaces right (to column 7), in line with the text on line 21"`,
    );
  });
  it('a continuation line of a paragraph one space left', () => {
    expect(report('continuation-half-dedented.yaml')).toMatchInlineSnapshot(
      `"pages-data/jaipur/local-seo-for-clinics.yaml:22:6  sections[0] (hero) › text  YAML indentation: this line continues the text above it; move this line 1 space right (to column 7), in line with the text on line 21"`,
    );
  });
  it('a list item without its dash, in line with the items above: told to write the dash, or to move it under the item it goes on', () => {
    const seo = join(root, 'pages-data', 'jaipur', 'seo.yaml');
    const text = readFileSync(seo, 'utf8').replace(
      '      - Heritage hotels and wedding venues\n',
      '      - Heritage hotels and wedding venues\n      Textile exporters in Sanganer\n',
    );
    const line = text.split('\n').indexOf('      Textile exporters in Sanganer') + 1;
    const told = (t: string) => formatProblems(buildCatalogue(contentPaths(root, { files: new Map([[seo, t]]) })).problems);
    expect(told(text)).toBe(
      `pages-data/jaipur/seo.yaml:${line}:7  sections[2] (text) › points[4]  YAML: this line stands in line with the list's items but has no dash: if it is an item of its own, write "- Textile exporters in Sanganer"; if it goes on with the item above, move it 2 spaces right, under that item's words`,
    );
    // Either fix passes.
    expect(told(text.replace('      Textile exporters', '      - Textile exporters'))).toBe('');
    expect(told(text.replace('      Textile exporters', '        Textile exporters'))).toBe('');
  });

  it('no space after the dash of a list item', () => {
    expect(report('no-space-after-dash.yaml')).toMatchInlineSnapshot(
      `"pages-data/jaipur/local-seo-for-clinics.yaml:45:7  sections[3] (features) › items[1]  YAML: a list item starts with a dash and a space; write "- icon: camera""`,
    );
  });
  it('no space after the colon of a key', () => {
    expect(report('no-space-after-colon.yaml')).toMatchInlineSnapshot(
      `"pages-data/jaipur/local-seo-for-clinics.yaml:30:12  sections[1] (stats) › heading  YAML: a key is followed by a colon and a space; write "heading: What clinics can expect""`,
    );
  });
  it('a tab used for indentation', () => {
    expect(report('tab-indentation.yaml')).toMatchInlineSnapshot(
      `"pages-data/jaipur/local-seo-for-clinics.yaml:13:1  (file)  YAML syntax: a tab is used for indentation; indent with spaces"`,
    );
  });
  it('a tab on one line and a key out of line on another: both told, each as in a file with that mistake alone', () => {
    const text = readFileSync(join(fixtures, 'tab-indentation.yaml'), 'utf8').replace('\n  description:', '\n   description:');
    expect(formatProblems(problemsOf(text))).toBe([report('key-one-space-in.yaml'), report('tab-indentation.yaml')].join('\n'));
  });
  it('a value with ": " on one line and a key out of line on another: both told, each as in a file with that mistake alone', () => {
    const outOfLine = readFileSync(join(fixtures, 'key-one-space-in.yaml'), 'utf8');
    const page = outOfLine.replace('\n   description:', '\n  description:');
    expect(problemsOf(page)).toEqual([]);
    // Further down, and on the line just above (where the parser tells the colon twice and the key out of line not at all).
    for (const [from, to] of [
      ['heading: Patients nearby find your clinic first on Google Maps', 'heading: Patients nearby: find your clinic first on Google Maps'],
      ['title: Local SEO for Clinics in Jaipur | Aravali Digital', 'title: Local SEO for Clinics: Jaipur | Aravali Digital'],
    ]) {
      const alone = formatProblems(problemsOf(page.replace(from!, to!)));
      expect(alone, to).toMatch(/^[^\n]+YAML syntax: this value contains ": ", which YAML reads as a new key; put the whole value in quotes$/);
      const both = [alone, report('key-one-space-in.yaml')].sort((a, b) => Number(a.split(':')[1]) - Number(b.split(':')[1]));
      expect(formatProblems(problemsOf(outOfLine.replace(from!, to!))), to).toBe(both.join('\n'));
    }
  });
  it('a value with ": " under a tab, or going on to a second line, beside the other mistake: both told', () => {
    const colon = (text: string, wrap = '') =>
      text.replace(
        'heading: Patients nearby find your clinic first on Google Maps',
        `heading: Patients nearby: find your clinic${wrap || ' '}first on Google Maps`,
      );
    const outOfLine = readFileSync(join(fixtures, 'key-one-space-in.yaml'), 'utf8');
    const page = outOfLine.replace('\n   description:', '\n  description:');
    const colonAlone = formatProblems(problemsOf(colon(page)));
    expect(colonAlone).toMatch(/:19:14 {2}\(file\) {2}YAML syntax: this value contains ": "/);
    // The tab is above: the parser reads nothing under it, the quoted reading does.
    expect(formatProblems(problemsOf(colon(readFileSync(join(fixtures, 'tab-indentation.yaml'), 'utf8'))))).toBe(
      [report('tab-indentation.yaml'), colonAlone].join('\n'),
    );
    // The value goes on to the next line: the message says to quote both lines, and doing so makes
    // the page valid; read as quoted whole, the key out of line is told beside it.
    const wrapped = (text: string) => colon(text, '\n      ');
    const wrappedAlone = colonAlone.replace('put the whole value in quotes', 'put the whole value, from here to the end of line 20, in one pair of quotes');
    expect(formatProblems(problemsOf(wrapped(page)))).toBe(wrappedAlone);
    expect(
      problemsOf(
        wrapped(page).replace(
          'heading: Patients nearby: find your clinic\n      first on Google Maps',
          'heading: "Patients nearby: find your clinic\n      first on Google Maps"',
        ),
      ),
    ).toEqual([]);
    expect(formatProblems(problemsOf(wrapped(outOfLine)))).toBe([report('key-one-space-in.yaml'), wrappedAlone].join('\n'));
  });
  it('a tab after spaces is told at its own column', () => {
    const text = readFileSync(join(fixtures, 'tab-indentation.yaml'), 'utf8').replace('\n\tplacename:', '\n  \tplacename:');
    expect(formatProblems(problemsOf(text))).toBe(report('tab-indentation.yaml').replace(':13:1 ', ':13:3 '));
  });
  it('a tab before the first item of a list: one message, at the tab, none at the line above', () => {
    expect(report('tab-under-items.yaml')).toMatchInlineSnapshot(
      `"pages-data/jaipur/local-seo-for-clinics.yaml:32:1  (file)  YAML syntax: a tab is used for indentation; indent with spaces"`,
    );
  });
  it('a key moved out of its block to column 1', () => {
    expect(report('key-under-wrong-block.yaml')).toMatchInlineSnapshot(
      `"pages-data/jaipur/local-seo-for-clinics.yaml:10:1  meta.canonical  YAML indentation: "canonical" is not in line with the other keys of its block; move this line 2 spaces right (to column 3), in line with "keywords:" on line 6"`,
    );
  });

  it('doing what each message says makes the page valid', () => {
    for (const name of readdirSync(fixtures)) expect(follow(name), name).toBe('');
  });
});
