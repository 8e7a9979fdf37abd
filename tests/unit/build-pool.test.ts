import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { livePoolProcesses, mapInPool, PoolError, runApart, startAhead, stopAhead } from '../../scripts/build/pool.ts';
import { StepFailed } from '../../scripts/build/step.ts';
import { sendable } from '../../scripts/build/apart.ts';
import { buildCatalogue } from '../../catalogue/index.ts';
import type { Task } from '../fixtures/pool/task.ts';

const module = join(import.meta.dirname, '..', 'fixtures', 'pool', 'task.ts');
const label = (t: Task) => `page /bench-${t.n}`;
const tasks = (count: number, fail?: { n: number; how: Task['fail'] }): Task[] =>
  Array.from({ length: count }, (_, i) => (fail?.n === i ? { n: i, fail: fail.how } : { n: i }));

describe('the build pool', () => {
  it('runs every task in worker processes and hands back each result', async () => {
    const results: number[] = [];
    const pids = new Set<number>();
    await mapInPool<Task, { double: number; pid: number }>({ module, size: 2 }, tasks(10), label, (r) => {
      results.push(r.double);
      pids.add(r.pid);
    });
    expect(results.sort((a, b) => a - b)).toEqual([0, 2, 4, 6, 8, 10, 12, 14, 16, 18]);
    expect(pids.has(process.pid)).toBe(false);
    expect(pids.size).toBe(2);
    expect(livePoolProcesses.size).toBe(0);
  }, 30_000);

  it('pulls a task only when a worker is free, so no more than `size` tasks exist at once', async () => {
    let pulled = 0;
    let done = 0;
    let most = 0;
    function* lazy() {
      for (let n = 0; n < 12; n++) {
        pulled++;
        most = Math.max(most, pulled - done);
        yield { n };
      }
    }
    await mapInPool({ module, size: 2 }, lazy(), label, () => done++);
    expect(done).toBe(12);
    expect(most).toBeLessThanOrEqual(2);
  }, 30_000);

  it('replaces a worker after maxJobsPerWorker tasks', async () => {
    const pids: number[] = [];
    await mapInPool<Task, { pid: number }>({ module, size: 1, maxJobsPerWorker: 2 }, tasks(5), label, (r) => pids.push(r.pid));
    expect(new Set(pids).size).toBe(3);
    expect(livePoolProcesses.size).toBe(0);
  }, 30_000);

  it('fails naming the task when a job throws, and leaves no worker running', async () => {
    const error = await mapInPool({ module, size: 2 }, tasks(8, { n: 5, how: 'throw' }), label).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PoolError);
    expect((error as Error).message).toBe('page /bench-5: cannot handle 5');
    expect(livePoolProcesses.size).toBe(0);
  }, 30_000);

  it('fails naming the task when its worker dies, and leaves no worker running', async () => {
    const error = await mapInPool({ module, size: 2 }, tasks(6, { n: 2, how: 'exit' }), label).catch((e: unknown) => e);
    expect((error as Error).message).toBe('page /bench-2: the worker process stopped (exit code 3)');
    expect(livePoolProcesses.size).toBe(0);
  }, 30_000);

  it('runs one task apart: its result comes back from another process, which has ended', async () => {
    const result = await runApart<Task, { double: number; pid: number }>(module, { n: 21 }, 'images');
    expect(result.double).toBe(42);
    expect(result.pid).not.toBe(process.pid);
    expect(livePoolProcesses.size).toBe(0);
  }, 30_000);

  it('a worker started ahead runs the next task of its module; one no step took is stopped', async () => {
    startAhead(module, 2);
    const ahead = [...livePoolProcesses];
    expect(ahead).toHaveLength(2);
    const result = await runApart<Task, { double: number; pid: number }>(module, { n: 5 }, 'pages');
    expect(result.double).toBe(10);
    expect(ahead).toContain(result.pid);
    // The one that ran the task has ended; the other still waits.
    expect([...livePoolProcesses]).toEqual(ahead.filter((pid) => pid !== result.pid));
    await stopAhead();
    expect(livePoolProcesses.size).toBe(0);
  }, 30_000);

  it('a step that failed apart, having printed why, fails here as a StepFailed (printed once); another error names the step', async () => {
    const failed = await runApart(module, { n: 1, fail: 'step' }, 'images').catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(StepFailed);
    const thrown = await runApart(module, { n: 2, fail: 'throw' }, 'images').catch((e: unknown) => e);
    expect(thrown).not.toBeInstanceOf(StepFailed);
    expect((thrown as Error).message).toBe('images: cannot handle 2');
  }, 30_000);
});

describe('the catalogue sent to a step apart', () => {
  it("can be sent to another process, and arrives whole but for posts' parsed YAML", () => {
    const { catalogue } = buildCatalogue();
    if (!catalogue) throw new Error('the repository content does not validate');
    expect(() => structuredClone(catalogue)).toThrow(/could not be cloned/);
    const arrived = structuredClone(sendable(catalogue));
    expect(arrived.pages.length).toBe(catalogue.pages.length);
    expect(arrived.posts.map((p) => p.slug)).toEqual(catalogue.posts.map((p) => p.slug));
    expect(arrived.posts[0]?.content).toBe(catalogue.posts[0]?.content);
    expect(arrived.posts.every((p) => !('source' in p))).toBe(true);
    // One page object under several paths stays one object (aliases share their page).
    const [route, alias] = catalogue.pages.find((p) => p.paths.length > 1)?.paths ?? [];
    expect(route && alias && arrived.byPath.get(route) === arrived.byPath.get(alias)).toBe(true);
    expect(catalogue.posts[0]?.source).toBeDefined();
  });
});
