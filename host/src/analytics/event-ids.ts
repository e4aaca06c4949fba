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

/**
 * The id of a named event, or null for a name outside the spec's list.
 *
 * @example `analyticsEventId('GameConnected') // 781965169`
 */
export function analyticsEventId(name: string): number | null {
  return Object.prototype.hasOwnProperty.call(ANALYTICS_EVENT_IDS, name)
    ? ANALYTICS_EVENT_IDS[name as AnalyticsEventName]
    : null;
}
