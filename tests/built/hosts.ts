/**
 * The hosts the built-site tests serve a folder with: a throw-away nginx including a snippet, and
 * Cloudflare's own runtime (`wrangler pages dev`, a devDependency). Each answers on 127.0.0.1 and
 * is stopped, with its folder removed, by `stop()`.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { type IncomingHttpHeaders, request } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect } from 'vitest';
import { freePort } from '../../scripts/free-port.ts';

export interface Served {
  base: string;
  /** What the host printed (wrangler); empty for nginx. */
  output: () => string;
  /** Ends the host and removes its folder (once the host has exited, so it writes nothing there after). */
  stop: () => Promise<void>;
}

/** Waits until a server answers at `base` (true), or gives up after `seconds` or once `exited()` says it stopped (false). */
export async function serving(base: string, seconds: number, exited: () => boolean = () => false): Promise<boolean> {
  for (let i = 0; i < seconds * 10 && !exited(); i++) {
    try {
      await fetch(`${base}/`);
      return true;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return false;
}

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  /** The body as sent: still compressed when the host compressed it (fetch would decode it). */
  body: Buffer;
}

/** A GET with exactly these request headers (no Accept-Encoding unless given), the body left as sent. */
export function getRaw(url: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

/** The headers that do not depend on the encoding (all but the length, byte ranges, date, validators and the encoding itself). */
export const sameForEveryEncoding = (headers: IncomingHttpHeaders) =>
  Object.fromEntries(
    Object.entries(headers).filter(([name]) => !['date', 'content-length', 'accept-ranges', 'content-encoding', 'etag', 'last-modified'].includes(name)),
  );

/** The largest file ending in `ext` under `dir` of `root` (a hashed script or stylesheet), relative to `dir`. */
export function largestFile(root: string, dir: string, ext: string): string | undefined {
  return (readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' }) as string[])
    .filter((f) => f.endsWith(ext))
    .map((f) => ({ f, size: statSync(join(root, dir, f)).size }))
    .sort((a, b) => b.size - a.size)[0]?.f;
}

const decoders = { br: brotliDecompressSync, gzip: gunzipSync } as const;

/**
 * Asks the host for `path` without compression and then with `Accept-Encoding: br` and `gzip`, and
 * checks each answer: `status`, the file's bytes once decoded, the encoding asked for, and the same
 * headers as the uncompressed answer (besides those that depend on the bytes), `headers` among them.
 * Returns the compressed answers, for what a host does besides.
 */
export async function expectCompressedLikePlain(
  base: string,
  path: string,
  { original, status, headers }: { original: Buffer; status: number; headers: readonly (readonly [string, string])[] },
): Promise<{ encoding: keyof typeof decoders; answer: RawResponse }[]> {
  const plain = await getRaw(`${base}${path}`, { 'accept-encoding': 'identity' });
  expect(plain.status, path).toBe(status);
  expect(plain.headers['content-encoding'], path).toBeUndefined();
  expect(plain.body.equals(original), `${path}: the file's bytes`).toBe(true);
  for (const [name, value] of headers) expect(plain.headers[name.toLowerCase()], `${name} on ${path}`).toBe(value);
  const answers = [];
  for (const encoding of ['br', 'gzip'] as const) {
    const what = `${path} with Accept-Encoding: ${encoding}`;
    const answer = await getRaw(`${base}${path}`, { 'accept-encoding': encoding });
    expect(answer.status, what).toBe(status);
    expect(answer.headers['content-encoding'], what).toBe(encoding);
    expect(decoders[encoding](answer.body).equals(original), `${what}: decodes to the file's bytes`).toBe(true);
    expect(sameForEveryEncoding(answer.headers), `${what}: the other headers as without compression`).toEqual(sameForEveryEncoding(plain.headers));
    answers.push({ encoding, answer });
  }
  return answers;
}

/**
 * nginx with `root` as its root and `snippet` included in the server block, as the README tells a
 * server to. `modules`: dynamic modules (.so files) loaded first, as Debian's modules-enabled does;
 * `server`: directives of the server block besides root and the include.
 */
export async function startNginx(
  nginx: string,
  root: string,
  snippet: string,
  { modules = [], server = [] }: { modules?: readonly string[]; server?: readonly string[] } = {},
): Promise<Served> {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'nginx-check-'));
  for (const d of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(dir, d));
  writeFileSync(
    join(dir, 'nginx.conf'),
    // As root, nginx's workers would drop to `nobody`, who cannot read a checkout in a private (0700) folder.
    `${modules.map((m) => `load_module ${m};\n`).join('')}daemon off;
${process.getuid?.() === 0 ? 'user root;' : ''}
pid ${dir}/nginx.pid;
error_log ${dir}/error.log;
worker_processes 1;
events {}
http {
  types { text/html html; text/css css; text/javascript js; application/json json; application/xml xml; image/svg+xml svg; image/png png; text/plain txt; font/woff2 woff2; }
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy; fastcgi_temp_path ${dir}/fastcgi; uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;
  server {
    listen 127.0.0.1:${port};
    root ${root};
${server.map((line) => `    ${line}\n`).join('')}    include ${snippet};
  }
}
`,
  );
  const check = spawnSync(nginx, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-t'], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx refuses the configuration:\n${check.stderr}`);
  const child = spawn(nginx, ['-p', dir, '-c', join(dir, 'nginx.conf')], { stdio: 'ignore' });
  const base = `http://127.0.0.1:${port}`;
  const stop = stopper(child, dir, () => child.kill());
  if (!(await serving(base, 5))) {
    const log = readFileSync(join(dir, 'error.log'), 'utf8');
    await stop();
    throw new Error(`nginx did not start: ${log}`);
  }
  return { base, output: () => '', stop };
}

/**
 * Ends a host (`end`), waits for its process to exit (at most 10 s), then removes its folder: a host
 * writes there while it shuts down (wrangler its state under config/.wrangler), and removing the
 * folder before it had exited failed once with ENOTEMPTY.
 */
function stopper(child: ChildProcess, dir: string, end: () => unknown): () => Promise<void> {
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
  return async () => {
    try {
      end();
    } catch {}
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    rmSync(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  };
}

const wrangler = join(dirname(createRequire(import.meta.url).resolve('wrangler/package.json')), 'bin', 'wrangler.js');

/** Cloudflare Pages' runtime serving `site` (a folder it may not follow links out of: give it a copy). */
export async function startCloudflare(site: string): Promise<Served> {
  const work = mkdtempSync(join(tmpdir(), 'cloudflare-check-'));
  const port = await freePort();
  let output = '';
  const child: ChildProcess = spawn(
    process.execPath,
    [wrangler, 'pages', 'dev', site, '--ip', '127.0.0.1', '--port', String(port), '--compatibility-date', '2026-03-01', '--show-interactive-dev-session=false'],
    {
      cwd: work,
      // No network in tests: no metrics, no update check (it runs with the banner); its state in the throw-away folder.
      env: {
        ...process.env,
        WRANGLER_SEND_METRICS: 'false',
        WRANGLER_HIDE_BANNER: 'true',
        CI: '1',
        XDG_CONFIG_HOME: join(work, 'config'),
        NO_COLOR: '1',
        FORCE_COLOR: '0',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    },
  );
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const base = `http://127.0.0.1:${port}`;
  // wrangler runs workerd as its child: end the whole group.
  const stop = stopper(child, work, () => child.pid && process.kill(-child.pid, 'SIGTERM'));
  if (!(await serving(base, 60, () => child.exitCode !== null))) {
    await stop();
    throw new Error(`wrangler pages dev did not start:\n${output}`);
  }
  return { base, output: () => output, stop };
}
