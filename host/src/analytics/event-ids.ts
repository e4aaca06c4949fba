import type { PaymentAnalyticsEventName } from '../payments/payment-analytics.js';

/** The first id of the spec's analytics event range. */
export const ANALYTICS_EVENT_ID_FIRST = 781965163;
/** The last id of the spec's analytics event range; the ids after the named events are reserved. */
export const ANALYTICS_EVENT_ID_LAST = 781965198;

/** Portal events of the spec's analytics list that are not payment events. */
export type PortalAnalyticsEventName =
  | 'DownloadRequest'
  | 'Download'
  | 'SignupByExternalId'
  | 'LoginByExternalId'
  | 'DownloadStatus'
  | 'ChangeState'
  | 'GameConnected'
  | 'LauncherStarted'
  | 'OrderStateChanged'
  | 'SocialIdentifierAdded'
  | 'UserReview';

/** Every named event of the spec's analytics list. */
export type AnalyticsEventName = PortalAnalyticsEventName | PaymentAnalyticsEventName;

// The spec's order; an event's id is the range start plus its index. Ids 781965187 to 781965198 are reserved.
const ORDER: readonly AnalyticsEventName[] = [
  'DownloadRequest',
  'Download',
  'SignupByExternalId',
  'LoginByExternalId',
  'DownloadStatus',
  'ChangeState',
  'GameConnected',
  'LauncherStarted',
  'OrderStateChanged',
  'SocialIdentifierAdded',
  'UserReview',
  'PersonalInfoFormShown',
  'PersonalInfoFormAutofilled',
  'PersonalInfoFormSubmitted',
  'BankCardFormShown',
  'CardClicked',
  'FastPaymentClicked',
  'CardSubmitted',
  'FastPaymentSubmitted',
  'FastPaymentDataReceived',
  'FastPaymentDataError',
  'CardSuccess',
  'CardCancelled',
  'FastPaymentSuccess',
];

/**
 * The spec's analytics event ids by name, 781965163 (DownloadRequest) to 781965186
 * (FastPaymentSuccess) in the spec's order; 781965187 to 781965198 are reserved.
 *
 * @example `ANALYTICS_EVENT_IDS.CardSuccess // 781965184`
 */
export const ANALYTICS_EVENT_IDS: Readonly<Record<AnalyticsEventName, number>> = Object.freeze(
  Object.fromEntries(ORDER.map((name, i) => [name, ANALYTICS_EVENT_ID_FIRST + i])) as Record<
    AnalyticsEventName,
    number
  >,
);

/** The routed names of the protocol's progression events (ProgressionEvent), one per status. */
export const PROGRESSION_EVENT_NAMES = Object.freeze({
  start: 'level_start',
  complete: 'level_complete',
  fail: 'level_fail',
} as const);

/**
 * The batch-queue ids of the progression events: the first three of the spec's reserved ids
 * (781965187 to 781965189), so the portal's analytics keeps them beside its own events.
 *
 * @example `PROGRESSION_EVENT_IDS.level_complete // 781965188`
 */
export const PROGRESSION_EVENT_IDS: Readonly<
  Record<(typeof PROGRESSION_EVENT_NAMES)[keyof typeof PROGRESSION_EVENT_NAMES], number>
> = Object.freeze({
  level_start: ANALYTICS_EVENT_ID_FIRST + ORDER.length,
  level_complete: ANALYTICS_EVENT_ID_FIRST + ORDER.length + 1,
  level_fail: ANALYTICS_EVENT_ID_FIRST + ORDER.length + 2,
});

/**
 * The id of a named event (the spec's list and the progression events), or null for any other name.
 *
 * @example `analyticsEventId('GameConnected') // 781965169`
 */
export function analyticsEventId(name: string): number | null {
  if (Object.prototype.hasOwnProperty.call(ANALYTICS_EVENT_IDS, name))
    return ANALYTICS_EVENT_IDS[name as AnalyticsEventName];
  return Object.prototype.hasOwnProperty.call(PROGRESSION_EVENT_IDS, name)
    ? PROGRESSION_EVENT_IDS[name as keyof typeof PROGRESSION_EVENT_IDS]
    : null;
}
