import type { z } from 'zod';
import { closest, formatPath, type Problem } from './problems.ts';
import { locate, type YamlSource } from './yaml-source.ts';

/** Turns zod issues into located, plain-language problems for content staff. */
export function issuesToProblems(issues: readonly z.core.$ZodIssue[], source: YamlSource, data: unknown, schema: z.ZodType): Problem[] {
  const sectionTypeAt = (i: number) => {
    const t = (get(data, ['sections', i]) as { type?: unknown } | undefined)?.type;
    return typeof t === 'string' ? t : undefined;
  };
  const problems: Problem[] = [];
  const moved = new Set<string>();
  const at = (path: readonly PropertyKey[], message: string, atKey = false) => {
    const { line, col } = locate(source, path, atKey);
    problems.push({ file: source.file, line, col, field: formatPath(path, sectionTypeAt), message });
  };

  for (const issue of issues) {
    const path = issue.path;
    switch (issue.code) {
      case 'unrecognized_keys': {
        const known = objectKeysAt(schema, path, data);
        for (const key of issue.keys) {
          const suggestion = closest(key, known);
          const misplaced = suggestion ? undefined : misplacedKey(schema, path, data, key);
          if (misplaced) {
            const block = misplaced.block.length === 0 ? 'at the top of the file' : `under ${formatPath(misplaced.block, sectionTypeAt)}`;
            const how = misplaced.deeper
              ? `indent it like the other keys of ${formatPath(misplaced.block, sectionTypeAt)}`
              : 'indent it less, like the other keys there';
            at([...path, key], `Unknown key "${key}" here: it belongs ${block}; ${how}`, true);
            moved.add(formatPath([...misplaced.block, key], sectionTypeAt));
          } else at([...path, key], `Unknown key "${key}"${suggestion ? ` (did you mean "${suggestion}"?)` : `; known keys: ${known.join(', ')}`}`, true);
        }
        break;
      }
      case 'invalid_type': {
        const input = get(data, path);
        if (input === undefined) at(path, 'Required');
        else if (issue.expected === 'string' && (typeof input === 'number' || typeof input === 'boolean')) {
          at(path, `Expected text, got ${describe(input)}: put it in quotes, e.g. "${String(input)}"`);
        } else at(path, `Expected ${article(issue.expected)}, got ${describe(input)}`);
        break;
      }
      case 'invalid_union': {
        if ('discriminator' in issue && issue.discriminator) {
          const value = get(data, path);
          const options = ((issue as { options?: unknown[] }).options ?? []).map(String);
          if (value === undefined) {
            at(path, `Required: give the section a type, one of: ${options.join(', ')}`);
          } else {
            const suggestion = typeof value === 'string' ? closest(value, options) : undefined;
            at(
              path,
              `Unknown section type ${JSON.stringify(value)}${suggestion ? ` (did you mean "${suggestion}"?)` : ''}. Known types: ${options.join(', ')}`,
            );
          }
        } else {
          at(path, issue.message);
        }
        break;
      }
      case 'too_small': {
        const actual = get(data, path);
        if (issue.origin === 'array') {
          const n = Array.isArray(actual) ? actual.length : 0;
          at(
            path,
            n === 0
              ? `The list is empty: add at least ${issue.minimum} item${issue.minimum === 1 ? '' : 's'}`
              : `Has ${n} item${n === 1 ? '' : 's'}; needs at least ${issue.minimum}`,
          );
        } else if (issue.origin === 'string' && !issue.message.startsWith('Too ')) {
          at(
            path,
            issue.message.startsWith('Too small')
              ? Number(issue.minimum) <= 1
                ? 'Must not be empty'
                : `Too short: at least ${issue.minimum} characters`
              : issue.message,
          );
        } else if (issue.origin === 'string') {
          at(path, `${issue.message} (now ${String(actual ?? '').length})`);
        } else {
          at(path, issue.message.startsWith('Too small') ? `Must be at least ${issue.minimum}` : issue.message);
        }
        break;
      }
      case 'too_big': {
        const actual = get(data, path);
        if (issue.origin === 'array') {
          const n = Array.isArray(actual) ? actual.length : 0;
          at(path, `Has ${n} items; at most ${issue.maximum}`);
        } else if (issue.origin === 'string') {
          const n = String(actual ?? '').length;
          at(path, issue.message.startsWith('Too big') ? `Too long: ${n} characters; at most ${issue.maximum}` : `${issue.message} (now ${n})`);
        } else {
          at(path, issue.message.startsWith('Too big') ? `Must be at most ${issue.maximum}` : issue.message);
        }
        break;
      }
      case 'invalid_value': {
        const value = get(data, path);
        const options = issue.values.map(String);
        const suggestion = typeof value === 'string' ? closest(value, options) : undefined;
        if (options.length === 1) at(path, `Must be ${JSON.stringify(options[0])}`);
        // A long list (the icon names) is left out when the suggestion is likely what was meant.
        else if (suggestion && options.length > 12) at(path, `${JSON.stringify(value)} is not one of the allowed values (did you mean "${suggestion}"?)`);
        else at(path, `${JSON.stringify(value)} is not one of: ${options.join(', ')}${suggestion ? ` (did you mean "${suggestion}"?)` : ''}`);
        break;
      }
      case 'invalid_format': {
        const friendly: Record<string, string> = {
          url: 'Not a valid web address: write it in full, starting with https://',
          email: 'Not a valid e-mail address',
          date: 'Not a valid date: write it as YYYY-MM-DD, e.g. 2026-03-05',
        };
        const message = issue.message.startsWith('Invalid') && friendly[issue.format] ? friendly[issue.format]! : issue.message;
        const suggestion = issue.format === 'regex' ? suggestFix(message, get(data, path)) : undefined;
        at(path, suggestion ? `${message} (did you mean "${suggestion}"?)` : message);
        break;
      }
      default:
        at(path, issue.message);
    }
  }
  // A misspelled or misplaced key also makes the real key "Required": report the misspelling only.
  const suggested = new Set(
    problems
      .filter((p) => p.message.startsWith('Unknown key'))
      .map((p) => p.field.replace(/[^.›\s]+$/, '') + (/did you mean "([^"]+)"/.exec(p.message)?.[1] ?? '')),
  );
  return problems.filter((p) => !(p.message === 'Required' && (suggested.has(p.field) || moved.has(p.field))));
}

