import { describe, expect, it } from 'vitest';
import { sendCrazyGamesSdk } from './crazygames-passthrough.js';
import type { CrazySdk } from './crazygames-types.js';

const touched: string[] = [];
const sdk = {
  environment: 'crazygames',
  user: {
    isUserAccountAvailable: true,
    getUser: async () => {
      throw new Error('boom');
    },
    getUserToken: async () => {
      touched.push('getUserToken');
      return 'jwt';
    },
    getXsollaUserToken: async () => {
      touched.push('getXsollaUserToken');
      return 'xsolla';
    },
    showAuthPrompt: async () => {
      touched.push('showAuthPrompt');
      return null;
    },
    showAccountLinkPrompt: async () => {
      touched.push('showAccountLinkPrompt');
      return { response: 'yes' };
    },
  },
  game: {
    inviteLink(this: { prefix: string }, params: Record<string, string>) {
      return `${this.prefix}?room=${params.room}`;
    },
    prefix: 'https://cg.test/space',
    gameplayStart: () => undefined,
    settings: { muteAudio: false, disableChat: true },
  },
  ad: { requestAd: () => touched.push('requestAd'), hasAdblock: async () => false },
  data: {
    getItem: () => touched.push('getItem'),
    setItem: () => touched.push('setItem'),
    clear: () => touched.push('clear'),
  },
  analytics: { trackOrder: () => touched.push('trackOrder') },
} as unknown as CrazySdk;

describe('SendCrazyGamesSdk', () => {
  it('reads an allowed property, calls an allowed method on its own module and answers JSON (undefined as null)', async () => {
    expect(await sendCrazyGamesSdk(sdk, { path: ['user', 'isUserAccountAvailable'] })).toEqual({ data: true });
    expect(await sendCrazyGamesSdk(sdk, { path: ['game', 'inviteLink'], args: [{ room: '7' }] })).toEqual({
      data: 'https://cg.test/space?room=7',
    });
    expect(await sendCrazyGamesSdk(sdk, { path: ['game', 'gameplayStart'] })).toEqual({ data: null });
    expect(await sendCrazyGamesSdk(sdk, { path: ['game', 'settings'] })).toEqual({
      data: { muteAudio: false, disableChat: true },
    });
    expect(await sendCrazyGamesSdk(sdk, { path: ['ad', 'hasAdblock'] })).toEqual({ data: false });
    expect(await sendCrazyGamesSdk(sdk, { path: ['environment'] })).toEqual({ data: 'crazygames' });
  });

  it.each([
    [['user', 'getUserToken']],
    [['user', 'getXsollaUserToken']],
    [['user', 'showAuthPrompt']],
    [['user', 'showAccountLinkPrompt']],
    [['ad', 'requestAd']],
    [['data', 'getItem']],
    [['data', 'setItem']],
    [['data', 'clear']],
    [['analytics', 'trackOrder']],
    [['init']],
    [['window', 'location']],
    [['user', '__proto__']],
    [['user', 'constructor']],
    [['game', 'prototype']],
    [['game', 'inviteLink', 'call']],
    [['game.inviteLink']],
  ])('refuses %j with NotSupported naming the path, without touching the SDK', async (path) => {
    touched.length = 0;
    await expect(sendCrazyGamesSdk(sdk, { path })).rejects.toMatchObject({
      code: 'NotSupported',
      message: `CrazyGames SDK path ${path.join('.')} is not available to games`,
    });
    expect(touched).toEqual([]);
  });

  it.each([[['banner', 'clearAllBanners']], [['game', 'happytime']]])(
    'answers NotSupported for %j, allowed but missing from this SDK',
    async (path) => {
      await expect(sendCrazyGamesSdk(sdk, { path })).rejects.toMatchObject({
        code: 'NotSupported',
        message: `CrazyGames SDK has no ${path.join('.')}`,
      });
    },
  );

  it('turns a throwing SDK call into Unknown with its message', async () => {
    await expect(sendCrazyGamesSdk(sdk, { path: ['user', 'getUser'] })).rejects.toMatchObject({
      code: 'Unknown',
      message: 'CrazyGames SDK user.getUser failed: boom',
    });
  });
});
