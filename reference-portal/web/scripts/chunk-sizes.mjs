// Sizes of the built portal's chunks, and the play route's initial JavaScript: the entry, the play
// page and everything they import statically. Lazy pages, modals and adapters must stay out of it,
// and its gzip -9 size must stay within PLAY_INITIAL_JS_BUDGET (`npm test` runs this as test:portal-js).
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSize } from '../../../scripts/lib/gzip-size.mjs';
import { PLAY_INITIAL_JS_BUDGET, PLAY_INITIAL_JS_TARGET } from './play-js-budget.mjs';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const manifest = JSON.parse(readFileSync(`${dist}.vite/manifest.json`, 'utf8'));
// gzip at level 9, as the project's other size budgets measure.
const size = (file) => ({ bytes: readFileSync(dist + file).length, gzip: gzipSize(dist + file) });

function closure(keys, seen = new Set()) {
  for (const key of keys) {
    if (seen.has(key)) continue;
    seen.add(key);
    closure(manifest[key]?.imports ?? [], seen);
  }
  return seen;
}

const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
const playKey = Object.keys(manifest).find((k) => k.endsWith('features/play/components/play-page.tsx'));
const playKeys = closure([entry, playKey]);
const play = [...playKeys].map((k) => manifest[k].file);
const chunks = Object.values(manifest)
  .filter((c) => c.file.endsWith('.js'))
  .map((c) => ({ file: c.file, src: c.src ?? c.name, ...size(c.file) }))
  .sort((a, b) => b.bytes - a.bytes);
const playInitial = play
  .map(size)
  .reduce((sum, s) => ({ bytes: sum.bytes + s.bytes, gzip: sum.gzip + s.gzip }), { bytes: 0, gzip: 0 });
const forbidden = play.filter((f) =>
  /adapters\/|docs-page|profile-page|landing-page|login-modal|document-viewer|social-modal|sentry-sdk/.test(f),
);
// Each platform adapter must be its own lazy chunk, reached only by the play route's dynamic imports.
const ADAPTERS = JSON.parse(readFileSync(new URL('../../../platforms.json', import.meta.url), 'utf8')).platforms.map(
  (p) => p.name,
);
const adapterKey = (name) => Object.keys(manifest).find((k) => k.endsWith(`adapters/src/${name}/index.ts`));
// The bundler may also file an adapter's dynamic import under a chunk named after it (fxid: the
// portal's payments import it too, in the same lazy load); that chunk must be a dynamic import's target.
const dynamicTargets = new Set(Object.values(manifest).flatMap((c) => c.dynamicImports ?? []));
const lazyChunkOf = (name) =>
  Object.keys(manifest).some((k) => manifest[k].name === name && !manifest[k].src && dynamicTargets.has(k));
const missingAdapters = ADAPTERS.filter((name) => !manifest[adapterKey(name)]?.isDynamicEntry && !lazyChunkOf(name));
// A static import elsewhere turns the adapter's entry into a facade over a shared chunk named after it.
const eagerAdapters = [...playKeys]
  .filter((k) => ADAPTERS.some((name) => k === adapterKey(name)) || ADAPTERS.includes(manifest[k].name))
  .map((k) => manifest[k].file);

console.log('chunk'.padEnd(56), 'bytes'.padStart(9), 'gzip'.padStart(8));
for (const c of chunks) console.log(c.file.padEnd(56), String(c.bytes).padStart(9), String(c.gzip).padStart(8));
console.log(
  `\nplay route initial JS: ${play.length} files, ${playInitial.bytes} B, ${playInitial.gzip} B gzipped (budget ${PLAY_INITIAL_JS_BUDGET} B; issue 19's target ${PLAY_INITIAL_JS_TARGET} B: ${playInitial.gzip <= PLAY_INITIAL_JS_TARGET ? 'met' : 'not met'})`,
);
console.log(play.map((f) => `  ${f}`).join('\n'));
writeFileSync(
  `${dist}chunk-sizes.json`,
  JSON.stringify(
    { playInitial, budget: PLAY_INITIAL_JS_BUDGET, target: PLAY_INITIAL_JS_TARGET, playFiles: play, chunks },
    null,
    2,
  ),
);
if (missingAdapters.length) {
  console.error(`Adapters without their own lazy chunk: ${missingAdapters.join(', ')}`);
  process.exit(1);
}
forbidden.push(...eagerAdapters);
if (forbidden.length) {
  console.error(`The play route loads what it does not show: ${forbidden.join(', ')}`);
  process.exit(1);
}
if (playInitial.gzip > PLAY_INITIAL_JS_BUDGET) {
  console.error(
    `The play route's initial JavaScript is ${playInitial.gzip} B gzipped, over its budget of ${PLAY_INITIAL_JS_BUDGET} B`,
  );
  process.exit(1);
}
