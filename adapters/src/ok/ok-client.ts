import { HostError, HostErrorCode, type HostContext } from '@playport/host/adapter-kit';
import { createCallbackChannel } from '../shared/callback-channel.js';
import type { PlatformWindow } from '../shared/platform-window.js';
import { withTimeout } from '../shared/timeout.js';
import type { Fapi, OkCallback } from './fapi-types.js';

/** One `API_callback` answer. */
export interface OkResult {
  result: 'ok' | 'error';
  data: unknown;
}

/** FAPI as promises: UI calls answered through the one global `API_callback`, REST through its callback. */
export interface OkClient {
  readonly fapi: Fapi;
  ui(method: string, start: (fapi: Fapi) => void): Promise<OkResult>;
  /**
   * Hears every `API_callback` of `method`, also those no call waits for (a banner search reports
   * more than once); returns the unsubscribe.
   */
  listen(method: string, listener: (answer: OkResult) => void): () => void;
  rest<T>(params: Record<string, unknown>): Promise<T>;
  dispose(): void;
}

/**
 * Intermediate `API_callback` results that are not a call's outcome: `showAd` reports `ready` and
 * `ad_prepared` before `ad_shown` (or `no_ads` / an error) (apiok.ru/dev/sdk/js/ui.showAd).
 */
const INTERMEDIATE: Readonly<Record<string, ReadonlySet<string>>> = { showAd: new Set(['ready', 'ad_prepared']) };

export function createOkClient(fapi: Fapi, win: PlatformWindow, context: HostContext, timeoutMs: number): OkClient {
  const channel = createCallbackChannel(context, timeoutMs);
  const listeners = new Map<string, Set<(answer: OkResult) => void>>();
  const callback: OkCallback = (method, result, data) => {
    for (const listener of [...(listeners.get(method) ?? [])]) listener({ result, data });
    if (result === 'ok' && INTERMEDIATE[method]?.has(String(data))) return;
    channel.answer(method, { result, data });
  };
  win.API_callback = callback;
  return {
    fapi,
    ui: (method, start) => channel.call<OkResult>(method, () => start(fapi)),
    listen(method, listener) {
      const set = listeners.get(method) ?? new Set();
      listeners.set(method, set.add(listener));
      return () => void set.delete(listener);
    },
    rest: <T>(params: Record<string, unknown>) =>
      withTimeout(
        context,
        new Promise<T>((resolve, reject) =>
          fapi.Client.call(params, (status, data, error) =>
            status === 'ok'
              ? resolve(data as T)
              : reject(new HostError(HostErrorCode.Unknown, `OK ${String(params.method)} failed`, error)),
          ),
        ),
        timeoutMs,
        `OK ${String(params.method)}`,
      ),
    dispose: () => {
      listeners.clear();
      if (win.API_callback === callback) delete win.API_callback;
    },
  };
}
