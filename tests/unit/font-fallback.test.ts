import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { fallbackFace, fontMetrics, interFile, localFile, outputFile } from '../../scripts/font-fallback.ts';

describe('metric-adjusted fallback for Inter', () => {
  test('Inter metrics read from the font file', () => {
    const inter = fontMetrics(interFile());
    expect(inter.unitsPerEm).toBe(2048);
    expect(inter.ascender).toBeGreaterThan(1800);
    expect(inter.descender).toBeLessThan(0);
    expect(inter.avgWidth).toBeGreaterThan(800);
  });

  test.runIf(localFile)('renderer/font-fallback.css is what the font files give (regenerate: npx tsx scripts/font-fallback.ts --write)', () => {
    const css = fallbackFace(fontMetrics(interFile()), fontMetrics(localFile!));
    expect(readFileSync(outputFile, 'utf8')).toBe(css);
    // Inter is wider than Arial and taller above the baseline: the fallback is scaled up.
    const size = Number(/size-adjust: ([\d.]+)%/.exec(css)?.[1]);
    expect(size).toBeGreaterThan(104);
    expect(size).toBeLessThan(110);
  });
});
