import { z } from 'zod';
import { core, kindAt, kindOf, optionOf, schemaAt, shapeOf } from '../sections/field-kinds.ts';
import { placeholderAt, quotedPlaceholder } from './placeholders.ts';
import { isProblemCode } from './problem-codes.ts';
import { closest, formatPath, listed, type Problem, type ProblemCode } from './problems.ts';
import { locate, writtenPath, type YamlSource } from './yaml-source.ts';

/** The message zod's own locale gives an issue: an issue whose message differs carries the schema's own words. */
function hasOwnMessage(issue: z.core.$ZodIssue): boolean {
  const given = z.config().localeError?.(issue as never);
  return issue.message !== (typeof given === 'string' ? given : given?.message);
}

/** The code a schema's own rule names in its params (`params: { problem: 'unknown-placeholder' }`). */
function ownCode(issue: z.core.$ZodIssue): ProblemCode | undefined {
  const code = (issue as { params?: { problem?: unknown } }).params?.problem;
  return isProblemCode(code) ? code : undefined;
}

/**
 * The length of the text a length rule checked, which the message gives ("(now 8)"): the issue's
 * input, trimmed where the schema trims, as every caller here parses with `reportInput`; else the
 * text as written. Counted in code points, as zod's rule counts (an emoji is one).
 */
const checkedLength = (issue: z.core.$ZodIssue, written: unknown): number =>
  [...(typeof issue.input === 'string' ? issue.input : String(written ?? ''))].length;

/** A post's top level, and a section's (a shared section's file, a page's section), as a message about a key missing there names it. */
export const FRONT_MATTER = 'the front matter';
export const SHARED_SECTION = 'this section';

/** Whether two issues' paths name the same value. */
const samePath = (a: readonly PropertyKey[], b: readonly PropertyKey[]) => a.length === b.length && a.every((key, i) => key === b[i]);

/**
 * Turns zod issues into located, plain-language problems for content staff, each with its code
 * (catalogue/problem-codes.ts). `top`: what the file's top level is called in a message about a
 * missing key there (FRONT_MATTER, SHARED_SECTION; "the file" unless given).
 */
