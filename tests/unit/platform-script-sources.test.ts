import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PLATFORM_SCRIPT_SOURCES } from '../../reference-portal/server/src/http/script-sources.js';

/** The https script URLs an adapter's folder loads by default: `options.… ?? 'https://…'` and `…_SDK_URL = 'https://…'`. */
function defaultScriptOrigins(folder: string): string[] {
  const dir = join('adapters/src', folder);
  const sources = readdirSync(dir)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.endsWith('.test-d.ts'))
    .map((f) => readFileSync(join(dir, f), 'utf8'));
  const urls = sources.flatMap((s) =>
    [...s.matchAll(/(?:\?\?|_SDK_URL =)\s*['`](https:\/\/[^'`$?]+)/g)].map((m) => new URL(m[1]!).origin),
  );
  return [...new Set(urls)];
}

describe('platforms.json scriptSources: what the portal CSP lets each adapter load', () => {
  it("names the host of every script an adapter loads by default, the portal adapters' ad networks included", () => {
    for (const [name, listed] of Object.entries(PLATFORM_SCRIPT_SOURCES)) {
      const loaded = defaultScriptOrigins(['fxlauncher', 'fxnative'].includes(name) ? 'fxid' : name);
      expect(listed, name).toEqual(expect.arrayContaining(loaded));
    }
    expect(PLATFORM_SCRIPT_SOURCES.fxid).toEqual(['https://yandex.ru', 'https://pagead2.googlesyndication.com']);
    expect(PLATFORM_SCRIPT_SOURCES.ok).toEqual(['https://api.ok.ru']);
    // AG: only the operator's pinned copy (PORTAL_AG_SDK_URL), never unpkg.
    expect(PLATFORM_SCRIPT_SOURCES.ag).toEqual([]);
  });
});
