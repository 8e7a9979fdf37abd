/**
 * W3C Nu HTML Checker (vnu.jar from the vnu-jar package) over every pre-rendered page:
 * zero errors. Needs a Java runtime (Debian: default-jre-headless).
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { describe, expect, test } from 'vitest';
import { dist, hasDist, pages } from './built-site.ts';

const vnuJar = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');

interface VnuMessage {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  firstColumn?: number;
  message: string;
  extract?: string;
}

describe.runIf(hasDist)('W3C Nu HTML Checker', () => {
  test('every pre-rendered page has zero errors', { timeout: 300_000 }, () => {
    const java = spawnSync('java', ['-version'], { encoding: 'utf8' });
    expect(java.status, 'No Java runtime: install one (Debian: apt-get install -y default-jre-headless)').toBe(0);
    expect(pages().length).toBeGreaterThan(0);
    // The JVM's first compiler only (TieredStopAtLevel=1): for one pass over the pages its optimizing
    // compiler cost more than it gave back (16 s of CPU against 7 s, the same report). Language
    // detection gives warnings only, which --errors-only leaves out.
    const jvm = ['-Xss8m', '-XX:TieredStopAtLevel=1'];
    const run = spawnSync('java', [...jvm, '-jar', vnuJar, '--errors-only', '--no-langdetect', '--format', 'json', '--skip-non-html', dist], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    // vnu writes its JSON report to stderr; exit status 1 means it found errors.
    const report = JSON.parse(run.stderr || run.stdout || '{"messages":[]}') as { messages: VnuMessage[] };
    const errors = report.messages
      .filter((m) => m.type === 'error' || m.subType === 'fatal')
      // The stylesheet is inlined in every page (renderer/document.tsx): it is Tailwind's output, not
      // markup, and vnu's CSS parser predates what it uses (@property, @layer, container units).
      .filter((m) => !m.message.startsWith('CSS: '))
      // `<link rel=expect blocking=render>` is in the HTML standard (2023) but not yet in vnu's schema.
      .filter((m) => !(m.message.includes('“blocking” attribute') && (m.extract ?? '').includes('rel="expect"')))
      .map(
        (m) => `${(m.url ?? '').replace(/^file:.*?\/client\//, '')}:${m.lastLine}:${m.firstColumn}  ${m.message}  «${(m.extract ?? '').replace(/\s+/g, ' ')}»`,
      );
    expect(errors, errors.join('\n')).toEqual([]);
    // 1 = vnu found errors, which may all be the CSS and rel=expect messages set aside above.
    expect([0, 1], run.stderr.slice(0, 2000)).toContain(run.status);
  });
});
