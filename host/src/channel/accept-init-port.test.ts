import { describe, expect, it } from 'vitest';
import { HandshakeType, SDK_VERSION } from '@playport/sdk/protocol';
import { acceptInitPort, type InitPortExpectation } from './accept-init-port.js';

const frameWindow = {} as Window;
const expected: InitPortExpectation = { frameWindow, allowedOrigins: new Set(['https://g.example']), nonce: 'n1' };
const init = {
  type: HandshakeType.InitPort,
  nonce: 'n1',
  version: { major: SDK_VERSION.major, minor: 9 },
  build: 1047,
};
const event = (over: Partial<{ source: unknown; origin: string; data: unknown }> = {}) =>
  ({ source: frameWindow, origin: 'https://g.example', data: init, ...over }) as MessageEvent;

describe('acceptInitPort', () => {
  it('accepts the frame, an allowed origin, a well-formed message and the nonce, whatever the minor version', () => {
    expect(acceptInitPort(event(), expected)).toEqual({ kind: 'accept', init, origin: 'https://g.example' });
  });

  it("passes on the load id of a 1.6 SDK's offer", () => {
    const data = { ...init, loadId: '0.123456789' };
    expect(acceptInitPort(event({ data }), expected)).toEqual({
      kind: 'accept',
      init: data,
      origin: 'https://g.example',
    });
  });

  it('ignores other windows, quietly unless they pose as an init', () => {
    expect(acceptInitPort(event({ source: {}, data: 'chatter' }), expected)).toMatchObject({
      kind: 'ignore',
      quiet: true,
    });
    expect(acceptInitPort(event({ source: null }), expected)).toMatchObject({ kind: 'ignore', quiet: false });
    expect(acceptInitPort(event({ source: null }), { ...expected, frameWindow: null })).toMatchObject({
      kind: 'ignore',
    });
  });

  it('ignores an origin that is not exactly allowed', () => {
    for (const origin of [
      'https://g.example.evil.example',
      'http://g.example',
      'https://g.example:443x',
      'null',
      '',
      'https://G.example/',
    ]) {
      expect(acceptInitPort(event({ origin }), expected)).toMatchObject({ kind: 'ignore', quiet: false });
    }
  });

  it('ignores malformed messages', () => {
    const garbage = [
      null,
      1,
      'x',
      [],
      {},
      { ...init, type: 'other' },
      { ...init, nonce: 5 },
      { ...init, version: '1.5' },
      { ...init, version: { major: 1.5, minor: 0 } },
      { ...init, build: 'x' },
      { ...init, nonce: 'n'.repeat(300) },
      { ...init, loadId: 7 },
      { ...init, loadId: null },
      { ...init, loadId: 'l'.repeat(65) },
    ];
    for (const data of garbage)
      expect(acceptInitPort(event({ data }), expected)).toMatchObject({
        kind: 'ignore',
        reason: 'the message is not a well-formed initialise-port message',
      });
  });

  it('ignores a wrong nonce before looking at the version', () => {
    const data = { ...init, nonce: 'n2', version: { major: 99, minor: 0 } };
    expect(acceptInitPort(event({ data }), expected)).toMatchObject({
      kind: 'ignore',
      reason: expect.stringContaining('nonce'),
    });
  });

  it('refuses another major version with a clear message', () => {
    const data = { ...init, version: { major: SDK_VERSION.major + 1, minor: 0 } };
    const verdict = acceptInitPort(event({ data }), expected);
    expect(verdict).toMatchObject({ kind: 'refuse', origin: 'https://g.example' });
    expect(verdict.kind === 'refuse' && verdict.message).toContain(`protocol ${SDK_VERSION.major + 1}.0`);
  });
});
