import { describe, expect, it } from 'vitest';
import { allowedSkips, playwrightSkips, slowest, unlistedSkips, vitestSkips } from '../../scripts/skips.ts';

const readme = `# Site

## Tests

### Tests that may skip

Intro text with \`code\` that is not an item.

- \`desktop menu\`: only on wide screens.
- \`tests/unit/a.test.ts › group › one\`: a named Vitest test.

## Next

- \`not allowed\`: under another heading.
`;

describe('skips', () => {
  it('reads the backquoted items under "Tests that may skip" only', () => {
    expect(allowedSkips(readme)).toEqual(['desktop menu', 'tests/unit/a.test.ts › group › one']);
    expect(allowedSkips('# Nothing here\n- `desktop menu`\n')).toEqual([]);
  });

  it('lists skipped Vitest tests with their file, and Playwright ones with their project and reason', () => {
    const vitest = vitestSkips(
      {
        testResults: [
          {
            name: '/repo/tests/unit/a.test.ts',
            assertionResults: [
              { fullName: 'group one', status: 'skipped' },
              { fullName: 'group two', status: 'passed' },
              { fullName: 'group three', status: 'todo' },
            ],
          },
        ],
      },
      '/repo',
    );
    expect(vitest).toEqual([
      { runner: 'vitest', name: 'tests/unit/a.test.ts › group one' },
      { runner: 'vitest', name: 'tests/unit/a.test.ts › group three' },
    ]);
    const pw = playwrightSkips({
      suites: [
        {
          title: 'layout.spec.ts',
          file: 'layout.spec.ts',
          suites: [
            {
              title: 'header',
              specs: [
                {
                  title: 'dropdown',
                  file: 'layout.spec.ts',
                  line: 25,
                  tests: [
                    { projectName: 'desktop', status: 'expected', annotations: [] },
                    { projectName: 'phone', status: 'skipped', annotations: [{ type: 'skip', description: 'desktop menu' }] },
                  ],
                },
              ],
            },
          ],
        },
      ],
    });
    expect(pw).toEqual([{ runner: 'playwright', name: '[phone] layout.spec.ts:25 › header › dropdown', reason: 'desktop menu' }]);
  });

  it('lets through only what the README lists', () => {
    const skipped = [
      { runner: 'playwright' as const, name: '[phone] layout.spec.ts:25 › header › dropdown', reason: 'desktop menu' },
      { runner: 'playwright' as const, name: '[phone] blog.spec.ts:160 › pages', reason: 'needs two pages of posts' },
      { runner: 'vitest' as const, name: 'tests/unit/a.test.ts › group › one' },
      { runner: 'vitest' as const, name: 'tests/built/nginx.test.ts › nginx serving the built site' },
    ];
    expect(unlistedSkips(skipped, allowedSkips(readme)).map((s) => s.name)).toEqual([
      '[phone] blog.spec.ts:160 › pages',
      'tests/built/nginx.test.ts › nginx serving the built site',
    ]);
  });

  it('lists the slowest tests, slowest first', () => {
    const times = [
      { name: 'a', ms: 30 },
      { name: 'b', ms: 900 },
      { name: 'c', ms: 120 },
    ];
    expect(slowest(times, 2)).toEqual([
      { name: 'b', ms: 900 },
      { name: 'c', ms: 120 },
    ]);
  });
});
