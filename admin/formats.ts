import type CMS from '@sveltia/cms';
import { parse } from 'yaml';
import { type CmsDirs, FORMATS, type FormatKind, ORIGINAL_FIELD, SCHEMAS, SHARED_SECTION_FIELD, schemaLine } from '../catalogue/cms/config.ts';
import { fromForm, toForm } from '../catalogue/cms/forms.ts';
import { newYaml, patchPost, patchYaml, splitFrontMatter } from '../catalogue/cms/yaml-writer.ts';
import { noteUnread } from './unread-files.ts';

/**
 * The file formats of the editor's collections: each reads a file into the form through
 * catalogue/cms/forms.ts and writes the form back into the file as it stood
 * (catalogue/cms/yaml-writer.ts), so only what was changed changes.
 */

type Form = Record<string, unknown>;

/** The editor's own bookkeeping in list items (`__sc_…` keys): never content. */
function withoutBookkeeping(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutBookkeeping);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .filter(([k]) => !k.startsWith('__sc_'))
        .map(([k, v]) => [k, withoutBookkeeping(v)]),
    );
  return value;
}

/**
 * The file's data as it was opened, parsed once for the entry: the preview reads the form again on
 * every change, and parsing the whole file each time was most of what the preview's own code cost a key typed
 * (`npm run bench:editor-typing`). Only read (by fromForm), never changed.
 */
let opened: { kind: FormatKind; text: string; data: unknown } | undefined;
function openedData(kind: FormatKind, text: string): unknown {
  if (opened?.text !== text || opened.kind !== kind) opened = { kind, text, data: parse(kind === 'post' ? splitFrontMatter(text).yaml : text) };
  return opened.data;
}

/** The data of a form as the file holds it (the editor's own field and the post body taken out). */
export function formToData(kind: FormatKind, raw: Form): { data: unknown; body?: string; original?: string } {
  const form = withoutBookkeeping(raw) as Form;
  const { [ORIGINAL_FIELD]: original, body, ...rest } = form;
  const value =
    kind === 'cities'
      ? rest.cities
      : kind === 'section'
        ? ((rest[SHARED_SECTION_FIELD] as unknown[] | undefined)?.[0] ?? {})
        : kind === 'post'
          ? rest
          : { ...rest, ...(body !== undefined ? { body } : {}) };
  const text = typeof original === 'string' && original ? original : undefined;
  const before = text === undefined ? undefined : openedData(kind, text);
  return {
    data: fromForm(SCHEMAS[kind], value, before),
    ...(kind === 'post' ? { body: typeof body === 'string' ? body : '' } : {}),
    ...(typeof original === 'string' && original ? { original } : {}),
  };
}

export function readFile(kind: FormatKind, text: string): Form {
  if (kind === 'post') {
    const { yaml, body } = splitFrontMatter(text);
    return { ...(toForm(SCHEMAS.post, parse(yaml) ?? {}) as Form), body: body.replace(/^\n+/, ''), [ORIGINAL_FIELD]: text };
  }
  const data = toForm(SCHEMAS[kind], parse(text) ?? {});
  if (kind === 'cities') return { cities: data, [ORIGINAL_FIELD]: text };
  if (kind === 'section') return { [SHARED_SECTION_FIELD]: [data], [ORIGINAL_FIELD]: text };
  return { ...(data as Form), [ORIGINAL_FIELD]: text };
}

/** How many folders below the repository root a new file of each kind is written (pages-data/<city>/, pages-data/_shared/, pages-data/, the root). */
const NEW_FILE_DEPTH: Record<Exclude<FormatKind, 'post'>, number> = { page: 2, section: 2, cities: 1, site: 0 };

export function writeFile(kind: FormatKind, form: Form, dirs: CmsDirs): string {
  const { data, body, original } = formToData(kind, form);
  if (kind === 'post') return patchPost(original, data, body ?? '');
  return original ? patchYaml(original, data) : newYaml(data, schemaLine(kind, NEW_FILE_DEPTH[kind], dirs));
}

export function registerFormats(cms: typeof CMS, dirs: CmsDirs): void {
  for (const [kind, name] of Object.entries(FORMATS) as [FormatKind, string][]) {
    cms.registerCustomFormat(name, kind === 'post' ? 'md' : 'yaml', {
      // A file it cannot read, the editor leaves out: noted, so that its entry opened empty is not saved over it.
      fromFile: (text: string) => {
        try {
          return readFile(kind, text);
        } catch (error) {
          noteUnread(kind, text);
          throw error;
        }
      },
      toFile: (value: Form) => writeFile(kind, value, dirs),
    });
  }
}
