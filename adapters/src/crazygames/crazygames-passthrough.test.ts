import { describe, expect, it } from 'vitest';
import { sendCrazyGamesSdk } from './crazygames-passthrough.js';
import type { CrazySdk } from './crazygames-types.js';

const sdk = {
  user: {
    isUserAccountAvailable: true,
    getUser: async () => { throw new Error('boom'); },
    showAuthPrompt: () => undefined,
  },
  game: { inviteLink(this: { prefix: string }, params: Record<string, string>) { return `${this.prefix}?room=${params.room}`; }, prefix: 'https://cg.test/space' },
} as unknown as CrazySdk;

describe('SendCrazyGamesSdk', () => {
  it('reads a property, calls a method on its own module and answers JSON (undefined as null)', async () => {
    expect(await sendCrazyGamesSdk(sdk, { path: ['user', 'isUserAccountAvailable'] })).toEqual({ data: true });
    expect(await sendCrazyGamesSdk(sdk, { path: ['game', 'inviteLink'], args: [{ room: '7' }] })).toEqual({ data: 'https://cg.test/space?room=7' });
    expect(await sendCrazyGamesSdk(sdk, { path: ['user', 'showAuthPrompt'] })).toEqual({ data: null });
  });

  it.each([
    [['window', 'location']],
    [['user', '__proto__']],
    [['user', 'constructor']],
    [['game', 'prototype']],
  ])('refuses %j outside the SDK modules or through the prototype chain', async (path) => {
    await expect(sendCrazyGamesSdk(sdk, { path })).rejects.toMatchObject({ code: 'NotSupported', message: `CrazyGames SDK path ${path.join('.')} is not available` });
  });

  it.each([[['user', 'missing']], [['user', 'toString']], [['data', 'getItem']]])('answers NotSupported for %j, which the SDK does not have', async (path) => {
    await expect(sendCrazyGamesSdk(sdk, { path })).rejects.toMatchObject({ code: 'NotSupported', message: `CrazyGames SDK has no ${path.join('.')}` });
  });

  it('turns a throwing SDK call into Unknown with its message', async () => {
    await expect(sendCrazyGamesSdk(sdk, { path: ['user', 'getUser'] })).rejects.toMatchObject({ code: 'Unknown', message: 'CrazyGames SDK user.getUser failed: boom' });
  });
});
