import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { test as setup, expect } from '@playwright/test';
import { buildEnv, configs, outDir, writeConfig } from './builds.ts';

// `vike build` only: the analytics tests need the pages and their scripts, not the sharing images or host maps.
for (const provider of Object.keys(configs) as (keyof typeof configs)[]) {
  setup(`build with analytics provider ${provider}`, () => {
    setup.setTimeout(240_000);
    // ANALYTICS_BUILDS=only:<provider>: rebuild that one and reuse the others (while working on one provider's tests).
    const only = /^only:(\w+)$/.exec(process.env.ANALYTICS_BUILDS ?? '')?.[1];
    if (only && only !== provider && existsSync(join(outDir(provider), 'client', 'index.html'))) return;
    writeConfig(provider);
    const build = spawnSync('npx', ['vike', 'build'], { env: buildEnv(provider), encoding: 'utf8' });
    expect(build.status, `${build.stdout}\n${build.stderr}`).toBe(0);
    expect(existsSync(join(outDir(provider), 'client', 'index.html'))).toBe(true);
  });
}
