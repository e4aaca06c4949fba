import type { Result, Router } from 'hono/router';
import { TrieRouter } from 'hono/router/trie-router';

/** How many method and path pairs {@link MemoRouter} keeps. */
export const MEMO_ROUTER_SIZE = 1000;

/**
 * Hono's TrieRouter, with the match of each method and path kept: the same game's config, the same
 * profile route, asked again and again, are matched once. A match depends only on the method, the
 * path and the routes (adding one forgets every match), and nothing changes a match once made. At most `size` pairs are kept; when full, the store starts again empty, so paths a client
 * makes up cost one match each and no memory beyond the bound. (Hono's RegExpRouter, which compiles
 * every route into one expression, refuses routes such as `/play/:Game` beside `/play/choose_game`.)
 */
export class MemoRouter<T> implements Router<T> {
  readonly name = 'MemoRouter';
  readonly #router = new TrieRouter<T>();
  #matches = new Map<string, Result<T>>();

  constructor(private readonly size = MEMO_ROUTER_SIZE) {}

  add(method: string, path: string, handler: T): void {
    this.#matches.clear();
    this.#router.add(method, path, handler);
  }

  match(method: string, path: string): Result<T> {
    const key = `${method} ${path}`;
    let result = this.#matches.get(key);
    if (!result) {
      result = this.#router.match(method, path);
      if (this.#matches.size >= this.size) this.#matches = new Map();
      this.#matches.set(key, result);
    }
    return result;
  }
}
