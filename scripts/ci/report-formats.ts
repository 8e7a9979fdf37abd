/**
 * Content problems where people look (npm run validate -- --format …):
 * - github: one workflow command per problem, so GitHub shows it on the changed line of a pull
 *   request (`::error file=…,line=…,col=…,title=<code>: <title>::<message>`);
 * - gitlab: a Code Quality report, the JSON GitLab shows in a merge request;
 * - json: every field, for any other tool;
 * - plain: `file:line:col  field  message`, the default.
 * Pure functions of the problems: scripts/validate.ts prints what they return.
 */
import { createHash } from 'node:crypto';
import type { z } from 'zod';
import { type Held, leftOutWith } from '../../catalogue/catalogue.ts';
import { readableField } from '../../catalogue/cms/fields.ts';
import { formatProblem, type Problem, sortProblems, titleOf } from '../../catalogue/problems.ts';

export const FORMATS = ['plain', 'github', 'gitlab', 'json'] as const;
export type Format = (typeof FORMATS)[number];

/** GitHub's escaping of a workflow command's message (data) and of its properties. */
const escapeData = (s: string) => s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
const escapeProperty = (s: string) => escapeData(s).replace(/:/g, '%3A').replace(/,/g, '%2C');

/** How many annotations of one level GitHub shows for a step; the rest are in the log only. */
export const GITHUB_SHOWN = 10;

/**
 * One `::error` (or `::warning`) workflow command per problem, titled with its code and what it
 * is in a few words, as the editor names it ("unknown-key: Unknown key"). GitHub shows the first
 * ten of a step on the pull request: past that, a notice says how many there are and where all
 * of them are.
 */
export function githubAnnotations(problems: readonly Problem[], level: 'error' | 'warning' = 'error'): string {
  const lines = sortProblems([...problems]).map((p) => {
    const props = [`file=${escapeProperty(p.file)}`, `line=${p.line}`, `col=${p.col}`, `title=${escapeProperty(`${p.code}: ${titleOf(p)}`)}`].join(',');
    return `::${level} ${props}::${escapeData(p.field ? `${p.field}: ${p.message}` : p.message)}`;
  });
  if (problems.length > GITHUB_SHOWN)
    lines.push(
      `::notice title=${escapeProperty(`${problems.length} problems in all`)}::${escapeData(`GitHub shows the first ${GITHUB_SHOWN} on the pull request: the job's summary and its log list every one, by file and line`)}`,
    );
  return lines.join('\n');
}

/** A stable id of a problem for GitLab (the same problem on the same line keeps it between runs). */
const fingerprint = (p: Problem) => createHash('sha256').update(`${p.file}:${p.line}:${p.col}:${p.code}:${p.field}:${p.message}`).digest('hex');

/** GitLab's Code Quality report (a JSON array of issues). */
export function gitlabCodeQuality(problems: readonly Problem[], severity: 'major' | 'minor' = 'major'): string {
  const issues = sortProblems([...problems]).map((p) => ({
    description: p.field ? `${p.field}: ${p.message}` : p.message,
    check_name: p.code,
    fingerprint: fingerprint(p),
    severity,
    location: { path: p.file, lines: { begin: p.line } },
  }));
  return `${JSON.stringify(issues, null, 2)}\n`;
}

/** Every field of every problem, with its title. */
export function jsonReport(problems: readonly Problem[]): string {
  return `${JSON.stringify({ problems: sortProblems([...problems]).map((p) => ({ ...p, title: titleOf(p) })) }, null, 2)}\n`;
}

export function formatReport(format: Format, problems: readonly Problem[]): string {
  if (format === 'github') return githubAnnotations(problems);
  if (format === 'gitlab') return gitlabCodeQuality(problems);
  if (format === 'json') return jsonReport(problems);
  return sortProblems([...problems])
    .map(formatProblem)
    .join('\n');
}

/** The format asked for with `--format x` (or `--format=x`), else github on GitHub Actions, else plain. */
export function formatFromArgs(argv: readonly string[], env: NodeJS.ProcessEnv = process.env): Format {
  const i = argv.findIndex((a) => a === '--format' || a.startsWith('--format='));
  const value = i < 0 ? undefined : argv[i]!.includes('=') ? argv[i]!.split('=')[1] : argv[i + 1];
  if (value === undefined) return env.GITHUB_ACTIONS === 'true' ? 'github' : 'plain';
  if (!(FORMATS as readonly string[]).includes(value)) throw new Error(`--format ${value}: use one of ${FORMATS.join(', ')}`);
  return value as Format;
}

/** Text in a Markdown table's cell. */
const cell = (text: string) => text.replace(/\|/g, '\\|');

/**
 * The job summary (Markdown, for $GITHUB_STEP_SUMMARY): pages checked, what is held back, problems by
 * file. `schemaOf`: the schema of each file (catalogue/cms/config.ts, SCHEMAS by kindOfPath), so each
 * box is named by the label the editor's form gives it ("Social profile 2", where the file says social[1]).
 */
export function jobSummary(
  result: { pages: number; posts: number; held: readonly Held[]; problems: readonly Problem[] },
  schemaOf?: (file: string) => z.ZodType,
): string {
  const out = ['## Content check', ''];
  if (result.problems.length === 0) out.push(`✅ ${result.pages} pages and ${result.posts} blog posts: no problems.`);
  else {
    const byFile = new Map<string, Problem[]>();
    for (const p of sortProblems([...result.problems])) byFile.set(p.file, [...(byFile.get(p.file) ?? []), p]);
    out.push(`❌ ${result.problems.length} problem${result.problems.length === 1 ? '' : 's'} in ${byFile.size} file${byFile.size === 1 ? '' : 's'}:`, '');
    // The box as the browser editor names it too, counted from 1 as its form counts (the file's path counts from 0).
    out.push('| file | line | in the editor | code | what to do |', '|---|---:|---|---|---|');
    for (const [file, list] of byFile)
      for (const p of list)
        out.push(
          `| ${file} | ${p.line} | ${p.field ? cell(readableField(p.field, schemaOf && { schema: schemaOf(file) })) : '—'} | \`${p.code}\` | ${cell((p.field ? `${p.field}: ` : '') + p.message)} |`,
        );
  }
  if (result.held.length > 0) {
    out.push('', 'Held back from the site:', '');
    for (const h of result.held) out.push(`- ${h.path} (${h.file}): ${h.reason === 'draft' ? 'a draft' : `scheduled for ${h.date}`}${leftOutWith(h)}`);
  }
  return `${out.join('\n')}\n`;
}
