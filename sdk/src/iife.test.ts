// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { PlayportError } from './errors.js';
import { ErrorCode, EVENTS, SDK_BUILD, SDK_VERSION, STATE_EVENTS } from './protocol/names.js';

describe('the <script> entry', () => {
  it('defines the global Playport with the public API', async () => {
    await import('./iife.js');
    expect(Object.keys(globalThis.Playport).sort()).toEqual(
      ['ErrorCode', 'EVENTS', 'PlayportError', 'SDK_BUILD', 'SDK_VERSION', 'STATE_EVENTS', 'init'].sort(),
    );
    expect(globalThis.Playport).toMatchObject({
      PlayportError,
      ErrorCode,
      SDK_VERSION,
      SDK_BUILD,
      EVENTS,
      STATE_EVENTS,
    });
    expect(Object.isFrozen(globalThis.Playport)).toBe(true);
  });

  it('outside a frame, without playport-standalone.js beside it, rejects init with NotConnected', async () => {
    await import('./iife.js');
    const err = await globalThis.Playport.init().catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PlayportError);
    expect(err).toMatchObject({
      code: ErrorCode.NotConnected,
      message: 'Not in a Playport frame, and no playport-standalone.js',
    });
  });
});
