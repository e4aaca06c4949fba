import { describe, expect, it } from 'vitest';
import { HostError } from '../errors.js';
import { createNonce } from './create-nonce.js';

describe('createNonce', () => {
  it('hex-encodes 16 bytes from the context', () => {
    const bytes = Uint8Array.from({ length: 16 }, (_, i) => i * 17);
    expect(createNonce((n) => bytes.slice(0, n))).toBe('00112233445566778899aabbccddeeff');
  });

  it('differs between calls with a real random source', () => {
    const random = (n: number) => crypto.getRandomValues(new Uint8Array(n));
    expect(createNonce(random)).toMatch(/^[0-9a-f]{32}$/);
    expect(createNonce(random)).not.toBe(createNonce(random));
  });

  it('refuses a random source that returns too few bytes', () => {
    expect(() => createNonce(() => new Uint8Array(4))).toThrow(HostError);
  });
});
