import { z } from 'zod';
import { childSchema, childValue, core, kindOf, optionOf } from '../../sections/field-kinds.ts';
import { INCLUDE_TYPE } from './fields.ts';
import { deepEqual } from './yaml-writer.ts';

/**
 * Content as YAML writes it ↔ content as the editor's form holds it (catalogue/cms/fields.ts).
 * Both directions walk the same zod schema, so every file opened and saved unchanged comes back
 * as it was: a map is a list of entries with a `key`, `- include: name` a section of type
 * include, an older `{ display, dial }` phone its display. Browser-safe: no Node module.
 */

type Json = unknown;
const isObject = (v: Json): v is Record<string, Json> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** True when the element schema of a list is the section union (its items may be `- include: name`). */
const isSectionList = (element: z.ZodType) => core(element) instanceof z.ZodDiscriminatedUnion;

export function toForm(schema: z.ZodType, value: Json): Json {
  if (value === undefined || value === null) return value;
  const kind = kindOf(schema);
  if (kind === 'phone') return isObject(value) && typeof value.display === 'string' ? value.display : value;
  if (kind) return value;
  const c = core(schema);
  if (c instanceof z.ZodRecord && isObject(value)) {
    const valueSchema = c.valueType as z.ZodType;
    const asObject = core(valueSchema) instanceof z.ZodObject;
    return Object.entries(value).map(([key, v]) => {
      const item = toForm(valueSchema, v);
      return asObject && isObject(item) ? { key, ...item } : { key, value: item };
    });
  }
  if (c instanceof z.ZodArray && Array.isArray(value)) {
    const element = c.element as z.ZodType;
    return value.map((item) =>
      isSectionList(element) && isObject(item) && 'include' in item && !('type' in item) ? { type: INCLUDE_TYPE, ...item } : toForm(element, item),
    );
  }
  if (c instanceof z.ZodUnion && !(c instanceof z.ZodDiscriminatedUnion)) {
    const option = optionOf(c, value);
    return option && option !== c ? toForm(option, value) : value;
  }
  if ((c instanceof z.ZodObject || c instanceof z.ZodDiscriminatedUnion) && isObject(value)) {
    const option = c instanceof z.ZodDiscriminatedUnion ? optionOf(c, value) : c;
    const shape = option && core(option) instanceof z.ZodObject ? ((core(option) as z.ZodObject).shape as Record<string, z.ZodType>) : {};
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shape[k] ? toForm(shape[k], v) : v]));
  }
  return value;
}

const tagOf = (v: Json) => (isObject(v) ? (v.type ?? (v.include !== undefined ? INCLUDE_TYPE : undefined)) : undefined);

/**
 * Each item of the form's list as the file will hold it, matched with the item it was in the file.
 * An item the form holds unchanged is the file's item itself, wherever it moved: two sections of
 * one type swapped keep their own fields (a default the form filled in is not written into the
 * other). The rest are read against the item they were, matched by position at the head and the
 * tail (and by section type where they have one), so a section added in the middle does not take
 * the place of the one after it; an item with no match is new.
 */
function fromFormList(element: z.ZodType, old: Json[], next: Json[]): Json[] {
  const same = (a: Json, b: Json) => tagOf(a) === tagOf(b);
  const out: (Json | undefined)[] = new Array(next.length).fill(undefined);
  const was: (Json | undefined)[] = new Array(next.length).fill(undefined);
  const used = new Set<number>();
  const section = isSectionList(element);
  const read = (item: Json, before: Json | undefined) =>
    section && isObject(item) && item.type === INCLUDE_TYPE ? { include: item.include } : fromForm(element, item, before);
  next.forEach((item, i) => {
    for (const [j, o] of old.entries()) {
      if (used.has(j) || !same(o, item)) continue;
      const written = read(item, o);
      if (!deepEqual(written, o)) continue;
      out[i] = o;
      used.add(j);
      return;
    }
  });
  const match = (i: number, j: number) => {
    if (out[i] !== undefined || was[i] !== undefined || used.has(j)) return;
    was[i] = old[j];
    used.add(j);
  };
  let head = 0;
  for (; head < Math.min(old.length, next.length) && same(old[head], next[head]); head++) match(head, head);
  for (let tail = 0; tail < Math.min(old.length, next.length) - head && same(old[old.length - 1 - tail], next[next.length - 1 - tail]); tail++) {
    match(next.length - 1 - tail, old.length - 1 - tail);
  }
  return next.map((item, i) => (out[i] !== undefined ? out[i] : read(item, was[i])));
}

