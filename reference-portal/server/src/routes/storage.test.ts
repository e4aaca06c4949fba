import { describe, expect, it } from 'vitest';
import { json, useTestApp } from '../test/test-app';

const t = useTestApp();

type Stored = { Key: string; Value: string | null; Version: number | null; UpdatedAt: string | null };
type Written = { Key: string; Version: number; UpdatedAt: string };
type Write = { Key: string; Value: string; Version?: number };

const get = (token: string | null, Keys: unknown, Game = 'hello-game') =>
  t().post('/api/v1/storage/get', { Game, Keys }, token);
const set = (token: string | null, Values: Write[] | unknown, Game = 'hello-game') =>
  t().post('/api/v1/storage/set', { Game, Values }, token);
const del = (token: string | null, Keys: unknown, Game = 'hello-game') =>
  t().post('/api/v1/storage/delete', { Game, Keys }, token);

const read = async (token: string, keys: string[], game = 'hello-game') => {
  const res = await get(token, keys, game);
  expect(res.status).toBe(200);
  return (await json<{ Values: Stored[] }>(res)).Values;
};
const write = async (token: string, values: Write[], game = 'hello-game') => {
  const res = await set(token, values, game);
  expect(res.status).toBe(200);
  return (await json<{ Values: Written[] }>(res)).Values;
};

/** The game token the portal hands hello-game (`fxId.token`). */
async function gameTokenOf(session: string) {
  const profile = await json<{ ConnectedGames: { Game: string; GameJwt: string }[] }>(
    await t().post('/api/v1/profile', { Game: 'hello-game' }, session),
  );
  return profile.ConnectedGames.find((g) => g.Game === 'hello-game')!.GameJwt;
}

