#!/usr/bin/env node
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const bundle = new URL('../runtime/reference-portal/server/dist/cli.js', import.meta.url);
if (!existsSync(fileURLToPath(bundle))) {
  console.error(
    'playport: this copy of @playport/cli has no build; run `npm run build -w @playport/cli` in the Playport repository.',
  );
  process.exit(1);
}
const { run } = await import(bundle.href);
process.exitCode = await run(process.argv.slice(2));