export function issuesToProblems(issues: readonly z.core.$ZodIssue[], source: YamlSource, data: unknown, schema: z.ZodType, top?: string): Problem[] {
  const sectionTypeAt = (i: number) => {
    const t = (get(data, ['sections', i]) as { type?: unknown } | undefined)?.type;
    return typeof t === 'string' ? t : undefined;
  };
  const problems: Problem[] = [];
  const moved = new Set<string>();
  // The text the issue's rule checked (as the schema read it), for the placeholder below.
  let checked: unknown;
  const namedPlaceholder = new Set<string>();
  const at = (code: ProblemCode, path: readonly PropertyKey[], message: string, atKey = false) => {
    const { line, col } = locate(source, path, atKey);
    const field = formatPath(writtenPath(source, path), sectionTypeAt);
    // A value the schema refuses that is a placeholder left in ("title: TODO", "value: XX%"): said
    // first, once a field, as the copy check says it of a value the schema takes (which leaves a
    // refused field to this), and without a "did you mean" that would be the placeholder again. (Not
    // for a site text's {tokens}, which that rule calls placeholders too.)
    const value = atKey ? undefined : typeof checked === 'string' ? checked : get(data, path);
    const placeholder = typeof value === 'string' && code !== 'unknown-placeholder' ? placeholderAt(value) : undefined;
    const bare = placeholder ? message.replace(/ \(did you mean "[^"]*"\?\)/, '') : message;
    const said = placeholder && !namedPlaceholder.has(field) ? `${quotedPlaceholder(placeholder)} is a placeholder. ${bare}` : bare;
    if (placeholder) namedPlaceholder.add(field);
    problems.push({ code, file: source.file, line, col, field, message: said });
  };

  /** The one known key that `key` is the end of, as its last word or words (four letters at least). */
  const endOfKey = (key: string, known: readonly string[]) => {
    const ends = known.filter(
      (k) => k.length > key.length && k.toLowerCase().endsWith(key.toLowerCase()) && /[A-Z_-]/.test(k[k.length - key.length - 1]! + k[k.length - key.length]!),
    );
    return key.length >= 4 && ends.length === 1 ? ends[0] : undefined;
  };

  /** A map of one key whose value is text, a number or nothing: what YAML makes of a line of text with ": " in it. */
  const isOneKeyMap = (value: unknown): value is Record<string, unknown> =>
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.keys(value).length === 1 &&
    [null, 'string', 'number', 'boolean'].includes(Object.values(value)[0] === null ? null : typeof Object.values(value)[0]);

  for (const issue of issues) {
    const path = issue.path;
    checked = issue.input;
    switch (issue.code) {
      case 'unrecognized_keys': {
        const known = objectKeysAt(schema, path, data);
        for (const key of issue.keys) {
          // A typo, or the end of a longer key (`description` for a post's `metaDescription`).
          const suggestion = closest(key, known) ?? endOfKey(key, known);
          const misplaced = suggestion ? undefined : misplacedKey(schema, path, data, key);
          if (misplaced) {
            const block = misplaced.block.length === 0 ? 'at the top of the file' : `under ${formatPath(misplaced.block, sectionTypeAt)}`;
            const how = misplaced.empty
              ? `indent it${isBlock(get(data, [...path, key])) ? ' and its lines' : ''} two spaces more than ${formatPath(misplaced.block.slice(-1), sectionTypeAt)}:, which has nothing under it yet`
              : misplaced.deeper
                ? `indent it like the other keys of ${formatPath(misplaced.block, sectionTypeAt)}`
                : 'indent it less, like the other keys there';
            at('misplaced-key', [...path, key], `Unknown key "${key}" here: it belongs ${block}; ${how}`, true);
            moved.add(formatPath([...misplaced.block, key], sectionTypeAt));
          } else
            at(
              'unknown-key',
              [...path, key],
              `Unknown key "${key}"${suggestion ? ` (did you mean "${suggestion}"?)` : `; known keys: ${known.join(', ')}`}`,
              true,
            );
        }
        break;
      }
      case 'invalid_type': {
        const input = get(data, path);
        // `title:` with nothing after it is the empty text the editor saves: the same words for both.
        const empty = input === null && issue.expected === 'string' ? asEmptyText(schema, data, path) : [];
        const comment = input === null ? commentAfterKey(source, path) : undefined;
        if (input === undefined) at('required', path, missingField(schema, data, path, top));
        else if (comment !== undefined && issue.expected === 'array')
          // `tags: #LocalSEO #Jaipur`: a list, so quoting it whole would make it one text.
          at(
            'yaml-syntax',
            path,
            `The list starts with #, which YAML reads as a comment, so it is empty: write it in brackets, each item in quotes, e.g. [${comment
              .split(/[\s,]+/)
              .filter(Boolean)
              .map((item) => `"${item.replace(/"/g, '\\"')}"`)
              .join(', ')}]`,
          );
        else if (comment !== undefined)
          at(
            'yaml-syntax',
            path,
            `The text starts with #, which YAML reads as a comment, so the value is empty: put the whole value in quotes, e.g. "${comment.replace(/"/g, '\\"')}"`,
          );
        else if (issue.expected === 'number' && typeof input === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(input))
          // `id: "17"`: a number in quotes is text to YAML.
          at('wrong-type', path, `Expected a number, got the text "${input}": write it without quotes, ${input.trim()}`);
        else if (empty.length > 0) problems.push(...issuesToProblems(empty, source, data, schema, top));
        else if (issue.expected === 'string' && isOneKeyMap(input)) {
          // `- Good news: book a check-up`: a text with ": " in it, which YAML read as a key and its value.
          const [key, value] = Object.entries(input)[0]!;
          const written = `${key}:${value === null ? '' : ` ${String(value)}`}`;
          const shown = written.length > 60 ? `${written.slice(0, 57)}…` : written;
          at(
            'yaml-syntax',
            path,
            `This text contains ": ", which YAML reads as a key and its value: put the whole text in quotes, e.g. "${shown.replace(/"/g, '\\"')}"`,
          );
        } else if (issue.expected === 'string' && (typeof input === 'number' || typeof input === 'boolean')) {
          at('wrong-type', path, `Expected text, got ${describe(input)}: put it in quotes, e.g. "${String(input)}"`);
        } else if (issue.expected === 'array' && typeof input === 'string' && input.includes(',') && !input.includes('\n') && listOfText(schema, data, path))
          // "tags: Local SEO, Jaipur": a list written without its brackets.
          at('wrong-type', path, `Expected a list: write it in brackets, [${input}], or one item a line starting with -`);
        else if (issue.expected === 'object' && typeof input === 'string' && /^[A-Za-z][\w-]*:\S/.test(input)) {
          // `- include:generic-faq`: a key without the space after its colon is one text to YAML.
          const [key, ...rest] = input.split(':');
          at('yaml-syntax', path, `A key is followed by a colon and a space, so YAML read "${input}" as one text: write ${key}: ${rest.join(':')}`);
        } else if (issue.expected === 'object' && input === null && writtenBeside(schema, data, path).length > 0) {
          // `cta:` with its `text:` at its own level: those keys are told where they stand (misplacedKey).
          const beside = writtenBeside(schema, data, path);
          at(
            'wrong-type',
            path,
            `Nothing is indented under ${String(path.at(-1))}:, and ${listed(beside.map((k) => `${k}:`))} beside it ${beside.length === 1 ? 'is one of its keys: indent it' : 'are its keys: indent them'} two spaces more`,
          );
        } else at('wrong-type', path, wrongTypeMessage(issue.expected, input));
        break;
      }
      case 'invalid_union': {
        if ('discriminator' in issue && issue.discriminator) {
          const value = get(data, path);
          const options = ((issue as { options?: unknown[] }).options ?? []).map(String);
          // A key that is `type` or `include` misspelled (`Type:`, `includes:`): told at it, not as a section without a type.
          const block = get(data, path.slice(0, -1));
          const near =
            value === undefined && typeof block === 'object' && block !== null && !Array.isArray(block)
              ? Object.keys(block)
                  .map((key) => [key, closest(key, ['type', 'include'])] as const)
                  .find(([, meant]) => meant !== undefined)
              : undefined;
          if (near) at('unknown-key', [...path.slice(0, -1), near[0]], `Unknown key "${near[0]}" (did you mean "${near[1]}"?)`, true);
          else if (value === undefined) {
            at('required', path, `Required: give the section a type, one of: ${options.join(', ')}`);
          } else {
            const suggestion = typeof value === 'string' ? closest(value, options) : undefined;
            at(
              'unknown-section-type',
              path,
              `Unknown section type ${JSON.stringify(value)}${suggestion ? ` (did you mean "${suggestion}"?)` : ''}. Known types: ${options.join(', ')}`,
            );
          }
        } else {
          // A value none of a union's shapes takes (a menu entry is a link or a submenu): what the shape
          // it comes closest to lacks (the fewest problems, each inside the value or a key it does not
          // take), not zod's message for a union, which says neither what is missing nor where.
          const errors = (issue as { errors?: z.core.$ZodIssue[][] }).errors ?? [];
          const nearest = errors
            .filter((e) => e.length > 0 && e.every((sub) => sub.path.length > 0 || sub.code === 'unrecognized_keys'))
            .sort((a, b) => a.length - b.length)[0];
          if (nearest)
            problems.push(
              ...issuesToProblems(
                nearest.map((sub) => ({ ...sub, path: [...path, ...sub.path] })),
                source,
                data,
                schema,
                top,
              ),
            );
          else {
            // Of another kind for every shape (a text where each takes a block): the kind they take.
            const expected = [...new Set(errors.flat().flatMap((sub) => (sub.code === 'invalid_type' && sub.path.length === 0 ? [sub.expected] : [])))];
            at('wrong-type', path, expected.length === 1 ? wrongTypeMessage(expected[0]!, get(data, path)) : issue.message);
          }
        }
        break;
      }
      case 'too_small': {
        const actual = get(data, path);
        const own = hasOwnMessage(issue);
        if (issue.origin === 'array') {
          const n = Array.isArray(actual) ? actual.length : 0;
          if (own) at('too-few', path, issue.message);
          else if (n === 0) at('empty-list', path, `The list is empty: add at least ${issue.minimum} item${issue.minimum === 1 ? '' : 's'}`);
          else at('too-few', path, `Has ${n} item${n === 1 ? '' : 's'}; needs at least ${issue.minimum}`);
        } else if (issue.origin === 'string') {
          const n = checkedLength(issue, actual);
          // An empty text says what the field holds, as a missing key does (the editor's hint).
          const hint = Number(issue.minimum) <= 1 ? withDescription(schema, data, path) : '';
          if (!own) at('too-few', path, Number(issue.minimum) <= 1 ? `Must not be empty${hint}` : `Too short: at least ${issue.minimum} characters (now ${n})`);
          // The schema's own words; past one character it says how many there are now.
          else at('too-few', path, Number(issue.minimum) <= 1 ? `${issue.message}${hint}` : `${issue.message} (now ${n})`);
        } else {
          at('out-of-range', path, own ? issue.message : `Must be at least ${issue.minimum}`);
        }
        break;
      }
      case 'too_big': {
        const actual = get(data, path);
        const own = hasOwnMessage(issue);
        if (issue.origin === 'array') {
          const n = Array.isArray(actual) ? actual.length : 0;
          at('too-many', path, own ? issue.message : `Has ${n} items; at most ${issue.maximum}`);
        } else if (issue.origin === 'string') {
          const n = checkedLength(issue, actual);
          at('too-many', path, own ? `${issue.message} (now ${n})` : `Too long: at most ${issue.maximum} characters (now ${n})`);
        } else {
          at('out-of-range', path, own ? issue.message : `Must be at most ${issue.maximum}`);
        }
        break;
      }
      case 'invalid_value': {
        const value = get(data, path);
        const options = issue.values.map(String);
        const suggestion = typeof value === 'string' ? closest(value, options) : undefined;
        // A key left out whose value is one of a list (an icon, a button's label): missing, not "undefined".
        // (A long list, the icon names, is left to the field's description.)
        // (`label:` with nothing after it, or `label: ""` as the editor's list left unchosen saves it, is
        // as good as missing.)
        const empty = value === null || (typeof value === 'string' && value.trim() === '');
        if (value === undefined || empty)
          at('required', path, `${missingField(schema, data, path, top, empty)}${options.length > 12 ? '' : `; one of: ${options.join(', ')}`}`);
        else if (options.length === 1) at('not-allowed', path, `Must be ${JSON.stringify(options[0])}`);
        // A long list (the icon names) is left out when the suggestion is likely what was meant.
        else if (suggestion && options.length > 12)
          at('not-allowed', path, `${JSON.stringify(value)} is not one of the allowed values (did you mean "${suggestion}"?)`);
        else at('not-allowed', path, `${JSON.stringify(value)} is not one of: ${options.join(', ')}${suggestion ? ` (did you mean "${suggestion}"?)` : ''}`);
        break;
      }
      case 'invalid_format': {
        const friendly: Record<string, string> = {
          url: 'Not a valid web address: write it in full, starting with https://',
          email: 'Not a valid e-mail address',
          date: 'Not a valid date: write it as YYYY-MM-DD, e.g. 2026-03-05',
        };
        const written = get(data, path);
        // A date not written (`date:` with nothing after it, a post's Date box left empty): missing,
        // not "not valid"; the field's description says how to write it. (An empty route or link is
        // told its rule, which the editor shows under its empty box: catalogue/cms/fields.ts.)
        if (issue.format === 'date' && !ownCode(issue) && (written === null || (typeof written === 'string' && written.trim() === ''))) {
          at('required', path, missingField(schema, data, path, top, true));
          break;
        }
        // An empty text that must not be empty is told so (too_small, "Must not be empty"): its pattern
        // (a figure's number) says nothing more of it, and would be a second line for one box.
        if (typeof written === 'string' && written.trim() === '' && issues.some((o) => o.code === 'too_small' && samePath(o.path, path))) break;
        const missingDay = issue.format === 'date' && typeof written === 'string' ? noSuchDay(written) : undefined;
        const message = missingDay ?? (!hasOwnMessage(issue) && friendly[issue.format] ? friendly[issue.format]! : issue.message);
        const kind = kindAt(schema, data, path);
        const suggestion = issue.format === 'regex' ? suggestFix(kind, get(data, path)) : undefined;
        const code = ownCode(issue) ?? (kind === 'link' ? 'bad-link' : kind === 'route' ? 'bad-route' : issue.format === 'date' ? 'bad-date' : 'bad-format');
        // Letters of another script look like letters to whoever typed them: say which ones a route takes.
        const value = get(data, path);
        const script = kind === 'route' && typeof value === 'string' && /\P{ASCII}/u.test(value) ? ' (English letters a–z only)' : '';
        // An address pasted whole from the browser: what to leave out, before the rule.
        const pasted =
          kind === 'route' && typeof value === 'string' && /^(https?:\/\/|www\.)/i.test(value)
            ? "Write only the path, without https:// and the site's name. "
            : '';
        at(code, path, suggestion ? `${pasted}${message} (did you mean "${suggestion}"?)` : `${pasted}${message}${script}`);
        break;
      }
      case 'invalid_key': {
        // A key of a map that its rule refuses (an alias written without its leading slash): the
        // key's own rule, at the key, with the fix for a route.
        const inner = issue.issues[0];
        const key = String(path.at(-1));
        const container = schemaAt(schema, data, path.slice(0, -1));
        const record = container && core(container);
        const keyKind = record instanceof z.ZodRecord ? kindOf(record.keyType as z.ZodType) : undefined;
        const suggestion = keyKind === 'route' ? suggestFix('route', key) : undefined;
        const message = inner?.message ?? `"${key}" is not allowed as a key here`;
        at(keyKind === 'route' ? 'bad-route' : 'bad-format', path, `${message}${suggestion ? ` (did you mean "${suggestion}"?)` : ''}`, true);
        break;
      }
      default:
        at(ownCode(issue) ?? 'rule', path, issue.message);
    }
  }
  // A misspelled or misplaced key also makes the real key "Required": report the misspelling only.
  const suggested = new Set(
    problems
      .filter((p) => p.code === 'unknown-key' || p.code === 'misplaced-key')
      .map((p) => p.field.replace(/[^.›\s]+$/, '') + (/did you mean "([^"]+)"/.exec(p.message)?.[1] ?? '')),
  );
  return problems.filter((p) => !(p.code === 'required' && (suggested.has(p.field) || moved.has(p.field))));
}

