import { existsSync, readFileSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';
import { renderToString } from 'react-dom/server';
import { sortProblems, type Problem } from '../../catalogue/problems.ts';

/**
 * The page `npm run dev` shows instead of the site while the content has mistakes: every
 * problem with its file, line, column and field, the line itself, and what to do. Saving a
 * fix reloads it (renderer/dev/content-reload.ts). The production build stops on the same
 * problems instead (scripts/validate.ts).
 */

/** The problems carried by a ContentError (checked by shape: the error may come from another copy of the module). */
export function contentProblems(error: unknown): Problem[] | undefined {
  const problems = (error as { name?: unknown; problems?: unknown } | null)?.problems;
  if ((error as { name?: unknown } | null)?.name !== 'ContentError' || !Array.isArray(problems)) return undefined;
  return problems as Problem[];
}

function sourceLines(root: string, problem: Problem): { number: number; text: string }[] {
  const file = isAbsolute(problem.file) ? problem.file : join(root, problem.file);
  if (!existsSync(file)) return [];
  const lines = readFileSync(file, 'utf8').split('\n');
  const first = Math.max(1, problem.line - 2);
  return lines.slice(first - 1, problem.line).map((text, i) => ({ number: first + i, text }));
}

export function ContentErrorsPage({ problems, root }: { problems: Problem[]; root: string }) {
  const sorted = sortProblems(problems);
  const files = new Set(sorted.map((p) => p.file)).size;
  const count = `${sorted.length} problem${sorted.length === 1 ? '' : 's'} in ${files} file${files === 1 ? '' : 's'}`;
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{`Content problems: ${count}`}</title>
        <style>{`
          body { margin: 0; font: 16px/1.5 system-ui, sans-serif; color: #1e1b4b; background: #f8f7ff; }
          main { max-width: 60rem; margin: 0 auto; padding: 2rem 1rem 4rem; }
          h1 { font-size: 1.6rem; margin: 0 0 .5rem; }
          ol { padding: 0; list-style: none; }
          li { background: #fff; border: 1px solid #d9d6f5; border-left: 6px solid #b2345a; border-radius: 8px; padding: 1rem 1.25rem; margin: 1rem 0; }
          .where { font: 600 .95rem/1.4 ui-monospace, monospace; color: #3730a3; word-break: break-all; }
          .field { font: .95rem ui-monospace, monospace; background: #eef; padding: 0 .3rem; border-radius: 4px; }
          .message { margin: .4rem 0 .6rem; font-size: 1.05rem; }
          pre { margin: 0; padding: .6rem .8rem; background: #1e1b4b; color: #f4f3ff; border-radius: 6px; overflow-x: auto; font-size: .9rem; }
          .mark { color: #f6a821; }
        `}</style>
      </head>
      <body>
        <main>
          <h1>The site cannot be shown: {count}</h1>
          <p>
            Fix each line below in your editor and save: this page reloads by itself. The same list appears in the terminal with <code>npm run validate</code>,
            and CONTENT.md explains every message.
          </p>
          <ol>
            {sorted.map((p, i) => {
              const lines = sourceLines(root, p);
              return (
                <li key={i} data-problem>
                  <div className="where">
                    {p.file}:{p.line}:{p.col}
                  </div>
                  <div>
                    Field: <span className="field">{p.field || '(the whole file)'}</span>
                  </div>
                  <p className="message">{p.message}</p>
                  {lines.length > 0 && (
                    <pre>
                      {lines.map((l) => `${String(l.number).padStart(4)} | ${l.text}\n`).join('')}
                      <span className="mark">{`${' '.repeat(7 + Math.max(0, p.col - 1))}^`}</span>
                    </pre>
                  )}
                </li>
              );
            })}
          </ol>
        </main>
      </body>
    </html>
  );
}

export function renderContentErrors(problems: Problem[], root = process.cwd()): string {
  return `<!DOCTYPE html>${renderToString(<ContentErrorsPage problems={problems} root={root} />)}`;
}
