/**
 * The photo case, measured: the site built twice, as it is (SVG artwork as the home
 * hero) and with a generated 4032×3024 camera-like JPEG as the home hero, then Lighthouse
 * (mobile settings, performance only) on `/` of both, alternating, several runs each. Prints the
 * median score and largest contentful paint of each, and what the photo hero downloads.
 *   npx tsx scripts/bench-photo-hero.ts [--runs 3]   (after npm run build)
 */
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { findChromium } from './find-chromium.ts';
import { cameraPhoto } from './images/camera-photo.ts';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' } } });
const runs = Math.max(1, Number(values.runs));
const repo = process.cwd();
if (!existsSync(join(repo, 'dist/client/index.html'))) throw new Error('Build first: npm run build');

// A copy of the project with the photo as the home hero (node_modules shared, so is the image cache).
const copy = mkdtempSync(join(tmpdir(), 'photo-hero-'));
cpSync(repo, copy, { recursive: true, filter: (src) => !/\/(node_modules|dist|\.git|\.cache)(\/|$)/.test(src.slice(repo.length)) });
symlinkSync(join(repo, 'node_modules'), join(copy, 'node_modules'));
writeFileSync(join(copy, 'public/images/home/camera-hero.jpg'), await cameraPhoto(7));
const home = join(copy, 'pages-data/home.yaml');
const yaml = readFileSync(home, 'utf8');
const heroImage = /(\n {4}image:\n {6}src: )\/images\/[^\n]+/;
if (!heroImage.test(yaml)) throw new Error('No hero image found in pages-data/home.yaml');
writeFileSync(home, yaml.replace(heroImage, '$1/images/home/camera-hero.jpg'));
const build = spawnSync('npm', ['run', 'build'], { cwd: copy, encoding: 'utf8' });
if (build.status !== 0) throw new Error(`The photo build failed:\n${build.stdout}\n${build.stderr}`);

const sites = [
  { label: 'SVG hero (the site)', dir: join(repo, 'dist/client'), port: 43113 },
  { label: '4032×3024 JPEG hero', dir: join(copy, 'dist/client'), port: 43114 },
];
const servers = sites.map(({ dir, port }) =>
  spawn('npx', ['tsx', 'scripts/serve.ts', '--port', String(port), '--dir', dir], { cwd: repo, stdio: 'ignore', detached: true }),
);
const stop = () => {
  for (const s of servers) {
    try {
      process.kill(-s.pid!);
    } catch {
      /* gone */
    }
  }
};
process.on('exit', stop);
for (const { port } of sites) {
  for (let i = 0; i < 100; i++) {
    if (
      await fetch(`http://127.0.0.1:${port}/`).then(
        () => true,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 200));
  }
}

const results = sites.map(() => [] as { score: number; lcp: number; imageBytes: number }[]);
for (let run = 0; run < runs; run++) {
  for (const [i, { port }] of sites.entries()) {
    const report = join(copy, `lh-${i}-${run}.json`);
    spawnSync(
      'npx',
      [
        '--yes',
        'lighthouse@12.8.2',
        `http://127.0.0.1:${port}/`,
        '--only-categories=performance',
        '--output=json',
        `--output-path=${report}`,
        '--quiet',
        '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
      ],
      { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, CHROME_PATH: findChromium() } },
    );
    if (!existsSync(report)) continue;
    const lhr = JSON.parse(readFileSync(report, 'utf8'));
    const requests = (lhr.audits['network-requests']?.details?.items ?? []) as { resourceType: string; transferSize: number }[];
    results[i]!.push({
      score: Math.round(lhr.categories.performance.score * 100),
      lcp: lhr.audits['largest-contentful-paint'].numericValue,
      imageBytes: requests.filter((r) => r.resourceType === 'Image').reduce((sum, r) => sum + r.transferSize, 0),
    });
  }
}
stop();
rmSync(copy, { recursive: true, force: true });

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;
console.log(`Lighthouse 12.8.2, mobile, performance, / , median of ${runs} alternating runs; ${cpus()[0]?.model.trim()}, load ${loadavg()[0]!.toFixed(1)}\n`);
console.log('| home hero | performance | LCP | images downloaded |\n|---|---:|---:|---:|');
for (const [i, { label }] of sites.entries()) {
  const r = results[i]!;
  console.log(
    `| ${label} | ${median(r.map((x) => x.score))} | ${(median(r.map((x) => x.lcp)) / 1000).toFixed(2)} s | ${Math.round(median(r.map((x) => x.imageBytes)) / 1024)} KB |`,
  );
}
