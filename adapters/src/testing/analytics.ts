import type { Adapter } from '@playport/host/adapter-kit';
import type { AnalyticsConfig } from '@playport/host/api';
import { vi } from 'vitest';
import { fakeHost, type FakeHost, type FakeHostOptions } from './fake-host.js';
import { testGameConfig } from './game-config.js';

/**
 * Starts `adapter` on a fake host whose game config routes analytics by `analytics` (null: no
 * config, everything to the portal's batch queue), with a `gtag` spy on the page and the portal's
 * track route answering. Timers are fake from then on, so a test drives the queue and delayed sends.
 */
export async function startWithAnalytics(
  adapter: Adapter,
  analytics: AnalyticsConfig | null,
  options: Omit<FakeHostOptions, 'gameConfig'> = {},
) {
  const fake = fakeHost({
    ...options,
    gameConfig: testGameConfig((c) => void (c.PublicWebClientConfig.Analytics = analytics)),
    api: { '/analytics/track': null, ...options.api },
  });
  const gtag = vi.fn();
  (fake.win as unknown as { gtag: unknown }).gtag = gtag;
  const running = await adapter.start(fake.host);
  vi.useFakeTimers();
  return { fake, gtag, adapter: running };
}

/** The events the portal's batch queue sent to `/analytics/track`, in order. */
export function trackedEvents(fake: FakeHost): unknown[] {
  return fake.api.of('/analytics/track').flatMap((r) => r.body.Events as unknown[]);
}

/** The page's GTM data layer. */
export function dataLayer(fake: FakeHost): unknown[] | undefined {
  return (fake.win as unknown as { dataLayer?: unknown[] }).dataLayer;
}
