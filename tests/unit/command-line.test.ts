import { describe, expect, it } from 'vitest';
import { listOption, option } from '../../scripts/command-line.ts';

describe("the scripts' command-line options", () => {
  it('reads the value after --name, and the fallback when the option or its value is missing', () => {
    const args = ['--runs', '15', '--only', '/,/contact', '--port'];
    expect(option('runs', '3', args)).toBe('15');
    expect(option('only', '/', args)).toBe('/,/contact');
    expect(option('cpu-slowdown', '4', args)).toBe('4');
    expect(option('port', '4301', args)).toBe('4301');
  });

  it('reads the comma-separated values of --name=a,b, flags for another program included, the last one given winning', () => {
    const args = ['--runs', '9', '--chromium-flags=--a', '--chromium-flags=--disable-site-isolation-trials,--lang=hi'];
    expect(listOption('chromium-flags', args)).toEqual(['--disable-site-isolation-trials', '--lang=hi']);
    expect(listOption('chromium-flags', ['--chromium-flags', '--a'])).toEqual([]);
    expect(listOption('chromium-flags', ['--chromium-flags='])).toEqual([]);
  });
});