describe('a game’s saves (/storage/get, /storage/set, /storage/delete)', () => {
  it('writes, reads back with versions from 1, and deletes', async () => {
    const { token } = await t().signIn();
    expect(await read(token, ['level', 'coins'])).toEqual([
      { Key: 'level', Value: null, Version: null, UpdatedAt: null },
      { Key: 'coins', Value: null, Version: null, UpdatedAt: null },
    ]);
    const first = await write(token, [
      { Key: 'level', Value: '7' },
      { Key: 'coins', Value: '{"gold":3}' },
    ]);
    expect(first.map((w) => [w.Key, w.Version])).toEqual([
      ['level', 1],
      ['coins', 1],
    ]);
    t().advance(1_000);
    const second = await write(token, [{ Key: 'level', Value: '8', Version: 1 }]);
    expect(second.map((w) => [w.Key, w.Version])).toEqual([['level', 2]]);
    const values = await read(token, ['coins', 'level']);
    expect(values.map((v) => [v.Key, v.Value, v.Version])).toEqual([
      ['coins', '{"gold":3}', 1],
      ['level', '8', 2],
    ]);
    expect(values[1]!.UpdatedAt).toBe(second[0]!.UpdatedAt);

    const gone = await del(token, ['level', 'never-written']);
    expect(gone.status).toBe(200);
    expect(await json(gone)).toEqual({ Deleted: 1 });
    expect((await read(token, ['level']))[0]).toEqual({ Key: 'level', Value: null, Version: null, UpdatedAt: null });
    // A deleted key starts over at version 1.
    expect((await write(token, [{ Key: 'level', Value: '1', Version: 0 }]))[0]!.Version).toBe(1);
  });

  it('refuses a write against an older version (two tabs) with the current value, writing nothing', async () => {
    const { token } = await t().signIn();
    await write(token, [{ Key: 'slot', Value: 'start' }]);
    // Both tabs read version 1.
    const [tabA] = await read(token, ['slot']);
    const [tabB] = await read(token, ['slot']);
    expect(tabA!.Version).toBe(1);
    await write(token, [{ Key: 'slot', Value: 'from A', Version: tabA!.Version! }]);
    const late = await set(token, [
      { Key: 'other', Value: 'also from B', Version: 0 },
      { Key: 'slot', Value: 'from B', Version: tabB!.Version! },
    ]);
    expect(late.status).toBe(409);
    expect(await json(late)).toMatchObject({
      Code: 'Conflict',
      Message: 'The save slot changed since it was read',
      Conflicts: [{ Key: 'slot', Value: 'from A', Version: 2 }],
    });
    // Nothing of the refused call was written, not even its other key.
    expect((await read(token, ['slot', 'other'])).map((v) => [v.Value, v.Version])).toEqual([
      ['from A', 2],
      [null, null],
    ]);
    // Version 0 means "only while it holds nothing".
    const created = await set(token, [{ Key: 'slot', Value: 'new', Version: 0 }]);
    expect(created.status).toBe(409);
    expect(await json(created)).toMatchObject({ Conflicts: [{ Key: 'slot', Value: 'from A', Version: 2 }] });
    // With the current version, tab B writes on purpose; without a Version the last write wins.
    expect((await write(token, [{ Key: 'slot', Value: 'from B', Version: 2 }]))[0]!.Version).toBe(3);
    expect((await write(token, [{ Key: 'slot', Value: 'forced' }]))[0]!.Version).toBe(4);
  });

  it('lets one of two racing writes of one version win and refuses the other', async () => {
    const { token } = await t().signIn();
    await write(token, [{ Key: 'race', Value: '0' }]);
    const [a, b] = await Promise.all([
      set(token, [{ Key: 'race', Value: 'a', Version: 1 }]),
      set(token, [{ Key: 'race', Value: 'b', Version: 1 }]),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const [winner] = a.status === 200 ? ['a'] : ['b'];
    expect((await read(token, ['race']))[0]).toMatchObject({ Value: winner, Version: 2 });
  });

  it('answers the quotas with QuotaExceeded, naming the quota and its limit', async () => {
    const { token } = await t().signIn();
    const big = await set(token, [{ Key: 'big', Value: 'é'.repeat(32_769) }]);
    expect(big.status).toBe(413);
    expect(await json(big)).toMatchObject({
      Code: 'QuotaExceeded',
      Message: 'The value of big is larger than 65536 bytes',
      Quota: 'ValueBytes',
      Limit: 65_536,
      Key: 'big',
    });
    expect((await set(token, [{ Key: 'fits', Value: 'é'.repeat(32_768) }])).status).toBe(200);

    const keys = (from: number, n: number) =>
      Array.from({ length: n }, (_, i) => ({ Key: `k${from + i}`, Value: 'x' }));
    await write(token, keys(0, 100));
    await write(token, keys(100, 99));
    const tooMany = await set(token, keys(199, 1));
    expect(tooMany.status).toBe(413);
    expect(await json(tooMany)).toMatchObject({ Code: 'QuotaExceeded', Quota: 'Keys', Limit: 200 });
    // Rewriting a key the game holds adds none.
    expect((await set(token, keys(0, 1))).status).toBe(200);

    const other = await t().signIn();
    const chunk = 'x'.repeat(60_000);
    for (let i = 0; i < 17; i += 1) await write(other.token, [{ Key: `chunk${i}`, Value: chunk }]);
    const full = await set(other.token, [{ Key: 'chunk17', Value: chunk }]);
    expect(full.status).toBe(413);
    expect(await json(full)).toMatchObject({ Code: 'QuotaExceeded', Quota: 'TotalBytes', Limit: 1_048_576 });
    expect((await read(other.token, ['chunk17']))[0]!.Value).toBeNull();
  });

  it('refuses malformed keys and values naming the field', async () => {
    const { token } = await t().signIn();
    const cases: [Promise<Response>, string][] = [
      [get(token, []), 'Keys'],
      [get(token, ['']), 'Keys.0'],
      [get(token, ['k'.repeat(129)]), 'Keys.0'],
      [get(token, ['a', 'b', 'a']), 'Keys.2'],
      [
        get(
          token,
          Array.from({ length: 101 }, (_, i) => `k${i}`),
        ),
        'Keys',
      ],
      [set(token, [{ Key: 'a', Value: 3 }]), 'Values.0.Value'],
      [set(token, [{ Key: 'a', Value: '1', Version: -1 }]), 'Values.0.Version'],
      [
        set(token, [
          { Key: 'a', Value: '1' },
          { Key: 'a', Value: '2' },
        ]),
        'Values.1.Key',
      ],
      [del(token, 'a'), 'Keys'],
    ];
    for (const [call, field] of cases) {
      const res = await call;
      expect(res.status, field).toBe(400);
      const body = JSON.stringify(await json(res));
      expect(body, field).toContain('ValidationFailed');
      expect(body, field).toContain(field.split('.')[0]!);
    }
    const dup = await json(await get(token, ['a', 'a']));
    expect(JSON.stringify(dup)).toContain('Duplicate key a');
  });

  it("keeps each account's and each game's saves apart, and refuses another game's with a game token", async () => {
    const a = await t().signIn();
    const b = await t().signIn();
    await write(a.token, [{ Key: 'progress', Value: 'a-hello' }]);
    await write(a.token, [{ Key: 'progress', Value: 'a-conformance' }], 'conformance-game');
    expect((await read(b.token, ['progress']))[0]!.Value).toBeNull();
    expect((await read(a.token, ['progress'], 'conformance-game'))[0]!.Value).toBe('a-conformance');
    expect((await read(a.token, ['progress']))[0]!.Value).toBe('a-hello');
    // b deleting the key removes nothing of a's.
    expect(await json(await del(b.token, ['progress']))).toEqual({ Deleted: 0 });
    expect((await read(a.token, ['progress']))[0]!.Value).toBe('a-hello');

    const gameToken = await gameTokenOf(a.token);
    expect((await read(gameToken, ['progress']))[0]!.Value).toBe('a-hello');
    for (const res of [
      await get(gameToken, ['progress'], 'conformance-game'),
      await set(gameToken, [{ Key: 'progress', Value: 'x' }], 'conformance-game'),
      await del(gameToken, ['progress'], 'conformance-game'),
    ]) {
      expect(res.status).toBe(403);
      expect(await json(res)).toMatchObject({
        Code: 'GameTokenScope',
        Message: 'This game token belongs to another game',
      });
    }
    expect((await read(a.token, ['progress'], 'conformance-game'))[0]!.Value).toBe('a-conformance');
  });

  it('serves a platform guest by its session, refuses a visitor without one, and an unknown game', async () => {
    const guest = await json<{ Token: string }>(
      await t().post('/api/v1/auth/authenticate_from_social', {
        Game: 'hello-game',
        Locale: 'en',
        SessionId: 'session-0123456789abcdef',
        Social: 'CrazyGames',
        CrazyGames: { UserToken: null, DeviceId: 'device-storage-0123456789' },
      }),
    );
    await write(guest.Token, [{ Key: 'guest', Value: 'saved' }]);
    expect((await read(guest.Token, ['guest']))[0]!.Value).toBe('saved');

    for (const res of [await get(null, ['a']), await set(null, [{ Key: 'a', Value: '1' }]), await del(null, ['a'])])
      expect(res.status).toBe(401);
    const { token } = await t().signIn();
    const unknown = await get(token, ['a'], 'no-such-game');
    expect(unknown.status).toBe(404);
    expect(await json(unknown)).toMatchObject({ Code: 'UnknownGame' });
  });
});
