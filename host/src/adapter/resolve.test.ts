import { describe, expect, it } from 'vitest';
import { resolveAdapterName, resolveGameName } from './resolve.js';

describe('resolveGameName', () => {
  it.each([
    // [fixed, path, query, expected]
    ['fixed-game', '/play/from-path', '?game=from-query', 'fixed-game'],
    [undefined, '/play/from-path', '?game=from-query', 'from-path'],
    [undefined, '/player/from-path', '', 'from-path'],
    [undefined, '/play/from-path/iframe/vkcom', '', 'from-path'],
    [undefined, '/player/from-path/iframe/ok', '', 'from-path'],
    [undefined, '/from-path/iframe/yandex', '', 'from-path'],
    [undefined, '/play/from-path/', '', 'from-path'],
    [undefined, '/iframe/vkcom', '?game=from-query', 'from-query'],
    [undefined, '/', '?game=from-query', 'from-query'],
    [undefined, '/Store/space', '?game=from-query', 'from-query'],
    [undefined, '/play', '?game=from-query', 'from-query'],
    [undefined, '/play/a/b', '', null],
    [undefined, '/', '', null],
    ['', '/play/from-path', '', 'from-path'],
    ['  ', '/', '?game=from-query', 'from-query'],
  ] as const)('fixed %j, path %j, query %j → %j', (fixed, path, query, expected) => {
    expect(resolveGameName({ fixed, path, query })).toBe(expected);
  });

  it('decodes path segments and rejects empty or malformed ones', () => {
    expect(resolveGameName({ path: '/play/space%20shooter', query: '' })).toBe('space shooter');
    expect(resolveGameName({ path: '/play/%20', query: '?game=q' })).toBe('q');
    expect(resolveGameName({ path: '/play/%E0%A4%A', query: '?game=q' })).toBe('q');
    expect(resolveGameName({ path: '/play/a%2Fb', query: '?game=q' })).toBe('q');
    expect(resolveGameName({ path: '/', query: '?game=' })).toBeNull();
  });

  it('accepts the query as URLSearchParams and strips a base path', () => {
    expect(resolveGameName({ path: '/', query: new URLSearchParams({ game: 'q' }) })).toBe('q');
    expect(resolveGameName({ path: '/portal/play/space', query: '', basePath: '/portal/' })).toBe('space');
  });
});

describe('resolveAdapterName', () => {
  it.each([
    // [forced, path, query, expected]
    ['steam', '/play/g/iframe/vkcom', '?adapter=ok', 'steam'],
    [undefined, '/play/g/iframe/vkcom', '?adapter=ok', 'vkcom'],
    [undefined, '/player/g/iframe/vkplay', '', 'vkplay'],
    [undefined, '/g/iframe/yandex', '', 'yandex'],
    [undefined, '/iframe/telegram', '?adapter=ok', 'telegram'],
    [undefined, '/play/g', '?adapter=ok', 'ok'],
    [undefined, '/play/g', '', 'fxid'],
    [undefined, '/', '?adapter=', 'fxid'],
    [undefined, '/iframe/', '', 'fxid'],
  ] as const)('forced %j, path %j, query %j → %j', (forced, path, query, expected) => {
    expect(resolveAdapterName({ forced, path, query })).toBe(expected);
  });

  it('returns an unknown name as asked, for the registry to reject', () => {
    expect(resolveAdapterName({ path: '/play/g/iframe/myspace', query: '' })).toBe('myspace');
  });
});
