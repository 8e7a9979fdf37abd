/**
 * Serves the built site (dist/client) on 127.0.0.1 the way a static host does:
 * /path → path.html or path/index.html, unknown paths → the nearest 404.html with status 404.
 * Every response carries the headers the generated `_headers` file gives its path (the security
 * headers with the Content-Security-Policy, the cache rule of /assets/), as Netlify and
 * Cloudflare Pages send them, so local pages and the browser tests run under the real policy.
 * With --gzip, a request that accepts gzip gets the build's precompressed .gz copy (as nginx's
 * gzip_static does), so byte counts and timings match a real host.
 * Usage: tsx scripts/serve.ts [--port 4173] [--dir dist/client] [--gzip]
 */
import { createReadStream, existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join, resolve } from 'node:path';
import { contentTypeOf, isFile, pathInside } from './static-files.ts';
import { headersForPath, parseHeadersFile } from './postbuild/host-maps.ts';
import { commandArgs, option } from './command-line.ts';

const port = Number(option('port', process.env.PORT ?? '4173'));
const root = resolve(option('dir', process.env.SITE_DIST ?? 'dist/client'));
const gzip = commandArgs.includes('--gzip');

function findFile(pathname: string): string | undefined {
  const base = pathInside(root, pathname);
  return base && [base, `${base}.html`, join(base, 'index.html')].find(isFile);
}

function notFoundPage(pathname: string): string | undefined {
  const parts = pathname.split('/').filter(Boolean);
  for (let i = parts.length; i >= 0; i--) {
    const candidate = join(root, ...parts.slice(0, i), '404.html');
    if (isFile(candidate)) return candidate;
  }
  return undefined;
}

if (!existsSync(root)) {
  console.error(`Nothing to serve: ${root} does not exist. Run npm run build first.`);
  process.exit(1);
}

const headersFile = join(root, '_headers');
const rules = existsSync(headersFile) ? parseHeadersFile(readFileSync(headersFile, 'utf8')) : [];
if (rules.length === 0) console.warn(`No ${headersFile}: serving without the generated headers.`);

createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://127.0.0.1');
  const file = findFile(url.pathname);
  const status = file ? 200 : 404;
  const body = file ?? notFoundPage(url.pathname);
  if (!body) {
    res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
    return;
  }
  const compressed = gzip && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? '')) && isFile(`${body}.gz`);
  const headers: Record<string, string> = {
    'content-type': contentTypeOf(body),
    'cache-control': 'no-cache',
    ...(gzip ? { vary: 'accept-encoding' } : {}),
    ...(compressed ? { 'content-encoding': 'gzip' } : {}),
  };
  for (const [name, value] of headersForPath(rules, url.pathname)) headers[name.toLowerCase()] = value;
  res.writeHead(status, headers);
  if (req.method === 'HEAD') res.end();
  else createReadStream(compressed ? `${body}.gz` : body).pipe(res);
}).listen(port, '127.0.0.1', () => {
  console.log(`Serving ${root} at http://127.0.0.1:${port}/`);
});
