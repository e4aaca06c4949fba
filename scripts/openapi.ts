// Writes the OpenAPI 3.1 document of /api/v1 (docs/openapi.json) from the contract in
// contract/src (@playport/api-contract). `--check` compares instead and fails when the committed file differs:
// run `npm run openapi:update` after a deliberate change to the contract, and commit the result.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { openApiDocument } from '@playport/api-contract';

const file = fileURLToPath(new URL('../docs/openapi.json', import.meta.url));
const generated = `${JSON.stringify(openApiDocument(), null, 2)}\n`;

if (!process.argv.includes('--check')) {
  writeFileSync(file, generated);
  console.log('OpenAPI document docs/openapi.json: written');
  process.exit(0);
}

let committed = '';
try {
  committed = readFileSync(file, 'utf8').replace(/\r\n/g, '\n');
} catch {
  console.error('OpenAPI document docs/openapi.json is missing; run `npm run openapi:update` and commit it');
  process.exit(1);
}
if (committed === generated) {
  console.log('OpenAPI document docs/openapi.json: unchanged');
  process.exit(0);
}
const a = committed.split('\n');
const b = generated.split('\n');
let first = 0;
while (first < a.length && a[first] === b[first]) first++;
console.error(`OpenAPI document docs/openapi.json differs from the contract, first at line ${first + 1}:`);
for (let i = Math.max(0, first - 2); i < Math.min(first + 6, Math.max(a.length, b.length)); i++) {
  if (a[i] === b[i]) console.error(`  ${a[i] ?? ''}`);
  else {
    if (a[i] !== undefined) console.error(`- ${a[i]}`);
    if (b[i] !== undefined) console.error(`+ ${b[i]}`);
  }
}
console.error('Review the change to the contract and run `npm run openapi:update`, then commit docs/openapi.json.');
process.exit(1);
