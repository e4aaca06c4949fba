import { requireParams } from '../required.js';
import { API_ROUTES } from '@playport/api-contract/routes';
import type { ApiTransport, CallOptions } from '../transport.js';
import type { AnalyticsBatch, AnalyticsEvent } from '@playport/api-contract';

function withoutNulls(event: AnalyticsEvent): AnalyticsEvent {
  return Object.fromEntries(Object.entries(event).filter(([, v]) => v !== null && v !== undefined)) as AnalyticsEvent;
}

/** Analytics (`/analytics/*`). */
export function createAnalyticsApi(t: ApiTransport) {
  const route = API_ROUTES.analytics.track;
  return {
    /** Sends one batch of events; null fields are dropped first and the answer is not read. */
    track(batch: AnalyticsBatch, options?: CallOptions): Promise<void> {
      requireParams(route.operation, { batch });
      return t.send(route, { body: { ...batch, Events: (batch.Events ?? []).map(withoutNulls) } }, options);
    },
    /** Hands one batch to the browser to deliver while the page is left (no answer); whether it was taken. */
    beacon(batch: AnalyticsBatch): boolean {
      requireParams(route.operation, { batch });
      return t.beacon(route, { body: { ...batch, Events: (batch.Events ?? []).map(withoutNulls) } });
    },
  };
}

/** The `analytics` area of the API client. */
export type AnalyticsApi = ReturnType<typeof createAnalyticsApi>;
