/**
 * The MDN HTTP Observatory's own scanner (@mdn/mdn-http-observatory, pinned) against the built
 * site as nginx serves it with the generated snippet (dist/nginx.conf), over TLS:
 * - a throw-away certificate authority and a certificate for `localhost`, made with openssl,
 *   which the scanner trusts through NODE_EXTRA_CA_CERTS (so HSTS counts as on a valid certificate);
 * - nginx on 127.0.0.1:443 with the build and the snippet, and on 127.0.0.1:80 sending every
 *   request to https (the scanner takes a host name and always uses ports 80 and 443, so this
 *   needs root, or CAP_NET_BIND_SERVICE for nginx);
 * - the same scan again with the security lines taken out of the snippet, for comparison.
 * Prints the grade, the score and each test's result and score modifier.
 *   npm run build && npm run bench:observatory [-- --json]
 *
 * The scanner is not a dependency of the project: its install step downloads the HSTS preload
 * list and the TLD list from the internet, which would break `npm ci` on a machine without it.
 * This script installs the pinned version on first use into node_modules/.cache/site/observatory
 * with --ignore-scripts. Only the preload list is read by a scan; when it is absent an empty one
 * is written, which is true for the host scanned here.
 */
import { outDir as siteOutDir } from './paths.ts';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { connect } from 'node:net';

const outDir = siteOutDir();
const client = join(outDir, 'client');
const snippet = join(outDir, 'nginx.conf');
const json = process.argv.includes('--json');
const HOST = 'localhost';

function fail(message: string): never {
  console.error(`bench:observatory: ${message}`);
  process.exit(1);
}

if (!existsSync(join(client, 'index.html')) || !existsSync(snippet)) fail(`no build at ${outDir}: run npm run build first.`);
if (process.getuid?.() !== 0) fail('the scanner always uses ports 80 and 443, which only root may open here: run it as root (or in a container).');
const nginx = [process.env.NGINX, spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' }).stdout.trim(), '/usr/sbin/nginx'].find(
  (c): c is string => !!c && existsSync(c),
);
if (!nginx) fail('no nginx binary (Debian: apt-get install -y nginx-light, or set NGINX).');
if (spawnSync('openssl', ['version']).status !== 0) fail('no openssl binary.');

const SCANNER_VERSION = '1.4.8';
const scannerHome = resolve('node_modules/.cache/site/observatory', SCANNER_VERSION);
if (!existsSync(join(scannerHome, 'node_modules/@mdn/mdn-http-observatory/package.json'))) {
  console.log(`Installing @mdn/mdn-http-observatory@${SCANNER_VERSION} into ${scannerHome} (once, without its download step)`);
  mkdirSync(scannerHome, { recursive: true });
  writeFileSync(join(scannerHome, 'package.json'), '{ "private": true }\n');
  const r = spawnSync('npm', ['install', '--ignore-scripts', '--no-audit', '--no-fund', '--no-save', `@mdn/mdn-http-observatory@${SCANNER_VERSION}`], {
    cwd: scannerHome,
    stdio: 'inherit',
  });
  if (r.status !== 0) fail('could not install the scanner from the npm registry.');
}
const require = createRequire(join(scannerHome, 'package.json'));
const scanner = join(dirname(require.resolve('@mdn/mdn-http-observatory/package.json')), 'src', 'scan.js');
const preload = join(dirname(scanner), '..', 'conf', 'hsts-preload.json');
if (!existsSync(preload)) writeFileSync(preload, '{}\n');
const scannerVersion = (JSON.parse(readFileSync(require.resolve('@mdn/mdn-http-observatory/package.json'), 'utf8')) as { version: string }).version;

const dir = mkdtempSync(join(tmpdir(), 'observatory-'));
const openssl = (...args: string[]) => {
  const r = spawnSync('openssl', args, { cwd: dir, encoding: 'utf8' });
  if (r.status !== 0) fail(`openssl ${args.join(' ')}:\n${r.stderr}`);
};
openssl('req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2', '-subj', '/CN=Throw-away test CA', '-keyout', 'ca.key', '-out', 'ca.pem');
openssl('req', '-newkey', 'rsa:2048', '-nodes', '-subj', `/CN=${HOST}`, '-keyout', 'site.key', '-out', 'site.csr');
writeFileSync(join(dir, 'san.ext'), `subjectAltName=DNS:${HOST},IP:127.0.0.1\nextendedKeyUsage=serverAuth\n`);
openssl('x509', '-req', '-in', 'site.csr', '-CA', 'ca.pem', '-CAkey', 'ca.key', '-CAcreateserial', '-days', '2', '-extfile', 'san.ext', '-out', 'site.pem');

