import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { serverPath } from '../server-root';

const SRC = serverPath('src');
const VALIDATORS = new Set(['readJson', 'readQuery', 'readParams', 'readForm', 'parseJsonText']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

const enclosingFunction = (node: ts.Node): ts.Node | null => {
  for (let n = node.parent; n; n = n.parent) if (ts.isFunctionLike(n)) return n;
  return null;
};

/**
 * Every place in `source` where a request would build a zod schema: a `z.…(…)` call inside a function
 * (handlers run per request), and a validator (`readJson` and its kin) given anything but a schema
 * made before, such as `schema.extend(…)`.
 */
export function schemasBuiltPerCall(fileName: string, source: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const where = (node: ts.Node) =>
    `${relative(SRC, fileName)}:${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  // A module-level helper that builds schemas (`const str = (max) => z.string().max(max)`) is fine where
  // module-level code calls it; a call of it inside a function builds a schema per call.
  const factories = new Set<string>();
  const moduleLevelName = (fn: ts.Node): string | null => {
    if (ts.isFunctionDeclaration(fn) && fn.parent === file && fn.name) return fn.name.text;
    const declaration = fn.parent;
    if (
      declaration &&
      ts.isVariableDeclaration(declaration) &&
      ts.isIdentifier(declaration.name) &&
      declaration.parent.parent.parent === file
    )
      return declaration.name.text;
    return null;
  };
  const isZCall = (node: ts.Node | undefined): node is ts.CallExpression =>
    !!node &&
    ts.isCallExpression(node) &&
    ts.isPropertyAccessExpression(node.expression) &&
    ts.isIdentifier(node.expression.expression) &&
    node.expression.expression.text === 'z';
  const visit = (node: ts.Node) => {
    if (isZCall(node)) {
      const fn = enclosingFunction(node);
      const name = fn && moduleLevelName(fn);
      if (name) factories.add(name);
      else if (fn) found.push(`${where(node)} z.${(node.expression as ts.PropertyAccessExpression).name.text}`);
      if (fn) return;
    }
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && VALIDATORS.has(node.expression.text)) {
      const schema = node.arguments[1];
      if (schema && !isZCall(schema) && !ts.isIdentifier(schema) && !ts.isPropertyAccessExpression(schema)) {
        found.push(`${where(node)} ${node.expression.text}(…, ${schema.getText().replace(/\s+/g, ' ').slice(0, 40)})`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  const visitFactoryCalls = (node: ts.Node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      factories.has(node.expression.text) &&
      enclosingFunction(node)
    ) {
      found.push(`${where(node)} ${node.expression.text}()`);
    }
    ts.forEachChild(node, visitFactoryCalls);
  };
  visitFactoryCalls(file);
  return found;
}

describe('zod schemas', () => {
  it('are built once, when their module loads, never per request', () => {
    const found = sourceFiles(SRC).flatMap((path) => schemasBuiltPerCall(path, readFileSync(path, 'utf8')));
    expect(found).toEqual([]);
  }, 120_000);

  it('the check sees a schema built in a handler and a validator given a derived schema', () => {
    const source = [
      'const body = z.object({ A: z.string() });',
      "app.post('/x', async (c) => readJson(c, z.object({ B: z.number() })));",
      "app.post('/y', async (c) => readJson(c, body.extend({ C: body.shape.A })));",
      "app.post('/z', async (c) => readJson(c, body));",
      'const text = (max = 64) => z.string().max(max);',
      'const named = z.object({ Name: text(16) });',
      "app.post('/n', async (c) => readJson(c, z.object({ Name: text() })));",
      'function handler(c) { return readQuery(c, named); }',
    ].join('\n');
    expect(schemasBuiltPerCall(join(SRC, 'example.ts'), source)).toEqual([
      'example.ts:2 z.object',
      'example.ts:3 readJson(…, body.extend({ C: body.shape.A }))',
      'example.ts:7 z.object',
      'example.ts:7 text()',
    ]);
  });
});
