// Loads the SDK's protocol contract (sdk/src/protocol, TypeScript) in Node: esbuild bundles the
// names, entities, method and event schemas into one module, imported from memory.
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** The protocol: `names` (METHODS, EVENTS, ErrorCode, …), `entities` (the named schemas), `methodSchemas`, `eventSchemas`. */
export async function loadProtocol() {
  const entry = [
    "export * as names from './sdk/src/protocol/names.ts';",
    "export * as entities from './sdk/src/protocol/entities.ts';",
    "export { methodSchemas } from './sdk/src/protocol/methods.ts';",
    "export { eventSchemas } from './sdk/src/protocol/events.ts';",
  ].join('\n');
  const out = await build({
    stdin: { contents: entry, resolveDir: root, loader: 'ts' },
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'node',
    logLevel: 'silent',
  });
  return import(`data:text/javascript;base64,${Buffer.from(out.outputFiles[0].text).toString('base64')}`);
}
