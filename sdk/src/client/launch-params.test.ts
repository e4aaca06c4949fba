import { describe, expect, it } from 'vitest';
import { readLaunchParams } from './launch-params.js';

describe('readLaunchParams', () => {
  it('reads the nonce and the decoded host origin', () => {
    expect(readLaunchParams('#playport-nonce=abc&playport-host=https%3A%2F%2Fportal.example')).toEqual({
      nonce: 'abc',
      hostOrigin: 'https://portal.example',
      hash: '',
    });
  });

  it("leaves the game's own fragment, in order, before and after the params", () => {
    const params = readLaunchParams('#/levels/3&playport-nonce=abc&mode=hard&playport-host=https%3A%2F%2Fp.example');
    expect(params.hash).toBe('#/levels/3&mode=hard');
  });

  it('reports missing or empty params as absent', () => {
    expect(readLaunchParams('')).toEqual({ nonce: undefined, hostOrigin: undefined, hash: '' });
    expect(readLaunchParams('#playport-nonce=&level=1')).toEqual({
      nonce: undefined,
      hostOrigin: undefined,
      hash: '#level=1',
    });
  });

  it('does not mistake a parameter that only starts like ours', () => {
    expect(readLaunchParams('#playport-nonce-old=x&playport-nonce=y')).toMatchObject({
      nonce: 'y',
      hash: '#playport-nonce-old=x',
    });
  });
});
