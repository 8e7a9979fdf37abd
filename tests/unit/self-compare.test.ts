import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkSelfCompare, selfComparisons } from '../../scripts/check-self-compare.ts';

describe('the check for assertions that compare a value with itself', () => {
  it('finds them in the fixture (comments and spacing aside), and only them', () => {
    const file = 'tests/fixtures/self-compare/example.test.ts';
    expect(selfComparisons(file, readFileSync(file, 'utf8')).map((f) => `${f.line} ${f.text}`)).toEqual([
      '7 expect(twice(2)).toBe(twice(2))',
      '8 expect(twice(/* the same */ 2)).not.toEqual(twice(2))',
    ]);
  });

  it('finds none in the project’s own tests', () => {
    expect(checkSelfCompare()).toEqual([]);
  });
});
