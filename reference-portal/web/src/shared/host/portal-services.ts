import { createBrowserContext, type HostContext } from '@playport/host';
import {
  ANALYTICS_EVENT_IDS,
  createAnalyticsQueue,
  createSession,
  type AnalyticsQueue,
  type Session,
} from '@playport/host/adapter-kit';
import { createApiClient, type ApiClient } from '@playport/host/api';
import type { RuntimeConfig } from '../config/runtime-config';
import { watchCrossPlaySends } from './crossplay-sent';
import { connectLauncherAnalytics } from './launcher-analytics';
import { createPaymentAnalytics, type PaymentAnalytics } from './payment-analytics';

/** The host runtime's framework-free services one page shares: context, API client and session. */
export interface PortalServices {
  readonly context: HostContext;
  readonly api: ApiClient;
  readonly session: Session;
  /** Payment analytics events of the portal's own pages and purchases; `onPaymentAnalytics` listens. */
  readonly paymentAnalytics: PaymentAnalytics;
  /**
   * The portal's batch queue to `/analytics/track`, for events outside a game (the store and card
   * form pages, the launcher download); a game's events go through its adapter's own queue.
   */
  readonly analytics: AnalyticsQueue;
}

/** Builds the services once at start-up; React reaches them only through the hooks in this folder. */
export function createPortalServices(config: RuntimeConfig, win: Window = window): PortalServices {
  const context = createBrowserContext(win, { fetch: watchCrossPlaySends(win, win.fetch.bind(win)) });
  const api = createApiClient({ context, baseUrl: config.apiBase });
  const session = createSession(context, api);
  const paymentAnalytics = createPaymentAnalytics((message, error) => context.log('warn', message, error));
  const analytics = createAnalyticsQueue({ context, api });
  paymentAnalytics.onPaymentAnalytics(({ name, orderId }) =>
    analytics.enqueue({ EventId: ANALYTICS_EVENT_IDS[name], S1: orderId || null }),
  );
  connectLauncherAnalytics(analytics);
  return { context, api, session, paymentAnalytics, analytics };
}
