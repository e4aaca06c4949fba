import { describe, expect, it } from 'vitest';
import { buildFrameSrc } from './build-frame-src.js';

const host = 'https://portal.example:8443';

describe('buildFrameSrc', () => {
  it('puts the nonce and the encoded host origin in the fragment', () => {
    expect(buildFrameSrc(new URL('https://g.example/play?x=1'), 'ab12', host)).toBe(
      'https://g.example/play?x=1#playport-nonce=ab12&playport-host=https%3A%2F%2Fportal.example%3A8443',
    );
  });

  it("keeps the game's own fragment and appends with '&'", () => {
    expect(buildFrameSrc(new URL('https://g.example/#level=3'), 'n', host)).toBe(
      'https://g.example/#level=3&playport-nonce=n&playport-host=https%3A%2F%2Fportal.example%3A8443',
    );
    expect(buildFrameSrc(new URL('https://g.example/#'), 'n', host)).toBe(
      'https://g.example/#playport-nonce=n&playport-host=https%3A%2F%2Fportal.example%3A8443',
    );
  });

  it('replaces launch params left in a copied URL', () => {
    const src = buildFrameSrc(
      new URL('https://g.example/#playport-nonce=old&a=1&playport-host=https%3A%2F%2Fevil.example'),
      'new',
      host,
    );
    expect(src).toBe('https://g.example/#a=1&playport-nonce=new&playport-host=https%3A%2F%2Fportal.example%3A8443');
    expect(new URLSearchParams(new URL(src).hash.slice(1)).get('playport-host')).toBe(host);
  });
});
