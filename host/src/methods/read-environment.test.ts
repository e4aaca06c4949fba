import { describe, expect, it } from 'vitest';
import { readEnvironment } from './read-environment.js';

function fakeWindow(navigator: Partial<Navigator> & { userAgentData?: { platform?: string; mobile?: boolean } }) {
  return {
    navigator: { maxTouchPoints: 0, userAgent: '', ...navigator },
    document: { documentElement: {} },
    getComputedStyle: () => ({ getPropertyValue: () => '' }),
  } as unknown as Window;
}

const UA = {
  windows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
  mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  linux: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
};

describe('readEnvironment', () => {
  it.each([
    [UA.windows, 0, 'windows', false],
    [UA.mac, 0, 'macos', false],
    [UA.mac, 5, 'ios', true],
    [UA.linux, 0, 'linux', false],
    [UA.android, 5, 'android', true],
    [UA.iphone, 5, 'ios', true],
    ['curl/8.0', 0, 'unknown', false],
  ] as const)('parses %s (touch %d) as %s, mobile %s', (userAgent, maxTouchPoints, os, isMobile) => {
    expect(readEnvironment(fakeWindow({ userAgent, maxTouchPoints }))).toMatchObject({ os, isMobile });
  });

  it('prefers client hints over the user agent', () => {
    const env = readEnvironment(
      fakeWindow({ userAgent: UA.linux, userAgentData: { platform: 'Android', mobile: true } }),
    );
    expect(env).toMatchObject({ os: 'android', isMobile: true });
    expect(
      readEnvironment(fakeWindow({ userAgent: UA.windows, userAgentData: { platform: 'macOS', mobile: false } })).os,
    ).toBe('macos');
  });

  it('reads a safe area of 0 when the page cannot be styled', () => {
    const win = {
      ...fakeWindow({}),
      getComputedStyle: () => {
        throw new Error('no style');
      },
    } as unknown as Window;
    expect(readEnvironment(win).safeArea).toEqual({ top: 0, right: 0, bottom: 0, left: 0 });
  });
});
