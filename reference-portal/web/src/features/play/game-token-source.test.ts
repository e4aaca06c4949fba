import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '@playport/host/api';
import { createGameTokenSource, jwtExpiresAt } from './game-token-source';
import { toFxIdInfo } from './to-fxid-info';

const b64url = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const jwt = (exp: number, n = 1) => `${b64url({ alg: 'HS256' })}.${b64url({ exp, n, aud: 'playport:game:g1' })}.sig`;

function apiAnswering(...tokens: (string | null)[]) {
  const fetchFxIdGameConnection = vi.fn(async () => {
    const GameJwt = tokens.shift() ?? null;
    return { Connected: !!GameJwt, ConnectedGame: GameJwt ? { Game: 'g1', GameJwt, GameUid: 'uid-1' } : null };
  });
  return { api: { profile: { fetchFxIdGameConnection } } as unknown as ApiClient, fetchFxIdGameConnection };
}

const account = {
  AccountId: 'acc-1',
  Name: 'Hero',
  Email: 'hero@example.com',
  MarketingEnabled: false,
  Locale: 'en',
  GeoCountry: 'DE',
  Guest: false,
  HasEmail: true,
  EmailValidated: true,
  HasCompletedOrder: false,
  ConnectedGames: [{ Game: 'g1', GameJwt: 'profile-game-jwt', GameUid: 'uid-1' }],
} as Parameters<typeof toFxIdInfo>[0];

describe('toFxIdInfo', () => {
  it('hands the game its game-scoped token as token and gameToken, never the portal session', () => {
    const info = toFxIdInfo(account, 'g1', 'fresh-game-jwt');
    expect(info).toMatchObject({
      userId: 'acc-1',
      token: 'fresh-game-jwt',
      gameToken: 'fresh-game-jwt',
      gameUid: 'uid-1',
    });
    expect(JSON.stringify(info)).not.toContain('hero@example.com');
  });

  it("falls back to the profile's game token of that game, and to null for a game not connected", () => {
    expect(toFxIdInfo(account, 'g1', null)).toMatchObject({ token: 'profile-game-jwt', gameToken: 'profile-game-jwt' });
    expect(toFxIdInfo(account, 'other', null)).toMatchObject({ token: null, gameToken: null, gameUid: null });
  });
});

describe('createGameTokenSource', () => {
  const hour = 3_600_000;

  it('fetches the game token with the session, and reuses it until five minutes before expiry', async () => {
    let now = 1_000_000_000_000;
    const { api, fetchFxIdGameConnection } = apiAnswering(jwt((now + hour) / 1000, 1), jwt((now + 2 * hour) / 1000, 2));
    const tokens = createGameTokenSource(api, 'g1', () => now);
    const first = await tokens.get('session-a');
    expect(fetchFxIdGameConnection).toHaveBeenCalledWith({ Game: 'g1' });
    expect(jwtExpiresAt(first!)).toBe(now + hour);
    expect(tokens.renewIn()).toBe(55 * 60_000);
    now += 54 * 60_000;
    expect(await tokens.get('session-a')).toBe(first);
    now += 60_000;
    const second = await tokens.get('session-a');
    expect(second).not.toBe(first);
    expect(fetchFxIdGameConnection).toHaveBeenCalledTimes(2);
  });

  it('fetches again for another session, and caches nothing for a game not connected', async () => {
    const now = 1_000_000_000_000;
    const { api, fetchFxIdGameConnection } = apiAnswering(jwt((now + hour) / 1000, 1), null, null);
    const tokens = createGameTokenSource(api, 'g1', () => now);
    expect(await tokens.get('session-a')).toBeTruthy();
    expect(await tokens.get('session-b')).toBeNull();
    expect(tokens.renewIn()).toBeNull();
    expect(await tokens.get('session-b')).toBeNull();
    expect(fetchFxIdGameConnection).toHaveBeenCalledTimes(3);
  });
});
