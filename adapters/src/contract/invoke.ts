import type { AdapterMethodName, CallInfo, RunningAdapter } from '@playport/host/adapter-kit';
import { methodSchemas } from '@playport/sdk/protocol';
import { SAMPLE_PARAMS } from './samples.js';

/** An event an adapter pushed to the calling game. */
export interface EmittedEvent {
  name: string;
  payload: unknown;
}

/** Calls one adapter method with its sample params, as the host would after validating them. */
export async function invokeMethod(
  adapter: RunningAdapter,
  method: AdapterMethodName,
  events: EmittedEvent[] = [],
  params: unknown = SAMPLE_PARAMS[method],
): Promise<unknown> {
  const call = {
    game: 'space',
    emit: (name: string, payload: unknown) => void events.push({ name, payload }),
  } as CallInfo;
  const parsed = methodSchemas[method].params.parse(params);
  return (adapter.methods[method] as (p: unknown, c: CallInfo) => Promise<unknown>)(parsed, call);
}
