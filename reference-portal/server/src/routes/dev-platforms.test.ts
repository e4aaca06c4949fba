import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { verifyAg } from '../platforms/verify-ag';
import { verifyOk } from '../platforms/verify-ok';
import { verifyTelegram } from '../platforms/verify-telegram';
import { verifyVk } from '../platforms/verify-vk';
import { verifyVkPlay } from '../platforms/verify-vkplay';
import { devLaunchParams } from './dev-platforms';

const config = loadConfig({});

describe('devLaunchParams', () => {
  it('signs launch data the server verifies with its local secrets', () => {
    expect(verifyVk(devLaunchParams('vkcom', config).search, config.VK_APP_SECRET).id).toBe('7');
    expect(verifyOk(devLaunchParams('ok', config).search, config.OK_APP_SECRET).id).toBe('5');
    expect(verifyVkPlay(devLaunchParams('vkplay', config).search, config.VKPLAY_APP_SECRET).id).toBe('31');
    const ag = new URLSearchParams(devLaunchParams('ag', config).search);
    expect(verifyAg('ag-app', 'agp-1', ag.get('auth_key')!, false, config.AG_APP_SECRET).id).toBe('agp-1');
    const now = Date.now();
    const tg = new URLSearchParams(devLaunchParams('telegram', config, now).hash).get('tgWebAppData')!;
    expect(verifyTelegram(tg, config.TELEGRAM_BOT_TOKEN, new Date(now)).id).toBe('77');
  });

  it('gives nothing for adapters without launch data', () => {
    expect(devLaunchParams('yandex', config)).toEqual({ search: '', hash: '' });
  });
});
