import { describe, expect, it } from 'vitest';
import { md5Hex } from './sign.js';

// That the simulators sign as the reference server verifies is checked in tests/unit/simulator-signatures.
describe('simulator signing', () => {
  it('computes MD5 like node', () => {
    expect(md5Hex('')).toBe('d41d8cd98f00b204e9800998ecf8427e');
    expect(md5Hex('The quick brown fox jumps over the lazy dog')).toBe('9e107d9d372bb6826bd81d3542a419d6');
    expect(md5Hex('x'.repeat(130) + 'é')).toHaveLength(32);
  });
});
