// No import cycles in the code requests run (app/, components/, lib/, proxy.ts). A cycle makes the
// order modules initialise in depend on which one is imported first, and usually means two modules
// should share a third. Static imports and re-exports count; `import type` is erased at build time.
// Dynamic `import()` loads later, so it cannot close a cycle at load time, but two modules that load
// each other that way still belong apart: the graph is checked with and without them.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
const SOURCES = ['app', 'components', 'lib', 'proxy.ts'];
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

function listFiles(entry: string): string[] {
  const full = path.join(ROOT, entry);
  if (!fs.existsSync(full)) return [];
  if (fs.statSync(full).isFile()) return [full];
  return fs
    .readdirSync(full, { withFileTypes: true, recursive: true })
    .filter((d) => d.isFile() && /\.tsx?$/.test(d.name) && !/\.test\.tsx?$/.test(d.name))
    .map((d) => path.join(d.parentPath, d.name));
}

/** The specifiers a module loads when it is evaluated (type-only imports and exports left out). */
export function runtimeImports(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const specs: string[] = [];
  const statement = /(?:^|;|\n)\s*(import|export)\s+(type\s+)?([^'";]*?)\s*from\s*['"]([^'"]+)['"]/g;
  for (const m of code.matchAll(statement)) {
    if (m[2]) continue; // import type … / export type …
    const clause = m[3]!.trim();
    // `import { type A, type B } from` loads nothing either.
    const named = /^\{([^}]*)\}$/.exec(clause);
    if (named && named[1]!.split(',').every((p) => !p.trim() || p.trim().startsWith('type '))) continue;
    specs.push(m[4]!);
  }
  for (const m of code.matchAll(/(?:^|\n)\s*import\s+['"]([^'"]+)['"]/g)) specs.push(m[1]!);
  return specs;
}

/** The specifiers a module loads later, with `import('…')`. */
export function dynamicImports(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  return [...code.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)].map((m) => m[1]!);
}

function resolve(from: string, spec: string): string | null {
  let base: string;
  if (spec.startsWith('@/')) base = path.join(ROOT, spec.slice(2));
  else if (spec.startsWith('.')) base = path.resolve(path.dirname(from), spec);
  else return null; // a package
  if (/\.tsx?$/.test(base) && fs.existsSync(base)) return base;
  for (const ext of EXTENSIONS) if (fs.existsSync(base + ext)) return base + ext;
  return null;
}

/** Strongly connected components with more than one module (or a module importing itself). */
export function findCycles(graph: Map<string, string[]>): string[][] {
  let index = 0;
  const stack: string[] = [];
  const on = new Set<string>();
  const idx = new Map<string, number>();
  const low = new Map<string, number>();
  const cycles: string[][] = [];
  const visit = (v: string) => {
    idx.set(v, index);
    low.set(v, index++);
    stack.push(v);
    on.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!idx.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (on.has(w)) low.set(v, Math.min(low.get(v)!, idx.get(w)!));
    }
    if (low.get(v) === idx.get(v)) {
      const scc: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        on.delete(w);
        scc.push(w);
      } while (w !== v);
      if (scc.length > 1 || (graph.get(v) ?? []).includes(v)) cycles.push(scc.sort());
    }
  };
  for (const v of graph.keys()) if (!idx.has(v)) visit(v);
  return cycles;
}

describe('import graph', () => {
  it('reads runtime imports and leaves type-only ones out', () => {
    const src = [
      "import a from './a';",
      "import type { B } from './b';",
      "import { type C, type D } from './c';",
      "import { type E, f } from './e';",
      "export { g } from '@/lib/g';",
      "export type { H } from './h';",
      "import './side-effect';",
      "// import z from './commented';",
      "const lazy = () => import('./dynamic');",
    ].join('\n');
    expect(runtimeImports(src).sort()).toEqual(['./a', './e', './side-effect', '@/lib/g']);
    expect(dynamicImports(src)).toEqual(['./dynamic']);
  });

  it('finds a cycle when there is one', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', ['a']],
    ]);
    expect(findCycles(graph)).toEqual([['a', 'b', 'c']]);
  });

  const graph = (withDynamic = false) => {
    const files = SOURCES.flatMap(listFiles);
    expect(files.length).toBeGreaterThan(100);
    const edges = new Map<string, string[]>();
    for (const file of files) {
      const source = fs.readFileSync(file, 'utf8');
      const deps = [...runtimeImports(source), ...(withDynamic ? dynamicImports(source) : [])]
        .map((s) => resolve(file, s))
        .filter((d): d is string => d !== null);
      edges.set(path.relative(ROOT, file), [...new Set(deps.map((d) => path.relative(ROOT, d)))]);
    }
    return edges;
  };

  it('keeps the db/ tooling (embedded server, migrations, seed) out of what requests run', () => {
    const offenders = [...graph()].flatMap(([file, deps]) =>
      deps.filter((d) => d.startsWith(`db${path.sep}`)).map((d) => `${file} → ${d}`),
    );
    expect(offenders).toEqual([]);
  });

  it('has no cycle in app/, components/, lib/ and proxy.ts, dynamic imports included', () => {
    for (const withDynamic of [false, true]) {
      const cycles = findCycles(graph(withDynamic));
      expect(cycles, `import cycles:\n${cycles.map((c) => '  ' + c.join(' ↔ ')).join('\n')}`).toEqual([]);
    }
  });
});
