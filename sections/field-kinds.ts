import { z } from 'zod';

/**
 * What a field holds, told on the field itself (never guessed from its key): the catalogue's
 * link and image checks, the image pipeline, the city check, `new-city`'s rewriting and the
 * browser editor read it from here.
 *
 * - `link`: where a link goes: a path of this site (checked against the catalogue: it must be a
 *   published page), an https:// address, tel: or mailto:;
 * - `route`: a page's own address (its route, its canonical): rewritten by `new-city`, never a link to check;
 * - `image`: an image object `{ src, alt, width?, height? }` shown by a section (converted to `<picture>`);
 * - `image-path`: the path of an image file (the sharing image, an image's `src`);
 * - `phone`: a phone number as written for people;
 * - `markdown`: text with Markdown (the blog body);
 * - `place`: a name of a city or a place in one (geo tags, `otherPlaces`): never rewritten as copy;
 * - `code`: a name the code knows (a snippet name, a file name): never copy;
 * - `video`: a video's id on its platform (YouTube's): never copy; `new-city` lists each one a
 *   copied page keeps, which plays the source city's video.
 *
 * Every other string field is copy: what a visitor reads, checked for other cities' names and
 * rewritten by `new-city`. Enums and literals (icons, gradients, tones, types) are never copy.
 */
export type FieldKind = 'link' | 'route' | 'image' | 'image-path' | 'phone' | 'markdown' | 'place' | 'code' | 'video';

export interface FieldMeta {
  kind: FieldKind;
}

/** The registry of field kinds. zod's `.describe()` and `.meta()` return a copy that leaves it: tag after describing. */
export const fieldKinds = z.registry<FieldMeta>();

/** Tags a schema with its kind and returns it (the same instance). */
export function kind<S extends z.ZodType>(schema: S, kind: FieldKind): S {
  fieldKinds.add(schema, { kind });
  kindMemo = new WeakMap();
  return schema;
}

/**
 * What is asked of a schema again and again while 1,000 pages are walked (zod 4's `instanceof` and
 * registry lookups are not cheap), kept per schema instance. Schemas never change once made; a
 * new tag starts the kinds' memo afresh.
 */
let kindMemo = new WeakMap<z.ZodType, FieldKind | null>();
const coreMemo = new WeakMap<z.ZodType, z.ZodType>();
const optionMemo = new WeakMap<z.ZodType, Map<unknown, z.ZodType | undefined>>();
/** What a core schema is, for the walks: each of zod 4's classes answers `instanceof` through a function of its own. */
type Shape = 'object' | 'array' | 'record' | 'union' | 'choice' | 'other';
const shapeMemo = new WeakMap<z.ZodType, Shape>();
function shapeKind(schema: z.ZodType): Shape {
  const c = core(schema);
  let known = shapeMemo.get(c);
  if (known) return known;
  if (c instanceof z.ZodObject) known = 'object';
  else if (c instanceof z.ZodArray) known = 'array';
  else if (c instanceof z.ZodRecord) known = 'record';
  else if (c instanceof z.ZodUnion) known = 'union';
  else if (c instanceof z.ZodEnum || c instanceof z.ZodLiteral || c instanceof z.ZodBoolean || c instanceof z.ZodNumber) known = 'choice';
  else known = 'other';
  shapeMemo.set(c, known);
  return known;
}

/** The schema inside optional, default, nullable, readonly and pipe wrappers, or undefined at the core. */
function inner(schema: z.ZodType): z.ZodType | undefined {
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable || schema instanceof z.ZodDefault || schema instanceof z.ZodReadonly)
    return schema.unwrap() as z.ZodType;
  if (schema instanceof z.ZodPrefault || schema instanceof z.ZodNonOptional || schema instanceof z.ZodCatch) return schema.unwrap() as z.ZodType;
  if (schema instanceof z.ZodPipe) return (schema.in instanceof z.ZodTransform ? schema.out : schema.in) as z.ZodType;
  return undefined;
}

/**
 * A tag read off a schema (by the browser editor's forms; siteValuesTag by the copy check too). `tag`
 * returns the same instance (tag after describing: `.describe()` makes a copy without it); `has`
 * finds the tag from the outside in, through optional, default and the other wrappers.
 */
function formTag() {
  const tagged = z.registry<Record<string, never>>();
  return {
    tag<S extends z.ZodType>(schema: S): S {
      tagged.add(schema, {});
      return schema;
    },
    has(schema: z.ZodType): boolean {
      for (let s: z.ZodType | undefined = schema; s; s = inner(s)) if (tagged.has(s)) return true;
      return false;
    },
  };
}

