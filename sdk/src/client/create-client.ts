import { ErrorCode } from '../protocol/names.js';
import { PlayportError, toPlayportError } from '../errors.js';
import type { EventHub } from './event-hub.js';
import { readLaunchParams } from './launch-params.js';
import type { PlayportClient } from './types.js';

/** Sends one call and resolves with its result; the transport of a client. It never throws: it rejects. */
export type Send = (method: string, params: unknown) => Promise<unknown>;

/**
 * Builds the public client around a transport. The typed methods are not written out: reading
 * `client.getInfo` makes a function that calls `GetInfo`, so the `<script>` build carries no list of
 * method names; `ClientMethods` types them. `then` is never a method, so a client is not a thenable.
 */
export function createClient(
  mode: PlayportClient['mode'],
  send: Send,
  hub: EventHub,
  win: Window,
  close: () => void = () => {},
): PlayportClient {
  let destroyed = false;

  // No async function and no await: a call costs the transport's promise and one more.
  const call = (method: string, params?: unknown) =>
    (destroyed
      ? Promise.reject(new PlayportError(ErrorCode.NotConnected, 'The Playport client was destroyed'))
      : send(method, params)
    ).catch((err: unknown) => {
      throw toPlayportError(err);
    });

  const client = Object.freeze({
    mode,
    call,
    on: hub.on,
    get hash() {
      return readLaunchParams(win.location.hash).hash;
    },
    destroy() {
      if (destroyed) return;
      destroyed = true;
      hub.clear();
      close();
    },
  });
  return new Proxy(client, {
    get: (target, key, receiver) =>
      typeof key != 'string' || key in target || key == 'then'
        ? Reflect.get(target, key, receiver)
        : (params?: unknown) => call(key[0]!.toUpperCase() + key.slice(1), params),
  }) as unknown as PlayportClient;
}