/**
 * A key that is unknown where it stands but known one level deeper or higher: it has the
 * wrong indentation (`canonical:` written at the left margin instead of under `meta:`).
 */
function misplacedKey(schema: z.ZodType, path: readonly PropertyKey[], data: unknown, key: string): { block: PropertyKey[]; deeper: boolean } | undefined {
  const here = get(data, path);
  if (here && typeof here === 'object' && !Array.isArray(here)) {
    for (const [child, value] of Object.entries(here)) {
      if (!value || typeof value !== 'object' || Array.isArray(value)) continue;
      if (objectKeysAt(schema, [...path, child], data).includes(key)) return { block: [...path, child], deeper: true };
    }
  }
  if (path.length === 0) return undefined;
  // One level up: out of a list item (…items[0] → the section) or out of a block (meta.geo → meta).
  const parentPath = typeof path.at(-1) === 'number' ? path.slice(0, -2) : path.slice(0, -1);
  if (objectKeysAt(schema, parentPath, data).includes(key) && get(data, [...parentPath, key]) === undefined) return { block: parentPath, deeper: false };
  return undefined;
}

/** A corrected route or link for the common slips: no leading slash, capitals, spaces, a web address without https://. */
function suggestFix(message: string, value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  if (/^A (route|path) starts with \//.test(message)) {
    const fixed = `/${value
      .trim()
      .toLowerCase()
      .replace(/^https?:\/\/[^/]+/, '')
      .replace(/[^a-z0-9/]+/g, '-')
      .replace(/\/+/g, '/')
      .replace(/(^[-/]+|[-/]+$)/g, '')
      .replace(/-?\/-?/g, '/')}`;
    return fixed !== value ? fixed : undefined;
  }
  if (/^A link is/.test(message)) {
    if (/^www\.[^\s/]+\.[a-z]{2,}/i.test(value)) return `https://${value}`;
    if (/^http:\/\//.test(value)) return value.replace(/^http:/, 'https:');
    if (/^[a-z0-9-]+(\/[a-z0-9-]+)*$/.test(value)) return `/${value}`;
  }
  return undefined;
}

function article(expected: string): string {
  const words: Record<string, string> = {
    string: 'text',
    number: 'a number',
    boolean: 'true or false',
    array: 'a list (lines starting with -)',
    object: 'a block of fields (key: value lines)',
  };
  return words[expected] ?? expected;
}

function describe(value: unknown): string {
  if (value === null) return 'nothing (an empty value)';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'a block of fields';
  if (typeof value === 'string') return `text ${JSON.stringify(value.length > 40 ? `${value.slice(0, 37)}…` : value)}`;
  if (typeof value === 'number') return `the number ${value}`;
  if (typeof value === 'boolean') return String(value);
  return typeof value;
}

export function get(data: unknown, path: readonly PropertyKey[]): unknown {
  let cur: unknown = data;
  for (const key of path) {
    if (cur === null || typeof cur !== 'object' || !Object.hasOwn(cur, key)) return undefined;
    cur = (cur as Record<PropertyKey, unknown>)[key];
  }
  return cur;
}

type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  options?: z.ZodType[];
  valueType?: z.ZodType;
  schema?: z.ZodType;
};

function def(schema: z.ZodType): Def {
  return (schema as unknown as { _zod: { def: Def } })._zod.def;
}

/** The keys the schema accepts for the object at `path` (for 'did you mean'). */
function objectKeysAt(schema: z.ZodType, path: readonly PropertyKey[], data: unknown): string[] {
  let cur: z.ZodType | undefined = schema;
  let i = 0;
  while (cur) {
    const d = def(cur);
    if (['optional', 'default', 'nullable', 'prefault', 'readonly', 'catch', 'nonoptional'].includes(d.type)) cur = d.innerType;
    else if (d.type === 'pipe') cur = d.in;
    else if (d.type === 'union') {
      const value = get(data, path.slice(0, i)) as { type?: unknown } | undefined;
      cur = d.options?.find((o) => {
        const shape = def(o).shape;
        const lit = shape?.type ? (def(shape.type) as unknown as { values?: unknown[] }).values : undefined;
        return lit?.includes(value?.type);
      });
    } else if (i === path.length) {
      return d.type === 'object' && d.shape ? Object.keys(d.shape) : [];
    } else if (d.type === 'object') {
      const key = String(path[i++]);
      cur = d.shape && Object.hasOwn(d.shape, key) ? d.shape[key] : undefined;
    } else if (d.type === 'array') {
      cur = d.element;
      i++;
    } else if (d.type === 'record') {
      cur = d.valueType;
      i++;
    } else return [];
  }
  return [];
}
