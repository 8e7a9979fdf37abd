import { pathToFileURL } from 'node:url';

/** A build step that failed after saying why (its messages are already printed): the build stops, exit code 1. */
export class StepFailed extends Error {
  constructor(message = 'build step failed') {
    super(message);
    this.name = 'StepFailed';
  }
}

/** Runs `step` when the module is the command itself (`tsx scripts/images.ts`), not when scripts/build.ts imports it. */
export function runWhenMain(moduleUrl: string, step: () => unknown): void {
  if (!process.argv[1] || moduleUrl !== pathToFileURL(process.argv[1]).href) return;
  Promise.resolve()
    .then(step)
    .catch((error: unknown) => {
      if (!(error instanceof StepFailed)) console.error(error);
      process.exit(1);
    });
}