/** An empty value the form leaves in an optional field it never filled: not written. */
const isBlank = (v: Json) => v === undefined || v === null || v === '';
const isEmpty = (v: Json) => (Array.isArray(v) && v.length === 0) || (isObject(v) && Object.keys(v).length === 0);

/**
 * Whether the schema reads `value` as `fallback` (the field's value when left out): a value it refuses
 * does not, and stays for the build to refuse (text kept in a number box: admin/number-text.ts).
 */
function readsAsDefault(field: z.ZodType, value: Json, fallback: unknown): boolean {
  const read = field.safeParse(value);
  return read.success && deepEqual(read.data, fallback);
}

/**
 * The form's data as the file holds it. `before` is the file's data as it was opened (undefined
 * for a new file): a key the file did not have is not written when the form only holds an empty
 * value or the schema's default there, so saving never writes out what the build assumes anyway.
 */
export function fromForm(schema: z.ZodType, value: Json, before?: Json): Json {
  if (value === undefined || value === null) return value;
  // A field with a kind is one value, but an image's object still drops the sizes left empty.
  if (kindOf(schema) && !(isObject(value) && core(schema) instanceof z.ZodObject)) return value;
  const c = core(schema);
  if (c instanceof z.ZodRecord && Array.isArray(value)) {
    const valueSchema = c.valueType as z.ZodType;
    const old = isObject(before) ? before : {};
    return Object.fromEntries(
      value
        .filter(isObject)
        .map(({ key, ...rest }) => [String(key), fromForm(valueSchema, core(valueSchema) instanceof z.ZodObject ? rest : rest.value, old[String(key)])]),
    );
  }
  if (c instanceof z.ZodArray && Array.isArray(value)) {
    return fromFormList(c.element as z.ZodType, Array.isArray(before) ? before : [], value);
  }
  if (c instanceof z.ZodUnion && !(c instanceof z.ZodDiscriminatedUnion) && isObject(value)) {
    // One form for every shape: keep the fields filled in, then read them as the shape they make.
    const filled = Object.fromEntries(Object.entries(value).filter(([, v]) => !isBlank(v) && !isEmpty(v)));
    const option = optionOf(c, filled);
    return option && option !== c ? fromForm(option, filled, before) : filled;
  }
  if ((c instanceof z.ZodObject || c instanceof z.ZodDiscriminatedUnion) && isObject(value)) {
    const option = c instanceof z.ZodDiscriminatedUnion ? optionOf(c, value) : c;
    const shape = option && core(option) instanceof z.ZodObject ? ((core(option) as z.ZodObject).shape as Record<string, z.ZodType>) : {};
    const old = isObject(before) ? before : undefined;
    const out: Record<string, Json> = {};
    for (const [k, v] of Object.entries(value)) {
      const field = shape[k];
      if (!field) {
        out[k] = v;
        continue;
      }
      const optional = field.safeParse(undefined);
      const next = fromForm(field, v, old?.[k]);
      if (optional.success && isBlank(next)) continue;
      if (optional.success && old?.[k] === undefined && (isEmpty(next) || deepEqual(next, optional.data) || readsAsDefault(field, next, optional.data)))
        continue;
      out[k] = next;
    }
    return out;
  }
  return value;
}

