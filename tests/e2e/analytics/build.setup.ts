import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { test as setup, expect } from '@playwright/test';
import { buildEnv, configs, outDir, writeConfig } from './builds.ts';

// `vike build`, then the post-build step for the host rules: `_headers` carries the Content-Security-Policy
// with the provider's origins, which scripts/serve.ts sends (sharing images come from the build cache).
for (const provider of Object.keys(configs) as (keyof typeof configs)[]) {
  setup(`build with analytics provider ${provider}`, () => {
    setup.setTimeout(240_000);
    // ANALYTICS_BUILDS=only:<provider>: rebuild that one and reuse the others (while working on one provider's tests).
    const only = /^only:(\w+)$/.exec(process.env.ANALYTICS_BUILDS ?? '')?.[1];
    if (only && only !== provider && existsSync(join(outDir(provider), 'client', 'index.html'))) return;
    writeConfig(provider);
    const build = spawnSync('npx', ['vike', 'build'], { env: buildEnv(provider), encoding: 'utf8' });
    expect(build.status, `${build.stdout}\n${build.stderr}`).toBe(0);
    const postbuild = spawnSync('npx', ['tsx', 'scripts/postbuild.ts'], { env: buildEnv(provider), encoding: 'utf8' });
    expect(postbuild.status, `${postbuild.stdout}\n${postbuild.stderr}`).toBe(0);
    expect(existsSync(join(outDir(provider), 'client', '_headers'))).toBe(true);
    expect(existsSync(join(outDir(provider), 'client', 'index.html'))).toBe(true);
  });
}
