import { describe, expect, it } from 'vitest';
import { resolvePlayNames } from './resolve-play-names';

const none = { fixedGame: null, forcedAdapter: null };
const q = (s = '') => new URLSearchParams(s);

describe('resolvePlayNames', () => {
  it('reads the router path of every player route, then the query, then fxid', () => {
    expect(resolvePlayNames(none, '/play/space', q())).toEqual({ game: 'space', adapter: 'fxid' });
    expect(resolvePlayNames(none, '/player/space/iframe/vkcom', q())).toEqual({ game: 'space', adapter: 'vkcom' });
    expect(resolvePlayNames(none, '/space/iframe/ok', q())).toEqual({ game: 'space', adapter: 'ok' });
    expect(resolvePlayNames(none, '/iframe/yandex', q('game=g2'))).toEqual({ game: 'g2', adapter: 'yandex' });
    expect(resolvePlayNames(none, '/play/a%20b', q())).toEqual({ game: 'a b', adapter: 'fxid' });
  });

  it('puts the fixed game and the forced adapter first', () => {
    expect(
      resolvePlayNames({ fixedGame: 'one', forcedAdapter: 'ok' }, '/play/space/iframe/vkcom', q('game=x&adapter=y')),
    ).toEqual({ game: 'one', adapter: 'ok' });
  });

  it('drops names the host refuses (empty, too long, with slashes or control characters)', () => {
    expect(resolvePlayNames(none, '/', q(`game=${'x'.repeat(65)}`)).game).toBeNull();
    expect(resolvePlayNames(none, '/play/a%2Fb', q('adapter=%20')).game).toBeNull();
    expect(resolvePlayNames(none, '/', q('adapter=%20')).adapter).toBe('fxid');
  });
});
