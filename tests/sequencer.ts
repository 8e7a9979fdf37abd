import { readFileSync } from 'node:fs';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * How long a unit test file is likely to take, from what it starts: 2 when it runs a whole-project
 * command (the build or its images and pages steps, the type checker on the whole project), 1 when
 * it starts other processes (the project's scripts), 0 otherwise.
 */
function weight(spec: TestSpecification): number {
  const text = readFileSync(spec.moduleId, 'utf8');
  if (/'run', 'build'|buildImagesAndPages|run\(tsc, /.test(text)) return 2;
  return /\b(execFileSync|execSync|spawnSync|spawn|execFile|fork)\(/.test(text) ? 1 : 0;
}

/**
 * The slow files start first, so that the workers end together instead of one waiting on a build
 * begun last. Within a weight Vitest's own order applies (longest first once its cache has
 * timings; on a fresh clone, the order of the files).
 */
export default class SlowFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const weights = new Map(sorted.map((f) => [f, weight(f)]));
    return [2, 1, 0].flatMap((w) => sorted.filter((f) => weights.get(f) === w));
  }
}
