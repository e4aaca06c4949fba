import { describe, expect, it } from 'vitest';
import { games } from '../db/schema';
import { readGameScriptNeeds } from '../services/game-script-needs';
import { useTestApp } from '../test/test-app';
import { arrivedOverTls } from './transport-security';

const PRODUCTION = {
  MODE: 'production',
  PUBLIC_URL: 'https://portal.example',
  JWT_SECRET: 'p'.repeat(48),
  TURNSTILE_SECRET: '0x4AAAAAAAproductionSecretValue000000',
};
const HSTS = 'max-age=31536000; includeSubDomains';

describe('arrivedOverTls', () => {
  it('behind trusted proxies reads the scheme the outermost one saw; otherwise only the URL counts', () => {
    expect(arrivedOverTls('http://api:8787/', 'https', 1)).toBe(true);
    expect(arrivedOverTls('http://api:8787/', 'http', 1)).toBe(false);
    // The caller wrote `https`; the trusted proxy appended what it saw.
    expect(arrivedOverTls('http://api:8787/', 'https, http', 1)).toBe(false);
    expect(arrivedOverTls('http://api:8787/', 'https, http', 2)).toBe(true);
    expect(arrivedOverTls('http://api:8787/', 'HTTPS', 1)).toBe(true);
    // Untrusted: the header is the caller's word.
    expect(arrivedOverTls('http://api:8787/', 'https', 0)).toBe(false);
    expect(arrivedOverTls('https://portal.example/', undefined, 0)).toBe(true);
    expect(arrivedOverTls('http://api:8787/', undefined, 1)).toBe(false);
  });
});

describe('Strict-Transport-Security', () => {
  const t = useTestApp();
  const hsts = async (env: Record<string, string>, url: string, headers: Record<string, string> = {}) =>
    (await t().withEnv(env).request(url, { headers })).headers.get('Strict-Transport-Security');

  it('production sends it on a request that arrived over TLS through the trusted proxy, pages and API alike', async () => {
    const behindProxy = { ...PRODUCTION, TRUST_PROXY: '1' };
    for (const path of ['/healthz', '/api/v1/games/list', '/'])
      expect(await hsts(behindProxy, `http://api:8787${path}`, { 'X-Forwarded-Proto': 'https' }), path).toBe(HSTS);
    expect(await hsts(PRODUCTION, 'https://portal.example/healthz')).toBe(HSTS);
  });

  it('not over plain http, not on an untrusted X-Forwarded-Proto, never in local mode', async () => {
    expect(
      await hsts({ ...PRODUCTION, TRUST_PROXY: '1' }, 'http://api:8787/healthz', { 'X-Forwarded-Proto': 'http' }),
    ).toBeNull();
    expect(await hsts(PRODUCTION, 'http://api:8787/healthz', { 'X-Forwarded-Proto': 'https' })).toBeNull();
    expect(
      await hsts({ TRUST_PROXY: '1' }, 'https://portal.example/healthz', { 'X-Forwarded-Proto': 'https' }),
    ).toBeNull();
  });
});

describe("the pages' script sources, read from the games in the database", () => {
  const t = useTestApp();

  it("reads each game's adapters and payment provider", async () => {
    const needs = await readGameScriptNeeds(t().database.db);
    // The seed's games: the web client's adapters (fxid, vkcom, yandex, telegram) and the sandbox.
    expect(needs).toContainEqual({ adapters: ['fxid', 'vkcom', 'yandex', 'telegram'], provider: 'Sandbox' });
    await t()
      .database.db.insert(games)
      .values({
        systemName: 'space-miners',
        title: 'Space Miners',
        url: 'https://space-miners.example/',
        serverSecret: 's'.repeat(40),
        config: { Adapters: { ok: {} }, CompanyBranding: { Adapters: { Kg: {} } }, Store: { XsollaEnabled: true } },
      });
    expect(await readGameScriptNeeds(t().database.db)).toContainEqual({ adapters: ['ok', 'kg'], provider: 'Xsolla' });
  });

  it("a production page's CSP lists those hosts", async () => {
    const res = await t().withEnv(PRODUCTION).request('/');
    expect(res.status).toBe(200);
    const scripts = /script-src ([^;]*)/.exec(res.headers.get('Content-Security-Policy') ?? '')![1];
    expect(scripts).toBe(
      [
        "'self'",
        'https://yandex.ru https://pagead2.googlesyndication.com',
        'https://api.ok.ru https://cdn1.kongregate.com https://telegram.org',
        'https://cdn.xsolla.net https://challenges.cloudflare.com',
      ].join(' '),
    );
  });
});

describe('the shipped Caddyfile', () => {
  it('sends the same HSTS header on what arrived over TLS', async () => {
    const { readFileSync } = await import('node:fs');
    const caddyfile = readFileSync(new URL('../../Caddyfile', import.meta.url), 'utf8');
    expect(caddyfile).toContain('\t@tls protocol https\n');
    expect(caddyfile).toContain(`\theader @tls Strict-Transport-Security "${HSTS}"\n`);
  });
});
