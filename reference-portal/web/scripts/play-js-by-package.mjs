// What the play route's initial JavaScript is made of: builds the web app with source maps into a
// scratch folder and attributes each initial chunk's gzip -9 size to the packages and source folders
// its bytes come from (a module's share of its chunk's raw bytes times the chunk's gzip size, so the
// figures are estimates that add up to the chunks' total). `node scripts/play-js-by-package.mjs [--files]`.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSize } from '../../../scripts/lib/gzip-size.mjs';

const web = fileURLToPath(new URL('..', import.meta.url));
const repo = fileURLToPath(new URL('../../..', import.meta.url));
const { SourceMapConsumer } = createRequire(import.meta.url)('source-map-js');
const out = mkdtempSync(join(tmpdir(), 'playport-web-'));
try {
  const built = spawnSync(join(web, 'node_modules/.bin/vite'), ['build', '--sourcemap', '--outDir', out], {
    cwd: web,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (built.status !== 0) throw new Error('The web app did not build');
  const manifest = JSON.parse(readFileSync(join(out, '.vite/manifest.json'), 'utf8'));
  const seen = new Set();
  const visit = (key) => {
    if (!manifest[key] || seen.has(key)) return;
    seen.add(key);
    (manifest[key].imports ?? []).forEach(visit);
  };
  visit(Object.keys(manifest).find((k) => manifest[k].isEntry));
  visit(Object.keys(manifest).find((k) => k.endsWith('features/play/components/play-page.tsx')));

  const byPackage = new Map();
  const byFile = new Map();
  const add = (map, key, n) => map.set(key, (map.get(key) ?? 0) + n);
  let total = 0;
  for (const key of seen) {
    const file = join(out, manifest[key].file);
    const code = readFileSync(file, 'utf8');
    const gzip = gzipSize(file);
    total += gzip;
    if (!existsSync(`${file}.map`)) {
      add(byPackage, '(bundler runtime)', gzip);
      continue;
    }
    const lines = code.split('\n');
    const mappings = [];
    new SourceMapConsumer(JSON.parse(readFileSync(`${file}.map`, 'utf8'))).eachMapping((m) => mappings.push(m));
    mappings.sort((a, b) => a.generatedLine - b.generatedLine || a.generatedColumn - b.generatedColumn);
    const rawBySource = new Map();
    mappings.forEach((m, i) => {
      const next = mappings[i + 1];
      const line = lines[m.generatedLine - 1] ?? '';
      const end = next?.generatedLine === m.generatedLine ? next.generatedColumn : line.length;
      add(rawBySource, m.source, end - m.generatedColumn);
    });
    const mapped = [...rawBySource.values()].reduce((a, b) => a + b, 0) || 1;
    for (const [source, raw] of rawBySource) {
      const share = (raw / mapped) * gzip;
      const path = source ? relative(repo, resolve(dirname(file), source)) : '(generated, no source)';
      const pkg = path.includes('node_modules/')
        ? path
            .split('node_modules/')
            .pop()
            .split('/')
            .slice(0, path.split('node_modules/').pop().startsWith('@') ? 2 : 1)
            .join('/')
        : (path.match(
            /^(host\/src\/[^/.]+|sdk\/src|adapters\/src\/[^/]+|reference-portal\/web\/src\/[^/]+\/[^/.]+)/,
          )?.[1] ?? path);
      add(byPackage, pkg, share);
      add(byFile, path, share);
    }
  }
  const print = (map, limit) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, limit)
      .forEach(([k, v]) => console.log(String(Math.round(v)).padStart(8), k));
  console.log(`play route initial JS: ${seen.size} files, ${total} B gzip -9 (with source map comments)\n`);
  print(byPackage, 40);
  if (process.argv.includes('--files')) {
    console.log('');
    print(byFile, 80);
  }
} finally {
  rmSync(out, { recursive: true, force: true });
}
