// The lint rule `playport/package-boundaries`: packages meet only through their public entries. It
// checks every module specifier a file names (import, export … from, import(), require(), vi.mock())
// and every literal path the server resolves from its own folder (`serverPath('…')`):
//
// - a relative specifier must stay inside the file's own package, unless the file's package may reach
//   that folder (`reach`, each grant with its reason in eslint.config.js);
// - a package's name may be followed only by one of its entries, never by a path into its `src/` or
//   `dist/` (`@playport/host/src/api` is refused; `@playport/host/api` is the entry);
// - nothing imports from `tests/` (`@playport/tests`);
// - `serverPath()` may reach another package's built, published files (`dist/`), never its sources.
//
// Paths are resolved textually from the file's folder, so the rule needs no module resolver and runs
// the same on TypeScript and plain JavaScript.
import { dirname, relative, resolve } from 'node:path';

/** `examples/*` → a RegExp matching that folder and anything under it; `**` spans folders. */
function folderPattern(glob) {
  const body = glob
    .split('/')
    .map((part) => (part === '**' ? '.*' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')))
    .join('/');
  return new RegExp(`^${body}(?:/|$)`);
}

const isRelative = (specifier) => specifier === '.' || specifier === '..' || /^\.\.?\//.test(specifier);

/** @type {import('eslint').Rule.RuleModule} */
export const packageBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Packages meet only through their public entries' },
    schema: [
      {
        type: 'object',
        properties: {
          root: { type: 'string' },
          packages: { type: 'array', items: { type: 'string' } },
          reach: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                from: { type: 'array', items: { type: 'string' } },
                to: { type: 'array', items: { type: 'string' } },
              },
              required: ['from', 'to'],
              additionalProperties: false,
            },
          },
        },
        required: ['root', 'packages'],
        additionalProperties: false,
      },
    ],
    messages: {
      leavesPackage:
        "'{{specifier}}' leaves {{from}} for {{to}}: import another package by its name and one of its entries (package.json `exports`)",
      deepImport: "'{{specifier}}' reaches into {{name}}'s {{folder}}/: import one of its entries instead",
      fromTests: "'{{specifier}}': nothing imports from tests/",
      serverPathSources:
        "serverPath() reaches {{to}}, another package's sources: serve its built files (dist/), which it exports",
    },
  },
  create(context) {
    const { root, packages, reach = [] } = context.options[0];
    const pkgPatterns = packages.map((p) => ({ name: p, re: folderPattern(p) }));
    const grants = reach.map((g) => ({ from: g.from.map(folderPattern), to: g.to.map(folderPattern) }));
    /** The package folder a repository path belongs to (the deepest match), or null for the repository's own files. */
    const packageOf = (path) => {
      let best = null;
      for (const { re } of pkgPatterns) {
        const m = re.exec(path);
        if (m && (!best || m[0].length > best.length)) best = m[0].replace(/\/$/, '');
      }
      return best;
    };
    const rel = (abs) => relative(root, abs).split('\\').join('/');
    const file = rel(context.filename);
    const own = packageOf(file);
    if (own === null || file.startsWith('..')) return {};
    const granted = (target) =>
      grants.some((g) => g.from.some((f) => f.test(file)) && g.to.some((t) => t.test(target)));

    function check(node, specifier) {
      if (typeof specifier !== 'string') return;
      if (isRelative(specifier)) {
        const target = rel(resolve(dirname(context.filename), specifier));
        const to = packageOf(target);
        if (to === own || granted(target)) return;
        context.report({
          node,
          messageId: 'leavesPackage',
          data: { specifier, from: own, to: to ?? `the repository's ${target || '.'}` },
        });
        return;
      }
      if (/^@playport\/tests(?:\/|$)/.test(specifier)) {
        context.report({ node, messageId: 'fromTests', data: { specifier } });
        return;
      }
      const deep = /^(@playport\/[^/]+)\/(src|dist)(?:\/|$)/.exec(specifier);
      if (deep) context.report({ node, messageId: 'deepImport', data: { specifier, name: deep[1], folder: deep[2] } });
    }
    const literal = (node) => (node?.type === 'Literal' ? node.value : undefined);
    const serverRoot = resolve(root, 'reference-portal/server');

    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => check(node.source, literal(node.source)),
      CallExpression(node) {
        const callee = node.callee;
        const first = node.arguments[0];
        const isRequire = callee.type === 'Identifier' && callee.name === 'require';
        const isMock =
          callee.type === 'MemberExpression' &&
          callee.object.type === 'Identifier' &&
          callee.object.name === 'vi' &&
          callee.property.type === 'Identifier' &&
          ['mock', 'doMock', 'importActual'].includes(callee.property.name);
        if (isRequire || isMock) check(first, literal(first));
        if (callee.type === 'Identifier' && callee.name === 'serverPath') {
          const parts = node.arguments.map(literal);
          if (parts.length === 0 || parts.some((p) => typeof p !== 'string')) return;
          const target = rel(resolve(serverRoot, ...parts));
          const to = packageOf(target);
          if (to && to !== 'reference-portal/server' && target.slice(to.length + 1).split('/')[0] === 'src')
            context.report({ node, messageId: 'serverPathSources', data: { to: target } });
        }
      },
    };
  },
};

/** The plugin that holds the rule: `plugins: { playport: packageBoundariesPlugin }`. */
export const packageBoundariesPlugin = { rules: { 'package-boundaries': packageBoundaries } };
