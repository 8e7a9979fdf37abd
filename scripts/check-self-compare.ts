/**
 * Finds assertions that cannot fail because they compare a value with itself:
 * `expect(f(x)).toBe(f(x))`, `.toEqual(…)`, `.toStrictEqual(…)` with the same expression on both
 * sides (compared as parsed code, whitespace and comments aside). `npm test` runs it on every
 * test file; each finding is `file:line  expression`.
 *   tsx scripts/check-self-compare.ts [files…]   (default: every *.test.ts(x) and *.spec.ts)
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { runWhenMain, StepFailed } from './build/step.ts';

const MATCHERS = new Set(['toBe', 'toEqual', 'toStrictEqual']);

export interface SelfComparison {
  file: string;
  line: number;
  text: string;
}

/** Every self-comparing assertion in one source text. */
export function selfComparisons(file: string, text: string): SelfComparison[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: SelfComparison[] = [];
  const printer = ts.createPrinter({ removeComments: true });
  const canonical = (node: ts.Node) => printer.printNode(ts.EmitHint.Expression, node, source);
  const visit = (node: ts.Node) => {
    // expect(A)[.not].toBe(B)
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && MATCHERS.has(node.expression.name.text)) {
      let target: ts.Expression = node.expression.expression;
      if (ts.isPropertyAccessExpression(target) && target.name.text === 'not') target = target.expression;
      if (ts.isCallExpression(target) && ts.isIdentifier(target.expression) && target.expression.text === 'expect') {
        const actual = target.arguments[0];
        const expected = node.arguments[0];
        if (actual && expected && canonical(actual) === canonical(expected)) {
          const { line } = source.getLineAndCharacterOfPosition(node.getStart());
          found.push({ file, line: line + 1, text: node.getText().replace(/\s+/g, ' ').slice(0, 120) });
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const testFiles = (root: string) =>
  ['tests', 'sections', 'scripts', 'catalogue', 'renderer'].flatMap((dir) =>
    readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
      .filter((f) => /\.(test|spec)\.tsx?$/.test(f) && !f.includes('fixtures'))
      .map((f) => join(dir, f)),
  );

export function checkSelfCompare(files = testFiles(process.cwd())): SelfComparison[] {
  return files.flatMap((file) => selfComparisons(file, readFileSync(file, 'utf8')));
}

runWhenMain(import.meta.url, () => {
  const args = process.argv.slice(2);
  const found = checkSelfCompare(args.length > 0 ? args : undefined);
  for (const f of found) console.error(`${f.file}:${f.line}  ${f.text}`);
  if (found.length > 0) {
    console.error(`\n${found.length} assertion${found.length === 1 ? '' : 's'} compare a value with itself and cannot fail.`);
    throw new StepFailed();
  }
  console.log('No assertion compares a value with itself.');
});