/**
 * Copy that runs to sentences (an intro, an answer, a paragraph, a description for search
 * results): the browser editor gives it a box that grows. Every other text (a heading, a label, a
 * name, a figure) is one line there.
 */
const sentencesTag = formTag();
export const sentences = sentencesTag.tag;
export const isSentences = sentencesTag.has;

/**
 * Copy in which the site's values ({email}, {phones}…) are filled in from site.config.yaml
 * (sections/fields.ts siteText, drawn by sections/site-text.tsx). Anywhere else such a name in
 * braces would be shown as written: catalogue/copy-problems.ts tells it.
 */
const siteValuesTag = formTag();
export const fillsSiteValues = siteValuesTag.tag;
export const isFillingSiteValues = siteValuesTag.has;

/**
 * A group of fields the browser editor shows open, not folded: what staff fill on every page (its
 * title and description for search results, with their counts). Every other group opens on a click.
 */
const openTag = formTag();
export const shownOpen = openTag.tag;
export const isShownOpen = openTag.has;

/**
 * A list of short phrases the browser editor shows folded, each item one line with its text, opened
 * on a click: a page's search phrases, which sit in the Meta group staff pass on every page (open,
 * five phrases took most of a screen), and a city's places. Every other list of plain values shows
 * each item's box.
 */
const foldedTag = formTag();
export const folded = foldedTag.tag;
export const isFolded = foldedTag.has;

/** The kind of a field: the first tag found from the outside in; undefined for copy and for containers. */
export function kindOf(schema: z.ZodType): FieldKind | undefined {
  const known = kindMemo.get(schema);
  if (known !== undefined) return known ?? undefined;
  let found: FieldKind | null = null;
  for (let s: z.ZodType | undefined = schema; s && !found; s = inner(s)) found = fieldKinds.get(s)?.kind ?? null;
  kindMemo.set(schema, found);
  return found ?? undefined;
}

/** The schema with its wrappers taken off (optional, default…), for telling objects, arrays and unions apart. */
export function core(schema: z.ZodType): z.ZodType {
  const known = coreMemo.get(schema);
  if (known) return known;
  let s = schema;
  for (let next = inner(s); next; next = inner(s)) s = next;
  coreMemo.set(schema, s);
  return s;
}

/** The fields of an object schema, or undefined when it is not one. */
export function shapeOf(schema: z.ZodType): Record<string, z.ZodType> | undefined {
  const c = core(schema);
  return c instanceof z.ZodObject ? (c.shape as Record<string, z.ZodType>) : undefined;
}

/** True for fields whose values are names the code knows (enums and literals): never copy. */
export function isChoice(schema: z.ZodType): boolean {
  return shapeKind(schema) === 'choice';
}

/** The option of a union that describes `value`: by discriminator, else the first that accepts it, else the first object. */
function optionFor(union: z.ZodUnion, value: unknown): z.ZodType | undefined {
  const options = union.options as z.ZodType[];
  if (union instanceof z.ZodDiscriminatedUnion && value && typeof value === 'object') {
    const key = (union as z.ZodDiscriminatedUnion).def.discriminator;
    const tag = (value as Record<string, unknown>)[key];
    const byTag = optionMemo.get(union) ?? new Map<unknown, z.ZodType | undefined>();
    optionMemo.set(union, byTag);
    if (byTag.has(tag)) return byTag.get(tag);
    const option = options.find((o) => {
      const field = shapeOf(o)?.[key];
      return field && core(field) instanceof z.ZodLiteral && (core(field) as z.ZodLiteral).values.has(tag as never);
    });
    byTag.set(tag, option);
    return option;
  }
  return options.find((o) => o.safeParse(value).success) ?? options.find((o) => shapeOf(o) !== undefined && value && typeof value === 'object');
}

/** The schema itself, or for a union the option that describes `value`. */
export function optionOf(schema: z.ZodType, value: unknown): z.ZodType | undefined {
  const c = core(schema);
  return c instanceof z.ZodUnion ? optionFor(c, value) : schema;
}

