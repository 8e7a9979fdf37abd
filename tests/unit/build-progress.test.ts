import { describe, expect, it } from 'vitest';
import { buildElapsedMs, createProgress } from '../../scripts/build/progress.ts';

/** A progress writer with a clock the test moves. */
function harness(interactive: boolean) {
  let now = 0;
  const out: string[] = [];
  const progress = createProgress({ interactive, write: (t) => out.push(t), now: () => now, plainEveryMs: 10_000, redrawEveryMs: 100 });
  return { progress, out, tick: (ms: number) => (now += ms) };
}

describe('build progress', () => {
  it('in a log (CI, a pipe): plain lines only, the final one with counts, detail and time', () => {
    const { progress, out, tick } = harness(false);
    const stage = progress.stage('sharing images');
    for (let i = 1; i <= 50; i++) {
      tick(100);
      stage.update(i, 50, `${i} drawn, 0 from cache`);
    }
    stage.finish('50 images: 48 drawn, 2 from cache');
    expect(out).toEqual(['sharing images    50/50  50 images: 48 drawn, 2 from cache  5.0 s\n']);
    expect(out.join('')).not.toContain('\r');
    expect(out.join('')).not.toContain('\x1b');
  });

  it('in a log, a long stage prints a line every ten seconds so the log shows it is alive', () => {
    const { progress, out, tick } = harness(false);
    const stage = progress.stage('compression');
    for (let i = 1; i <= 25; i++) {
      tick(1000);
      stage.update(i, 25);
    }
    stage.finish('done');
    expect(out).toEqual(['compression       10/25  10.0 s\n', 'compression       20/25  20.0 s\n', 'compression       25/25  done  25.0 s\n']);
  });

  it('in a terminal: one line redrawn in place, at most every 100 ms, left with the final figures', () => {
    const { progress, out, tick } = harness(true);
    const stage = progress.stage('compression');
    for (let i = 1; i <= 10; i++) {
      tick(50);
      stage.update(i, 10);
    }
    stage.finish('10 text files');
    expect(out.length).toBe(6);
    expect(out.every((t) => t.startsWith('\r\x1b[K'))).toBe(true);
    expect(out.slice(0, -1).every((t) => !t.includes('\n'))).toBe(true);
    expect(out.at(-1)).toBe('\r\x1b[Kcompression       10/10  10 text files  0.5 s\n');
  });
});

describe('the build total', () => {
  it('is measured only inside `npm run build`', () => {
    const inBuild = process.env.npm_lifecycle_event === 'build';
    expect(buildElapsedMs() === undefined).toBe(!inBuild);
  });
});
