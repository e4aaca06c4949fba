// The PostgreSQL server a test run needs, from PLAYPORT_PG_URL (.ci/run sets it). Without it the run
// is skipped with a message on a laptop, and fails under CI, where a missing server is a failure.

/** PLAYPORT_PG_URL, or the process ends: exit 0 (skipped) locally, exit 1 under CI. */
export function postgresUrlOrSkip(name, what) {
  const url = process.env.PLAYPORT_PG_URL;
  if (url) return url;
  if (process.env.CI) {
    console.error(`${name}: PLAYPORT_PG_URL is not set; CI must run ${what}`);
    process.exit(1);
  }
  console.log(`${name}: skipped (set PLAYPORT_PG_URL=postgres://user:pass@host/db to run it)`);
  process.exit(0);
}
