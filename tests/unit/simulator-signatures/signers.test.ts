import { describe, expect, it } from 'vitest';
import { SIMULATOR_SECRETS } from '../../../adapters/src/simulator-kit/secrets.js';
import {
  signFacebookRequest,
  signMd5Launch,
  signTelegramInitData,
  signVkLaunch,
} from '../../../adapters/src/simulator-kit/sign.js';
import * as server from '../../../reference-portal/server/src/platforms/index.js';

// The simulators sign on their own (WebCrypto, in a page); the server signs and verifies with node's
// crypto. The two are written apart, so these vectors are what keeps them in agreement.
describe('simulator signing against the server', () => {
  it('uses the server local secrets', () => {
    for (const [key, value] of Object.entries(SIMULATOR_SECRETS)) {
      expect(server.LOCAL_PLATFORM_SECRETS[key as keyof typeof server.LOCAL_PLATFORM_SECRETS]).toBe(value);
    }
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

  it("computes the tokens the simulators hand out as the server's signers do", () => {
    // The literal tokens the kg and ag adapter tests expect.
    expect(server.kongregateGameAuthToken('4242', SIMULATOR_SECRETS.kongregate)).toBe(
      'f40b72f3d7b91ad910aa991cbca795d8721c3c496187cfa6799b576f721f02ac',
    );
    expect(server.agAuthKey('ag-app', 'agp-1', SIMULATOR_SECRETS.ag)).toBe('c3991053f7fbfb6aa1296688b388c4eb');
  });
});
