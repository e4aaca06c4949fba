import type { AnalyticsEvent } from '@playport/api-contract';
import type { ApiTransport, CallOptions } from '../transport.js';
import type { BodyOf } from '@playport/api-contract';
import { areaCalls, type OperationOf } from './call-helpers.js';

function withoutNulls(event: AnalyticsEvent): AnalyticsEvent {
  return Object.fromEntries(Object.entries(event).filter(([, v]) => v !== null && v !== undefined)) as AnalyticsEvent;
}

/** Analytics (`/analytics/*`). */
export function createAnalyticsApi(t: ApiTransport) {
  const call = areaCalls(t, 'analytics');
  const body = (batch: BodyOf<OperationOf<'analytics', 'track'>>) => ({
    body: { ...batch, Events: (batch.Events ?? []).map(withoutNulls) },
  });
  return {
    /** Sends one batch of events; null fields are dropped first and the answer is not read. */
    track(batch: BodyOf<OperationOf<'analytics', 'track'>>, options?: CallOptions) {
      call.require('track', { batch });
      return call.send('track', body(batch), options);
    },
    /** Hands one batch to the browser to deliver while the page is left (no answer); whether it was taken. */
    beacon(batch: BodyOf<OperationOf<'analytics', 'track'>>): boolean {
      call.require('track', { batch });
      return t.beacon(call.route('track'), body(batch));
    },
  };
}

/** The `analytics` area of the API client. */
export type AnalyticsApi = ReturnType<typeof createAnalyticsApi>;