/**
 * What a missing field's problem says: which block lacks which key, and the field's own
 * description (the editor's hint), as the problem stands at the block's first line, not the key's.
 */
function missingField(schema: z.ZodType, data: unknown, path: readonly PropertyKey[], top: string | undefined, empty = false): string {
  const key = String(path.at(-1));
  const parent = path.slice(0, -1);
  const last = parent.at(-1);
  const holder =
    parent.length === 0
      ? (top ?? 'the file')
      : parent.length === 2 && parent[0] === 'sections' && typeof last === 'number'
        ? SHARED_SECTION
        : typeof last === 'number'
          ? 'this item'
          : `the "${String(last)}" block`;
  const what = empty ? `"${key}" of ${holder} is empty` : `${holder} has no "${key}"`;
  return `Required: ${what}${withDescription(schema, data, path)}`;
}

/** The field's own description (the editor's hint) after a dash, for a message about a value not there; '' when it has none. */
function withDescription(schema: z.ZodType, data: unknown, path: readonly PropertyKey[]): string {
  const description = schemaAt(schema, data, path)?.description;
  return description ? ` — ${description}` : '';
}

/** True when the list at `path` holds texts (tags, keywords), which a list in [ ] can write; not blocks of fields (a figure's value and label). */
function listOfText(schema: z.ZodType, data: unknown, path: readonly PropertyKey[]): boolean {
  const list = schemaAt(schema, data, path);
  const inner = list && core(list);
  return inner instanceof z.ZodArray && core(inner.element as z.ZodType).type === 'string';
}

