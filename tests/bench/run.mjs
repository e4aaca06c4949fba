// `npm run bench`: every benchmark, each with a baseline measured in the same run, written to
// tests/bench/results/ with the machine's description.
import { writeFileSync, mkdirSync } from 'node:fs';
import { gzipSize, SDK_GZIP_BUDGET } from '../../scripts/lib/gzip-size.mjs';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describeMachine } from './machine.mjs';
import { printChannel, runChannelBench, writeChannelResults } from './channel.mjs';
import { runApiBench } from './api.mjs';
import { printPortal, runPortalBench } from './portal.mjs';
import { printHandshake, runHandshakeBench } from './handshake.mjs';
import { printDevStart, runDevStartBench } from './dev-start.mjs';
import { repoRoot } from '../../scripts/lib/servers.mjs';

const resultsDir = join(repoRoot, 'tests/bench/results');
mkdirSync(resultsDir, { recursive: true });
let overBudget = false;

const gz = (path) => gzipSize(join(repoRoot, path));

// Sizes: the SDK against its budget, beside penpal's own shipped IIFE as the baseline.
const sizes = {
  machine: describeMachine(),
  sdkIifeGzip: gz('sdk/dist/playport.js'),
  budget: SDK_GZIP_BUDGET,
  baselinePenpalIifeGzip: gz('node_modules/penpal/dist/penpal.min.js'),
  hostBrowserBundleGzip: gz('host/dist/browser/playport-host.js'),
};
writeFileSync(join(resultsDir, 'sizes.json'), JSON.stringify(sizes, null, 2) + '\n');
console.log('\nSizes (as gzip -9 -c writes them, bytes)');
console.table({
  'sdk/dist/playport.js': sizes.sdkIifeGzip,
  budget: sizes.budget,
  'penpal.min.js (baseline)': sizes.baselinePenpalIifeGzip,
  'host browser bundle': sizes.hostBrowserBundleGzip,
});
if (sizes.sdkIifeGzip > sizes.budget) overBudget = true;

// The channel: Playport beside a raw MessagePort and penpal alone, interleaved in one game frame.
const channel = await runChannelBench();
writeChannelResults(channel);
printChannel(channel);
if (!channel.withinTargets) overBudget = true;

// The portal's built chunks, and what the play route loads first (code splitting by route).
const chunks = spawnSync(process.execPath, ['reference-portal/web/scripts/chunk-sizes.mjs'], {
  cwd: repoRoot,
  stdio: 'inherit',
});
if (chunks.status !== 0) overBudget = true;

// The portal against a minimal Vite + React page embedding the same game: initial JS, game frame
// connected and largest contentful paint under CPU and network throttling (tests/bench/portal.mjs).
const portal = await runPortalBench();
writeFileSync(join(resultsDir, 'portal.json'), JSON.stringify(portal, null, 2) + '\n');
printPortal(portal);
if (!portal.withinTargets) overBudget = true;

// The handshake under CPU 8× throttling: 30 cold play loads, none may stay stuck (tests/bench/handshake.mjs).
const handshake = await runHandshakeBench();
writeFileSync(join(resultsDir, 'handshake.json'), JSON.stringify(handshake, null, 2) + '\n');
printHandshake(handshake);
if (!handshake.withinTargets) overBudget = true;

// `playport dev` from its first line to ready: a new project folder (cold) and its second start (warm).
spawnSync('npm', ['run', 'build', '-w', '@playport/cli'], { cwd: repoRoot, stdio: 'inherit' });
const devStart = await runDevStartBench();
writeFileSync(join(resultsDir, 'dev-start.json'), JSON.stringify(devStart, null, 2) + '\n');
printDevStart(devStart);
if (!devStart.withinTargets) overBudget = true;

await import('./server-load.mjs');

const api = await runApiBench();
if (!api.withinTargets) overBudget = true;

console.log(`\nResults written to ${resultsDir}`);
process.exit(overBudget ? 1 : 0);
