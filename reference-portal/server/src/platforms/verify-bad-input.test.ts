import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { ApiError } from '../http/api-error';
import { hmacSha256 } from '../crypto/digests';
import { signFacebookRequest } from './sign-facebook';
import { signFirebaseIdToken } from './sign-firebase';
import { signLocalIdpToken } from './sign-local-idp';
import { signTelegramInitData, telegramHash } from './sign-telegram';
import { signYandexData } from './sign-yandex';
import { verifyAg } from './verify-ag';
import { verifyCrazyGames } from './verify-crazygames';
import { verifyFacebookPlayer, verifyFacebookRequest } from './verify-facebook';
import { verifyFirebase } from './verify-firebase';
import { verifyKongregate } from './verify-kongregate';
import { verifyLocalIdp } from './verify-local-idp';
import { verifyOk } from './verify-ok';
import { pickPlatform, verifySocial } from './verify-social';
import { verifySteam } from './verify-steam';
import { verifyTelegram } from './verify-telegram';
import { verifyVk } from './verify-vk';
import { verifyVkPlay } from './verify-vkplay';
import { verifyYandexData } from './verify-yandex';

const now = new Date();
const config = loadConfig({});
const rejects = (fn: () => unknown, why: RegExp | string = /could not be verified/) => expect(fn).toThrow(why);
const status = async (promise: Promise<unknown>) =>
  promise.then(
    () => 200,
    (err: unknown) => (err instanceof ApiError ? err.status : 0),
  );

describe('platform verifiers refuse incomplete or malformed sign-in data', () => {
  it('launch params without their signature or user id', () => {
    rejects(() => verifyVk('vk_user_id=1', 's'), 'sign or vk_user_id missing');
    rejects(() => verifyVk('sign=abc', 's'), 'sign or vk_user_id missing');
    rejects(() => verifyOk('logged_user_id=1', 's'), 'sig or logged_user_id missing');
    rejects(() => verifyVkPlay('sign=abc', 's'), 'sign or uid missing');
    rejects(() => verifyVk('', 's'));
  });

  it('Telegram init data without a hash, without a user, or with a user that is not JSON', () => {
    const authDate = String(Math.floor(now.getTime() / 1000));
    rejects(() => verifyTelegram(`auth_date=${authDate}`, '1:tok', now), 'hash missing');
    const withoutUser = new URLSearchParams({
      auth_date: authDate,
      hash: telegramHash({ auth_date: authDate }, '1:tok'),
    }).toString();
    rejects(() => verifyTelegram(withoutUser, '1:tok', now), 'Telegram user is missing!');
    const fields = { auth_date: authDate, user: '{not json' };
    rejects(
      () =>
        verifyTelegram(
          new URLSearchParams({ ...fields, hash: telegramHash(fields, '1:tok') }).toString(),
          '1:tok',
          now,
        ),
      'Telegram user is missing!',
    );
    const noId = signTelegramInitData({ user: { first_name: 'Ann' }, auth_date: Number(authDate) }, '1:tok');
    rejects(() => verifyTelegram(noId, '1:tok', now), 'Telegram user is missing!');
  });

  it('Yandex signed data that is not signature.payload, or whose payload is not the HMAC-SHA256 JSON', () => {
    rejects(() => verifyYandexData('only-one-part', 's'), 'malformed signature');
    rejects(() => verifyYandexData('a.b.c', 's'), 'malformed signature');
    const json = JSON.stringify({ algorithm: 'none', data: { uniqueID: 'u' } });
    rejects(
      () =>
        verifyYandexData(`${hmacSha256('s', json).toString('base64')}.${Buffer.from(json).toString('base64')}`, 's'),
      'malformed payload',
    );
    rejects(
      () =>
        verifyYandexData(
          `${hmacSha256('s', 'not json').toString('base64')}.${Buffer.from('not json').toString('base64')}`,
          's',
        ),
      'malformed payload',
    );
    rejects(() => verifyYandexData('not base64!.e30=', 's'), 'malformed signature');
    expect(verifyYandexData(signYandexData({ uniqueID: 'u' }, 's'), 's')).toEqual({ uniqueID: 'u' });
  });

  it('Facebook signed requests that are malformed, of another algorithm, or without the player id', () => {
    rejects(() => verifyFacebookRequest('no-dot', 's'), 'malformed signed request');
    const body = Buffer.from(JSON.stringify({ algorithm: 'HMAC-SHA1', user_id: '9' })).toString('base64url');
    rejects(
      () => verifyFacebookRequest(`${hmacSha256('s', body).toString('base64url')}.${body}`, 's'),
      'malformed payload',
    );
    rejects(() => verifyFacebookPlayer(signFacebookRequest({ user_id: '9' }, 's'), 's', true), 'player id missing');
  });

  it('Steam tickets that are not hex; Kongregate guests and missing tokens; Absolute Games without ids', async () => {
    const unreachable = {
      baseUrl: 'https://api.test',
      fetch: (async () => {
        throw new Error('not to be called');
      }) as typeof fetch,
    };
    await expect(verifySteam('zz-not-hex', null, 'k', '480', unreachable)).rejects.toThrow('malformed ticket');
    await expect(verifyKongregate('0', 'token', 'key', unreachable)).rejects.toThrow('guests have no user id');
    await expect(verifyKongregate('12', '', 'key', unreachable)).rejects.toThrow('game_auth_token missing');
    rejects(() => verifyAg('', '2', 'key', false, 's'), 'app id or player id missing');
  });

  it('a CrazyGames token that is not a JWT', async () => {
    await expect(verifyCrazyGames('not-a-jwt', { secret: 'secret-0123456789' }, now)).rejects.toThrow(
      'invalid user token',
    );
  });
});

