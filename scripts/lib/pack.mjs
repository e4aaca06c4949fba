// Packs the published packages (@playport/sdk, @playport/host, @playport/adapters) as npm would publish
// them; their dist/ must be built first (`npm run build`).
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { repoRoot } from './servers.mjs';

/** The workspaces that are published to npm. */
export const PUBLISHED = ['sdk', 'host', 'adapters'];

/** Runs `npm pack` for each published workspace into `dir`; returns `{ name, version, tarball }` each. */
export function packPackages(dir) {
  const out = execFileSync(
    'npm',
    ['pack', '--json', '--pack-destination', dir, ...PUBLISHED.flatMap((w) => ['-w', w])],
    {
      cwd: repoRoot,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  return JSON.parse(out).map((p) => ({
    name: p.name,
    version: p.version,
    tarball: join(dir, p.filename),
    files: p.files.map((f) => f.path),
  }));
}
