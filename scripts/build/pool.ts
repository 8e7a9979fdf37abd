/**
 * A pool of worker processes for the CPU-heavy build steps (sharing images, compression), one
 * per core by default. Processes rather than threads: resvg's native memory is only given back
 * when the process that drew the image exits (resvg-js 2.6 grows by about 3 MB per image
 * whatever the garbage collector does), so a worker is replaced after `maxJobsPerWorker` jobs
 * and the build's memory stays flat.
 *
 * `map` pulls the next task only when a worker is free, so at most `size` tasks exist at once
 * however many there are. The first failure stops the pool: no new task starts, the running ones
 * end, every worker is stopped, and `map` rejects naming the task (its label, e.g. the page).
 */
import { type ChildProcess, fork, type Serializable } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { StepFailed } from './step.ts';

export interface PoolOptions {
  /** A module exporting `handle(task)`; it runs in each worker. */
  module: string;
  /** Number of worker processes; default $SITE_BUILD_WORKERS or the number of cores. */
  size?: number;
  /** Replace a worker after this many tasks (bounds native memory that leaks). */
  maxJobsPerWorker?: number;
}

export class PoolError extends Error {
  constructor(
    readonly label: string,
    message: string,
    /** The task failed with a StepFailed (scripts/build/step.ts): it printed why already. */
    readonly stepFailed = false,
  ) {
    super(`${label}: ${message}`);
  }
}

type Failure = { ok: false; error: string; stepFailed?: boolean };
class TaskFailed extends Error {
  constructor(readonly failure: Failure) {
    super(failure.error);
  }
}

export const defaultPoolSize = () => Math.max(1, Number(process.env.SITE_BUILD_WORKERS) || availableParallelism());

const workerEntry = fileURLToPath(new URL('./pool-worker.ts', import.meta.url));
const tsxLoader = createRequire(import.meta.url).resolve('tsx/esm');

interface Worker {
  child: ChildProcess;
  jobs: number;
}

/** The processes the pool has started and not yet seen exit (for tests: none after `map` settles). */
export const livePoolProcesses = new Set<number>();

/**
 * Workers started ahead of their step (`startAhead`), by module: a step that starts later takes
 * one instead of waiting for a process to load its modules.
 */
const ahead = new Map<string, Worker[]>();

/**
 * Starts `count` workers of `module` now, so that they load while the build does something else
 * (scripts/build.ts: the images' and the pages' processes load while the content is checked).
 * The next `mapInPool` or `runApart` of that module takes them. One never taken is stopped by
 * `stopAhead`, and exits anyway when the build's process does (pool-worker.ts: on disconnect).
 */
export function startAhead(module: string, count = 1): void {
  const waiting = ahead.get(module) ?? [];
  for (let i = 0; i < count; i++) waiting.push(spawnWorker(module));
  ahead.set(module, waiting);
}

/** Stops the workers started ahead that no step took. */
export async function stopAhead(): Promise<void> {
  const waiting = [...ahead.values()].flat();
  ahead.clear();
  await Promise.all(waiting.map(stopWorker));
}

function startWorker(module: string): Worker {
  const waiting = ahead.get(module);
  while (waiting?.length) {
    const worker = waiting.shift()!;
    if (worker.child.exitCode === null && worker.child.signalCode === null && worker.child.connected) return worker;
  }
  return spawnWorker(module);
}

function spawnWorker(module: string): Worker {
  const child = fork(workerEntry, [module], { execArgv: ['--import', tsxLoader], serialization: 'advanced', stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  if (child.pid) livePoolProcesses.add(child.pid);
  child.once('exit', () => child.pid && livePoolProcesses.delete(child.pid));
  return { child, jobs: 0 };
}

function stopWorker(worker: Worker): Promise<void> {
  const { child } = worker;
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    child.once('exit', () => done());
    child.kill();
  });
}

function runOn<T, R>(worker: Worker, task: T): Promise<R> {
  worker.jobs++;
  return new Promise<R>((resolve, reject) => {
    const { child } = worker;
    const onMessage = (message: { ok: true; result: R } | Failure) => {
      cleanup();
      if (message.ok) resolve(message.result);
      else reject(new TaskFailed(message));
    };
    const onExit = (code: number | null, signal: string | null) => {
      cleanup();
      reject(new Error(`the worker process stopped (${signal ?? `exit code ${code}`})`));
    };
    const cleanup = () => {
      child.off('message', onMessage);
      child.off('exit', onExit);
    };
    child.on('message', onMessage);
    child.on('exit', onExit);
    child.send(task as Serializable);
  });
}

/**
 * Runs every task of `tasks` in the pool and calls `onResult` with each result as it arrives
 * (in completion order). Resolves when all are done; rejects with a PoolError on the first failure.
 */
export async function mapInPool<T, R>(
  options: PoolOptions,
  tasks: Iterable<T>,
  labelOf: (task: T) => string,
  onResult: (result: R, task: T) => void = () => {},
): Promise<void> {
  const size = options.size ?? defaultPoolSize();
  const maxJobs = options.maxJobsPerWorker ?? Number.POSITIVE_INFINITY;
  const iterator = tasks[Symbol.iterator]();
  const workers = new Set<Worker>();
  let failure: PoolError | undefined;

  const lane = async () => {
    let worker: Worker | undefined;
    try {
      while (!failure) {
        const next = iterator.next();
        if (next.done) break;
        if (!worker || worker.jobs >= maxJobs) {
          if (worker) {
            workers.delete(worker);
            await stopWorker(worker);
          }
          worker = startWorker(options.module);
          workers.add(worker);
        }
        try {
          onResult(await runOn<T, R>(worker, next.value), next.value);
        } catch (error) {
          failure ??= new PoolError(
            labelOf(next.value),
            error instanceof Error ? error.message : String(error),
            error instanceof TaskFailed && !!error.failure.stepFailed,
          );
        }
      }
    } finally {
      if (worker) {
        workers.delete(worker);
        await stopWorker(worker);
      }
    }
  };

  try {
    await Promise.all(Array.from({ length: size }, lane));
  } finally {
    await Promise.all([...workers].map(stopWorker));
  }
  if (failure) throw failure;
}

/**
 * Runs one task in a process of its own, whose memory (a bundler's, an image library's) is given
 * back when it exits. A step that failed there after saying why fails here the same way.
 */
export async function runApart<T, R>(module: string, task: T, label: string): Promise<R> {
  const results: R[] = [];
  try {
    await mapInPool<T, R>(
      { module, size: 1 },
      [task],
      () => label,
      (result) => results.push(result),
    );
  } catch (error) {
    if (error instanceof PoolError && error.stepFailed) throw new StepFailed(error.message);
    throw error;
  }
  return results[0]!;
}
