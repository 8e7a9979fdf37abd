import madge from 'madge';
import { describe, expect, it } from 'vitest';

/**
 * The layers of the generator: sections/<type>/schema.ts and the catalogue never load React;
 * the renderer and the section components do. Type-only imports are erased by TypeScript and a
 * dynamic import() is a separate chunk loaded later, so neither counts (as in .madgerc).
 */
const detective = { skipTypeImports: true, skipAsyncImports: true };

const graph = await madge(['catalogue', 'sections', 'renderer', 'scripts'], {
  baseDir: process.cwd(),
  fileExtensions: ['ts', 'tsx'],
  detectiveOptions: { ts: detective, tsx: detective },
  // Packages too, so a file's own imports of React show (as the package files they resolve to).
  includeNpm: true,
});
const edges = graph.obj();

/** A file of the project that imports React, react-dom or the icon set at run time (its parsed imports, not its text). */
const importsReact = (file: string) => (edges[file] ?? []).some((dep) => /node_modules\/(@types\/)?(react|react-dom|lucide-react)\//.test(dep));

function reachable(start: string): Set<string> {
  const seen = new Set<string>();
  const stack = [start];
  while (stack.length > 0) {
    const file = stack.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    stack.push(...(edges[file] ?? []).filter((dep) => !dep.includes('node_modules/')));
  }
  return seen;
}

describe('the import graph', () => {
  it('has no import circle between catalogue/, sections/, renderer/ and scripts/', () => {
    expect(graph.circular()).toEqual([]);
  });

  it('keeps React out of the catalogue, the section schemas and the scripts (the renderer and its own scripts aside)', () => {
    // Scripts that render pages with React on purpose: the Vite build's own plugins are loaded by Vike, not by these.
    const roots = Object.keys(edges).filter((f) => /^(catalogue\/|scripts\/|sections\/([\w-]+\/)?schemas?\.ts$|sections\/field-kinds\.ts$)/.test(f));
    expect(roots.length).toBeGreaterThan(40);
    const offenders = roots.flatMap((root) => [...reachable(root)].filter(importsReact).map((file) => `${root} → ${file}`));
    expect(offenders).toEqual([]);
  });

  it('finds React where it is (the check can fail)', () => {
    expect(importsReact('sections/img.tsx')).toBe(true);
    expect([...reachable('sections/registry.ts')].some(importsReact)).toBe(true);
  });
});
