import type { JsonValue } from './common.js';

/** A target an analytics section routes events to. */
export type AnalyticsTarget = 'vkcom' | 'gtag' | 'fxidsdk' | 'fbinstantlog';

/**
 * One routing rule. Designed inner shapes: `Matcher` is an event name (exact, or `/regex/`) and
 * `Mapper` renames event fields for the targets (`{ from: to }`).
 */
export interface AnalyticsSection {
  Matcher: string;
  SendTo: AnalyticsTarget[];
  Mapper: Record<string, string> | null;
}

/** Analytics routing of a game's web client. */
export interface AnalyticsConfig {
  Sections: AnalyticsSection[];
  SendAllToGtag: boolean;
}

type UpTo4 = 1 | 2 | 3 | 4;
type UpTo10 = UpTo4 | 5 | 6 | 7 | 8 | 9 | 10;
type UpTo15 = UpTo10 | 11 | 12 | 13 | 14 | 15;

/**
 * One analytics event. Null fields are dropped before sending. Times are ISO 8601 strings.
 *
 * @example `{ EventId: 781965170, UserId: 'a-1', CreatedAt: '2025-01-01T00:00:00Z', Build: 1047, Platform: 24, I1: 3 }`
 */
export type AnalyticsEvent = {
  EventId: number;
  UserId: string | null;
  CreatedAt: string;
  ServerCreatedAt?: string | null;
  Build: number;
  /** Default 24. */
  Platform: number;
} & { [K in `I${UpTo10}`]?: number | null } & { [K in `F${UpTo10}`]?: number | null } & {
  [K in `S${UpTo15}`]?: string | null;
} & { [K in `J${UpTo4}`]?: JsonValue };

/** `POST /analytics/track`: one batch of events of a session; the answer is not read. */
export interface AnalyticsBatch {
  /** The batch's own id (8–64 of `A-Za-z0-9_-`): the server stores a batch once however often it arrives. */
  BatchId?: string;
  SessionId: string;
  Platform: number;
  /** Default 1047. */
  BuildId: number;
  /** The analytics environment; the host sends `prod`. */
  Environment?: string;
  /** The analytics tenant; the host sends `FX`. */
  Tenant?: string;
  Events: AnalyticsEvent[];
}
