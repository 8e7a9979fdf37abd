import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { ephemeralPorts, freePortRun } from '../../scripts/free-port.ts';

describe("the browser tests' ports", () => {
  it('reads the range the system gives outgoing connections, or takes the usual one', () => {
    expect(ephemeralPorts(() => '32768\t60999\n')).toEqual({ low: 32768, high: 60999 });
    expect(ephemeralPorts(() => '40000 50000')).toEqual({ low: 40000, high: 50000 });
    expect(
      ephemeralPorts(() => {
        throw new Error('no /proc');
      }),
    ).toEqual({ low: 32768, high: 60999 });
  });

  it('finds nine free ports in a row below that range, passing over a run where one is taken', async () => {
    const { low } = ephemeralPorts();
    const first = await freePortRun(9);
    expect(first).toBeGreaterThanOrEqual(20000);
    expect(first + 9).toBeLessThanOrEqual(low);
    // A server on the fifth port of that run: the same choice is refused and the next one taken.
    const taken = createServer();
    await new Promise<void>((done) => taken.listen(first + 4, '127.0.0.1', done));
    try {
      const choices = [(first - 20000) / (low - 9 - 20000), 0];
      const next = await freePortRun(9, () => choices.shift() ?? 0);
      expect(next).toBe(20000);
    } finally {
      await new Promise((done) => taken.close(done));
    }
  });
});
