// Packs the published packages (@playport/sdk, @playport/api-contract, @playport/host, @playport/adapters) as npm would publish
// them; their dist/ must be built first (`npm run build`).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './servers.mjs';

/** The workspaces that are published to npm. */
export const PUBLISHED = ['sdk', 'contract', 'host', 'adapters'];

/** Runs `npm pack` for each published workspace into `dir`; returns `{ name, dir, version, tarball }` each (`dir`: its folder). */
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
  const folderOf = Object.fromEntries(
    PUBLISHED.map((w) => [JSON.parse(readFileSync(join(repoRoot, w, 'package.json'), 'utf8')).name, w]),
  );
  return JSON.parse(out).map((p) => ({
    name: p.name,
    dir: folderOf[p.name],
    version: p.version,
    tarball: join(dir, p.filename),
    files: p.files.map((f) => f.path),
  }));
}
