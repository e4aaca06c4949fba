import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { verifyOk } from './verify-ok';
import { verifyTelegram } from './verify-telegram';
import { verifyVk } from './verify-vk';
import { verifyVkPlay } from './verify-vkplay';

/** The same text with one character changed (the last of `at`'s first occurrence). */
const flip = (text: string, at: string) => {
  const i = text.indexOf(at) + at.length - 1;
  return text.slice(0, i) + (text[i] === 'A' ? 'B' : 'A') + text.slice(i + 1);
};

describe('sign-in data the platforms sign, checked against vectors from outside this code', () => {
  it("VK: the launch parameters of VK's own example (VKCOM/vk-apps-launch-params, examples/golang.go)", () => {
    const query =
      'vk_user_id=494075&vk_app_id=6736218&vk_is_app_user=1&vk_are_notifications_enabled=1&vk_language=ru&vk_access_token_settings=&vk_platform=android&sign=htQFduJpLxz7ribXRZpDFUH-XEUhC9rBPTJkjUFEkRA';
    expect(verifyVk(query, 'wvl68m4dR1UpLrVRli')).toEqual({ type: 'VkontakteCom', id: '494075', locale: 'ru' });
    expect(() => verifyVk(query.replace('vk_user_id=494075', 'vk_user_id=494076'), 'wvl68m4dR1UpLrVRli')).toThrow(
      /could not be verified/,
    );
    expect(() => verifyVk(flip(query, 'sign=htQF'), 'wvl68m4dR1UpLrVRli')).toThrow(/could not be verified/);
    // The same page's PHP example carries a 44-character sign that no HMAC-SHA256 gives: refused.
    expect(() =>
      verifyVk(query.replace(/sign=.*/, 'sign=exTIBPYTrAKDTHLLm2AwJkmcVcvFCzQUNyoa6wAjvW6k'), 'wvl68m4dR1UpLrVRli'),
    ).toThrow();
  });

  it('Telegram: the init data published by the Telegram Mini Apps project (tma.js), with its bot token', () => {
    const token = '5768337691:AAH5YkoiEuPk8-FZa32hStHTqXiLPtAEhx8';
    const initData =
      'query_id=AAHdF6IQAAAAAN0XohDhrOrc&user=%7B%22id%22%3A279058397%2C%22first_name%22%3A%22Vladislav%22%2C%22last_name%22%3A%22Kibenko%22%2C%22username%22%3A%22vdkfrost%22%2C%22language_code%22%3A%22ru%22%2C%22is_premium%22%3Atrue%7D&auth_date=1662771648&hash=c501b71e775f74ce10e377dea85a7ea24ecd640b223ea86dfe453e0eaed2e2b2';
    const at = new Date(1662771648 * 1000);
    expect(verifyTelegram(initData, token, at)).toEqual({
      type: 'Telegram',
      id: '279058397',
      name: 'Vladislav Kibenko',
      locale: 'ru',
    });
    expect(() => verifyTelegram(initData.replace('auth_date=1662771648', 'auth_date=1662771649'), token, at)).toThrow(
      /could not be verified/,
    );
    expect(() => verifyTelegram(initData.replace('hash=c501', 'hash=c502'), token, at)).toThrow(
      /could not be verified/,
    );
    expect(() => verifyTelegram(initData, `${token}x`, at)).toThrow(/could not be verified/);
  });

  // OK and VK Play publish the rule but no example with its secret: these strings are written out by
  // hand from the rule (sorted key=value pairs, concatenated, then the secret), not by any code here.
  it('OK: sig = md5 of the sorted k=v pairs and the secret key', () => {
    const base = 'api_server=https://api.ok.ru/application_key=CBAlogged_user_id=5session_key=sk';
    const query = new URLSearchParams({
      logged_user_id: '5',
      application_key: 'CBA',
      session_key: 'sk',
      api_server: 'https://api.ok.ru/',
      sig: createHash('md5').update(`${base}okSecret`).digest('hex'),
    }).toString();
    expect(verifyOk(query, 'okSecret')).toEqual({ type: 'Odnoklassniki', id: '5' });
    expect(() => verifyOk(query.replace('session_key=sk', 'session_key=sl'), 'okSecret')).toThrow(
      /could not be verified/,
    );
  });

  it("VK Play: sign = md5 of the sorted k=v pairs and the game's secret", () => {
    const query = new URLSearchParams({
      uid: '31',
      appid: '777',
      sign: createHash('md5').update('appid=777uid=31vkpSecret').digest('hex'),
    }).toString();
    expect(verifyVkPlay(query, 'vkpSecret')).toEqual({ type: 'VkontaktePlay', id: '31' });
    expect(() => verifyVkPlay(query.replace('uid=31', 'uid=32'), 'vkpSecret')).toThrow(/could not be verified/);
  });
});
