import { describe, expect, it } from 'vitest';
import { agAuthKey } from './sign-ag';
import { signCrazyGamesToken } from './sign-crazygames';
import { signFacebookRequest } from './sign-facebook';
import { signOkLaunchParams } from './sign-ok';
import { signTelegramInitData } from './sign-telegram';
import { signVkLaunchParams } from './sign-vk';
import { signVkPlayLaunchParams } from './sign-vkplay';
import { signWizqAccessToken } from './sign-wizq';
import { signYandexData } from './sign-yandex';
import { verifyAg } from './verify-ag';
import { verifyCrazyGames } from './verify-crazygames';
import { verifyFacebookPlayer } from './verify-facebook';
import { verifyKongregate } from './verify-kongregate';
import { verifyOk } from './verify-ok';
import { verifySteam } from './verify-steam';
import { verifyTelegram } from './verify-telegram';
import { verifyVk } from './verify-vk';
import { verifyVkPlay } from './verify-vkplay';
import { verifyWizq } from './verify-wizq';
import { verifyYandexPlayer } from './verify-yandex';

const now = new Date();
const rejects = (fn: () => unknown) => expect(fn).toThrow(/could not be verified/);
const tamper = (s: string, from: string, to: string) => s.replace(from, to);

describe('platform signatures', () => {
  it('VK: HMAC of the sorted vk_* params', () => {
    const signed = signVkLaunchParams(
      { vk_user_id: '42', vk_app_id: '7', vk_ts: '1', vk_language: 'ru', other: 'x' },
      's',
    );
    expect(verifyVk(signed, 's')).toMatchObject({ type: 'VkontakteCom', id: '42', locale: 'ru' });
    rejects(() => verifyVk(tamper(signed, 'vk_user_id=42', 'vk_user_id=43'), 's'));
    rejects(() => verifyVk(signed, 'other-secret'));
  });
  it('OK: MD5 of sorted params and the secret', () => {
    const signed = signOkLaunchParams({ logged_user_id: '100', session_key: 'k', application_key: 'a' }, 's');
    expect(verifyOk(signed, 's')).toMatchObject({ type: 'Odnoklassniki', id: '100' });
    rejects(() => verifyOk(tamper(signed, 'logged_user_id=100', 'logged_user_id=101'), 's'));
  });
  it('VK Play: MD5 sign', () => {
    const signed = signVkPlayLaunchParams({ uid: '5', appid: '9' }, 's');
    expect(verifyVkPlay(signed, 's')).toMatchObject({ type: 'VkontaktePlay', id: '5' });
    rejects(() => verifyVkPlay(tamper(signed, 'uid=5', 'uid=6'), 's'));
  });
  it('Telegram: init-data hash keyed by WebAppData, with expiry', () => {
    const init = signTelegramInitData(
      { user: { id: 77, first_name: 'Ann', language_code: 'de' }, auth_date: Math.floor(now.getTime() / 1000) },
      '1:tok',
    );
    expect(verifyTelegram(init, '1:tok', now)).toMatchObject({ type: 'Telegram', id: '77', name: 'Ann', locale: 'de' });
    rejects(() => verifyTelegram(init, '1:other', now));
    rejects(() => verifyTelegram(init, '1:tok', new Date(now.getTime() + 2 * 86_400_000)));
  });
  it('Yandex: signature.payload; lite players are guests', () => {
    expect(verifyYandexPlayer(signYandexData({ uniqueID: 'u1', publicName: 'P' }, 's'), 's')).toMatchObject({
      type: 'YandexGames',
      id: 'u1',
    });
    expect(verifyYandexPlayer(signYandexData({ uniqueID: 'u2', mode: 'lite' }, 's'), 's')).toMatchObject({
      type: 'YandexGamesGuest',
    });
    const [sig, payload] = signYandexData({ uniqueID: 'u1' }, 's').split('.');
    const forged = Buffer.from(JSON.stringify({ algorithm: 'HMAC-SHA256', data: { uniqueID: 'admin' } })).toString(
      'base64',
    );
    rejects(() => verifyYandexPlayer(`${sig}.${forged}`, 's'));
    expect(payload).toBeTruthy();
  });
  it('Facebook: signed request for canvas and Instant Games', () => {
    expect(verifyFacebookPlayer(signFacebookRequest({ user_id: '9' }, 's'), 's', false)).toMatchObject({
      type: 'FacebookGames',
      id: '9',
    });
    expect(verifyFacebookPlayer(signFacebookRequest({ player_id: '8' }, 's'), 's', true)).toMatchObject({
      type: 'FacebookNamespaced',
      id: '8',
    });
    rejects(() => verifyFacebookPlayer(signFacebookRequest({ user_id: '9' }, 'x'), 's', false));
  });
  it('CrazyGames: a JWT with the configured key', async () => {
    const token = await signCrazyGamesToken({ userId: 'cg1', username: 'neo' }, 'secret-0123456789', now);
    await expect(verifyCrazyGames(token, { secret: 'secret-0123456789' }, now)).resolves.toMatchObject({
      type: 'CrazyGames',
      id: 'cg1',
    });
    await expect(verifyCrazyGames(token, { secret: 'wrong-secret-0123456' }, now)).rejects.toThrow();
  });
  it('CrazyGames: a token without exp is refused, however well signed', async () => {
    const { SignJWT } = await import('jose');
    const forever = await new SignJWT({ userId: 'cg1' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt()
      .sign(new TextEncoder().encode('secret-0123456789'));
    await expect(verifyCrazyGames(forever, { secret: 'secret-0123456789' }, now)).rejects.toThrow(
      /could not be verified/,
    );
  });
  it('Telegram: auth_date in the future beyond a minute of clock skew, or not a whole number, is refused', () => {
    const at = (authDate: number | string) =>
      signTelegramInitData({ user: { id: 77, first_name: 'Ann' }, auth_date: authDate as number }, '1:tok');
    const seconds = Math.floor(now.getTime() / 1000);
    expect(verifyTelegram(at(seconds + 30), '1:tok', now)).toMatchObject({ id: '77' });
    rejects(() => verifyTelegram(at(seconds + 3600), '1:tok', now));
    rejects(() => verifyTelegram(at(seconds + 10 * 365 * 86_400), '1:tok', now));
    rejects(() => verifyTelegram(at('1e9'), '1:tok', now));
    rejects(() => verifyTelegram(at(seconds - 25 * 3600), '1:tok', now));
  });
  it('Kongregate, Absolute Games, Steam and WizQ', async () => {
    // The web APIs answer as their documentation shows (Kongregate authenticate.json, Steam AuthenticateUserTicket).
    const asked: string[] = [];
    const webApi = (answer: (url: URL) => unknown) => ({
      baseUrl: 'https://api.test/',
      fetch: (async (input: RequestInfo | URL) => {
        asked.push(input instanceof Request ? input.url : String(input));
        return Response.json(answer(new URL(input instanceof Request ? input.url : String(input))));
      }) as typeof fetch,
    });
    const kong = webApi((u) =>
      u.searchParams.get('game_auth_token') === 'good' && u.searchParams.get('api_key') === 'key'
        ? { success: true, user_id: Number(u.searchParams.get('user_id')), username: 'kong' }
        : { success: false, error: 403, error_description: 'Invalid game_auth_token' },
    );
    await expect(verifyKongregate('12', 'good', 'key', kong)).resolves.toEqual({
      type: 'Kongregate',
      id: '12',
      name: 'kong',
    });
    expect(asked.at(-1)).toBe('https://api.test/api/authenticate.json?user_id=12&game_auth_token=good&api_key=key');
    await expect(verifyKongregate('12', 'bad', 'key', kong)).rejects.toThrow(/could not be verified/);
    const down = {
      baseUrl: 'https://api.test',
      fetch: (async () => {
        throw new TypeError('fetch failed');
      }) as typeof fetch,
    };
    await expect(verifyKongregate('12', 'good', 'key', down)).rejects.toMatchObject({
      status: 502,
      code: 'PlatformUnavailable',
    });
    expect(verifyAg('1', '2', agAuthKey('1', '2', 's'), true, 's')).toMatchObject({
      type: 'AbsoluteGamesGuest',
      id: '2',
    });
    rejects(() => verifyAg('1', '3', agAuthKey('1', '2', 's'), false, 's'));
    const steam = webApi((u) =>
      u.searchParams.get('ticket') === 'abcd' && u.searchParams.get('appid') === '480'
        ? {
            response: {
              params: {
                result: 'OK',
                steamid: '76561198000000000',
                ownersteamid: '76561198000000000',
                vacbanned: false,
                publisherbanned: false,
              },
            },
          }
        : { response: { error: { errorcode: 101, errordesc: 'Invalid ticket' } } },
    );
    await expect(verifySteam('abcd', null, 'k', '480', steam)).resolves.toEqual({
      type: 'Steam',
      id: '76561198000000000',
    });
    expect(asked.at(-1)).toBe('https://api.test/ISteamUserAuth/AuthenticateUserTicket/v1/?key=k&appid=480&ticket=abcd');
    await expect(verifySteam('abcd', '76561198000000001', 'k', '480', steam)).rejects.toThrow(/could not be verified/);
    await expect(verifySteam('abce', null, 'k', '480', steam)).rejects.toThrow(/could not be verified/);
    const wizq = await signWizqAccessToken({ userId: 'w1' }, 'wsecret', now);
    await expect(verifyWizq(wizq, 'wsecret', now)).resolves.toMatchObject({ type: 'WizQ', id: 'w1' });
    await expect(verifyWizq(wizq, 'other', now)).rejects.toThrow();
  });
});
