import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { Hono } from 'hono';
import { z } from 'zod';
import type { Config } from '../config';
import { notFound } from '../http/api-error';
import type { AppEnv } from '../http/app-env';
import { problemResponse } from '../http/problem';
import { readParams, readQuery } from '../http/validate';
import { platformSecret } from '../platforms/platform-secrets';
import { agAuthKey } from '../platforms/sign-ag';
import { signOkLaunchParams } from '../platforms/sign-ok';
import { signTelegramInitData } from '../platforms/sign-telegram';
import { signVkLaunchParams } from '../platforms/sign-vk';
import { signVkPlayLaunchParams } from '../platforms/sign-vkplay';
import { serverPath } from '../server-root';
import { localOkSession } from '../local/platform-servers/platform-friend-apis';

const SIMULATORS = `${serverPath('../../adapters/dist/simulators')}/`;

/**
 * The launch data a platform opens its frame with, signed with this server's own (local) secrets.
 * VK and OK launch the player `user` when given (their friends on the local platform APIs are set
 * under /dev/platform-api), else a fixed test player.
 */
export function devLaunchParams(
  adapter: string,
  config: Config,
  now = Date.now(),
  user?: string,
): { search: string; hash: string } {
  switch (adapter) {
    case 'vkcom':
      return {
        search: signVkLaunchParams(
          {
            vk_user_id: user ?? '7',
            vk_app_id: '51',
            vk_language: 'ru',
            vk_platform: 'desktop_web',
            vk_group_id: '99',
          },
          platformSecret(config, 'VkontakteCom'),
        ),
        hash: '',
      };
    case 'ok': {
      const uid = user ?? '5';
      const session = localOkSession(uid, config.OK_APP_SECRET ?? '');
      return {
        search: signOkLaunchParams(
          {
            api_server: 'https://api.ok.test/',
            apiconnection: 'app_1',
            application_key: 'okkey',
            logged_user_id: uid,
            session_key: session.sessionKey,
            session_secret_key: session.sessionSecretKey,
            auth_sig: 'as',
            custom_args: '',
          },
          platformSecret(config, 'Odnoklassniki'),
        ),
        hash: '',
      };
    }
    case 'vkplay':
      return {
        search: signVkPlayLaunchParams({ uid: '31', appid: '777' }, platformSecret(config, 'VkontaktePlay')),
        hash: '',
      };
    case 'ag':
      return {
        search: new URLSearchParams({
          app_id: 'ag-app',
          player_id: 'agp-1',
          game_sid: 'sid-1',
          auth_key: agAuthKey('ag-app', 'agp-1', platformSecret(config, 'AbsoluteGames')),
          guest: 'false',
        }).toString(),
        hash: '',
      };
    case 'telegram': {
      const user = { id: 77, first_name: 'Tim', last_name: 'G', language_code: 'de' };
      const initData = signTelegramInitData(
        { user, auth_date: Math.floor(now / 1000), query_id: 'q1' },
        platformSecret(config, 'Telegram'),
      );
      return {
        search: '',
        hash: new URLSearchParams({
          tgWebAppData: initData,
          tgWebAppVersion: '8.0',
          tgWebAppPlatform: 'weba',
        }).toString(),
      };
    }
    default:
      return { search: '', hash: '' };
  }
}

const simulatorParams = z.object({ file: z.string().max(64) });
const launchParams = z.object({
  adapter: z
    .string()
    .regex(/^[a-z]+$/)
    .max(32),
});
const launchQuery = z.object({
  user: z
    .string()
    .regex(/^\d{1,19}$/)
    .optional(),
});

/**
 * Local mode only: each platform's script simulator (`/dev/simulators/{name}.js`, from the adapters
 * build) and signed test launch data (`/dev/launch/{adapter}`, `?user={id}` for a VK or OK player of
 * one's choice), so the portal runs a game under any
 * adapter without the platforms.
 */
export function devPlatformRoutes(dir = SIMULATORS) {
  const app = new Hono<AppEnv>();

  app.get('/simulators/:file', async (c) => {
    const name = /^([a-z]+)\.js$/.exec(readParams(c, simulatorParams).file)?.[1];
    const file = name ? `${dir}${name}.js` : null;
    if (!file || !existsSync(file)) return problemResponse(c, notFound('Unknown simulator'));
    c.header('Cache-Control', 'no-cache');
    return c.body(await readFile(file, 'utf8'), 200, { 'Content-Type': 'text/javascript; charset=utf-8' });
  });

  app.get('/launch/:adapter', (c) => {
    const { adapter } = readParams(c, launchParams);
    const { user } = readQuery(c, launchQuery);
    c.header('Cache-Control', 'no-store');
    return c.json(devLaunchParams(adapter, c.get('deps').config, Date.now(), user));
  });
  return app;
}
