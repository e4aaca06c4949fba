import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, sep } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { verifyAg } from '../platforms/verify-ag';
import { verifyOk } from '../platforms/verify-ok';
import { verifyTelegram } from '../platforms/verify-telegram';
import { verifyVk } from '../platforms/verify-vk';
import { verifyVkPlay } from '../platforms/verify-vkplay';
import { useTestApp } from '../test/test-app';
import { devLaunchParams, devPlatformRoutes } from './dev-platforms';

const config = loadConfig({});

describe('devLaunchParams', () => {
  it('signs launch data the server verifies with its local secrets', () => {
    expect(verifyVk(devLaunchParams('vkcom', config).search, config.VK_APP_SECRET!).id).toBe('7');
    expect(verifyOk(devLaunchParams('ok', config).search, config.OK_APP_SECRET!).id).toBe('5');
    expect(verifyVkPlay(devLaunchParams('vkplay', config).search, config.VKPLAY_APP_SECRET!).id).toBe('31');
    const ag = new URLSearchParams(devLaunchParams('ag', config).search);
    expect(verifyAg('ag-app', 'agp-1', ag.get('auth_key')!, false, config.AG_APP_SECRET!).id).toBe('agp-1');
    const now = Date.now();
    const tg = new URLSearchParams(devLaunchParams('telegram', config, now).hash).get('tgWebAppData')!;
    expect(verifyTelegram(tg, config.TELEGRAM_BOT_TOKEN!, new Date(now)).id).toBe('77');
  });

  it('gives nothing for adapters without launch data', () => {
    expect(devLaunchParams('yandex', config)).toEqual({ search: '', hash: '' });
  });
});

describe('the platform script simulators', () => {
  const dir = mkdtempSync(join(tmpdir(), 'playport-simulators-'));
  writeFileSync(join(dir, 'vkcom.js'), 'window.vkBridge = {};');
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const app = devPlatformRoutes(`${dir}${sep}`);

  it('serves a built simulator as JavaScript', async () => {
    const res = await app.request('/simulators/vkcom.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toContain('text/javascript');
    expect(await res.text()).toBe('window.vkBridge = {};');
  });

  it('answers 404 for missing simulators and names that are not plain script names', async () => {
    for (const file of ['ok.js', 'vkcom.mjs', 'VKCOM.js', '..%2Fvkcom.js', '%2E%2E%2Fetc%2Fpasswd.js', 'vk-com.js']) {
      expect((await app.request(`/simulators/${file}`)).status, file).toBe(404);
    }
  });
});

describe('the local platform routes answer bad requests with problem details', () => {
  const t = useTestApp();
  const problem = async (path: string) => {
    const res = await t().request('GET', path);
    return { status: res.status, type: res.headers.get('Content-Type'), body: (await res.json()) as { Code: string } };
  };

  it('a missing or malformed simulator name is a problem-details 404, an overlong one a 400', async () => {
    expect(await problem('/dev/simulators/nope.js')).toMatchObject({
      status: 404,
      type: 'application/problem+json',
      body: { Code: 'NotFound' },
    });
    expect(await problem('/dev/simulators/VKCOM.js')).toMatchObject({
      status: 404,
      type: 'application/problem+json',
      body: { Code: 'NotFound' },
    });
    expect(await problem(`/dev/simulators/${'a'.repeat(80)}.js`)).toMatchObject({
      status: 400,
      type: 'application/problem+json',
      body: { Code: 'ValidationFailed' },
    });
  });

  it('a malformed adapter name is a problem-details 400', async () => {
    for (const adapter of ['VK-COM', '..%2Fvkcom', 'a'.repeat(40)]) {
      expect(await problem(`/dev/launch/${adapter}`), adapter).toMatchObject({
        status: 400,
        type: 'application/problem+json',
        body: { Code: 'ValidationFailed' },
      });
    }
    const launch = await t().request('GET', '/dev/launch/yandex');
    expect(launch.status).toBe(200);
    expect(await launch.json()).toEqual({ search: '', hash: '' });
  });
});
