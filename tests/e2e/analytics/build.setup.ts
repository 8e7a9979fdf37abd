import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parse } from 'yaml';
import { test as setup, expect } from '@playwright/test';
import { buildEnv, configs, outDir, writeConfig } from './builds.ts';
import { toolBin } from '../../../scripts/paths.ts';

// `vike build`, then the post-build step for the host rules: `_headers` carries the Content-Security-Policy
// with the provider's origins, which scripts/serve.ts sends (sharing images come from the build cache).
// One build at a time: two `vike build`s at once write and remove the same temporary file beside
// pages/catalogue/+route.ts, and one failed with ERR_MODULE_NOT_FOUND in a fresh-clone run.
setup.describe.configure({ mode: 'serial' });
for (const provider of Object.keys(configs) as (keyof typeof configs)[]) {
  setup(`build with analytics provider ${provider}`, () => {
    setup.setTimeout(240_000);
    // ANALYTICS_BUILDS=only:<provider>: rebuild that one and reuse the others (while working on one provider's tests).
    const only = /^only:(\w+)$/.exec(process.env.ANALYTICS_BUILDS ?? '')?.[1];
    if (only && only !== provider && existsSync(join(outDir(provider), 'client', 'index.html'))) return;
    // Provider none is what site.config.yaml builds when it names no other: the main build, which
    // the other tests serve, is that build already. Its folder is linked instead of built again.
    const main = resolve(process.env.SITE_DIST ?? 'dist/client');
    const configured = (parse(readFileSync('site.config.yaml', 'utf8')) as { analytics?: { provider?: string } }).analytics?.provider ?? 'none';
    if (provider === 'none' && configured === 'none' && existsSync(join(main, 'index.html')) && existsSync(join(main, '_headers'))) {
      rmSync(outDir(provider), { recursive: true, force: true });
      mkdirSync(outDir(provider), { recursive: true });
      symlinkSync(main, join(outDir(provider), 'client'), 'dir');
      return;
    }
    writeConfig(provider);
    const build = spawnSync(toolBin('vike'), ['build'], { env: buildEnv(provider), encoding: 'utf8' });
    expect(build.status, `${build.stdout}\n${build.stderr}`).toBe(0);
    const postbuild = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/postbuild.ts'], { env: buildEnv(provider), encoding: 'utf8' });
    expect(postbuild.status, `${postbuild.stdout}\n${postbuild.stderr}`).toBe(0);
    expect(existsSync(join(outDir(provider), 'client', '_headers'))).toBe(true);
    expect(existsSync(join(outDir(provider), 'client', 'index.html'))).toBe(true);
  });
}
