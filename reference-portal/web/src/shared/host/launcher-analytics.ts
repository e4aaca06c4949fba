import { ANALYTICS_EVENT_IDS, type AnalyticsEventInput, type AnalyticsQueue } from '@playport/host/adapter-kit';
import { onLauncherEvent, type LauncherEvent } from './launcher-events';

/**
 * The analytics event of a launcher event: download_request → DownloadRequest, download → Download,
 * download_status → DownloadStatus. S1 is the game, S2 the branch, S3 the session id or the status,
 * S4 a failure's message.
 */
export function launcherAnalyticsEvent(event: LauncherEvent): AnalyticsEventInput {
  switch (event.name) {
    case 'download_request':
      return { EventId: ANALYTICS_EVENT_IDS.DownloadRequest, S1: event.game, S2: event.branch };
    case 'download':
      return { EventId: ANALYTICS_EVENT_IDS.Download, S1: event.game, S2: event.branch, S3: event.sessionId };
    case 'download_status':
      return {
        EventId: ANALYTICS_EVENT_IDS.DownloadStatus,
        S1: event.game,
        S2: event.branch,
        S3: event.status,
        S4: event.error ?? null,
      };
  }
}

/** Sends every launcher event to the analytics queue; returns the unsubscribe function. */
export function connectLauncherAnalytics(analytics: Pick<AnalyticsQueue, 'enqueue'>): () => void {
  return onLauncherEvent((event) => analytics.enqueue(launcherAnalyticsEvent(event)));
}
