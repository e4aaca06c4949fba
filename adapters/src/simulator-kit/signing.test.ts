import { describe, expect, it } from 'vitest';
import * as server from '../../../reference-portal/server/src/platforms/index';
import { SIMULATOR_SECRETS } from './secrets.js';
import { md5Hex, signFacebookRequest, signMd5Launch, signTelegramInitData, signVkLaunch } from './sign.js';

describe('simulator signing', () => {
  it('uses the server local secrets', () => {
    for (const [key, value] of Object.entries(SIMULATOR_SECRETS)) {
      expect(server.LOCAL_PLATFORM_SECRETS[key as keyof typeof server.LOCAL_PLATFORM_SECRETS]).toBe(value);
    }
  });

  it('computes MD5 like node', () => {
    expect(md5Hex('')).toBe('d41d8cd98f00b204e9800998ecf8427e');
    expect(md5Hex('The quick brown fox jumps over the lazy dog')).toBe('9e107d9d372bb6826bd81d3542a419d6');
    expect(md5Hex('x'.repeat(130) + 'é')).toHaveLength(32);
  });

  it('signs launch params exactly as the server signers do', async () => {
    const vk = { vk_user_id: '7', vk_app_id: '51', vk_language: 'ru', extra: 'x' };
    expect(await signVkLaunch(vk, 'local-vk-secret')).toBe(server.signVkLaunchParams(vk, 'local-vk-secret'));
    const ok = { logged_user_id: '5', application_key: 'k', session_key: 's' };
    expect(signMd5Launch(ok, 'local-ok-secret', 'sig')).toBe(server.signOkLaunchParams(ok, 'local-ok-secret'));
    const vkp = { uid: '9', appid: '1' };
    expect(signMd5Launch(vkp, 'local-vkplay-secret', 'sign')).toBe(
      server.signVkPlayLaunchParams(vkp, 'local-vkplay-secret'),
    );
    const fields = { user: JSON.stringify({ id: 1, first_name: 'Ann' }), auth_date: '1700000000' };
    expect(await signTelegramInitData(fields, SIMULATOR_SECRETS.telegramBotToken)).toBe(
      server.signTelegramInitData(
        { user: { id: 1, first_name: 'Ann' }, auth_date: 1700000000 },
        SIMULATOR_SECRETS.telegramBotToken,
      ),
    );
    expect(await signFacebookRequest({ user_id: '3' }, 'local-facebook-secret')).toBe(
      server.signFacebookRequest({ user_id: '3' }, 'local-facebook-secret'),
    );
  });
});
