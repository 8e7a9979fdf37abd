/**
 * One build of the site per analytics provider, for the browser tests in this folder: the same
 * pages, a copy of site.config.yaml with another `analytics:` (SITE_CONFIG), built into its own
 * folder (SITE_OUT_DIR) and served on its own port, next to the main build the other tests use.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseDocument } from 'yaml';
import type { Provider } from '../../../catalogue/analytics.ts';

export const root = resolve('.cache/analytics-builds');

export const configs = {
  none: { analytics: { provider: 'none' } },
  plausible: { analytics: { provider: 'plausible', domain: 'www.example.com' } },
  umami: { analytics: { provider: 'umami', websiteId: '4fb7fa4c-5b46-438d-94b3-3a8fb9bc2e8b', host: 'https://stats.example.org' } },
  ga4: {
    analytics: { provider: 'ga4', measurementId: 'G-TEST123456' },
    verification: { google: 'google-code-abc123', bing: 'BING0123456789ABCDEF' },
  },
} satisfies Record<Provider, object>;

export const outDir = (provider: Provider) => join(root, provider);
export const configFile = (provider: Provider) => join(root, `${provider}.site.config.yaml`);
/**
 * E2E_PORT + 1 … + 4 for the provider's own tests, + 5 … + 8 for the size budget (a second set,
 * so the budget file can run beside them in another worker).
 */
export const portOf = (provider: Provider, set: 0 | 1 = 0) => Number(process.env.E2E_PORT ?? 4173) + 1 + 4 * set + Object.keys(configs).indexOf(provider);
export const baseUrlOf = (provider: Provider, set: 0 | 1 = 0) => `http://127.0.0.1:${portOf(provider, set)}`;

export function writeConfig(provider: Provider) {
  const doc = parseDocument(readFileSync('site.config.yaml', 'utf8'));
  for (const [key, value] of Object.entries(configs[provider])) doc.set(key, value);
  mkdirSync(root, { recursive: true });
  writeFileSync(configFile(provider), doc.toString());
}

export const buildEnv = (provider: Provider) => ({ ...process.env, SITE_CONFIG: configFile(provider), SITE_OUT_DIR: outDir(provider) });

/**
 * Serves one provider's build (scripts/serve.ts); resolves once this server, not another, listens.
 * After a failed test Playwright starts a new worker for the rest of the file while the old one
 * may still be stopping its server on the same port: the new server's first try then finds the port
 * taken and exits, and it tries again until the port is free (an answer from the old server, about
 * to stop, would have been taken for this one's).
 */
export async function serve(provider: Provider, set: 0 | 1 = 0): Promise<ChildProcess> {
  const port = String(portOf(provider, set));
  const dir = join(outDir(provider), 'client');
  // Up to 30 s: starting tsx took more than 10 s once on a busy two-core machine.
  const deadline = Date.now() + 30_000;
  let errors = '';
  while (Date.now() < deadline) {
    const server = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts', '--port', port, '--dir', dir], { stdio: ['ignore', 'pipe', 'pipe'] });
    errors = '';
    server.stderr!.on('data', (d) => (errors += d));
    let timer: NodeJS.Timeout | undefined;
    const listening = await new Promise<boolean>((resolve) => {
      let out = '';
      server.stdout!.on('data', (d) => {
        out += d;
        if (out.includes('Serving ')) resolve(true);
      });
      server.on('exit', () => resolve(false));
      timer = setTimeout(() => resolve(false), Math.max(0, deadline - Date.now()));
    });
    clearTimeout(timer);
    if (listening) return server;
    server.kill();
    if (!/EADDRINUSE/.test(errors)) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`The ${provider} build did not answer on ${baseUrlOf(provider, set)}${errors ? ` (the server stopped: ${errors.trim()})` : ''}`);
}
