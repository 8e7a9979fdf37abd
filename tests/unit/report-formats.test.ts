import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildCatalogue, contentPaths } from '../../catalogue/index.ts';
import { formatFromArgs, githubAnnotations, gitlabCodeQuality, jobSummary, jsonReport } from '../../scripts/ci/report-formats.ts';
import { NOT_CHECKED } from '../../catalogue/catalogue.ts';
import { kindOfPath, SCHEMAS } from '../../catalogue/cms/config.ts';
import { toolBin } from '../../scripts/paths.ts';
import { contentOkLine } from '../../scripts/validate.ts';

const fixtures = join(import.meta.dirname, '..', 'fixtures');
const problemsOf = (folder: string) =>
  buildCatalogue(
    contentPaths(process.cwd(), {
      siteFile: join(fixtures, 'site', 'site.config.yaml'),
      pagesDir: join(fixtures, 'broken', folder),
      publicDir: join(fixtures, 'site', 'public'),
    }),
  ).problems;

describe('validate without problems', () => {
  it('counts a draft page among the pages checked, as it is checked: the line changes when one is added', () => {
    const root = process.cwd();
    const seo = readFileSync(join(root, 'pages-data', 'ajmer', 'seo.yaml'), 'utf8');
    const draft = `draft: true\n${seo.replaceAll('seo-company-ajmer', 'seo-company-kota').replace(/placename: Ajmer/, 'placename: Kota')}`;
    const count = (files: Map<string, string>) => {
      const { catalogue } = buildCatalogue(contentPaths(root, { files }));
      return /^Content OK: (\d+) pages, (\d+) blog posts checked in 7 ms\.$/.exec(contentOkLine(catalogue!, 7))!.slice(1).map(Number);
    };
    const [pages, posts] = count(new Map());
    expect(count(new Map([[join(root, 'pages-data', 'kota', 'seo.yaml'), draft]]))).toEqual([pages! + 1, posts]);
  });
});

