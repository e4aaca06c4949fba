import { ErrorCode, METHODS } from '../protocol/names.js';
import { PlayportError, toPlayportError } from '../errors.js';
import type { EventHub } from './event-hub.js';
import { readLaunchParams } from './launch-params.js';
import type { PlayportClient } from './types.js';

/** Sends one call and resolves with its result; the transport of a client. */
export type Send = (method: string, params: unknown) => Promise<unknown>;

/**
 * Builds the public client around a transport. The typed methods are generated from METHODS rather
 * than written out, which keeps the `<script>` build small; `ClientMethods` types them.
 */
export function createClient(
  mode: PlayportClient['mode'],
  send: Send,
  hub: EventHub,
  win: Window,
  close: () => void = () => {},
): PlayportClient {
  let destroyed = false;

  const call = async (method: string, params?: unknown) => {
    try {
      if (destroyed) throw new PlayportError(ErrorCode.NotConnected, 'The Playport client was destroyed');
      return await send(method, params);
    } catch (err) {
      throw toPlayportError(err);
    }
  };

  const client: Record<string, unknown> = {
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
  };
  for (const method of METHODS) {
    client[method[0]!.toLowerCase() + method.slice(1)] = (params?: unknown) => call(method, params);
  }
  return Object.freeze(client) as unknown as PlayportClient;
}
