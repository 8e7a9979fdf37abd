import { z } from 'zod';
import { sectionSchema } from '../sections/registry.ts';
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

/** What each section type shows, for the editor's list of types. A new type without a line here gets a generic one. */
const sectionPurpose: Record<string, string> = {
  hero: 'Page headline with text, up to two buttons, figures and artwork',
  stats: 'A band of figures, e.g. 12+ years, 500+ projects, 98% retention',
  features: 'Cards with an icon, a title and a sentence each (features, benefits, reasons)',
  'service-cards': 'Cards that link to service pages, with an image or icon',
  'detail-blocks': 'Detailed service blocks with benefit lists, alternating left and right',
  process: 'Numbered steps of how the work is done',
  testimonials: 'Client quotes',
  faq: 'Questions and answers; at most one answer open at a time',
  'service-tabs': 'Services in tabs (all shown one under the other without JavaScript)',
  text: 'Heading, paragraphs, optional points and buttons',
  'image-wall': 'A wall of artwork tiles with a headline, as the top of a landing page',
  'accordion-panels': 'Panels with artwork that widen when chosen',
  video: 'A YouTube video with a poster image from this repository',
  industries: 'A grid of industries served, an icon and a name each',
  'contact-details': "The agency's phones, e-mail, WhatsApp and address (from site.config.yaml)",
  'job-openings': 'Open positions with an apply button that writes an e-mail',
  prose: 'Long text in parts, e.g. the privacy policy',
  'blog-list': 'The blog listing: article cards and pagination (on /blog only)',
  'contact-form': 'The contact form (name, phone, e-mail, service, message)',
  cta: 'Call to action with a contact button; every page ends with one',
};

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
  const json = z.toJSONSchema(schema, { io: 'input', target: 'draft-7' }) as JsonObject;
  const { $schema, ...rest } = json;
  return { $schema, title, description, ...rest };
}

/** Titles and descriptions of the section types in a list of section schemas (`oneOf`). */
function describeSectionTypes(options: JsonObject[]): void {
  for (const option of options) {
    const typeField = (option.properties as Record<string, JsonObject> | undefined)?.type;
    const type = typeof typeField?.const === 'string' ? typeField.const : undefined;
    if (!type || !typeField) continue;
    const purpose = sectionPurpose[type] ?? `A section of type ${type}`;
    option.title = type;
    option.description = purpose;
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

/** The text written to each file: stable, two-space JSON with a final newline. */
export function jsonSchemaFiles(): Record<string, string> {
  return Object.fromEntries(Object.entries(jsonSchemas()).map(([name, schema]) => [name, `${JSON.stringify(schema, null, 2)}\n`]));
}
