/**
 * Progress of a build stage. In a terminal: one line that updates in place (`\r`) and stays with
 * the stage's final figures. Anywhere else (CI logs, a pipe, a file): plain lines only, the
 * final one per stage and, for a long stage, a line every `plainEveryMs` so a log shows it is alive.
 *
 *   sharing images  1000/1000  977 drawn, 23 from cache  21.4 s
 */
import { readFileSync } from 'node:fs';

export interface ProgressOptions {
  write?: (text: string) => void;
  /** A terminal that can redraw a line; default: stdout is a TTY and $CI is not set. */
  interactive?: boolean;
  now?: () => number;
  plainEveryMs?: number;
  redrawEveryMs?: number;
}

export interface Stage {
  /** `done` of `total` so far, with an optional detail ("12 drawn, 3 from cache"). */
  update(done: number, total: number, detail?: string): void;
  /** The stage's last line. */
  finish(detail?: string): void;
}

export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export function createProgress(options: ProgressOptions = {}) {
  const write = options.write ?? ((text: string) => process.stdout.write(text));
  const interactive = options.interactive ?? (Boolean(process.stdout.isTTY) && !process.env.CI);
  const now = options.now ?? (() => performance.now());
  const plainEveryMs = options.plainEveryMs ?? 10_000;
  const redrawEveryMs = options.redrawEveryMs ?? 100;

  return {
    interactive,
    stage(name: string): Stage {
      const started = now();
      let lastShown = started;
      let counts = '';
      let detail = '';
      const line = () => [name.padEnd(16), counts, detail, seconds(now() - started)].filter(Boolean).join('  ');
      return {
        update(done, total, newDetail) {
          counts = `${done}/${total}`;
          if (newDetail !== undefined) detail = newDetail;
          const t = now();
          if (interactive && t - lastShown >= redrawEveryMs) {
            write(`\r\x1b[K${line()}`);
            lastShown = t;
          } else if (!interactive && t - lastShown >= plainEveryMs) {
            write(`${line()}\n`);
            lastShown = t;
          }
        },
        finish(finalDetail) {
          if (finalDetail !== undefined) detail = finalDetail;
          write(interactive ? `\r\x1b[K${line()}\n` : `${line()}\n`);
        },
      };
    },
  };
}

/**
 * Milliseconds since `npm run build` started, for the build's last line: the start time of the
 * outermost ancestor process that npm started for the `build` script (Linux /proc). Undefined when
 * not run by `npm run build` or not on Linux.
 */
export function buildElapsedMs(pid = process.pid): number | undefined {
  try {
    const uptime = Number(readFileSync('/proc/uptime', 'utf8').split(' ')[0]);
    let startTicks: number | undefined;
    for (let p = pid; p > 1; ) {
      const stat = readFileSync(`/proc/${p}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const environ = readFileSync(`/proc/${p}/environ`, 'utf8');
      if (!environ.split('\0').includes('npm_lifecycle_event=build')) break;
      startTicks = Number(fields[19]);
      p = Number(fields[1]);
    }
    // Clock ticks are 1/100 s on every Linux platform Node supports (USER_HZ).
    return startTicks === undefined ? undefined : Math.max(0, (uptime - startTicks / 100) * 1000);
  } catch {
    return undefined;
  }
}
