import { describe, expect, it } from 'vitest';
import { init } from './client/init.js';
import { PlayportError } from './errors.js';
import { ErrorCode, METHODS } from './protocol/names.js';

describe('the <script> entry', () => {
  it('defines the global Playport with the public API', async () => {
    await import('./iife.js');
    expect(globalThis.Playport).toMatchObject({ init, PlayportError, ErrorCode, METHODS });
    expect(Object.isFrozen(globalThis.Playport)).toBe(true);
  });
});