/** The snippet without what this feature adds (security headers, server_tokens off): the "before" state. */
const withoutSecurity = readFileSync(snippet, 'utf8')
  .split('\n')
  .filter(
    (line) =>
      !/^\s*add_header (Content-Security-Policy|Strict-Transport-Security|X-Content-Type-Options|Referrer-Policy|Permissions-Policy|Cross-Origin-[A-Za-z-]+|X-Frame-Options) /.test(
        line,
      ) && !/^\s*server_tokens off;/.test(line),
  )
  .join('\n');
writeFileSync(join(dir, 'snippet-without.conf'), withoutSecurity);

function nginxConf(include: string): string {
  for (const d of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(dir, d), { recursive: true });
  return `daemon off;
user root;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log;
worker_processes 1;
events {}
http {
  types { text/html html; text/css css; text/javascript js; application/json json; application/xml xml; image/svg+xml svg; image/png png; image/webp webp; image/avif avif; text/plain txt; font/woff2 woff2; }
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy; fastcgi_temp_path ${dir}/fastcgi; uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;
  server {
    listen 127.0.0.1:80;
    server_name ${HOST};
    return 301 https://$host$request_uri;
  }
  server {
    listen 127.0.0.1:443 ssl;
    server_name ${HOST};
    ssl_certificate ${dir}/site.pem;
    ssl_certificate_key ${dir}/site.key;
    root ${client};
    include ${include};
  }
}
`;
}

const portOpen = (port: number) =>
  new Promise<boolean>((done) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      done(true);
    });
    socket.once('error', () => done(false));
  });

interface ScanTest {
  pass: boolean;
  result: string;
  scoreModifier: number;
}
interface Scan {
  scan: { grade: string; score: number; testsPassed: number; testsQuantity: number; statusCode: number };
  tests: Record<string, ScanTest>;
}

async function scanWith(include: string, label: string): Promise<Scan> {
  if ((await portOpen(80)) || (await portOpen(443))) fail('something already listens on 127.0.0.1:80 or :443; stop it first.');
  const conf = join(dir, `nginx-${label}.conf`);
  writeFileSync(conf, nginxConf(include));
  const test = spawnSync(nginx!, ['-p', dir, '-c', conf, '-t'], { encoding: 'utf8' });
  if (test.status !== 0) fail(`nginx -t:\n${test.stderr}`);
  const child = spawn(nginx!, ['-p', dir, '-c', conf], { stdio: 'ignore' });
  try {
    for (let i = 0; i < 50 && !(await portOpen(443)); i++) await new Promise((r) => setTimeout(r, 100));
    const r = spawnSync(process.execPath, [scanner, HOST], { encoding: 'utf8', env: { ...process.env, NODE_EXTRA_CA_CERTS: join(dir, 'ca.pem') } });
    const out = JSON.parse(r.stdout) as Scan | { error: string };
    if ('error' in out) fail(`scan (${label}): ${out.error}`);
    return out;
  } finally {
    child.kill();
    await new Promise((r) => child.once('exit', r));
  }
}

try {
  const withHeaders = await scanWith(snippet, 'with');
  const without = await scanWith(join(dir, 'snippet-without.conf'), 'without');
  if (json) console.log(JSON.stringify({ scannerVersion, with: withHeaders, without }, null, 2));
  else {
    console.log(
      `MDN HTTP Observatory scanner ${scannerVersion}, https://${HOST}/ served by ${spawnSync(nginx, ['-v'], { encoding: 'utf8' }).stderr.trim()} (${cpus().length}× ${cpus()[0]?.model.trim()}, Node ${process.version})\n`,
    );
    const names = Object.keys(withHeaders.tests);
    const width = Math.max(...names.map((n) => n.length));
    console.log(`${'test'.padEnd(width)}  ${'generated snippet'.padEnd(66)}  without the security lines`);
    const cell = (t: ScanTest | undefined) => (t ? `${t.scoreModifier >= 0 ? '+' : ''}${t.scoreModifier} ${t.result}` : '-');
    for (const name of names) console.log(`${name.padEnd(width)}  ${cell(withHeaders.tests[name]).padEnd(66)}  ${cell(without.tests[name])}`);
    const total = (s: Scan) => `grade ${s.scan.grade}, ${s.scan.score}/100, ${s.scan.testsPassed}/${s.scan.testsQuantity} tests passed`;
    console.log(`\nWith the generated snippet: ${total(withHeaders)}`);
    console.log(`Without the security lines: ${total(without)}`);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
