/** One worker process of the build pool (see pool.ts): loads the task module, then runs each task it is sent. */
import { pathToFileURL } from 'node:url';

const module: { handle(task: unknown): unknown } = await import(pathToFileURL(process.argv[2]!).href);

process.on('message', async (task) => {
  try {
    process.send!({ ok: true, result: await module.handle(task) });
  } catch (error) {
    // A StepFailed has printed why already: the build stops without printing it again.
    process.send!({
      ok: false,
      error: error instanceof Error ? error.message : String(error),
      stepFailed: error instanceof Error && error.name === 'StepFailed',
    });
  }
});
process.on('disconnect', () => process.exit(0));
