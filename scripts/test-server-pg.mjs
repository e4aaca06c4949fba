// The server's route tests, second run: against a real PostgreSQL server named by PLAYPORT_PG_URL
// (a role with CREATEDB; each test file gets its own database). The first run, in `test:unit`, uses
// the embedded PGlite.
// .ci/run installs and starts PostgreSQL and sets the variable; on a laptop without it this run is
// skipped with a message, but under CI a missing server is a failure.
import { spawnSync } from 'node:child_process';
import { postgresUrlOrSkip } from './lib/postgres-url.mjs';

const url = postgresUrlOrSkip('test:server:pg', 'the PostgreSQL suite');
console.log(`test:server:pg: route tests against ${new URL(url).host}`);
const run = spawnSync('npx', ['vitest', 'run', 'reference-portal/server'], {
  stdio: 'inherit',
  env: { ...process.env, PLAYPORT_TEST_DATABASE_URL: url },
});
process.exit(run.status ?? 1);
