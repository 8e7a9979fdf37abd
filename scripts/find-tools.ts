/**
 * Finds what some tests need besides Node and Chromium (scripts/find-chromium.ts), the same way:
 * Liberation Sans (tests/unit/font-fallback.test.ts measures it; Debian: fonts-liberation) and
 * nginx (tests/built/nginx.test.ts serves the build with it; $NGINX, `nginx` on the PATH or
 * /usr/sbin/nginx), nginx's Brotli module (the same test serves the .br copies with it; Debian:
 * libnginx-mod-http-brotli-static), rsync (tests/unit/deploy.test.ts) and Java (the Nu HTML Checker
 * of tests/built/html-validator.test.ts runs on it; Debian: default-jre-headless). `ensureTool` installs the Debian package when running as root with apt-get,
 * and otherwise prints exactly what to run. Without the tool those tests skip, and a skipped test
 * fails `npm test` (scripts/skips.ts).
 *
 *   npx tsx scripts/find-tools.ts              (prints what is found; exits 1 and says what to run when something is missing)
 *   npx tsx scripts/find-tools.ts nginx brotli (only those: a CI job names what its tests use, so they cannot skip unseen)
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { localFile } from './font-fallback.ts';

export interface Tool {
  name: string;
  /** The Debian package that provides it. */
  pkg: string;
  find: () => string | undefined;
}

export function findNginx(): string | undefined {
  const which = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' }).stdout?.trim();
  return [process.env.NGINX, which, '/usr/sbin/nginx'].find((c): c is string => !!c && existsSync(c));
}

/** `java` on the PATH, as the Nu HTML Checker's test starts it. */
export function findJava(): string | undefined {
  const which = spawnSync('sh', ['-c', 'command -v java'], { encoding: 'utf8' }).stdout?.trim();
  return which && existsSync(which) ? which : undefined;
}

export const BROTLI_MODULE = 'ngx_http_brotli_static_module.so';

/**
 * nginx's Brotli module for pre-compressed files: $NGINX_BROTLI_MODULE, else the .so in the folder
 * the nginx binary was built to load modules from (`--modules-path` in `nginx -V`; Debian's
 * libnginx-mod-http-brotli-static puts it in /usr/lib/nginx/modules).
 */
export function findBrotliModule(nginx = findNginx()): string | undefined {
  const built = nginx ? /--modules-path=(\S+)/.exec(spawnSync(nginx, ['-V'], { encoding: 'utf8' }).stderr ?? '')?.[1] : undefined;
  return [process.env.NGINX_BROTLI_MODULE, ...[built, '/usr/lib/nginx/modules'].map((dir) => dir && `${dir}/${BROTLI_MODULE}`)].find(
    (c): c is string => !!c && existsSync(c),
  );
}

export const tools = {
  fonts: { name: 'Liberation Sans', pkg: 'fonts-liberation', find: () => localFile } satisfies Tool,
  nginx: { name: 'nginx', pkg: 'nginx', find: findNginx } satisfies Tool,
  brotli: { name: "nginx's Brotli module", pkg: 'libnginx-mod-http-brotli-static', find: () => findBrotliModule() } satisfies Tool,
  // The deploy script's server path (tests/unit/deploy.test.ts publishes to a local folder with it).
  rsync: { name: 'rsync', pkg: 'rsync', find: () => ['/usr/bin/rsync', '/usr/local/bin/rsync'].find((c) => existsSync(c)) } satisfies Tool,
  java: { name: 'Java', pkg: 'default-jre-headless', find: findJava } satisfies Tool,
};

export const installCommand = (pkgs: string[]) => `sudo apt-get update && sudo apt-get install -y --no-install-recommends ${pkgs.join(' ')}`;

/** The path of the tool, installing its package first when root with apt-get; else undefined after printing what to run. */
export function ensureTool(tool: Tool): string | undefined {
  let found = tool.find();
  if (found) return found;
  if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    console.log(`No ${tool.name} found: installing Debian's ${tool.pkg} package.`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    spawnSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', tool.pkg], { stdio: 'inherit', env });
    found = tool.find();
    if (found) return found;
  }
  console.error(`No ${tool.name} found, so the tests that need it cannot run (and fail the run). Install it: ${installCommand([tool.pkg])}`);
  return undefined;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const names = process.argv.slice(2);
  const unknown = names.filter((name) => !Object.hasOwn(tools, name));
  if (unknown.length) {
    console.error(`No such tool: ${unknown.join(', ')} (the names are ${Object.keys(tools).join(', ')})`);
    process.exit(2);
  }
  const missing: string[] = [];
  for (const tool of names.length ? names.map((name) => tools[name as keyof typeof tools]) : Object.values(tools)) {
    const found = tool.find();
    console.log(`${tool.name}: ${found ?? 'not found'}`);
    if (!found) missing.push(tool.pkg);
  }
  if (missing.length) {
    console.error(`Missing: ${installCommand(missing)}`);
    process.exit(1);
  }
}
