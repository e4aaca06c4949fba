import { describe, expect, it } from 'vitest';
import { readRuntimeConfig } from './runtime-config';

describe('readRuntimeConfig', () => {
  it('defaults to the multi-game portal on a browser router at / with a same-origin API', () => {
    expect(readRuntimeConfig(undefined)).toEqual({
      fixedGame: null,
      forcedAdapter: null,
      basePath: '/',
      apiBase: '',
      router: 'browser',
      local: false,
      gamesBaseUrl: 'http://localhost:8788',
      platformSimulatorsUrl: null,
      paymentsOrigin: null,
      sentryDsn: null,
      vapidPublicKey: null,
      debugConsoleUrl: null,
      twitchClientId: null,
      agSdk: null,
    });
  });
  it('reads a fixed game, a forced adapter and a hash router', () => {
    expect(
      readRuntimeConfig({ fixedGame: 'hello-game', forcedAdapter: 'vkcom', router: 'hash', basePath: '/portal/' }),
    ).toMatchObject({
      fixedGame: 'hello-game',
      forcedAdapter: 'vkcom',
      router: 'hash',
      basePath: '/portal/',
    });
  });
  it('names the invalid field', () => {
    expect(() => readRuntimeConfig({ router: 'memory' })).toThrow(/__PLAYPORT_CONFIG__\.router/);
    expect(() => readRuntimeConfig({ basePath: 'portal' })).toThrow(/basePath/);
  });
});
