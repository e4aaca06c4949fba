// The handshake on a slow phone: cold loads of the portal's /play/hello-game in Chromium with the CPU
// 8× slower, each counted as connected when the host puts its `playport:game-connected` mark on the
// page's timeline, or as stuck when no mark came within STUCK_AFTER_MS of the navigation (six times the
// SDK's 5 s initTimeout: a load still without a channel then is one a player would have given up on).
// The baseline is the same load with the CPU at full speed, alternating with the throttled one, the
// one that goes first switching every round. Target (issue 33): 0 stuck of the throttled loads.
// The 16-games-on-one-page figure is asserted by tests/browser/slow-handshake.spec.ts.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { findChromium } from '../../scripts/lib/chromium.mjs';
import { repoRoot } from '../../scripts/lib/servers.mjs';
import { describeMachine } from './machine.mjs';

const LOADS = Math.max(1, Number(process.env.BENCH_HANDSHAKE_LOADS ?? 30));
const PORT = Number(process.env.BENCH_HANDSHAKE_PORT ?? 5390);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const CPU_SLOWDOWN = 8;
const STUCK_AFTER_MS = 30_000;
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // One renderer for the page and its game frame, so the CPU throttle covers the game too.
  '--disable-site-isolation-trials',
  '--disable-features=IsolateOrigins,site-per-process',
];

const round1 = (x) => Math.round(x * 10) / 10;
const quantile = (xs, q) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor(q * s.length))] : null;
};

function startServers() {
  const child = spawn(process.execPath, ['--import', 'tsx', join(repoRoot, 'tests/bench/portal-servers.ts')], {
    cwd: repoRoot,
    env: { ...process.env, BENCH_PORTAL_PORT: String(PORT), BENCH_PORTAL_BASELINE: 'off' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.once('exit', (code) => reject(new Error(`The bench servers exited with ${code}`)));
    child.stdout.on('data', (chunk) => {
      out += chunk;
      if (out.includes('ready')) resolve(child);
    });
  });
}

/** One cold load at `rate`× CPU: the connected mark's time in ms, or null when the load stayed stuck. */
async function load(browser, rate) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    await page.goto(`${ORIGIN}/play/hello-game`, { waitUntil: 'commit' });
    const mark = await page
      .waitForFunction(() => performance.getEntriesByName('playport:game-connected')[0]?.startTime, undefined, {
        timeout: STUCK_AFTER_MS,
        polling: 100,
      })
      .then(
        (handle) => handle.jsonValue(),
        () => null,
      );
    return mark;
  } finally {
    await context.close();
  }
}

const summary = (samples) => {
  const connected = samples.filter((ms) => ms !== null);
  return {
    loads: samples.length,
    stuck: samples.length - connected.length,
    medianMs: connected.length ? round1(quantile(connected, 0.5)) : null,
    p90Ms: connected.length ? round1(quantile(connected, 0.9)) : null,
    maxMs: connected.length ? round1(Math.max(...connected)) : null,
  };
};

export async function runHandshakeBench() {
  if (!existsSync(join(repoRoot, 'reference-portal/web/dist/index.html')))
    throw new Error('No portal build: run `npm run build -w @playport/web` first.');
  const loadBefore = loadavg();
  const servers = await startServers();
  const browser = await chromium.launch({ executablePath: findChromium(), args: ARGS });
  const samples = { throttled: [], baseline: [] };
  const chromiumVersion = browser.version();
  try {
    for (let i = 0; i < LOADS; i++) {
      const order = i % 2 ? ['baseline', 'throttled'] : ['throttled', 'baseline'];
      for (const kind of order) samples[kind].push(await load(browser, kind === 'throttled' ? CPU_SLOWDOWN : 1));
      const last = (kind) => samples[kind].at(-1);
      const shown = (ms) => (ms === null ? 'stuck' : `${Math.round(ms)} ms`);
      console.log(
        `load ${i + 1}/${LOADS}: ${CPU_SLOWDOWN}× ${shown(last('throttled'))}, 1× ${shown(last('baseline'))}`,
      );
    }
  } finally {
    await browser.close();
    const exited = new Promise((r) => servers.once('exit', r));
    servers.kill('SIGTERM');
    await exited;
  }
  const throttled = summary(samples.throttled);
  return {
    machine: describeMachine({ chromium: chromiumVersion }),
    load: { before: loadBefore.map(round1), after: loadavg().map(round1) },
    conditions: { cpuSlowdown: CPU_SLOWDOWN, stuckAfterMs: STUCK_AFTER_MS, loads: LOADS, coldCache: true },
    throttled: { ...throttled, target: 0, met: throttled.stuck === 0 },
    baseline: summary(samples.baseline),
    samples,
    withinTargets: throttled.stuck === 0,
  };
}

export function printHandshake(result) {
  console.log(
    `\nThe handshake on a slow phone: /play/hello-game, ${result.conditions.loads} cold loads each at CPU ${result.conditions.cpuSlowdown}× and 1× (load ${result.load.before[0]} → ${result.load.after[0]})`,
  );
  console.table({ [`CPU ${result.conditions.cpuSlowdown}×`]: result.throttled, 'CPU 1× (baseline)': result.baseline });
}

// Run on its own: `node tests/bench/handshake.mjs` (after `npm run build`).
if (import.meta.url === `file://${process.argv[1]}`) {
  const { writeFileSync } = await import('node:fs');
  const result = await runHandshakeBench();
  writeFileSync(join(repoRoot, 'tests/bench/results/handshake.json'), JSON.stringify(result, null, 2) + '\n');
  printHandshake(result);
  process.exit(result.withinTargets ? 0 : 1);
}
