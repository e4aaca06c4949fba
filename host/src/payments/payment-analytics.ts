/**
 * Payment events of the spec's analytics list (ids 781965163 to 781965198), by name; the analytics
 * module maps them to its ids.
 */
export type PaymentAnalyticsEventName =
  | 'PersonalInfoFormShown'
  | 'PersonalInfoFormAutofilled'
  | 'PersonalInfoFormSubmitted'
  | 'BankCardFormShown'
  | 'CardClicked'
  | 'FastPaymentClicked'
  | 'CardSubmitted'
  | 'FastPaymentSubmitted'
  | 'FastPaymentDataReceived'
  | 'FastPaymentDataError'
  | 'CardSuccess'
  | 'CardCancelled'
  | 'FastPaymentSuccess';

/** One payment analytics event and the order it belongs to. */
export interface PaymentAnalyticsEvent {
  readonly name: PaymentAnalyticsEventName;
  readonly orderId: string;
}

const FORM_EVENTS: readonly PaymentAnalyticsEventName[] = [
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

/** True for the events the hosted card form may report to the host by message. */
export const isCardFormEvent = (name: unknown): name is PaymentAnalyticsEventName =>
  typeof name === 'string' && (FORM_EVENTS as readonly string[]).includes(name);
