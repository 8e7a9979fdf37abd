import { NEW_SECTION_PROMPTS } from '../../catalogue/placeholders.ts';

/** The files of a new section type (scripts/new-section.ts), and the edit that lists it. */

export function names(type: string): { camel: string; title: string } {
  const words = type.split('-');
  const camel = words.map((w, i) => (i === 0 ? w : w[0]!.toUpperCase() + w.slice(1))).join('');
  const title = words.map((w, i) => (i === 0 ? w[0]!.toUpperCase() + w.slice(1) : w)).join(' ');
  return { camel, title };
}

export function sectionFiles(type: string): Record<string, string> {
  const { camel, title } = names(type);
  const Pascal = camel[0]!.toUpperCase() + camel.slice(1);
  return {
    'schema.ts': `import { z } from 'zod';
import { heading, introText, paragraph, text } from '../fields.ts';

export const ${camel}Schema = z
  .strictObject({
    type: z.literal('${type}'),
    heading: heading,
    intro: introText('A sentence or two under the heading'),
    items: z
      .array(z.strictObject({ title: text('Title of the item'), description: paragraph('A sentence about it') }))
      .min(1)
      .describe('The items, in order'),
  })
  .meta({
    title: '${title}',
    description: '${title}: a heading and a list of items (describe what this section shows)',
  });
`,
    'index.tsx': `import { defineSection } from '../define.ts';
import { Container, SectionHeading, SectionShell } from '../ui.tsx';
import { ${camel}Schema } from './schema.ts';

export const ${camel} = defineSection({
  schema: ${camel}Schema,
  Component: function ${Pascal}({ heading, intro, items, context }) {
    return (
      <SectionShell type="${type}" index={context.index}>
        <Container>
          <SectionHeading index={context.index} heading={heading} intro={intro} />
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {items.map((item) => (
              <li key={item.title} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-brand/10">
                <h3 className="text-lg font-bold text-ink">{item.title}</h3>
                <p className="mt-2 text-slate-700">{item.description}</p>
              </li>
            ))}
          </ul>
        </Container>
      </SectionShell>
    );
  },
});
`,
    'example.yaml': `# An example ${type} section. Copy it under a page's sections: and change the words.
- type: ${type}
  heading: What we offer businesses in Jaipur and Ajmer
  items:
    - title: A first item
      description: ${NEW_SECTION_PROMPTS.description}
    - title: A second item
      description: Another sentence, with a local detail such as a market or a landmark.
`,
    [`${type}.test.tsx`]: `import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadCatalogue } from '../../catalogue/index.ts';
import { ${camel} } from './index.tsx';
import { ${camel}Schema } from './schema.ts';

const [example] = parse(readFileSync(join(import.meta.dirname, 'example.yaml'), 'utf8')) as unknown[];

describe('${type}', () => {
  it('accepts its example and renders each item', () => {
    const section = ${camel}Schema.parse(example);
    const { site } = loadCatalogue();
    const html = renderToStaticMarkup(<${camel}.Component {...section} context={{ index: 1, route: '/example', site }} />);
    expect(html).toContain('data-section="${type}"');
    expect(html.match(/<li /g)).toHaveLength(section.items.length);
  });

  it('needs at least one item', () => {
    expect(${camel}Schema.safeParse({ type: '${type}', heading: 'A heading of some length', items: [] }).success).toBe(false);
  });
});
`,
  };
}

/**
 * Adds an import after the last import of the file and the name to the end of the list
 * (the array literal that ends with `] as const;`): the section joins the schemas and the registry.
 */
export function addToList(text: string, importLine: string, name: string): string {
  const lines = text.split('\n');
  const lastImport = lines.findLastIndex((l) => l.startsWith('import '));
  lines.splice(lastImport + 1, 0, importLine);
  const end = lines.indexOf('] as const;');
  if (end < 0) throw new Error('No list ending in "] as const;" to add the section to');
  lines.splice(end, 0, `  ${name},`);
  return lines.join('\n');
}
