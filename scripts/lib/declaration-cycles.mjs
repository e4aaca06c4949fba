// The import graph of a package's published declarations (.d.ts), and the cycles in it. A cycle
// between declaration files makes a type's meaning depend on the order a checker reads them in, and
// ties entries together that a reader expects to stand alone.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const RELATIVE_IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"](\.{1,2}\/[^'"]+)['"]/g;

const declarationsIn = (dir) =>
  readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.d.ts'))
    .map((e) => join(e.parentPath ?? e.path, e.name));

/** `./x.js` (or `./x`) seen from `file`, as the .d.ts it names. */
function declarationOf(file, specifier) {
  const base = resolve(dirname(file), specifier).replace(/\.(m?js|d\.ts)$/, '');
  return [`${base}.d.ts`, join(base, 'index.d.ts')].find(existsSync) ?? null;
}

/** Each cycle of relative imports among the .d.ts files below `dir`, as paths relative to it. */
export function declarationCycles(root) {
  const dir = resolve(root);
  const edges = new Map();
  for (const file of declarationsIn(dir)) {
    const text = readFileSync(file, 'utf8');
    const targets = new Set();
    for (const [, specifier] of text.matchAll(RELATIVE_IMPORT)) {
      const target = declarationOf(file, specifier);
      if (target) targets.add(target);
    }
    edges.set(file, [...targets]);
  }
  const cycles = [];
  const seen = new Set();
  const state = new Map(); // 1: on the current path, 2: done
  const path = [];
  const visit = (file) => {
    state.set(file, 1);
    path.push(file);
    for (const next of edges.get(file) ?? []) {
      if (state.get(next) === 1) {
        const cycle = path.slice(path.indexOf(next)).map((f) => relative(dir, f));
        const key = [...cycle].sort().join(' ');
        if (!seen.has(key)) {
          seen.add(key);
          cycles.push([...cycle, relative(dir, next)]);
        }
      } else if (!state.has(next)) visit(next);
    }
    path.pop();
    state.set(file, 2);
  };
  for (const file of edges.keys()) if (!state.has(file)) visit(file);
  return cycles;
}
