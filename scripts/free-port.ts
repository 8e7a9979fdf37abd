import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

/** A TCP port on 127.0.0.1 that nothing listens on right now. */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/** Whether a server can listen on `port` of 127.0.0.1 right now. */
const canListen = (port: number) =>
  new Promise<boolean>((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });

/** The ports the system gives to outgoing connections (Linux: ip_local_port_range), or the usual ones. */
export function ephemeralPorts(read = () => readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8')): { low: number; high: number } {
  try {
    const [low, high] = read().trim().split(/\s+/).map(Number);
    if (low && high && low <= high) return { low, high };
  } catch {
    // not Linux: the usual range
  }
  return { low: 32768, high: 60999 };
}

/**
 * The first of `count` consecutive ports on 127.0.0.1 that nothing listens on, below the range the
 * system gives to outgoing connections: the browser tests serve on E2E_PORT and the analytics
 * builds on E2E_PORT+1…+8 minutes later, and a port from that range may by then be the local end
 * of a connection (it was: EADDRINUSE on E2E_PORT+4 in a run under load).
 */
export async function freePortRun(count: number, random = Math.random): Promise<number> {
  const top = Math.min(ephemeralPorts().low, 65536) - count;
  const bottom = 20000;
  for (let attempt = 0; attempt < 100; attempt++) {
    const first = bottom + Math.floor(random() * Math.max(1, top - bottom));
    let free = true;
    for (let port = first; free && port < first + count; port++) free = await canListen(port);
    if (free) return first;
  }
  throw new Error(`No ${count} free ports in a row between ${bottom} and ${top + count} on 127.0.0.1`);
}
