import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import type { Db } from '../db/database';
import type { Deps } from '../http/app-env';
import { signLocalIdpToken } from '../platforms/sign-local-idp';
import { exchangeTwitchCode, refreshTwitch } from './twitch';

const depsWith = (env: Record<string, string>, fetchImpl: typeof fetch): Deps => ({
  db: undefined as unknown as Db,
  config: loadConfig(env),
  clock: () => new Date(),
  mailer: { send: async () => {} },
  logger: pino({ level: 'silent' }),
  fetch: fetchImpl,
});
const noNetwork: typeof fetch = async () => {
  throw new Error('no network call expected');
};
const production = (
  fetchImpl: typeof fetch,
  env: Record<string, string> = { TWITCH_CLIENT_ID: 'twitch-client', TWITCH_CLIENT_SECRET: 'twitch-secret' },
) => depsWith({ MODE: 'production', PUBLIC_URL: 'https://portal.example', ...env }, fetchImpl);
/** Twitch's token and validate endpoints, each answering what the test says. */
const twitch =
  (token: () => Response, validate: () => Response): typeof fetch =>
  async (url) =>
    (url instanceof Request ? url.url : String(url)).endsWith('/oauth2/token') ? token() : validate();
const tokens = () => Response.json({ access_token: 'at', refresh_token: 'rt' });

describe('Twitch code exchange', () => {
  it('production without a Twitch client refuses every code without a network call', async () => {
    expect(await exchangeTwitchCode(production(noNetwork, {}), 'code')).toBeNull();
    expect(
      await exchangeTwitchCode(
        production(noNetwork, { TWITCH_CLIENT_ID: 'local-twitch-client', TWITCH_CLIENT_SECRET: 'local-twitch-secret' }),
        'code',
      ),
    ).toBeNull();
  });

  it('local mode takes a local identity-provider code and refuses others without a network call', async () => {
    const deps = depsWith({}, noNetwork);
    const code = await signLocalIdpToken('Twitch', { id: '777' }, deps.config.LOCAL_IDP_SECRET!);
    expect(await exchangeTwitchCode(deps, code)).toMatchObject({ userId: '777' });
    expect(await exchangeTwitchCode(deps, 'bogus')).toBeNull();
  });

  it('production asks Twitch for the tokens and the user id', async () => {
    const deps = production(twitch(tokens, () => Response.json({ user_id: '42' })));
    expect(await exchangeTwitchCode(deps, 'code')).toEqual({ userId: '42', accessToken: 'at', refreshToken: 'rt' });
    expect(await refreshTwitch(deps, 'rt')).toEqual({ accessToken: 'at', refreshToken: 'rt' });
  });

  it('production gives null when Twitch refuses the code, answers without tokens, or does not name the user', async () => {
    const refused = () => Response.json({ status: 400, message: 'Invalid authorization code' }, { status: 400 });
    expect(
      await exchangeTwitchCode(production(twitch(refused, () => Response.json({ user_id: '42' }))), 'code'),
    ).toBeNull();
    expect(
      await exchangeTwitchCode(
        production(
          twitch(
            () => new Response('<html>oops</html>'),
            () => Response.json({ user_id: '42' }),
          ),
        ),
        'code',
      ),
    ).toBeNull();
    expect(await exchangeTwitchCode(production(twitch(tokens, () => new Response('not json'))), 'code')).toBeNull();
    expect(
      await exchangeTwitchCode(
        production(twitch(tokens, () => Response.json({ user_id: '42' }, { status: 401 }))),
        'code',
      ),
    ).toBeNull();
    expect(await refreshTwitch(production(twitch(refused, refused)), 'rt')).toBeNull();
  });

  it('production gives null when Twitch cannot be reached', async () => {
    const down: typeof fetch = async () => {
      throw new TypeError('fetch failed');
    };
    expect(await exchangeTwitchCode(production(down), 'code')).toBeNull();
    expect(await refreshTwitch(production(down), 'rt')).toBeNull();
    const validateDown: typeof fetch = async (url) => {
      if ((url instanceof Request ? url.url : String(url)).endsWith('/oauth2/token')) return tokens();
      throw new TypeError('fetch failed');
    };
    expect(await exchangeTwitchCode(production(validateDown), 'code')).toBeNull();
  });
});
