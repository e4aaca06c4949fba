import { SIMULATOR_SECRETS } from '../simulator-kit/secrets.js';
import { md5Hex, signMd5Launch, signTelegramInitData, signVkLaunch } from '../simulator-kit/sign.js';

const FRAME = 'https://portal.test/play/space/iframe';

/** The frame URL VK opens a mini app with: signed `vk_*` params. */
export async function vkLaunchUrl(extra: Record<string, string> = {}): Promise<string> {
  const params = {
    vk_user_id: '7',
    vk_app_id: '51',
    vk_language: 'ru',
    vk_platform: 'desktop_web',
    vk_group_id: '99',
    ...extra,
  };
  return `${FRAME}/vkcom?${await signVkLaunch(params, SIMULATOR_SECRETS.vk)}`;
}

/** The frame URL OK opens an app with: signed with `sig`. */
export function okLaunchUrl(extra: Record<string, string> = {}): string {
  const params = {
    api_server: 'https://api.ok.test/',
    apiconnection: 'app_1',
    application_key: 'okkey',
    logged_user_id: '5',
    session_key: 'sk',
    session_secret_key: 'ssk',
    auth_sig: 'as',
    custom_args: '',
    ...extra,
  };
  return `${FRAME}/ok?${signMd5Launch(params, SIMULATOR_SECRETS.ok, 'sig')}`;
}

/** The frame URL VK Play opens a game with: uid, appid, and `sign`. */
export function vkPlayLaunchUrl(extra: Record<string, string> = {}): string {
  return `${FRAME}/vkplay?${signMd5Launch({ uid: '31', appid: '777', ...extra }, SIMULATOR_SECRETS.vkPlay, 'sign')}`;
}

/** The frame URL Telegram opens a mini app with: signed init data in `#tgWebAppData`. */
export async function telegramLaunchUrl(
  user: Record<string, unknown> | null = {
    id: 77,
    first_name: 'Tim',
    last_name: 'G',
    language_code: 'de',
    photo_url: 'https://t.test/77.jpg',
  },
): Promise<string> {
  const fields: Record<string, string> = { auth_date: String(Math.floor(Date.now() / 1000)), query_id: 'q1' };
  if (user) fields.user = JSON.stringify(user);
  const initData = await signTelegramInitData(fields, SIMULATOR_SECRETS.telegramBotToken);
  return `${FRAME}/telegram#${new URLSearchParams({ tgWebAppData: initData, tgWebAppVersion: '8.0', tgWebAppPlatform: 'weba' })}`;
}

/** The frame URL Absolute Games opens a game with: app, player, session and `auth_key`. */
export function agLaunchUrl(playerId = 'agp-1', guest = false): string {
  const auth_key = md5Hex(`ag-app_${playerId}_${SIMULATOR_SECRETS.ag}`);
  return `${FRAME}/ag?${new URLSearchParams({ app_id: 'ag-app', player_id: playerId, game_sid: 'sid-1', auth_key, guest: String(guest) })}`;
}
