import { type ChildProcess, spawn } from 'node:child_process';

/**
 * Starts scripts/serve.ts on 127.0.0.1:`port` (extra arguments such as `--dir`, `--gzip` passed
 * on) as one process (no npx wrapper, so that killing it stops the server), and resolves once
 * it answers; throws when it has not answered within 30 s.
 */
export async function startStaticServer(port: number, args: string[] = []): Promise<ChildProcess> {
  const server = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts', '--port', String(port), ...args], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let waited = 0; ; waited += 250) {
    const up = await fetch(`http://127.0.0.1:${port}/`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return server;
    if (waited > 30_000) {
      server.kill();
      throw new Error('The static server did not start');
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}
