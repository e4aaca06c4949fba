// The server's process-level tests (tests/ops, tests/vitest.ops.config.ts): real server processes on
// an embedded database (a second process on its directory, SIGTERM draining) and on a PostgreSQL
// server of their own, which the tests stop and start under load and start several servers against.
// That PostgreSQL is a throwaway cluster made here with initdb (as the `postgres` user when run as
// root), on a free port, removed afterwards. Without PostgreSQL's binaries the PostgreSQL tests are
// skipped with a message, except under CI, where that is a failure.
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

function postgresBin() {
  if (process.env.PG_BINDIR) return process.env.PG_BINDIR;
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? join(root, versions[0], 'bin') : null;
}

const freePort = () =>
  new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const bin = postgresBin();
const env = { ...process.env };
let cleanup = () => {};
if (!bin) {
  if (process.env.CI) {
    console.error('test:server:ops: no PostgreSQL binaries (initdb); CI must run the PostgreSQL fault tests');
    process.exit(1);
  }
  console.log('test:server:ops: PostgreSQL binaries not found; the PostgreSQL fault tests are skipped (set PG_BINDIR)');
} else {
  const dir = mkdtempSync(join(tmpdir(), 'playport-ops-pg-'));
  chmodSync(dir, 0o777);
  const data = join(dir, 'data');
  const root = process.getuid?.() === 0;
  const as = (cmd, args) => (root ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args]);
  const run = (cmd, args) => {
    const [c, a] = as(cmd, args);
    execFileSync(c, a, { stdio: ['ignore', 'ignore', 'inherit'] });
  };
  const port = await freePort();
  run(join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-instructions']);
  const ctl = [
    ...(root ? ['runuser', '-u', 'postgres', '--'] : []),
    join(bin, 'pg_ctl'),
    '-D',
    data,
    '-l',
    join(dir, 'postgres.log'),
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`,
  ];
  execFileSync(ctl[0], [...ctl.slice(1), '-w', 'start'], { stdio: 'ignore' });
  console.log(`test:server:ops: PostgreSQL ${bin} on 127.0.0.1:${port}`);
  env.PLAYPORT_OPS_PG_URL = `postgres://postgres@127.0.0.1:${port}/postgres`;
  env.PLAYPORT_OPS_PG_CTL = JSON.stringify(ctl);
  env.PLAYPORT_OPS_PG_DATA = data;
  cleanup = () => {
    spawnSync(ctl[0], [...ctl.slice(1), '-m', 'immediate', 'stop'], { stdio: 'ignore' });
    rmSync(dir, { recursive: true, force: true });
  };
}

const result = spawnSync('npx', ['vitest', 'run', '--config', 'tests/vitest.ops.config.ts'], { stdio: 'inherit', env });
cleanup();
process.exit(result.status ?? 1);
