// What the builds make of platforms.json: one library entry per adapter, one browser build per
// simulator (rollup.config.mjs builds them, scripts/lib/build-steps.mjs waits for them).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The manifest's platforms under `root`. */
export function manifestPlatforms(root) {
  return JSON.parse(readFileSync(join(root, 'platforms.json'), 'utf8')).platforms;
}

/** Each adapter's entry (route name → source) and the simulators with a browser build, for `platforms`. */
export function adapterBuildInputs(platforms) {
  return {
    entries: Object.fromEntries(platforms.map((p) => [p.name, `adapters/src/${p.name}/index.ts`])),
    simulators: [...new Set(platforms.map((p) => p.simulator).filter(Boolean))],
  };
}
