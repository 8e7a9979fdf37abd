/**
 * `npm run new-section -- <type>` (e.g. `npm run new-section -- price-list`): a new section type,
 * ready to fill in. Writes sections/<type>/ (schema.ts with its metadata, index.tsx, example.yaml
 * and a test) and adds the type to sections/schemas.ts and sections/registry.ts. Nothing else
 * needs an edit: validation, the editor schemas, the content guide's list and the build read the
 * section from those two lists (the next `npm run schema` or build writes the schemas and the list).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sectionFiles, addToList, names } from './new-section/files.ts';

const root = process.cwd();
const [type, ...rest] = process.argv.slice(2).filter((a) => a !== '--');
if (!type || rest.length > 0 || !/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(type)) {
  console.error('Usage: npm run new-section -- <type>   (lower-case words joined by hyphens, e.g. price-list)');
  process.exit(2);
}
const folder = join(root, 'sections', type);
if (existsSync(folder)) {
  console.error(`sections/${type}/ already exists: choose another type name`);
  process.exit(1);
}
const { camel } = names(type);
mkdirSync(folder, { recursive: true });
for (const [file, text] of Object.entries(sectionFiles(type))) writeFileSync(join(folder, file), text);
for (const [file, line, name] of [
  ['sections/schemas.ts', `import { ${camel}Schema } from './${type}/schema.ts';`, `${camel}Schema`],
  ['sections/registry.ts', `import { ${camel} } from './${type}/index.tsx';`, camel],
] as const) {
  const path = join(root, file);
  writeFileSync(path, addToList(readFileSync(path, 'utf8'), line, name));
}
console.log(`Wrote sections/${type}/ (schema.ts, index.tsx, example.yaml, ${type}.test.tsx) and added "${type}" to sections/schemas.ts and sections/registry.ts.
Next: describe the fields in schema.ts, draw the section in index.tsx, and run npm run schema to update the editor schemas and CONTENT.md.`);
