// Round trip and throughput of a game→host call in Chromium, with the game on another site (an
// out-of-process frame), side by side with a raw MessagePort and plain penpal in the same run.
// Budget (DESIGN.md): Playport's median within 1.2× of raw, pipelined throughput at least 0.85× of raw.
import { chromium } from 'playwright-core';
import { join } from 'node:path';
import { createStaticServer } from '../../scripts/lib/static-server.mjs';
import { repoRoot } from '../../scripts/lib/servers.mjs';
import { findChromium } from '../../scripts/lib/chromium.mjs';

const MODES = ['raw', 'penpal', 'playport'];
const REPS = Number(process.env.BENCH_REPS ?? 5);
const HOST_PORT = 5373;
const GAME_PORT = 5374;
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync'];

function listen(server, port, host) {
  return new Promise((resolve, reject) => server.once('error', reject).listen(port, host, () => resolve(server)));
}

function shuffle(list) {
  const a = [...list];
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [a[i], a[j]] = [a[j], a[i]];
  }
  return a;
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

export async function runChannelBench() {
  const mounts = [
    { prefix: '/penpal/', dir: join(repoRoot, 'node_modules/penpal/dist') },
    { prefix: '/sdk/', dir: join(repoRoot, 'sdk/dist') },
    { prefix: '/host/', dir: join(repoRoot, 'host/dist/browser') },
    { prefix: '/', dir: join(repoRoot, 'tests/bench/channel') },
  ];
  const servers = [
    await listen(createStaticServer({ mounts }), HOST_PORT, '127.0.0.1'),
    await listen(createStaticServer({ mounts }), GAME_PORT, '127.0.0.1'),
  ];
  const executablePath = findChromium();
  const browser = await chromium.launch({ executablePath, args: ARGS });
  const runs = Object.fromEntries(MODES.map((m) => [m, []]));
  try {
    for (let rep = 0; rep < REPS; rep++) {
      for (const mode of shuffle(MODES)) {
        const context = await browser.newContext();
        const page = await context.newPage();
        await page.goto(`http://127.0.0.1:${HOST_PORT}/host.html?mode=${mode}&game=${encodeURIComponent(`http://localhost:${GAME_PORT}`)}`);
        const frame = await waitForGameFrame(page);
        runs[mode].push(await frame.evaluate(() => window.__bench));
        await context.close();
      }
    }
  } finally {
    await browser.close();
    servers.forEach((s) => s.close());
  }
  return { chromium: browser.version(), reps: REPS, summary: summarise(runs) };
}

async function waitForGameFrame(page) {
  for (let i = 0; i < 100; i++) {
    const frame = page.frames().find((f) => f.url().includes('/game.html'));
    if (frame) {
      await frame.waitForFunction(() => window.__bench !== undefined);
      return frame;
    }
    await page.waitForTimeout(50);
  }
  throw new Error('the game frame never appeared');
}

function summarise(runs) {
  const out = {};
  for (const payload of Object.keys(runs.raw[0])) {
    const row = {};
    for (const mode of MODES) {
      row[mode] = {
        medianUs: +median(runs[mode].map((r) => r[payload].medianUs)).toFixed(1),
        callsPerSecond: median(runs[mode].map((r) => r[payload].callsPerSecond)),
      };
    }
    row.latencyRatio = +(row.playport.medianUs / row.raw.medianUs).toFixed(3);
    row.throughputRatio = +(row.playport.callsPerSecond / row.raw.callsPerSecond).toFixed(3);
    row.withinBudget = row.latencyRatio <= 1.2 && row.throughputRatio >= 0.85;
    out[payload] = row;
  }
  return out;
}
