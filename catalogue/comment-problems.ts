/**
 * Copy cut short by a YAML comment: in `heading: SEO in Jaipur #JaipurBusiness`, YAML reads
 * everything from " #" as a note to itself, so the hashtags never reach the page and nothing says
 * so. Content files hold no comments after a value of copy, so one there is copy that was meant
 * to be shown. Browser-safe.
 */
import type { z } from 'zod';
import { walkFields } from '../sections/field-kinds.ts';
import { formatPath, type Problem } from './problems.ts';
import { locate, type YamlSource } from './yaml-source.ts';

type Found = Omit<Problem, 'file'>;

/** Every text of copy in `value` that a comment on its line cut short, at the comment. */
export function commentedCopy(schema: z.ZodType, value: unknown, source: YamlSource, sectionTypeAt?: (i: number) => string | undefined): Found[] {
  const found: Found[] = [];
  // Cheap first: most files have no comment after a value, and locating a field may parse its file
  // (a source from the parse cache): only a text written just before " #" is located.
  if (!/[^\s#][ \t]+#/.test(source.text)) return found;
  const lines = source.text.split('\n');
  walkFields(
    schema,
    value,
    ({ kind, value: text, path }) => {
      if (kind !== undefined || typeof text !== 'string' || text === '') return;
      if (!source.text.includes(`${text} #`) && !source.text.includes(`${text}\t#`)) return;
      const { line, col } = locate(source, path);
      const rest = (lines[line - 1 - source.lineOffset] ?? '').slice(col - 1);
      // A plain value on one line, as written, followed by a comment.
      const comment = rest.startsWith(text) ? /^\s+(#.*?)\s*$/.exec(rest.slice(text.length))?.[1] : undefined;
      if (!comment) return;
      found.push({
        code: 'yaml-syntax',
        line,
        col: col + rest.indexOf(comment, text.length),
        field: formatPath(path, sectionTypeAt),
        message: `"${comment}" is read as a comment and not shown: to show it, put the whole value in quotes, e.g. "${`${text} ${comment}`.replace(/"/g, '\\"')}"`,
      });
    },
    { copy: true },
  );
  return found;
}
