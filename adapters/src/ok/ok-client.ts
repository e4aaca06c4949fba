import { HostError, HostErrorCode, type HostContext } from '@playport/host';
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
  rest<T>(params: Record<string, unknown>): Promise<T>;
  dispose(): void;
}

export function createOkClient(fapi: Fapi, win: PlatformWindow, context: HostContext, timeoutMs: number): OkClient {
  const channel = createCallbackChannel(context, timeoutMs);
  const callback: OkCallback = (method, result, data) => channel.answer(method, { result, data });
  win.API_callback = callback;
  return {
    fapi,
    ui: (method, start) => channel.call<OkResult>(method, () => start(fapi)),
    rest: <T>(params: Record<string, unknown>) =>
      withTimeout(
        context,
        new Promise<T>((resolve, reject) =>
          fapi.Client.call(params, (status, data, error) =>
            status === 'ok' ? resolve(data as T) : reject(new HostError(HostErrorCode.Unknown, `OK ${String(params.method)} failed`, error)),
          ),
        ),
        timeoutMs,
        `OK ${String(params.method)}`,
      ),
    dispose: () => {
      if (win.API_callback === callback) delete win.API_callback;
    },
  };
}
