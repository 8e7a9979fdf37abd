import { describe, expect, it } from 'vitest';
import { listOption, option, takeOption } from '../../scripts/command-line.ts';

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

  it('takes --name and its value out of the arguments, leaving the rest in order for another program', () => {
    const args = ['tests/e2e/admin.spec.ts', '--hogs', '6', '--repeat-each', '2', '--hog', 'node'];
    expect(takeOption('hogs', args)).toBe('6');
    expect(takeOption('hog', args)).toBe('node');
    expect(args).toEqual(['tests/e2e/admin.spec.ts', '--repeat-each', '2']);
    expect(takeOption('hogs', args)).toBeUndefined();
    expect(args).toEqual(['tests/e2e/admin.spec.ts', '--repeat-each', '2']);
    // Without its value (at the end, or before the next option): '' and only the name taken.
    const bare = ['--hogs', '--grep', 'image wall', '--hog'];
    expect(takeOption('hogs', bare)).toBe('');
    expect(takeOption('hog', bare)).toBe('');
    expect(bare).toEqual(['--grep', 'image wall']);
  });
});
