import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import { afterAll, describe, expect, test } from 'vitest';
import { compactPath, interFonts, outlinedCopies, outlineText } from '../../scripts/images/outline-text.ts';

const dir = mkdtempSync(join(tmpdir(), 'outline-text-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The absolute points of a path written by compactPath: relative commands, a command implied by its numbers, "1.5.5" as 1.5 and .5. */
function pointsOf(d: string): [number, number][] {
  const arity: Record<string, number> = { m: 2, l: 2, q: 4, c: 6, z: 0 };
  const points: [number, number][] = [];
  let [x, y, startX, startY] = [0, 0, 0, 0];
  for (const [, command, numbers] of d.matchAll(/([mlqcz])([^mlqcz]*)/g)) {
    if (command === 'z') {
      [x, y] = [startX, startY];
      continue;
    }
    const values = (numbers!.match(/-?(?:\d+(?:\.\d*)?|\.\d+)/g) ?? []).map(Number);
    const size = arity[command!]!;
    expect(values.length % size).toBe(0);
    for (let i = 0; i < values.length; i += size) {
      const segment = values.slice(i, i + size);
      for (let k = 0; k < size; k += 2) points.push([x + segment[k]!, y + segment[k + 1]!]);
      [x, y] = [x + segment[size - 2]!, y + segment[size - 1]!];
      if (command === 'm') [startX, startY] = [x, y];
    }
  }
  return points;
}

describe('compactPath', () => {
  test('writes relative commands to a tenth, a repeated command once, without leading zeros or spaces a point makes needless', () => {
    expect(compactPath('M 0 0 L 10.04 0 L 10.04 5.56 L 9.5 5.56 Q 9 6 8.24 6.5 C 8 7 7.5 7.5 7 8 Z')).toBe(
      'm0 0l10 0 0 5.6-.5 0q-.5.4-1.3.9c-.2.5-.7 1-1.2 1.5z',
    );
  });

  test('measures each step from the rounded point before it, so rounding does not add up', () => {
    // Rounded one by one, three steps of 0.06 would end at 0.3; from the rounded point they end at 0.2.
    expect(compactPath('M 0 0 L 0.06 0 L 0.12 0 L 0.18 0')).toBe('m0 0l.1 0 0 0 .1 0');
  });

  test('a closed subpath goes back to where it started', () => {
    expect(compactPath('M 1 1 L 2 1 Z M 3 3 L 4 4 Z')).toBe('m1 1l1 0zm2 2l1 1z');
  });

  test('a contour is written the same wherever it stands, so a repeated letter repeats byte for byte', () => {
    const contour = (x: number) => `M ${x} 10.02 L ${x + 0.06} 10.02 Q ${x + 1.23} 11.07 ${x + 2.04} 12.96 Z`;
    const [first, second] = [contour(3.04), contour(17.37)].map((d) => compactPath(d).replace(/^m[^lqc]*/, ''));
    expect(first).toBe('l.1 0q1.1 1.1 1.9 2.9z');
    expect(second).toBe(first);
  });

  test('every point of a long path stays within a tenth of where it was', () => {
    // A deterministic walk of 2,000 segments of every kind, from a start off the tenths grid.
    let seed = 7;
    const next = () => {
      seed = (seed * 16807) % 2147483647;
      return (seed / 2147483647) * 40 - 20;
    };
    const expected: [number, number][] = [];
    let d = '';
    for (let contour = 0; contour < 50; contour++) {
      const start: [number, number] = [100 + next(), 100 + next()];
      d += `M ${start.join(' ')} `;
      expected.push(start);
      for (let i = 0; i < 40; i++) {
        const command = (['L', 'Q', 'C'] as const)[i % 3]!;
        const points = Array.from({ length: { L: 1, Q: 2, C: 3 }[command] }, (): [number, number] => [100 + next(), 100 + next()]);
        d += `${command} ${points.flat().join(' ')} `;
        expected.push(...points);
      }
      d += 'Z ';
    }
    const written = pointsOf(compactPath(d));
    expect(written).toHaveLength(expected.length);
    const worst = Math.max(...written.flatMap(([x, y], i) => [Math.abs(x - expected[i]![0]), Math.abs(y - expected[i]![1])]));
    expect(worst).toBeLessThanOrEqual(0.1 + 1e-9);
  });
});

describe('SVG artwork published with its text as outlines', () => {
  const publicDir = join(dir, 'public');
  const cacheDir = join(dir, 'cache');
  mkdirSync(join(publicDir, 'images'), { recursive: true });
  const card = [
    '<svg xmlns="http://www.w3.org/2000/svg" width="240" height="120" viewBox="0 0 240 120">',
    '<rect width="240" height="120" fill="#ffffff"/>',
    // Family, size and colour from the group; weight and anchor from the text itself; a moved group.
    '<g transform="translate(10 0)" font-family="Inter,Arial,sans-serif" font-size="24" fill="#1e1b4b">',
    '<text x="110" y="40" font-weight="800" text-anchor="middle">Ajmer &amp; Jaipur</text>',
    '</g>',
    // A text moved and scaled by its own transform, coloured by itself, in the family of the system.
    '<text transform="translate(20 70) scale(0.9)" font-family="system-ui,Segoe UI,Roboto,sans-serif" font-size="20" font-weight="500" fill="#b2345a">Call now</text>',
    // Code in a picture stays text: Inter would not draw it as code. So do words Inter has no letters for.
    '<text x="120" y="110" font-family="Inter,sans-serif" font-size="14" fill="#1e1b4b">जयपुर</text>',
    '<text x="20" y="110" font-family="ui-monospace,monospace" font-size="14" fill="#3730a3">&lt;h1&gt;</text>',
    '</svg>',
  ].join('');
  writeFileSync(join(publicDir, 'images', 'card.svg'), card);
  writeFileSync(join(publicDir, 'images', 'plain.svg'), '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>');

  const first = outlinedCopies(publicDir, ['/images/card.svg', '/images/plain.svg', '/favicon.ico'], cacheDir);
  const outlined = readFileSync(first.files['/images/card.svg']!, 'utf8');

  test('only an SVG with text gets a copy, and a second build takes it from the cache', () => {
    expect(Object.keys(first.files)).toEqual(['/images/card.svg']);
    // The build names the words kept as text: here the Hindi and the code, 2 of the card's 4 texts.
    expect(first.keptAsText).toEqual([{ path: '/images/card.svg', kept: 2, texts: 4 }]);
    expect([first.outlined, first.fromCache]).toEqual([1, 0]);
    const second = outlinedCopies(publicDir, ['/images/card.svg'], cacheDir);
    expect([second.outlined, second.fromCache]).toEqual([0, 1]);
    expect(second.files).toEqual(first.files);
    expect(second.keptAsText).toEqual(first.keptAsText);
  });

  test('each text becomes one path in its place, keeping its own colour and transform; monospace and Hindi stay text', () => {
    expect(outlined.match(/<text\b/g)).toHaveLength(2);
    expect(outlined).toContain('font-family="ui-monospace,monospace"');
    expect(outlined).toContain('>जयपुर</text>');
    // Each outline painted as resvg resolved the text: the group's colour is written on the path.
    expect(outlined).toMatch(/<g transform="translate\(10 0\)" [^>]*><path fill="#1e1b4b" stroke="none" d="m[^"]+"\/><\/g>/);
    expect(outlined).toMatch(/<path transform="translate\(20 70\) scale\(0\.9\)" fill="#b2345a" stroke="none" d="m[^"]+"\/>/);
    expect(outlined.length).toBeLessThan(card.length * 12);
  });

  test('a price in rupees is drawn at its weight, the ₹ from Inter Latin Extended', () => {
    const price =
      '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="60"><rect width="200" height="60" fill="#fff"/><text x="10" y="40" font-family="Inter" font-size="28" font-weight="800">₹ 4,999</text></svg>';
    writeFileSync(join(publicDir, 'images', 'price.svg'), price);
    const copy = readFileSync(outlinedCopies(publicDir, ['/images/price.svg'], cacheDir).files['/images/price.svg']!, 'utf8');
    const fonts = interFonts(join(cacheDir, 'fonts'));
    // Drawn from Inter ExtraBold alone, Latin and Latin Extended: the outlines cover the same pixels.
    const { inked, differ } = compare(price, copy, [fonts.latin[4]!, fonts.extended[4]!]);
    expect(inked).toBeGreaterThan(300);
    expect(differ / inked).toBeLessThan(0.05);
  });

  test('drawn, the outlines stand where the text stood, in Inter', () => {
    // resvg draws the source's text in Inter's Latin faces; the outlines must cover the same pixels.
    const fonts = interFonts(join(cacheDir, 'fonts'));
    expect([fonts.latin.length, fonts.extended.length]).toEqual([5, 5]);
    expect([fonts.covers('Ajmer & Jaipur ↑ –'), fonts.covers('₹ 4,999'), fonts.covers('जयपुर')]).toEqual(['latin', 'extended', undefined]);
    const withoutCode = (svg: string) => svg.replace(/<text[^>]*monospace[^>]*>.*?<\/text>/, '');
    const { inked, differ } = compare(withoutCode(card), withoutCode(outlined), fonts.latin);
    // "Ajmer & Jaipur" and "Call now": a few hundred inked pixels, the same but for edge pixels.
    expect(inked).toBeGreaterThan(400);
    expect(differ / inked).toBeLessThan(0.05);
  });
});

describe('artwork as drawing programs and editors write it', () => {
  const fonts = interFonts(join(dir, 'fonts-drawn'));
  const picture = (body: string) =>
    `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="80" viewBox="0 0 300 80"><rect width="300" height="80" fill="#fdf6e3"/>${body}</svg>`;

  test("a text styled by the picture's CSS classes, as Illustrator exports it, keeps its size, weight and colour", () => {
    const source = picture(
      '<defs><style>.cls-1{font-size:32px;fill:#b2345a;font-family:Inter-Bold, Inter;font-weight:700;}.cls-2{fill:#1e1b4b}</style></defs><text class="cls-1" transform="translate(10 50)"><tspan x="0" y="0">Grow </tspan><tspan class="cls-2" x="96" y="0">sales</tspan></text>',
    );
    const outlined = outlineText(source, fonts);
    expect(outlined).not.toContain('<text');
    expectDrawnAlike(source, outlined, fonts.latin, 800);
  });

  test('a word painted apart inside a text keeps its own colour', () => {
    const source = picture(
      '<text x="10" y="50" font-family="Inter" font-size="26" fill="#1e1b4b">Grow your <tspan fill="#b2345a" font-weight="800">sales</tspan></text>',
    );
    const outlined = outlineText(source, fonts);
    expect(outlined).toMatch(/<g><path fill="#1e1b4b"[^>]*\/><path fill="#b2345a"[^>]*\/><\/g>/);
    expectDrawnAlike(source, outlined, fonts.latin, 800);
  });

  test("a text given its size, weight and colour by its ancestors' style is painted the same as an outline", () => {
    const source = picture(
      '<rect width="300" height="80" fill="#1e1b4b"/><g style="font-size:28px;font-weight:600;fill:#ffffff"><text x="10" y="50">White on indigo</text></g>',
    );
    const outlined = outlineText(source, fonts);
    expect(outlined).toMatch(/<path fill="#ffffff"/);
    expectDrawnAlike(source, outlined, fonts.latin, 800);
  });

  test.each([
    [
      'several lines in one paint',
      '<text font-family="Inter" font-size="22" fill="#1e1b4b"><tspan x="10" y="30">One line</tspan><tspan x="10" y="62">and another</tspan></text>',
    ],
    [
      'a raised letter and an underline',
      '<text x="10" y="50" font-family="Inter" font-size="24" fill="#1e1b4b" text-decoration="underline">120 m<tspan baseline-shift="super" font-size="14">2</tspan> plot</text>',
    ],
    [
      'a baseline and a line-through from the group',
      '<g dominant-baseline="central" text-decoration="line-through" font-family="Inter" font-size="30" fill="#1e1b4b"><text x="10" y="40">Was 999</text></g>',
    ],
    [
      "Inkscape's lines, with its namespace",
      '<text xml:space="preserve" style="font-size:22px;line-height:1.25;font-family:Inter;fill:#1e1b4b" x="10" y="30"><tspan sodipodi:role="line" x="10" y="30">First line</tspan><tspan sodipodi:role="line" x="10" y="60">Second line</tspan></text>',
    ],
    ["markup in a comment, which is not the picture's", '<!-- <g fill="#ff0000"> --><text x="10" y="50" font-family="Inter" font-size="28">Black</text>'],
    [
      'a one-unit text scaled up 36 times',
      '<text transform="matrix(36 0 0 36 10 60)" font-family="Inter" font-size="1" font-weight="700" fill="#1e1b4b">Jaipur</text>',
    ],
    [
      'words that show markup, href and all',
      '<text x="10" y="50" font-family="Inter" font-size="18" fill="#b2345a">&lt;a href="/enquiry" style="opacity:.5"&gt;</text>',
    ],
    ['a text its group scales up 8 times', '<g transform="scale(8)"><text x="1" y="8" font-family="Inter" font-size="7" fill="#1e1b4b">Scaled</text></g>'],
    [
      'a text in a nested viewBox drawn 10 times larger',
      '<svg width="300" height="80" viewBox="0 0 30 8"><text x="1" y="6" font-family="Inter" font-size="5" fill="#1e1b4b">Tiny</text></svg>',
    ],
    [
      'an empty text closed on itself, before and after the words',
      '<text x="10" y="20"/><text x="10" y="50" font-family="Inter" font-size="26" fill="#1e1b4b">Hello</text><rect x="200" y="10" width="20" height="20" fill="#b2345a"/><g><text x="0" y="0"/></g>',
    ],
  ])('outlined as the source draws it: %s', (_, body) => {
    const source = picture(body).replace('<svg ', '<svg xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd" ');
    const outlined = outlineText(source, fonts);
    expect(outlined.match(/<text\b[^>]*>[^<]/g)).toBeNull();
    expectDrawnAlike(source.replace(/<!--[\s\S]*?-->/, ''), outlined, fonts.latin, 300);
  });

  test.each([
    ['a CSS rule on text elements', '<style>text{fill:#b2345a}</style><text x="10" y="50" font-size="24">Rose</text>'],
    ['a CSS rule on text in a link', '<style>a text{fill:#2563eb}</style><a href="/contact"><text x="10" y="50" font-size="24">Contact us</text></a>'],
    [
      'a CSS rule on paths, which would reach the outline',
      '<style>path{fill:none;stroke:#94a3b8}</style><path d="M10 70H230"/><text x="10" y="50" font-size="24" fill="#1e1b4b">Growth</text>',
    ],
    ['a rule by id', '<style>#price{font-weight:800}</style><text id="price" x="10" y="50" font-size="24">₹2,499</text>'],
    ['the font shorthand, which resvg does not read', '<text x="10" y="50" style="font:800 34px Inter;fill:#b2345a">Sale</text>'],
    ['a position in percent', '<text x="50%" y="50%" text-anchor="middle" font-size="22">240 × 90</text>'],
    ['text kept in defs for a use that paints it', '<defs><text id="w" font-size="28">SAMPLE</text></defs><use href="#w" x="10" y="50" fill="#b2345a"/>'],
    [
      'text as a clip path',
      '<defs><clipPath id="c"><text x="10" y="70" style="font-size:60px;font-weight:800">SALE</text></clipPath></defs><rect width="240" height="90" fill="#b2345a" clip-path="url(#c)"/>',
    ],
    ['code in a tspan', '<text x="10" y="50" font-size="20">Run <tspan font-family="monospace">npm i</tspan> now</text>'],
    [
      'a named code family by class',
      '<style>.code{font-family:CourierNewPSMT, Courier New;font-size:16px}</style><text class="code" x="10" y="50">&lt;h1&gt;</text>',
    ],
    ['₹ in a text of two weights', '<text x="10" y="50" font-family="Inter" font-size="28">Only <tspan font-weight="800">₹499</tspan></text>'],
    [
      'a word shown inside a hidden group',
      '<g visibility="hidden"><text x="10" y="50" font-size="20">Secret <tspan visibility="visible">shown</tspan></text></g>',
    ],
    [
      'words on a path',
      '<defs><path id="curve" d="M10 70 Q150 10 290 70"/></defs><text x="10" y="20" font-size="18">Label <textPath href="#curve">curved words</textPath></text>',
    ],
    ['a text a use paints again', '<text id="t" x="10" y="30" font-size="24">Reused</text><use href="#t" y="40" fill="#b2345a"/>'],
    ['italics, which Inter is not drawn in here', '<text x="10" y="50" font-size="30" font-style="italic">Italic words</text>'],
    ['small capitals, which resvg does not draw', '<text x="10" y="50" font-size="28" font-variant="small-caps">Small Caps</text>'],
    ['right to left', '<text x="290" y="50" font-size="24" direction="rtl">Right aligned</text>'],
    ['a faded tspan, which resvg does not fade', '<text x="10" y="50" font-size="28">Full <tspan opacity="0.3">faded</tspan></text>'],
    ['italics from the group', '<g font-style="italic"><text x="10" y="50" font-size="28">Italic group</text></g>'],
    [
      'small capitals from a class on the group',
      '<style>.sc{font-variant:small-caps}</style><g class="sc"><text x="10" y="50" font-size="28">Small Caps</text></g>',
    ],
    ["capitals from the group's style", '<g style="text-transform:uppercase"><text x="10" y="50" font-size="28">upper me</text></g>'],
    ['right to left from the group', '<g direction="rtl"><text x="290" y="50" font-size="24">Right aligned</text></g>'],
    [
      'a colour from a custom property on the group',
      '<style>.t{fill:var(--b, #b2345a)}</style><g class="t"><text x="10" y="50" font-size="30">Var group</text></g>',
    ],
    ['a size in rem from the group', '<g font-size="2rem"><text x="10" y="50">Rem group</text></g>'],
    ['the font shorthand on the group', '<g style="font:italic 700 30px Inter"><text x="10" y="50">Shorthand</text></g>'],
    ['Hindi in a CDATA section', '<text x="10" y="50" font-size="24"><![CDATA[जयपुर]]></text>'],
    ['a colour resvg does not read (it would paint it black)', '<text x="10" y="50" font-size="24" fill="hsl(340deg 55% 45%)">Rose</text>'],
    [
      'a colour from a custom property',
      '<style>.brand{--ink:#b2345a}.title{fill:var(--ink)}</style><g class="brand"><text class="title" x="10" y="50" font-size="24">Rose</text></g>',
    ],
    ['capitals by CSS', '<style>.t{text-transform:uppercase;font-size:28px}</style><text class="t" x="10" y="50">uppercase me</text>'],
    ['tabular figures', '<text style="font-variant-numeric:tabular-nums" font-size="28" x="10" y="50">1111 7777</text>'],
    ['a size in rem', '<text x="10" y="50" font-size="2rem">Rem size</text>'],
    ['a size by keyword', '<text x="10" y="50" font-size="large">Large</text>'],
    ['₹ a weight bolder than its group', '<g font-weight="600"><text x="10" y="50" font-size="28" font-weight="bolder">Price ₹1,00,000</text></g>'],
  ])('stays text: %s', (_, body) => {
    const outlined = outlineText(picture(body), fonts);
    expect(outlined).toContain(/<text\b[\s\S]*?<\/text>/.exec(body)![0]);
  });

  test("a text without a size is drawn at a browser's 16, not resvg's 12", () => {
    const outlined = outlineText(picture('<text x="10" y="50" font-family="Inter" fill="#1e1b4b">No size given</text>'), fonts);
    expectDrawnAlike(picture('<text x="10" y="50" font-family="Inter" font-size="16" fill="#1e1b4b">No size given</text>'), outlined, fonts.latin, 300);
  });

  test('₹ at weight 550 is drawn from the 600 faces, as CSS picks them', () => {
    const source = picture('<text x="10" y="50" font-family="Inter" font-size="30" font-weight="550" fill="#1e1b4b">₹2,499</text>');
    const outlined = outlineText(source, fonts);
    expect(outlined).not.toContain('<text');
    expectDrawnAlike(source.replace('"550"', '"600"'), outlined, [fonts.latin[2]!, fonts.extended[2]!], 300);
  });

  test('a closing tag with a space, shape-rendering on a text, and a <text> written in character data', () => {
    const source = picture(
      '<desc><![CDATA[Use <text x="1" y="1">labels</text> for words]]></desc><text shape-rendering="crispEdges" x="10" y="50" font-family="Inter" font-size="28" fill="#1e1b4b">Crisp</text >',
    );
    const outlined = outlineText(source, fonts);
    expect(outlined).toContain('<desc><![CDATA[Use <text x="1" y="1">labels</text> for words]]></desc><path fill="#1e1b4b"');
    expect(outlined).not.toContain('shape-rendering');
  });

  test('a picture of hundreds of labels, which outlines would make several times larger, is published as it is', () => {
    const labels = Array.from({ length: 400 }, (_, i) => `<text x="${(i % 20) * 15}" y="${Math.floor(i / 20) * 4 + 4}" font-size="3">L${i}</text>`).join('');
    const source = picture(`<g font-family="Inter" fill="#1e1b4b">${labels}</g>`);
    expect(outlineText(source, fonts)).toBe(source);
  });

  test('an entity the DOCTYPE declares keeps its text as text, and the build goes on', () => {
    const source = `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY co "Acme Ltd">]>${picture('<text x="10" y="50" font-size="24">&co; rocks</text>')}`;
    expect(outlineText(source, fonts)).toContain('<text x="10" y="50" font-size="24">&co; rocks</text>');
  });

  test('₹ at a weight a class gives with !important is drawn at that weight', () => {
    const source = picture('<style>.p{font-weight:700 !important;font-size:30px;fill:#1e1b4b}</style><text class="p" x="10" y="50">₹2,499</text>');
    const outlined = outlineText(source, fonts);
    expect(outlined).not.toContain('<text');
    expectDrawnAlike(source, outlined, [fonts.latin[3]!, fonts.extended[3]!], 300);
  });

  test('a text with a filter is outlined with the filter kept; a gradient-filled text stays text', () => {
    const source = picture(
      '<defs><filter id="soft"><feGaussianBlur stdDeviation="0.5"/></filter><linearGradient id="sun"><stop offset="0" stop-color="#f59e0b"/><stop offset="1" stop-color="#b2345a"/></linearGradient></defs><text x="10" y="35" font-family="Inter" font-size="24" fill="#1e1b4b" filter="url(#soft)">Soft</text><text x="10" y="70" font-family="Inter" font-size="24" fill="url(#sun)">Sunrise</text>',
    );
    const outlined = outlineText(source, fonts);
    expect(outlined).toMatch(/<path filter="url\(#soft\)" fill="#1e1b4b"[^>]* d="m/);
    expect(outlined).toContain('fill="url(#sun)">Sunrise</text>');
    expectDrawnAlike(source, outlined, fonts.latin, 500);
  });

  test('paint the text draws from elsewhere keeps it as text: a gradient by class, by an ancestor, or by a CSS rule this cannot read', () => {
    const gradient = '<defs><linearGradient id="sun"><stop offset="0" stop-color="#f59e0b"/><stop offset="1" stop-color="#b2345a"/></linearGradient></defs>';
    const byClass = picture(`${gradient}<style>.cls-3{fill:url(#sun);font-size:24px}</style><text class="cls-3" x="10" y="40">Sunrise</text>`);
    expect(outlineText(byClass, fonts)).toContain('<text class="cls-3" x="10" y="40">Sunrise</text>');
    const byAncestor = picture(`${gradient}<g fill="url(#sun)"><text x="10" y="40" font-size="24">Sunrise</text></g>`);
    expect(outlineText(byAncestor, fonts)).toContain('<text x="10" y="40" font-size="24">Sunrise</text>');
    const byRule = picture(`${gradient}<style>svg g.hero > text{fill:url(#sun)}</style><g class="hero"><text x="10" y="40" font-size="24">Sunrise</text></g>`);
    expect(outlineText(byRule, fonts)).toContain('<text x="10" y="40" font-size="24">Sunrise</text>');
  });

  test('a class that sets a monospace family keeps that text as text', () => {
    const source = picture('<style>.code{font-family:ui-monospace,monospace;font-size:14px}</style><text class="code" x="10" y="40">&lt;h1&gt;</text>');
    expect(outlineText(source, fonts)).toContain('<text class="code" x="10" y="40">&lt;h1&gt;</text>');
  });
});

/** `outlined` paints what `source` paints (at least `least` pixels of it), but for under 5 % of those pixels. */
function expectDrawnAlike(source: string, outlined: string, fontFiles: string[], least: number) {
  const { painted, differ } = compareColours(source, outlined, fontFiles);
  expect(painted).toBeGreaterThan(least);
  expect(differ / painted).toBeLessThan(0.05);
}

/**
 * Pixels of `source` drawn by resvg with `fontFiles` that are not the background, and how many of them
 * `outlined` draws in another colour: off by more than 64 in a channel, which an edge the outline's
 * rounding moves by up to a tenth of a unit stays under.
 */
function compareColours(source: string, outlined: string, fontFiles: string[]): { painted: number; differ: number } {
  const options = { font: { loadSystemFonts: false, fontFiles, defaultFontFamily: 'Inter', sansSerifFamily: 'Inter' } };
  const [a, b] = [source, outlined].map((svg) => new Resvg(svg, options).render().pixels);
  let painted = 0;
  let differ = 0;
  for (let i = 0; i < a!.length; i += 4) {
    const background = [a![i], a![i + 1], a![i + 2]].join() === '253,246,227' || [a![i], a![i + 1], a![i + 2]].join() === '30,27,75';
    if (background && [b![i], b![i + 1], b![i + 2]].join() === [a![i], a![i + 1], a![i + 2]].join()) continue;
    painted++;
    if ([0, 1, 2].some((k) => Math.abs(a![i + k]! - b![i + k]!) > 64)) differ++;
  }
  return { painted, differ };
}

/** Pixels inked by `source` drawn by resvg with `fontFiles`, and how many of them `outlined` inks differently. */
function compare(source: string, outlined: string, fontFiles: string[]): { inked: number; differ: number } {
  const options = { font: { loadSystemFonts: false, fontFiles, defaultFontFamily: 'Inter', sansSerifFamily: 'Inter' } };
  const dark = (svg: string) => {
    const { pixels } = new Resvg(svg, options).render();
    const marks: boolean[] = [];
    for (let i = 0; i < pixels.length; i += 4) marks.push(pixels[i]! + pixels[i + 1]! + pixels[i + 2]! < 600);
    return marks;
  };
  const text = dark(source);
  const paths = dark(outlined);
  return { inked: text.filter(Boolean).length, differ: text.filter((mark, i) => mark !== paths[i]).length };
}
