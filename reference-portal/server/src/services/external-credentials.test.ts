import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import type { Db } from '../db/database';
import { ApiError } from '../http/api-error';
import type { Deps } from '../http/app-env';
import { hmacSha256 } from '../crypto/digests';
import { verifyExternalCredential } from './external-credentials';

const depsWith = (env: Record<string, string> = {}): Deps => ({
  db: undefined as unknown as Db,
  config: loadConfig(env),
  clock: () => new Date(),
  mailer: { send: async () => {} },
  logger: pino({ level: 'silent' }),
  fetch: async () => {
    throw new Error('no network call expected');
  },
});
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (err: unknown) =>
      err instanceof ApiError ? { status: err.status, message: err.message } : { status: 0, message: String(err) },
  );

describe('external-id credentials', () => {
  it('refuse a request without the block its AuthenticationType needs', async () => {
    expect(await refusal(verifyExternalCredential(depsWith(), 'VkId', 'hello-game', {}))).toEqual({
      status: 400,
      message: 'The VkIdLogin block is required for this AuthenticationType',
    });
    expect(await refusal(verifyExternalCredential(depsWith(), 'Steam', 'hello-game', { Steam: null }))).toMatchObject({
      status: 400,
    });
  });

  it('take a local Steam OpenID answer signed with the Steam key, and refuse a forged one or any in production', async () => {
    const deps = depsWith();
    const claimed = 'https://steamcommunity.com/openid/id/76561198000000000';
    const query = (sig: string, id = claimed) =>
      new URLSearchParams({ 'openid.claimed_id': id, 'openid.sig': sig }).toString();
    const sig = hmacSha256(deps.config.STEAM_WEB_API_KEY!, claimed).toString('hex');
    expect(
      await verifyExternalCredential(deps, 'SteamOpenId', 'hello-game', { SteamOpenId: { Query: `?${query(sig)}` } }),
    ).toEqual({
      identity: { type: 'Steam', id: '76561198000000000' },
    });
    expect(
      await refusal(
        verifyExternalCredential(deps, 'SteamOpenId', 'hello-game', { SteamOpenId: { Query: query('00') } }),
      ),
    ).toMatchObject({ status: 401 });
    const other = 'https://evil.example/openid/id/76561198000000000';
    const otherSig = hmacSha256(deps.config.STEAM_WEB_API_KEY!, other).toString('hex');
    expect(
      await refusal(
        verifyExternalCredential(deps, 'SteamOpenId', 'hello-game', { SteamOpenId: { Query: query(otherSig, other) } }),
      ),
    ).toMatchObject({ status: 401 });
    const production = depsWith({ MODE: 'production', PUBLIC_URL: 'https://portal.example' });
    expect(
      await refusal(
        verifyExternalCredential(production, 'SteamOpenId', 'hello-game', { SteamOpenId: { Query: query(sig) } }),
      ),
    ).toEqual({
      status: 401,
      message: 'Steam sign-in data could not be verified: Steam OpenID is not configured on this server',
    });
  });

  it('refuse a game token that is not a game JWT, and local identity-provider credentials in production', async () => {
    expect(
      await refusal(
        verifyExternalCredential(depsWith(), 'ExternalGameToken', 'hello-game', {
          ExternalGameToken: { Token: 'not-a-jwt' },
        }),
      ),
    ).toMatchObject({ status: 401 });
    const production = depsWith({ MODE: 'production', PUBLIC_URL: 'https://portal.example' });
    expect(
      await refusal(verifyExternalCredential(production, 'Google', 'hello-game', { Google: { IdToken: 'x' } })),
    ).toEqual({
      status: 501,
      message: 'Google sign-in is not configured on this server',
    });
  });
});
