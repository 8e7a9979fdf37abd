/**
 * Writes the editor schemas (schemas/page.schema.json, site.schema.json, section.schema.json)
 * and the content guide's list of section types (CONTENT.md) from the zod schemas. `npm run build` runs it, so the schemas follow every change of a
 * section or field; `--check` only reports files that are out of date (exit 1).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { jsonSchemaFiles, SCHEMA_FOLDER, withSectionTypeList } from '../catalogue/json-schema.ts';

import { runWhenMain, StepFailed } from './build/step.ts';

/** Writes the files that are out of date (with `check`, only reports them); returns their names. */
export function writeSchemas(check = false): string[] {
  const folder = join(process.cwd(), SCHEMA_FOLDER);
  const stale: string[] = [];
  for (const [name, text] of Object.entries(jsonSchemaFiles())) {
    const file = join(folder, name);
    if (existsSync(file) && readFileSync(file, 'utf8') === text) continue;
    stale.push(`${SCHEMA_FOLDER}/${name}`);
    if (check) continue;
    mkdirSync(folder, { recursive: true });
    writeFileSync(file, text);
  }
  // The content guide's list of section types follows the schemas too.
  const guideFile = join(process.cwd(), 'CONTENT.md');
  const guide = readFileSync(guideFile, 'utf8');
  const updated = withSectionTypeList(guide);
  if (updated !== guide) {
    stale.push('CONTENT.md (list of section types)');
    if (!check) writeFileSync(guideFile, updated);
  }
  return stale;
}

runWhenMain(import.meta.url, () => {
  const check = process.argv.includes('--check');
  const stale = writeSchemas(check);
  if (check && stale.length > 0) {
    console.error(`Out of date: ${stale.join(', ')}. Run npm run schema and commit the result.`);
    throw new StepFailed();
  }
  if (!check && stale.length > 0) console.log(`Wrote ${stale.join(', ')}`);
});
