import { ErrorCode } from '../protocol/names.js';
import { PlayportError } from '../errors.js';
import { connectHost } from './connect-host.js';
import { createStandaloneClient } from './create-standalone-client.js';
import type { InitOptions, PlayportClient } from './types.js';

/** Starts the client of a page that is not framed. */
export type StartStandalone = (win: Window) => PlayportClient | Promise<PlayportClient>;

/**
 * Builds `init()` around the way standalone mode starts: the npm build imports it, the `<script>`
 * build loads it on first use from a file beside itself.
 */
export function createInit(standalone: StartStandalone): (options?: InitOptions) => Promise<PlayportClient> {
  // One handshake per document: a second init() gets the first one's client (or its failure).
  const clients = new WeakMap<Window, Promise<PlayportClient>>();

  const start = async (win: Window, options: InitOptions): Promise<PlayportClient> => {
    if (win.parent && win.parent !== win) return connectHost(win, options, standalone);
    if (options.standalone == 'never') throw new PlayportError(ErrorCode.NotConnected, 'Not in a Playport frame');
    return standalone(win);
  };

  return (options = {}) => {
    const win = options.window ?? globalThis.window;
    if (!win) return Promise.reject(new PlayportError(ErrorCode.NotSupported, 'No window'));
    let client = clients.get(win);
    if (!client) clients.set(win, (client = start(win, options)));
    return client;
  };
}

/**
 * Connects the game to its Playport host, or starts standalone when the page is not framed. Each
 * document connects once: later calls return the same client, whatever their options.
 *
 * @example
 * ```ts
 * const client = await init();
 * const info = await client.getInfo();
 * ```
 */
export function init(options?: InitOptions): Promise<PlayportClient> {
  return initWithStandalone(options);
}

const initWithStandalone = /* @__PURE__ */ createInit(createStandaloneClient);
