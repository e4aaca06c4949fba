// How long `playport dev` takes to be ready: from the process start to its "Press Ctrl+C to stop."
// line, for a project folder that has no database yet (cold: the embedded database is created,
// migrated and seeded) and for the same folder's second start (warm). The baseline is the floor every
// start pays: the same CLI bundle started for `playport --version`. The three are interleaved, the
// order switching every round, each in a fresh state folder of its own for the cold runs. The CLI runs
// from the repository's build (`npm run build -w @playport/cli`), as its packed copy would.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from '../../scripts/lib/servers.mjs';
import { describeMachine } from './machine.mjs';

const ROUNDS = Math.max(1, Number(process.env.BENCH_DEV_START_ROUNDS ?? 5));
const PORT = Number(process.env.BENCH_DEV_START_PORT ?? 5420);
const BIN = join(repoRoot, 'cli/bin/playport.js');
const BUNDLE = join(repoRoot, 'cli/runtime/reference-portal/server/dist/cli.js');
/** A warm start is to be ready "in seconds" (issue 37): at most this many. */
const WARM_TARGET_S = 5;

const round2 = (x) => Math.round(x * 100) / 100;
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor((s.length - 1) / 2)] : null;
};

/** Runs the CLI with `args` in `cwd` until `until` shows in its output (then stops it), or until it exits; seconds. */
function timed(args, cwd, env, until) {
  const started = performance.now();
  const child = spawn(process.execPath, [BIN, ...args], { cwd, env: { ...process.env, ...env } });
  let out = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk) => {
      out += chunk;
      if (until && out.includes(until)) {
        const seconds = (performance.now() - started) / 1000;
        child.once('exit', () => resolve(seconds));
        child.kill('SIGINT');
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk) => (out += chunk));
    child.once('exit', (code) => {
      if (!until && code === 0) resolve((performance.now() - started) / 1000);
      else if (!until || !out.includes(until)) reject(new Error(`playport ${args.join(' ')} exited ${code}:\n${out}`));
    });
  });
}

export async function runDevStartBench() {
  if (!existsSync(BUNDLE)) throw new Error('No CLI build: run `npm run build -w @playport/cli` first.');
  const loadBefore = loadavg();
  const scratch = mkdtempSync(join(tmpdir(), 'playport-dev-start-'));
  const samples = { cold: [], warm: [], baseline: [] };
  try {
    await timed(['new', 'project'], scratch, {});
    const dev = ['dev', 'project', '--port', String(PORT)];
    const ready = 'Press Ctrl+C to stop.';
    // Cold: the round's state folder is new, so the database is created; warm: the same folder again.
    const devStart = (state) => timed(dev, scratch, { PLAYPORT_STATE_HOME: state }, ready);
    const runs = { cold: devStart, warm: devStart, baseline: () => timed(['--version'], scratch, {}) };
    for (let i = 0; i < ROUNDS; i++) {
      const state = join(scratch, `state-${i}`);
      // The warm run needs its round's cold run first; the baseline moves around them.
      const order = i % 2 ? ['baseline', 'cold', 'warm'] : ['cold', 'warm', 'baseline'];
      for (const kind of order) samples[kind].push(round2(await runs[kind](state)));
      rmSync(state, { recursive: true, force: true });
      console.log(
        `round ${i + 1}/${ROUNDS}: cold ${samples.cold.at(-1)} s, warm ${samples.warm.at(-1)} s, --version ${samples.baseline.at(-1)} s`,
      );
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  const warmMedian = median(samples.warm);
  return {
    machine: describeMachine(),
    load: { before: loadBefore.map((x) => round2(x)), after: loadavg().map((x) => round2(x)) },
    conditions: { rounds: ROUNDS, readyLine: 'Press Ctrl+C to stop.', cli: 'repository build (cli/runtime)' },
    coldMedianS: median(samples.cold),
    warmMedianS: warmMedian,
    baselineMedianS: median(samples.baseline),
    warmTargetS: WARM_TARGET_S,
    samples,
    withinTargets: warmMedian !== null && warmMedian <= WARM_TARGET_S,
  };
}

export function printDevStart(result) {
  console.log(
    `\nplayport dev start, ${result.conditions.rounds} rounds (load ${result.load.before[0]} → ${result.load.after[0]})`,
  );
  console.table({
    'cold (new database)': { medianS: result.coldMedianS },
    'warm (same folder)': { medianS: result.warmMedianS, targetS: result.warmTargetS },
    'playport --version (baseline)': { medianS: result.baselineMedianS },
  });
}

// Run on its own: `node tests/bench/dev-start.mjs` (after `npm run build -w @playport/cli`).
if (import.meta.url === `file://${process.argv[1]}`) {
  const { writeFileSync } = await import('node:fs');
  const result = await runDevStartBench();
  printDevStart(result);
  writeFileSync(join(repoRoot, 'tests/bench/results/dev-start.json'), JSON.stringify(result, null, 2) + '\n');
  process.exit(result.withinTargets ? 0 : 1);
}