describe('validate for CI hosts', () => {
  it('github: one workflow command per problem, with file, line, column and the problem code and what it is as title', () => {
    expect(githubAnnotations(problemsOf('typo-key'))).toBe(
      '::error file=tests/fixtures/broken/typo-key/about.yaml,line=3,col=3,title=unknown-key%3A Unknown key::meta.titel: Unknown key "titel" (did you mean "title"?)',
    );
    expect(githubAnnotations(problemsOf('dead-link'))).toBe(
      '::error file=tests/fixtures/broken/dead-link/about.yaml,line=11,col=39,title=dead-link%3A A link to no page of this site::sections[0] (cta) › button.href: Links to "/contakt", which is not a page of this site',
    );
  });

  it('github: past the ten annotations GitHub shows, a notice says how many there are and where all of them are', () => {
    const many = Array.from(
      { length: 12 },
      (_, i) => ({ code: 'dead-link', file: 'a.yaml', line: i + 1, col: 1, field: '', message: 'Links to nowhere' }) as const,
    );
    const lines = githubAnnotations(many).split('\n');
    expect(lines).toHaveLength(13);
    expect(lines[12]).toBe(
      "::notice title=12 problems in all::GitHub shows the first 10 on the pull request: the job's summary and its log list every one, by file and line",
    );
    expect(githubAnnotations(many.slice(0, 10)).split('\n')).toHaveLength(10);
  });

  it('github: escapes what would end the command early', () => {
    const tricky = { code: 'rule', file: 'a,b:c.yaml', line: 1, col: 2, field: '', message: '100% sure\nsecond line' } as const;
    expect(githubAnnotations([tricky], 'warning')).toBe(
      '::warning file=a%2Cb%3Ac.yaml,line=1,col=2,title=rule%3A A rule of this field::100%25 sure%0Asecond line',
    );
  });

  it('gitlab: a Code Quality report with a stable fingerprint per problem', () => {
    const report = JSON.parse(gitlabCodeQuality(problemsOf('title-too-long'))) as Record<string, unknown>[];
    expect(report).toHaveLength(1);
    expect(report[0]).toMatchObject({
      check_name: 'too-many',
      severity: 'major',
      location: { path: 'tests/fixtures/broken/title-too-long/about.yaml', lines: { begin: 3 } },
    });
    expect(report[0]!.description).toMatch(/^meta\.title: Too long for search results/);
    expect(report[0]!.fingerprint).toMatch(/^[0-9a-f]{64}$/);
  });

  it('json: every field and the title of its code', () => {
    const { problems } = JSON.parse(jsonReport(problemsOf('unknown-section'))) as { problems: Record<string, unknown>[] };
    expect(problems[0]).toMatchObject({ code: 'unknown-section-type', title: 'Unknown section type', line: 8 });
  });

  it('picks the format from --format, GitHub Actions, or plain', () => {
    expect(formatFromArgs(['--format', 'gitlab'], {})).toBe('gitlab');
    expect(formatFromArgs(['--format=json'], {})).toBe('json');
    expect(formatFromArgs([], { GITHUB_ACTIONS: 'true' })).toBe('github');
    expect(formatFromArgs([], {})).toBe('plain');
    expect(() => formatFromArgs(['--format', 'xml'], {})).toThrow(/use one of plain, github, gitlab, json/);
  });

  it('the job summary lists problems by file and what is held back', () => {
    const summary = jobSummary({
      pages: 3,
      posts: 1,
      held: [
        { file: 'pages-data/blog/a.md', path: '/blog/a', reason: 'scheduled', date: '2026-12-01', alsoLeftOut: [] },
        { file: 'pages-data/udaipur/seo.yaml', path: '/seo-company-udaipur', reason: 'draft', alsoLeftOut: ['the menu entry "Services › SEO Udaipur"'] },
      ],
      problems: problemsOf('typo-key'),
    });
    expect(summary).toContain('| tests/fixtures/broken/typo-key/about.yaml | 3 | Meta › titel | `unknown-key` | meta.titel: Unknown key');
    expect(summary).toContain('- /blog/a (pages-data/blog/a.md): scheduled for 2026-12-01\n');
    expect(summary).toContain('- /seo-company-udaipur (pages-data/udaipur/seo.yaml): a draft; left out with it: the menu entry "Services › SEO Udaipur"\n');
  });

  it('the job summary names each box as the browser editor does, counted from 1 as its form counts', () => {
    const post = {
      code: 'dead-link',
      file: 'pages-data/blog/a.md',
      line: 14,
      col: 3,
      field: 'content',
      message: 'Links to "/contakt", which is not a page of this site',
    } as const;
    const rows = jobSummary({ pages: 2, posts: 1, held: [], problems: [...problemsOf('dead-link'), ...problemsOf('empty-file'), post] })
      .split('\n')
      .filter((line) => line.startsWith('| ') && !line.startsWith('| file'));
    expect(rows).toEqual([
      '| pages-data/blog/a.md | 14 | Article | `dead-link` | content: Links to "/contakt", which is not a page of this site |',
      '| tests/fixtures/broken/dead-link/about.yaml | 11 | Section 1 (cta) › button › href | `dead-link` | sections[0] (cta) › button.href: Links to "/contakt", which is not a page of this site |',
      '| tests/fixtures/broken/empty-file/about.yaml | 1 | — | `empty-file` | The file is empty |',
    ]);
  });

  it("with each file's schema, the job summary names a box by the label the editor's form gives it, where the file's key says less", () => {
    const at = (file: string, field: string, message: string) => ({ code: 'dead-link', file, line: 4, col: 3, field, message }) as const;
    const problems = [
      at('site.config.yaml', 'social[1].href', 'Links to "/instagram"'),
      at('pages-data/jaipur/about.yaml', 'sections[0] (hero) › actions[1].href', 'Links to "/contakt"'),
      at('pages-data/_shared/gallery.yaml', 'actions[0].href', 'Links to "/contakt"'),
    ];
    const schemaOf = (file: string) => SCHEMAS[kindOfPath(file, { pages: 'pages-data', shared: 'pages-data/_shared', siteFile: 'site.config.yaml' })];
    const boxes = (summary: string) =>
      summary
        .split('\n')
        .filter((line) => line.startsWith('| ') && !line.startsWith('| file'))
        .map((line) => line.split(' | ')[2]);
    expect(boxes(jobSummary({ pages: 2, posts: 0, held: [], problems }, schemaOf))).toEqual([
      'Button 1 › href',
      'Section 1 (Hero) › button 2 › href',
      'Social profile 2 › href',
    ]);
    // Without the schemas, by the file's keys.
    expect(boxes(jobSummary({ pages: 2, posts: 0, held: [], problems }))).toEqual(['Action 1 › href', 'Section 1 (hero) › action 2 › href', 'Social 2 › href']);
  });

  it('npm run validate -- --format github prints the commands and writes the job summary', { timeout: 60_000 }, () => {
    const dir = mkdtempSync(join(tmpdir(), 'summary-'));
    const summaryFile = join(dir, 'summary.md');
    let out = '';
    try {
      execFileSync(toolBin('tsx'), ['scripts/validate.ts', '--format', 'github'], {
        encoding: 'utf8',
        stdio: 'pipe',
        env: { ...process.env, SITE_CONFIG: join(fixtures, 'broken-site', 'phone-with-spaces', 'site.config.yaml'), GITHUB_STEP_SUMMARY: summaryFile },
      });
    } catch (error) {
      out = (error as { stdout: string }).stdout;
    }
    const lines = out.trim().split('\n');
    expect(lines.length).toBeGreaterThan(0);
    // The settings refused: what could not be checked yet is said last, so their fix is not taken for the last.
    expect(lines.pop()).toBe(`::notice title=Not checked yet::${NOT_CHECKED.site}`);
    for (const line of lines)
      expect(line).toMatch(/^::error file=tests\/fixtures\/broken-site\/phone-with-spaces\/site\.config\.yaml,line=\d+,col=\d+,title=[a-z-]+%3A [^:,]+::/);
    expect(readFileSync(summaryFile, 'utf8')).toContain('## Content check');
    rmSync(dir, { recursive: true, force: true });
  });
});
