import { describe, expect, it } from 'vitest';
import { acceptedEncoding } from './accepted-encoding';

describe('acceptedEncoding', () => {
  it('prefers brotli, then gzip, and answers the identity when nothing is offered or accepted', () => {
    const cases: [string | undefined, ReturnType<typeof acceptedEncoding>][] = [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip, deflate', 'gzip'],
      ['br', 'br'],
      ['deflate', null],
      ['identity', null],
      ['', null],
      [undefined, null],
      ['*', 'br'],
      ['GZIP', 'gzip'],
      ['x-gzip', 'gzip'],
    ];
    for (const [header, coding] of cases) expect(acceptedEncoding(header), String(header)).toBe(coding);
  });

  it('weighs q values: q=0 refuses, a higher q wins, * covers the codings not named', () => {
    const cases: [string, ReturnType<typeof acceptedEncoding>][] = [
      ['br;q=0, gzip', 'gzip'],
      ['br;q=0, gzip;q=0', null],
      ['gzip;q=0, br; q=0.0', null],
      ['*;q=0', null],
      ['gzip;q=1, br;q=0.5', 'gzip'],
      ['br;q=0.001, gzip;q=0.002', 'gzip'],
      ['*, br;q=0', 'gzip'],
      ['*;q=0.5, gzip;q=0.4', 'br'],
      ['br;q=1.0, gzip;q=1', 'br'],
      ['br;q=2, gzip', 'gzip'],
      ['br;q=abc', null],
    ];
    for (const [header, coding] of cases) expect(acceptedEncoding(header), header).toBe(coding);
  });

  it('chooses only among the codings offered', () => {
    expect(acceptedEncoding('br, gzip', ['gzip'])).toBe('gzip');
    expect(acceptedEncoding('br', ['gzip'])).toBeNull();
    expect(acceptedEncoding('br, gzip', [])).toBeNull();
  });
});
