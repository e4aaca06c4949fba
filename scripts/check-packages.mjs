// `npm test`'s package check: packs the published packages and runs publint and attw
// (@arethetypeswrong/cli: every subpath typed under TypeScript's bundler, node16 and node10 resolution;
// the packages are ESM-only, so a CommonJS `require` is not supported) on the tarballs, plus the rules publint and attw
// do not know: a LICENSE and a CHANGELOG in each, no zod for games, and no import cycle among the
// published declarations (scripts/lib/declaration-cycles.mjs).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';
import { declarationCycles } from './lib/declaration-cycles.mjs';
import { packPackages } from './lib/pack.mjs';
import { repoRoot } from './lib/servers.mjs';

const PEERS = { '@playport/host': ['@playport/sdk'], '@playport/adapters': ['@playport/host', '@playport/sdk'] };

const dir = mkdtempSync(join(tmpdir(), 'playport-pack-'));
const failures = [];
try {
  for (const { name, dir: folder, tarball, files } of packPackages(dir)) {
    const pkg = JSON.parse(readFileSync(join(repoRoot, folder, 'package.json'), 'utf8'));

    const { messages } = await publint({
      pack: { tarball: readFileSync(tarball).buffer },
      level: 'suggestion',
      strict: true,
    });
    for (const m of messages) failures.push(`${name}: publint ${m.type}: ${formatMessage(m, pkg) ?? m.code}`);

    try {
      execFileSync(
        join(repoRoot, 'node_modules/.bin/attw'),
        [tarball, '--ignore-rules', 'cjs-resolves-to-esm', '--format', 'ascii', '--no-color'],
        { stdio: 'pipe', encoding: 'utf8' },
      );
    } catch (err) {
      failures.push(`${name}: attw:\n${err.stdout}${err.stderr}`);
    }

    for (const required of ['LICENSE', 'CHANGELOG.md', 'README.md']) {
      if (!files.includes(required)) failures.push(`${name}: the tarball has no ${required}`);
    }
    for (const field of ['description', 'license', 'repository', 'homepage', 'engines', 'keywords']) {
      if (!pkg[field]) failures.push(`${name}: package.json has no ${field}`);
    }
    if (pkg.publishConfig?.access !== 'public') failures.push(`${name}: publishConfig.access is not public`);
    // An app brings its own host and SDK: listed as dependencies, npm would nest a second copy beside a
    // newer one, and a HostError from an adapter would not be the app's HostError.
    for (const peer of PEERS[name] ?? []) {
      if (!pkg.peerDependencies?.[peer]) failures.push(`${name}: ${peer} must be a peer dependency`);
      if (pkg.dependencies?.[peer]) failures.push(`${name}: ${peer} must not be a dependency (it is a peer)`);
    }
    if (name === '@playport/sdk') {
      if (pkg.dependencies?.zod) failures.push(`${name}: zod is a dependency; games must not install it`);
      if (!pkg.peerDependenciesMeta?.zod?.optional)
        failures.push(`${name}: zod must be an optional peer (only /protocol needs it)`);
      const gameTypes = files.filter((f) => f.endsWith('.d.ts') && !f.includes('protocol'));
      const unpacked = execFileSync('tar', ['-xOzf', tarball, ...gameTypes.map((f) => `package/${f}`)], {
        encoding: 'utf8',
      });
      if (/from ['"]zod/.test(unpacked)) failures.push(`${name}: a game-facing .d.ts imports zod`);
    }
    for (const cycle of declarationCycles(join(repoRoot, folder, 'dist')))
      failures.push(`${name}: the declarations import in a cycle: ${cycle.join(' -> ')}`);
    console.log(`${name}: ${files.length} files packed and checked`);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}

if (failures.length) {
  console.error(failures.join('\n'));
  process.exit(1);
}
console.log('publint and attw: the packed packages are clean');
