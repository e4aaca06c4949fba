// Writes the route table contract/src/routes.generated.ts from the contract's operations (each one's
// `get(…)` or `post(…)` in contract/src): the light entry @playport/api-contract/routes that the API
// client bundles without the schemas. `--check` compares instead and fails when the committed file
// differs: run `npm run openapi:update` after adding or changing an operation, and commit the result.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import { API_AREAS } from '../contract/src/registry.js';
import { routeFlags, type ApiRoute } from '../contract/src/route.js';

const file = fileURLToPath(new URL('../contract/src/routes.generated.ts', import.meta.url));

function routeCall(route: ApiRoute): string {
  const args = [route.path, ...routeFlags(route)].map((a) => `'${a}'`).join(', ');
  return `${route.method === 'GET' ? 'get' : 'post'}(${args})`;
}

const areas = Object.entries(API_AREAS).map(([area, operations]) => {
  const lines = Object.entries(operations).map(([name, op]) => `    ${name}: ${routeCall(op.route)},`);
  return `  ${area}: routeArea('${area}', {\n${lines.join('\n')}\n  }),`;
});

const source = `// Generated from the operations in contract/src by scripts/api-routes.ts: edit an operation and run
// \`npm run openapi:update\`.
import { get, post, routeArea } from './route.js';

/** Every operation's route, by client area: the operations of the contract without their schemas. */
export const API_ROUTES = Object.freeze({
${areas.join('\n')}
});
`;

const generated = await prettier.format(source, { ...(await prettier.resolveConfig(file)), filepath: file });

if (!process.argv.includes('--check')) {
  writeFileSync(file, generated);
  console.log('Route table contract/src/routes.generated.ts: written');
  process.exit(0);
}
let committed = '';
try {
  committed = readFileSync(file, 'utf8').replace(/\r\n/g, '\n');
} catch {
  // absent: reported below
}
if (committed === generated) {
  console.log('Route table contract/src/routes.generated.ts: unchanged');
  process.exit(0);
}
console.error(
  'Route table contract/src/routes.generated.ts differs from the operations in contract/src: run `npm run openapi:update` and commit it.',
);
process.exit(1);