/** The schema of the child `key` of a value described by `schema`, or undefined where the schema says nothing. */
export function childSchema(schema: z.ZodType, value: unknown, key: PropertyKey): z.ZodType | undefined {
  const c = core(schema);
  switch (shapeKind(c)) {
    case 'object': {
      // Its own keys only: data as written may hold a key such as `toString` (a page its schema refused).
      const shape = (c as z.ZodObject).shape as Record<string, z.ZodType>;
      return Object.hasOwn(shape, String(key)) ? shape[String(key)] : undefined;
    }
    case 'array':
      return (c as z.ZodArray).element as z.ZodType;
    case 'record':
      return (c as z.ZodRecord).valueType as z.ZodType;
    case 'union': {
      const option = optionFor(c as z.ZodUnion, value);
      return option && childSchema(option, value, key);
    }
    default:
      return undefined;
  }
}

/** The value under `key` of a value, or undefined where it has none. */
export const childValue = (value: unknown, key: PropertyKey): unknown =>
  value && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined;

/** The schema at `path` inside `root` (the data, which picks the option of each union on the way). */
export function schemaAt(schema: z.ZodType, root: unknown, path: readonly PropertyKey[]): z.ZodType | undefined {
  let s: z.ZodType | undefined = schema;
  let value = root;
  for (const key of path) {
    if (!s) return undefined;
    s = childSchema(s, value, key);
    value = childValue(value, key);
  }
  return s;
}

/** The kind of the field at `path` of `root`; undefined for copy, containers and paths the schema does not know. */
export function kindAt(schema: z.ZodType, root: unknown, path: readonly PropertyKey[]): FieldKind | undefined {
  const s = schemaAt(schema, root, path);
  return s && kindOf(s);
}

/** True when the string at `path` is copy (read by visitors): not a kind, not an enum, and known to the schema. */
export function isCopyAt(schema: z.ZodType, root: unknown, path: readonly PropertyKey[]): boolean {
  const s = schemaAt(schema, root, path);
  return s !== undefined && isCopy(s, path.at(-1));
}

/** True when a string field of schema `s`, under the key `key`, is copy (what isCopyAt asks of the schema it finds). */
export function isCopy(s: z.ZodType, key: PropertyKey | undefined): boolean {
  return kindOf(s) === undefined && !isChoice(s) && key !== '$schema';
}

export interface FieldVisit {
  kind: FieldKind | undefined;
  /** The schema of the field (wrappers included). */
  schema: z.ZodType;
  value: unknown;
  path: PropertyKey[];
}

/**
 * Walks `value` along `schema` and calls `visit` for every field that has a kind, and (with
 * `copy`) for every string that is copy. A field with a kind is not walked into: an image is one
 * field, not a src and an alt.
 */
export function walkFields(schema: z.ZodType, value: unknown, visit: (field: FieldVisit) => void, options: { copy?: boolean; path?: PropertyKey[] } = {}) {
  const copy = options.copy === true;
  // One path for the whole walk, grown and shrunk on the way; each visit gets a copy of its own.
  const path = [...(options.path ?? [])];
  const walk = (schema: z.ZodType, value: unknown): void => {
    const kind = kindOf(schema);
    if (kind) {
      if (value !== undefined && value !== null) visit({ kind, schema, value, path: [...path] });
      return;
    }
    if (value === undefined || value === null) return;
    if (typeof value === 'string') {
      if (copy && !isChoice(schema)) visit({ kind: undefined, schema, value, path: [...path] });
      return;
    }
    if (Array.isArray(value)) {
      for (let i = 0; i < value.length; i++) {
        const child = childSchema(schema, value, i);
        if (!child) continue;
        path.push(i);
        walk(child, value[i]);
        path.pop();
      }
    } else if (typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) {
        const child = childSchema(schema, value, k);
        if (!child) continue;
        path.push(k);
        walk(child, v);
        path.pop();
      }
    }
  };
  walk(schema, value);
}

/** Every field of `kind` in a schema, as paths with `[]` for "each item" (for tests and the editor). */
export function fieldsOfKind(schema: z.ZodType, wanted: FieldKind, path: string[] = []): string[][] {
  if (kindOf(schema) === wanted) return [path];
  const c = core(schema);
  if (c instanceof z.ZodObject) return Object.entries(c.shape as Record<string, z.ZodType>).flatMap(([k, s]) => fieldsOfKind(s, wanted, [...path, k]));
  if (c instanceof z.ZodArray) return fieldsOfKind(c.element as z.ZodType, wanted, [...path, '[]']);
  if (c instanceof z.ZodRecord) return fieldsOfKind(c.valueType as z.ZodType, wanted, [...path, '{}']);
  if (c instanceof z.ZodUnion) return (c.options as z.ZodType[]).flatMap((o) => fieldsOfKind(o, wanted, path));
  return [];
}
