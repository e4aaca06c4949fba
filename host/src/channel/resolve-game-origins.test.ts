import { describe, expect, it } from 'vitest';
import { HostError, HostErrorCode } from '../errors.js';
import { resolveGameOrigins } from './resolve-game-origins.js';

const HOST = 'https://portal.example';

const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (err) {
    expect(err).toBeInstanceOf(HostError);
    expect((err as HostError).code).toBe(HostErrorCode.InvalidParams);
    return (err as HostError).message;
  }
  throw new Error('expected a refusal');
};

describe('resolveGameOrigins', () => {
  it("defaults the allow-list to the src's origin", () => {
    const { url, allowedOrigins } = resolveGameOrigins({ src: 'https://puzzle.games.example:444/index.html#x' }, HOST);
    expect(url.href).toBe('https://puzzle.games.example:444/index.html#x');
    expect([...allowedOrigins]).toEqual(['https://puzzle.games.example:444']);
  });

  it('normalises explicit origins and refuses anything that is not an origin', () => {
    const { allowedOrigins } = resolveGameOrigins(
      { src: 'https://g.example/', allowedOrigins: ['https://G.example', 'https://cdn.example/'] },
      HOST,
    );
    expect([...allowedOrigins]).toEqual(['https://g.example', 'https://cdn.example']);
    for (const entry of [
      '*',
      'null',
      'https://g.example/path',
      'g.example',
      'javascript:alert(1)',
      'https://u:p@g.example',
    ]) {
      refusal(() => resolveGameOrigins({ src: 'https://g.example/', allowedOrigins: [entry] }, HOST));
    }
    refusal(() => resolveGameOrigins({ src: 'https://g.example/', allowedOrigins: [] }, HOST));
  });

  it('refuses a src that is relative or not http(s)', () => {
    for (const src of ['/games/puzzle', 'javascript:alert(1)', 'data:text/html,hi', 'about:blank', 'file:///x.html']) {
      refusal(() => resolveGameOrigins({ src }, HOST));
    }
  });

  it("refuses the host page's own origin unless allowSameOrigin is set", () => {
    expect(refusal(() => resolveGameOrigins({ src: 'https://portal.example/games/a/' }, HOST))).toMatch(/own origin/);
    refusal(() => resolveGameOrigins({ src: 'https://g.example/', allowedOrigins: [HOST] }, HOST));
    expect(
      resolveGameOrigins({ src: 'https://portal.example/games/a/', allowSameOrigin: true }, HOST).allowedOrigins.has(
        HOST,
      ),
    ).toBe(true);
  });

  it('treats another port or scheme as another origin', () => {
    expect(() => resolveGameOrigins({ src: 'https://portal.example:8443/' }, HOST)).not.toThrow();
    expect(() => resolveGameOrigins({ src: 'http://portal.example/' }, HOST)).not.toThrow();
  });
});