const monthName = (year: number, month: number) => new Date(Date.UTC(year, month - 1, 1)).toLocaleString('en-GB', { month: 'long', timeZone: 'UTC' });
const lastDay = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
const isoDate = (year: number, month: number, day: number) => `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
const isDay = (year: number, month: number, day: number) => month >= 1 && month <= 12 && day >= 1 && day <= lastDay(year, month);

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** A date written with its month's name, day first or month first ("5 March 2026", "5th Mar, 2026", "March 5, 2026"), when the calendar has it. */
function namedMonthDate(text: string): { year: number; month: number; day: number; said: string } | undefined {
  const dayFirst = /^\s*(?<day>\d{1,2})(?:st|nd|rd|th)?\s+(?<name>[a-z]+)\.?,?\s+(?<year>\d{4})\s*$/i.exec(text);
  const monthFirst = /^\s*(?<name>[a-z]+)\.?\s+(?<day>\d{1,2})(?:st|nd|rd|th)?,?\s+(?<year>\d{4})\s*$/i.exec(text);
  const parts = (dayFirst ?? monthFirst)?.groups;
  if (!parts) return undefined;
  const word = parts.name!.toLowerCase();
  const month = MONTHS.findIndex((name) => word.startsWith(name)) + 1;
  const [day, year] = [Number(parts.day), Number(parts.year)];
  // The month's name as far as it is written ("Sept", "March"), not a word that starts like one ("Mayday").
  if (
    month === 0 ||
    !monthName(year, month)
      .toLowerCase()
      .startsWith(word.replace(/^sept$/, 'sep')) ||
    !isDay(year, month, day)
  )
    return undefined;
  return { year, month, day, said: text.trim() };
}

/**
 * What is wrong with a date that is not YYYY-MM-DD or not in the calendar: a day the month does not
 * have (2025-02-30); the date in another order, as India writes it (16-04-2026, 16/04/2026), or with
 * other signs or one digit (2026/4/16): the same date in YYYY-MM-DD, read day first, the other
 * reading named where both are dates (04-05-2026).
 */
function noSuchDay(text: string): string | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (m) {
    const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
    if (month < 1 || month > 12) return `Not a valid date: there is no month ${m[2]} (write YYYY-MM-DD, e.g. 2026-03-05)`;
    return isDay(year, month, day) ? undefined : `Not a valid date: ${monthName(year, month)} ${year} has ${lastDay(year, month)} days`;
  }
  const yearFirst = /^\s*(\d{4})\s*[-/.]\s*(\d{1,2})\s*[-/.]\s*(\d{1,2})\s*$/.exec(text);
  if (yearFirst) {
    const [year, month, day] = [Number(yearFirst[1]), Number(yearFirst[2]), Number(yearFirst[3])];
    return isDay(year, month, day)
      ? `Not a valid date: write it as ${isoDate(year, month, day)} (YYYY-MM-DD, two digits for the month and the day)`
      : undefined;
  }
  const named = namedMonthDate(text);
  if (named) return `Not a valid date: write ${named.said} as ${isoDate(named.year, named.month, named.day)} (YYYY-MM-DD)`;
  const dayFirst = /^\s*(\d{1,2})\s*[-/.]\s*(\d{1,2})\s*[-/.]\s*(\d{4})\s*$/.exec(text);
  if (!dayFirst) return undefined;
  const [day, month, year] = [Number(dayFirst[1]), Number(dayFirst[2]), Number(dayFirst[3])];
  if (!isDay(year, month, day)) return undefined;
  const said = (d: number, m: number) => `${d} ${monthName(year, m)} ${year}`;
  const other = day !== month && isDay(year, day, month) ? `; if you meant ${said(month, day)}, ${isoDate(year, day, month)}` : '';
  return `Not a valid date: write the year first, then the month and the day: ${said(day, month)} is ${isoDate(year, month, day)}${other}`;
}

/** The text after `key: ` when it starts with # (`heading: #1 SEO company`), which YAML reads as a comment. */
function commentAfterKey(source: YamlSource, path: readonly PropertyKey[]): string | undefined {
  const { line } = locate(source, path, true);
  const text = source.text.split('\n')[line - 1 - source.lineOffset] ?? '';
  return /^\s*(?:-\s+)?[^:#\s][^:]*:\s+(#.*?)\s*$/.exec(text)?.[1];
}

/**
 * The issues the field at `path` has when its text is empty (""), placed at `path`; none when the
 * field takes an empty text. A key with nothing after its colon is read as nothing (null), and is
 * reported as the empty text it stands for, as the editor says of an empty box.
 */
function asEmptyText(schema: z.ZodType, data: unknown, path: readonly PropertyKey[]): z.core.$ZodIssue[] {
  const field = schemaAt(schema, data, path);
  const result = field?.safeParse('', { reportInput: true });
  if (!result || result.success) return [];
  return result.error.issues.map((issue) => ({ ...issue, path: [...path, ...issue.path] }) as z.core.$ZodIssue);
}

/**
 * A key that is unknown where it stands but known one level deeper or higher: it has the
 * wrong indentation (`canonical:` written at the left margin instead of under `meta:`).
 */
function misplacedKey(
  schema: z.ZodType,
  path: readonly PropertyKey[],
  data: unknown,
  key: string,
): { block: PropertyKey[]; deeper: boolean; empty?: boolean } | undefined {
  const here = get(data, path);
  if (here && typeof here === 'object' && !Array.isArray(here)) {
    for (const [child, value] of Object.entries(here)) {
      // A block with nothing under it (`cta:` with its keys written at its own level) takes them too.
      if (value !== null && (typeof value !== 'object' || Array.isArray(value))) continue;
      if (objectKeysAt(schema, [...path, child], data).includes(key)) return { block: [...path, child], deeper: true, empty: value === null };
    }
  }
  if (path.length === 0) return undefined;
  // One level up: out of a list item (…items[0] → the section) or out of a block (meta.geo → meta).
  const parentPath = typeof path.at(-1) === 'number' ? path.slice(0, -2) : path.slice(0, -1);
  if (objectKeysAt(schema, parentPath, data).includes(key) && get(data, [...parentPath, key]) === undefined) return { block: parentPath, deeper: false };
  return undefined;
}

/** A corrected route or link for the common slips: no leading slash, capitals, spaces, a web address without https://. */
function suggestFix(kind: string | undefined, value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  if (kind === 'route') {
    // No guess for an address in another script (it would keep none of it) or one that climbs out
    // with "..": the message's own example says what a route looks like.
    if (/\P{ASCII}/u.test(value) || /(^|\/)\.\.(\/|$)/.test(value)) return undefined;
    const fixed = `/${value
      .trim()
      .toLowerCase()
      .replace(/^(https?:\/\/[^/]+|www\.[^/]+)/, '')
      .replace(/[^a-z0-9/]+/g, '-')
      .replace(/\/+/g, '/')
      .replace(/(^[-/]+|[-/]+$)/g, '')
      .replace(/-?\/-?/g, '/')}`;
    return fixed !== value && fixed !== '/' ? fixed : undefined;
  }
  if (kind === 'link') {
    if (/^www\.[^\s/]+\.[a-z]{2,}/i.test(value)) return `https://${value}`;
    if (/^http:\/\//.test(value)) return value.replace(/^http:/, 'https:');
    if (/^[a-z0-9-]+(\/[a-z0-9-]+)*$/.test(value)) return `/${value}`;
  }
  return undefined;
}

/** The build's message for a value of the wrong kind: `Expected a number, got text "26.9124-"`. */
export const wrongTypeMessage = (expected: string, input: unknown): string => `Expected ${article(expected)}, got ${describe(input)}`;

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

/**
 * The keys written beside the empty block at `path` (`cta:` with nothing under it) that belong in
 * it and not where they stand: its own keys, written without their indentation.
 */
function writtenBeside(schema: z.ZodType, data: unknown, path: readonly PropertyKey[]): string[] {
  if (path.length === 0 || typeof path.at(-1) !== 'string') return [];
  const parent = get(data, path.slice(0, -1));
  if (!parent || typeof parent !== 'object' || Array.isArray(parent)) return [];
  const own = objectKeysAt(schema, path, data);
  const there = objectKeysAt(schema, path.slice(0, -1), data);
  return Object.keys(parent).filter((key) => own.includes(key) && !there.includes(key));
}

const isBlock = (value: unknown) => typeof value === 'object' && value !== null;

/** The keys the schema accepts for the object at `path` (for 'did you mean'). */
function objectKeysAt(schema: z.ZodType, path: readonly PropertyKey[], data: unknown): string[] {
  const at = schemaAt(schema, data, path);
  const object = at && optionOf(at, get(data, path));
  return Object.keys((object && shapeOf(object)) ?? {});
}
