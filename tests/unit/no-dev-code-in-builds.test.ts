import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// What must never ship: the local platform secrets (written here, not imported, so a renamed secret
// still has to be found) and the simulators' own markers.
const FORBIDDEN = [
  'local-vk-secret',
  'local-ok-secret',
  'local-telegram-bot-token',
  'local-yandex-secret',
  'local-facebook-secret',
  'local-crazygames-secret',
  'local-vkplay-secret',
  'local-kongregate-key',
  'local-wizq-secret',
  'local-ag-secret',
  'local-steam-key',
  'local-idp-secret',
  'local-firebase-secret',
  'local-game-jwt-secret',
  'local-twitch-secret',
  'installYandexSimulator',
  'installOkSimulator',
  'installVkcomSimulator',
  'installTelegramClient',
];

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const IMPORT = /(?:from\s*|import\s*\(\s*|import\s*)["'](\.{1,2}\/[^"']+)["']/g;

/** Every file an entry loads, statically or lazily, following relative imports. */
function closure(entry: string): string[] {
  const seen = new Set<string>();
  const walk = (file: string) => {
    if (seen.has(file) || !existsSync(file)) return;
    seen.add(file);
    for (const [, spec] of readFileSync(file, 'utf8').matchAll(IMPORT)) walk(resolve(dirname(file), spec!));
  };
  walk(entry);
  return [...seen];
}

function offenders(files: string[]): string[] {
  return files.flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    return FORBIDDEN.filter((s) => text.includes(s)).map((s) => `${relative(root, file)}: ${s}`);
  });
}

const built = (path: string) => {
  const file = join(root, path);
  if (!existsSync(file)) throw new Error(`${path} is missing: run \`npm run build\` first`);
  return file;
};

describe('published entries and the built portal carry no simulator and no local secret', () => {
  it('every entry of @playport/adapters but ./dev, and the partner-page bundle', () => {
    const exportsMap = JSON.parse(readFileSync(join(root, 'adapters/package.json'), 'utf8')).exports as Record<
      string,
      unknown
    >;
    const entries = Object.entries(exportsMap)
      .filter(([key]) => key !== './dev' && key !== './package.json' && !key.includes('*'))
      .map(([, target]) => built(join('adapters', (target as { default: string }).default)));
    expect(entries.length).toBeGreaterThan(15);
    const files = [...new Set([...entries, built('adapters/dist/browser/index.js')].flatMap(closure))];
    expect(offenders(files)).toEqual([]);
    // The check can see a secret where there is one: the development entry has them all.
    expect(offenders(closure(built('adapters/dist/dev.js')))).not.toEqual([]);
  });

  it('every file of the built portal', () => {
    const assets = built('reference-portal/web/dist/assets');
    const files = readdirSync(assets)
      .filter((f) => f.endsWith('.js'))
      .map((f) => join(assets, f));
    expect(files.length).toBeGreaterThan(10);
    expect(offenders(files)).toEqual([]);
  });

  it('every published entry of @playport/host and @playport/sdk', () => {
    const files = [
      'host/dist/index.js',
      'host/dist/browser/playport-host.js',
      'sdk/dist/index.js',
      'sdk/dist/playport.js',
    ]
      .map(built)
      .flatMap(closure);
    expect(offenders(files)).toEqual([]);
  });
});
