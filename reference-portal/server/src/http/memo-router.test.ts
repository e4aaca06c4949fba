import { Hono } from 'hono';
import { TrieRouter } from 'hono/router/trie-router';
import { describe, expect, it, vi } from 'vitest';
import { MemoRouter } from './memo-router';

function routed(router: MemoRouter<string> | TrieRouter<string>) {
  for (const [method, path, name] of [
    ['ALL', '*', 'every'],
    ['ALL', '/api/*', 'api'],
    ['GET', '/api/play/choose_game', 'choose'],
    ['GET', '/api/play/:Game', 'game'],
    ['GET', '/api/play/:Game/list', 'list'],
    ['POST', '/api/profile', 'profile'],
  ] as const)
    router.add(method, path, name);
  return router;
}

const PATHS = ['/api/play/choose_game', '/api/play/hello-game', '/api/play/x%20y/list', '/api/profile', '/other', '/'];

describe('MemoRouter', () => {
  it('matches as the TrieRouter does, the first time and again', () => {
    const memo = routed(new MemoRouter());
    const trie = routed(new TrieRouter());
    for (const path of PATHS)
      for (const method of ['GET', 'POST', 'HEAD']) {
        const expected = trie.match(method, path);
        expect(memo.match(method, path), `${method} ${path}`).toEqual(expected);
        expect(memo.match(method, path), `${method} ${path} again`).toEqual(expected);
      }
  });

  it('matches each method and path once, forgets every match when a route is added, and keeps at most its size', () => {
    const spy = vi.spyOn(TrieRouter.prototype, 'match');
    try {
      const memo = routed(new MemoRouter(3));
      memo.match('GET', '/api/play/a');
      memo.match('GET', '/api/play/a');
      memo.match('POST', '/api/play/a');
      expect(spy).toHaveBeenCalledTimes(2);
      memo.add('GET', '/api/new', 'new');
      memo.match('GET', '/api/play/a');
      expect(spy).toHaveBeenCalledTimes(3);
      for (const path of ['/b', '/c', '/d']) memo.match('GET', path);
      expect(spy).toHaveBeenCalledTimes(6);
      // Full at 3: the fourth path started an empty store, so the first is matched again.
      memo.match('GET', '/d');
      expect(spy).toHaveBeenCalledTimes(6);
      memo.match('GET', '/api/play/a');
      expect(spy).toHaveBeenCalledTimes(7);
    } finally {
      spy.mockRestore();
    }
  });

  it('routes a Hono app: parameters, middleware order and not found', async () => {
    const app = new Hono({ router: new MemoRouter() });
    app.use('*', async (c, next) => {
      await next();
      c.res.headers.set('X-Seen', '1');
    });
    app.get('/play/choose_game', (c) => c.text('choose'));
    app.get('/play/:Game', (c) => c.text(`game ${c.req.param('Game')}`));
    for (const round of [1, 2]) {
      const game = await app.request('/play/hello%20game');
      expect(await game.text(), `round ${round}`).toBe('game hello game');
      expect(game.headers.get('x-seen')).toBe('1');
      expect(await (await app.request('/play/other')).text()).toBe('game other');
      expect(await (await app.request('/play/choose_game')).text()).toBe('choose');
      expect((await app.request('/nothing')).status).toBe(404);
    }
  });
});