describe('the local identity provider and Firebase tokens', () => {
  it('accept a token only for its provider, with the matching PKCE verifier, and only in local mode', async () => {
    const token = await signLocalIdpToken(
      'Google',
      { id: 'g1', email: 'g@example.com' },
      config.LOCAL_IDP_SECRET!,
      now,
    );
    await expect(verifyLocalIdp('Google', token, config, now)).resolves.toMatchObject({
      id: 'g1',
      email: 'g@example.com',
    });
    await expect(verifyLocalIdp('Egs', token, config, now)).rejects.toThrow('Egs sign-in data could not be verified');
    expect(await status(verifyLocalIdp('Google', token, { ...config, MODE: 'production' }, now))).toBe(501);

    const verifier = 'v'.repeat(43);
    const codeChallenge = createHash('sha256').update(verifier).digest('base64url');
    const code = await signLocalIdpToken('VkId', { id: '42', codeChallenge }, config.LOCAL_IDP_SECRET!, now);
    await expect(verifyLocalIdp('VkId', code, config, now, verifier)).resolves.toMatchObject({ id: '42' });
    expect(await status(verifyLocalIdp('VkId', code, config, now, 'w'.repeat(43)))).toBe(401);
    expect(await status(verifyLocalIdp('VkId', code, config, now))).toBe(401);
  });

  it('refuse a Firebase ID token of another project or secret', async () => {
    const token = await signFirebaseIdToken(
      { uid: 'u1' },
      config.FIREBASE_PROJECT_ID!,
      config.FIREBASE_TEST_SECRET!,
      now,
    );
    await expect(verifyFirebase(token, config, now)).resolves.toMatchObject({ type: 'Firebase', id: 'u1' });
    const other = await signFirebaseIdToken({ uid: 'u1' }, 'other-project', config.FIREBASE_TEST_SECRET!, now);
    await expect(verifyFirebase(other, config, now)).rejects.toThrow('invalid ID token');
    await expect(
      verifyFirebase(token, { ...config, FIREBASE_TEST_SECRET: 'another-secret-0123456789' }, now),
    ).rejects.toThrow('invalid ID token');
  });
});

describe('social sign-in blocks', () => {
  it('pick the named platform or the only block present, and refuse none or an ambiguous choice', () => {
    const vk = { LaunchParams: 'x' };
    const ok = { LaunchParams: 'y' };
    expect(pickPlatform(null, { VkontakteCom: vk })).toBe('VkontakteCom');
    expect(pickPlatform('Odnoklassniki', { VkontakteCom: vk, Odnoklassniki: ok })).toBe('Odnoklassniki');
    rejects(() => pickPlatform(null, {}), 'Login provider (none) is not supported.');
    rejects(
      () => pickPlatform(null, { VkontakteCom: vk, Odnoklassniki: ok }),
      'Login provider (none) is not supported.',
    );
    rejects(() => pickPlatform('Telegram', { VkontakteCom: vk }), 'Login provider Telegram is not supported.');
  });

  it('refuse a CrazyGames block with neither token nor device, and a Kongregate guest without a usable session id', async () => {
    await expect(
      verifySocial('CrazyGames', { CrazyGames: { UserToken: null, DeviceId: null } }, config, now),
    ).rejects.toThrow('Failed to get user token');
    expect(await status(verifySocial('Kongregate', { Kongregate: { Guest: true } }, config, now, 'short'))).toBe(400);
    await expect(
      verifySocial('Kongregate', { Kongregate: { Guest: true } }, config, now, 'session-0123456789'),
    ).resolves.toMatchObject({ type: 'KongregateGuest', guest: true });
  });
});
