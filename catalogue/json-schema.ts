import { z } from 'zod';
import { sectionSchema, sectionSchemas, typeOf } from '../sections/schemas.ts';
import { sectionMeta } from '../sections/section-meta.ts';
import { citiesSchema } from './cities.ts';
import { pageSchema } from './page-schema.ts';
import { siteSchema } from './site-schema.ts';
import { SNIPPETS_FOLDER } from './snippets.ts';

/**
 * JSON Schemas for editors (the YAML extension of VS Code and others reads the first line
 * `# yaml-language-server: $schema=…` of each file): completion of section types and fields,
 * each field's description on hover, and mistakes underlined while typing. Generated from the
 * zod schemas, input side, so fields with a default are optional as they are in YAML.
 */
export const SCHEMA_FOLDER = 'schemas';

const includeSchema = {
  type: 'object',
  title: 'include',
  description: `A shared section written once in pages-data/${SNIPPETS_FOLDER}/<name>.yaml`,
  properties: {
    include: {
      type: 'string',
      description: `Name of a shared section: the file name in pages-data/${SNIPPETS_FOLDER}/ without .yaml, e.g. generic-faq`,
    },
  },
  required: ['include'],
  additionalProperties: false,
};

type JsonObject = Record<string, unknown>;

function toJson(schema: z.ZodType, title: string, description: string): JsonObject {
  const json = z.toJSONSchema(schema, {
    io: 'input',
    target: 'draft-7',
    // A section's metadata for the build (image layout, island, origins, quoted) is not for editors: title and description stay.
    override: ({ jsonSchema }) => {
      for (const key of ['image', 'island', 'origins', 'quoted'] as const) delete (jsonSchema as JsonObject)[key];
    },
  }) as JsonObject;
  const { $schema, ...rest } = json;
  return { $schema, title, description, ...rest };
}

/** Titles of the section types in a list of section schemas (`oneOf`): the type, as written in YAML; the description is the schema's own. */
function describeSectionTypes(options: JsonObject[]): void {
  for (const option of options) {
    const typeField = (option.properties as Record<string, JsonObject> | undefined)?.type;
    const type = typeof typeField?.const === 'string' ? typeField.const : undefined;
    if (!type || !typeField) continue;
    const purpose = String(option.description);
    option.title = type;
    typeField.description = `Section type "${type}": ${purpose.charAt(0).toLowerCase()}${purpose.slice(1)}`;
  }
}

/** file name in schemas/ → schema. */
export function jsonSchemas(): Record<string, JsonObject> {
  const page = toJson(pageSchema, 'Page', 'One page of the site (a file in pages-data/): its route, its search-result tags and its sections, top to bottom');
  const sections = (page.properties as Record<string, JsonObject>).sections!;
  const items = sections.items as JsonObject;
  describeSectionTypes(items.oneOf as JsonObject[]);
  items.oneOf = [...(items.oneOf as JsonObject[]), includeSchema];

  const section = toJson(
    sectionSchema,
    'Shared section',
    `One section, written once in pages-data/${SNIPPETS_FOLDER}/ and placed on pages with - include: <file name>`,
  );
  describeSectionTypes(section.oneOf as JsonObject[]);

  const site = toJson(siteSchema, 'Site', 'The agency itself (site.config.yaml): name, phones, e-mail, address, menus, footer, aliases and the form provider');
  // A phone is one line of text (the older form with display and dial is still read).
  const phones = (site.properties as Record<string, JsonObject>).phones!;
  const phoneObject = phones.items as JsonObject;
  const display = (phoneObject.properties as Record<string, JsonObject>).display!;
  phones.items = { description: phoneObject.description, anyOf: [{ ...display, description: phoneObject.description }, phoneObject] };
  const cities = toJson(
    citiesSchema,
    'Cities',
    'The cities the site knows (pages-data/_cities.yaml), by folder name: where each is, and the places its pages name',
  );
  return { 'page.schema.json': page, 'site.schema.json': site, 'section.schema.json': section, 'cities.schema.json': cities };
}

/** Markers of the list of section types in CONTENT.md, written from the schemas' metadata. */
export const GUIDE_LIST_START = '<!-- section types: written by npm run schema from each sections/<type>/schema.ts -->';
export const GUIDE_LIST_END = '<!-- end of section types -->';

/** The content guide's list of section types: type, title and what it shows, from each schema's metadata. */
export function sectionTypeList(): string {
  const rows = sectionSchemas.map((schema) => {
    const { title, description } = sectionMeta(schema);
    return `| \`${typeOf(schema)}\` | ${title} | ${description} |`;
  });
  return [GUIDE_LIST_START, '| `type` | Name | What it shows |', '|---|---|---|', ...rows, GUIDE_LIST_END].join('\n');
}

/** CONTENT.md with its list of section types brought up to date (the text between the markers). */
export function withSectionTypeList(guide: string): string {
  const start = guide.indexOf(GUIDE_LIST_START);
  const end = guide.indexOf(GUIDE_LIST_END);
  if (start < 0 || end < start) throw new Error(`CONTENT.md has no list of section types between ${GUIDE_LIST_START} and ${GUIDE_LIST_END}`);
  return guide.slice(0, start) + sectionTypeList() + guide.slice(end + GUIDE_LIST_END.length);
}

/** The text written to each file: stable, two-space JSON with a final newline. */
export function jsonSchemaFiles(): Record<string, string> {
  return Object.fromEntries(Object.entries(jsonSchemas()).map(([name, schema]) => [name, `${JSON.stringify(schema, null, 2)}\n`]));
}