/**
 * Where a place the build names in the file's data (its path's parts: `aliases`, `/old-page`) is in
 * the form, where a map lies on the way: the form holds a map as a list (toForm), each entry an item
 * with its key in `key` and a plain value in `value`; a key with a dot in it is several parts. The
 * entry itself named is its `key` box where the schema refuses that key or `atKey` says the problem
 * is the key's (an alias that is a page's route), else its value's (a city's entry with no fields is
 * its key's). Undefined where no map lies on the way (the form's path is the data's) or the form has
 * no such key.
 */
export function formPathOf(schema: z.ZodType, form: Json, parts: readonly string[], atKey = false): string[] | undefined {
  const path: string[] = [];
  let passedMap = false;
  let [at, value, rest] = [schema, form, parts];
  while (rest.length > 0) {
    const c = core(at);
    if (c instanceof z.ZodRecord && Array.isArray(value)) {
      const items = value;
      const valueSchema = c.valueType as z.ZodType;
      const plain = !(core(valueSchema) instanceof z.ZodObject);
      // The longest run of parts that is an item's key; of two alike, the later, which a map keeps.
      const n = rest.findLastIndex((_, i) => items.some((item) => isObject(item) && String(item.key) === rest.slice(0, i + 1).join('.'))) + 1;
      if (n === 0) return undefined;
      const key = rest.slice(0, n).join('.');
      const index = items.findLastIndex((item) => isObject(item) && String(item.key) === key);
      const item = items[index] as Record<string, Json>;
      passedMap = true;
      path.push(String(index));
      rest = rest.slice(n);
      if (rest.length === 0) {
        path.push(plain && !atKey && (c.keyType as z.ZodType).safeParse(key).success ? 'value' : 'key');
        break;
      }
      if (plain) path.push('value');
      [at, value] = [valueSchema, plain ? item.value : item];
      continue;
    }
    const [part, ...after] = rest as [string, ...string[]];
    const next = childSchema(at, value, part);
    path.push(part);
    rest = after;
    if (!next) {
      path.push(...rest);
      break;
    }
    [at, value] = [next, childValue(value, part)];
  }
  return passedMap ? path : undefined;
}

/** An item of a map in the form (a list there) whose key an item above it has too: saved, the file would keep only one of them. */
export interface RepeatedKey {
  key: string;
  /** The map's path in the file's data, and in the form. */
  mapPath: string[];
  formPath: string[];
  /** The indices in the form's list of the item above with that key, and of this one. */
  first: number;
  index: number;
}

/** Every item of the form's maps that repeats the key of an item above it (formPathOf reads those paths back). */
export function repeatedKeys(schema: z.ZodType, form: Json, mapPath: string[] = [], formPath: string[] = []): RepeatedKey[] {
  const c = core(schema);
  const found: RepeatedKey[] = [];
  if (c instanceof z.ZodRecord && Array.isArray(form)) {
    const valueSchema = c.valueType as z.ZodType;
    const plain = !(core(valueSchema) instanceof z.ZodObject);
    const firstOf = new Map<string, number>();
    form.forEach((item, index) => {
      if (!isObject(item) || item.key === undefined || item.key === null) return;
      const key = String(item.key);
      const first = firstOf.get(key);
      if (first === undefined) firstOf.set(key, index);
      else found.push({ key, mapPath, formPath, first, index });
      found.push(...repeatedKeys(valueSchema, plain ? item.value : item, [...mapPath, key], [...formPath, String(index), ...(plain ? ['value'] : [])]));
    });
    return found;
  }
  const parts = Array.isArray(form) ? form.map((_, i) => String(i)) : isObject(form) ? Object.keys(form) : [];
  for (const part of parts) {
    const next = childSchema(schema, form, part);
    if (next) found.push(...repeatedKeys(next, childValue(form, part), [...mapPath, part], [...formPath, part]));
  }
  return found;
}
