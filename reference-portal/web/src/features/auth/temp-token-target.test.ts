import { describe, expect, it } from 'vitest';
import { tempTokenTarget } from './temp-token-target';

const origin = 'https://portal.test';

describe('tempTokenTarget', () => {
  it('follows a redirect to the store page of a game', () => {
    expect(tempTokenTarget({ RedirectUri: 'https://portal.test/Store/hello-game', OrderPublicId: null }, origin)).toBe(
      '/Store/hello-game',
    );
  });

  it('refuses a redirect to another origin', () => {
    expect(tempTokenTarget({ RedirectUri: 'https://evil.test/Store/x', OrderPublicId: 'o1' }, origin)).toBe('/');
  });

  it('goes to the order status page when only an order is named, and home otherwise', () => {
    expect(tempTokenTarget({ RedirectUri: null, OrderPublicId: 'o 1' }, origin)).toBe('/Store/Return/o%201');
    expect(tempTokenTarget({ RedirectUri: null, OrderPublicId: null }, origin)).toBe('/');
    expect(tempTokenTarget(undefined, origin)).toBe('/');
  });
});
