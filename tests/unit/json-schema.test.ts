import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { jsonSchemaFiles, jsonSchemas, SCHEMA_FOLDER } from '../../catalogue/json-schema.ts';
import { listFiles } from '../../catalogue/load.ts';
import { sectionTypes } from '../../sections/schemas.ts';

const root = process.cwd();

/** Every property of a JSON Schema, wherever it sits (nested objects, list items, oneOf options). */
function properties(node: unknown, path = ''): { path: string; schema: Record<string, unknown> }[] {
  if (!node || typeof node !== 'object') return [];
  if (Array.isArray(node)) return node.flatMap((n, i) => properties(n, `${path}[${i}]`));
  const found: { path: string; schema: Record<string, unknown> }[] = [];
  for (const [key, value] of Object.entries(node)) {
    if (key === 'properties' && value && typeof value === 'object') {
      for (const [name, schema] of Object.entries(value as Record<string, Record<string, unknown>>)) {
        found.push({ path: `${path}.${name}`, schema }, ...properties(schema, `${path}.${name}`));
      }
    } else found.push(...properties(value, `${path}/${key}`));
  }
  return found;
}

describe('JSON Schema for editors (npm run schema)', () => {
  it('the committed schemas are what the zod schemas generate now (run npm run schema when this fails)', () => {
    for (const [name, text] of Object.entries(jsonSchemaFiles())) {
      const file = join(root, SCHEMA_FOLDER, name);
      expect(existsSync(file), `${SCHEMA_FOLDER}/${name} is missing`).toBe(true);
      expect(readFileSync(file, 'utf8'), `${SCHEMA_FOLDER}/${name} is out of date`).toBe(text);
    }
  });

  it('every field has a human description', () => {
    for (const [name, schema] of Object.entries(jsonSchemas())) {
      const all = properties(schema);
      // The gazetteer has five fields per city; the others many more.
      expect(all.length).toBeGreaterThan(name === 'cities.schema.json' ? 4 : 10);
      const missing = all.filter((p) => typeof p.schema.description !== 'string' || p.schema.description.trim() === '').map((p) => p.path);
      expect(missing, `${name}: fields without a description`).toEqual([]);
    }
  });

  it('offers every section type, and the include of a shared section, for a page section', () => {
    const page = jsonSchemas()['page.schema.json'] as { properties: { sections: { items: { oneOf: { title: string }[] } } } };
    expect(page.properties.sections.items.oneOf.map((o) => o.title)).toEqual([...sectionTypes, 'include']);
    const section = jsonSchemas()['section.schema.json'] as { oneOf: { title: string }[] };
    expect(section.oneOf.map((o) => o.title)).toEqual(sectionTypes);
  });

  it('makes fields with a default optional (input side) and rejects unknown keys', () => {
    const page = jsonSchemas()['page.schema.json'] as { required: string[]; additionalProperties: boolean; properties: { meta: { required: string[] } } };
    expect(page.required).toEqual(['route', 'meta', 'sections']);
    expect(page.properties.meta.required).toEqual(['title', 'description', 'keywords', 'canonical']);
    expect(page.additionalProperties).toBe(false);
  });

  it('every YAML file names its schema on the first line, by a path that exists', () => {
    const files = [join(root, 'site.config.yaml'), ...listFiles(join(root, 'pages-data'), '.yaml').filter((f) => !relative(root, f).includes('_tmp'))];
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) {
      const name = relative(root, file);
      const first = readFileSync(file, 'utf8').split('\n', 1)[0]!;
      const match = /^# yaml-language-server: \$schema=(\S+)$/.exec(first);
      expect(match, `${name}: first line should be # yaml-language-server: $schema=<path>`).not.toBeNull();
      const target = resolve(dirname(file), match![1]!);
      const expected = name === 'site.config.yaml' ? 'site' : name.includes('/_shared/') ? 'section' : name.endsWith('/_cities.yaml') ? 'cities' : 'page';
      expect(relative(root, target), name).toBe(`${SCHEMA_FOLDER}/${expected}.schema.json`);
    }
  });
});
