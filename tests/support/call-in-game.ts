import type { Frame } from '@playwright/test';
import type { PlainError } from './page-globals.js';

/** Outcome of one call made by the game's SDK client: its result, or its error as plain data. */
export type Outcome = { ok: true; result: unknown } | { ok: false; error: PlainError };

/** Calls `client.call(method, params)` inside the game frame and returns what happened. */
export function callInGame(frame: Frame, method: string, params?: unknown): Promise<Outcome> {
  return frame.evaluate(
    async ([m, p]) => {
      const call = window.__playport.call as (method: string, params?: unknown) => Promise<unknown>;
      try {
        return { ok: true as const, result: await call(m, p) };
      } catch (err) {
        const e = err as PlainError;
        return { ok: false as const, error: { code: e.code, message: e.message, field: e.field } };
      }
    },
    [method, params] as const,
  );
}

/** The error of a call that must fail; throws when it succeeded. */
export async function callError(frame: Frame, method: string, params?: unknown): Promise<PlainError> {
  const outcome = await callInGame(frame, method, params);
  if (outcome.ok) throw new Error(`${method} succeeded: ${JSON.stringify(outcome.result)}`);
  return outcome.error;
}
