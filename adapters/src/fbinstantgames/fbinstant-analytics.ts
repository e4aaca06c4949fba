import type { AnalyticsSink, HostContext, RoutedParams } from '@playport/host/adapter-kit';
import type { FbInstant } from './fbinstant-types.js';

/** The arguments of one `FBInstant.logEvent` call. */
export interface FbLogEventCall {
  eventName: string;
  valueToSum: number | null;
  parameters: Record<string, string>;
}

// FBInstant takes parameter values as strings; a missing value is left out rather than logged as "null".
const asParameter = (value: unknown): string | null => {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  return JSON.stringify(value) ?? null;
};

/**
 * The `FBInstant.logEvent` arguments of one routed event: a finite number in the `valueToSum` field
 * (a section's Mapper names it, e.g. `{ value: 'valueToSum' }`) is the value to sum, else null; the
 * other fields are the parameters, as strings.
 *
 * @example `fbLogEventCall('purchase', { valueToSum: 5, item: 'gems' }) // { eventName: 'purchase', valueToSum: 5, parameters: { item: 'gems' } }`
 */
export function fbLogEventCall(name: string, params: RoutedParams): FbLogEventCall {
  const { valueToSum, ...rest } = params;
  const parameters: Record<string, string> = {};
  for (const [key, value] of Object.entries(rest)) {
    const text = asParameter(value);
    if (text !== null) parameters[key] = text;
  }
  return {
    eventName: name,
    valueToSum: typeof valueToSum === 'number' && Number.isFinite(valueToSum) ? valueToSum : null,
    parameters,
  };
}

/**
 * The `fbinstantlog` analytics target: `FBInstant.logEvent(name, valueToSum, parameters)` as
 * {@link fbLogEventCall} builds them. An event the SDK refuses (it answers an error) or a throwing
 * SDK is logged; the other targets of the event still get it.
 *
 * @example `createGameAnalytics({ context, api, config, sinks: { fbinstantlog: fbLogEventSink(FBInstant, context) } })`
 */
export function fbLogEventSink(fb: Pick<FbInstant, 'logEvent'>, context: Pick<HostContext, 'log'>): AnalyticsSink {
  return (name, params) => {
    const { eventName, valueToSum, parameters } = fbLogEventCall(name, params);
    try {
      // The SDK takes an optional number: no value to sum is left out, not passed as null.
      const error = fb.logEvent(eventName, valueToSum ?? undefined, parameters);
      if (error) context.log('warn', `FBInstant.logEvent refused ${name}:`, error);
    } catch (err) {
      context.log('warn', `FBInstant.logEvent failed for ${name}:`, err);
    }
  };
}
