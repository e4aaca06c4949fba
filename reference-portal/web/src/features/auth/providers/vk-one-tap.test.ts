// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import type { VkIdSdk } from './vk-id-sdk';
import { startVkOneTap } from './vk-one-tap';

const OPTIONS = { ClientId: '51234567', Scope: null, ShowOkLogin: true, ShowMailRuLogin: false };

function fakeSdk({ initThrows = false } = {}) {
  const handlers = new Map<string, (payload?: unknown) => void>();
  const seen: { config?: Record<string, unknown>; render?: Record<string, unknown>; closed: boolean } = {
    closed: false,
  };
  const sdk: VkIdSdk = {
    Config: {
      init: (c) => {
        if (initThrows) throw new Error('bad');
        seen.config = c;
      },
    },
    OneTap: class {
      render(p: Record<string, unknown>) {
        seen.render = p;
        return this;
      }
      on(e: string, h: (payload?: unknown) => void) {
        handlers.set(e, h);
        return this;
      }
      close() {
        seen.closed = true;
      }
    },
    WidgetEvents: { ERROR: 'common: error' },
    OneTapInternalEvents: { LOGIN_SUCCESS: 'onetap: success login' },
    ConfigResponseMode: { Callback: 'callback' },
  };
  return { sdk, seen, fire: (e: string, p?: unknown) => handlers.get(e)?.(p) };
}

const start = (
  sdk: VkIdSdk,
  container: HTMLElement | null = document.createElement('div'),
  options: typeof OPTIONS | null = OPTIONS,
) => startVkOneTap(sdk, { container, options, codeChallenge: 'challenge', redirectUrl: 'http://127.0.0.1/' });

describe('the VK ID one-tap', () => {
  it('initialises with the client id, the challenge and callback mode, and resolves on LOGIN_SUCCESS', async () => {
    const f = fakeSdk();
    const session = start(f.sdk);
    expect(f.seen.config).toEqual({
      app: 51234567,
      redirectUrl: 'http://127.0.0.1/',
      codeChallenge: 'challenge',
      scope: 'vkid.personal_info',
      responseMode: 'callback',
    });
    expect(f.seen.render).toMatchObject({ showAlternativeLogin: true, oauthList: ['ok_ru'] });
    f.fire('onetap: success login', { code: 'the-code', device_id: 'dev-1', state: 's' });
    await expect(session.result).resolves.toEqual({ code: 'the-code', deviceId: 'dev-1' });
    session.close();
    expect(f.seen.closed).toBe(true);
  });

  it("turns the widget's error event into 'VK widget error.'", async () => {
    const f = fakeSdk();
    const session = start(f.sdk);
    f.fire('common: error', { code: 102 });
    await expect(session.result).rejects.toThrow('VK widget error.');
  });

  it('refuses a missing container, a bad client id and a throwing SDK with the spec messages', () => {
    expect(() => start(fakeSdk().sdk, null)).toThrow('VK container not found.');
    expect(() => start(fakeSdk().sdk, undefined, { ...OPTIONS, ClientId: 'abc' })).toThrow(
      'Unknown error during VK ID init.',
    );
    expect(() => start(fakeSdk().sdk, undefined, null)).toThrow('Unknown error during VK ID init.');
    expect(() => start(fakeSdk({ initThrows: true }).sdk)).toThrow('Unknown error during VK ID init.');
  });
});
