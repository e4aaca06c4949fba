import { CARD_FORM_MESSAGE, type PaymentAnalyticsEvent } from '@playport/host/adapter-kit';

/** Receives every payment analytics event the portal's pages emit. */
export type PaymentAnalyticsListener = (event: PaymentAnalyticsEvent) => void;

/**
 * The portal's one sink of payment analytics events (card form shown, card success, …). The
 * analytics module connects with `onPaymentAnalytics` and maps the names to its event ids.
 */
export interface PaymentAnalytics {
  emit(event: PaymentAnalyticsEvent): void;
  /** Adds a listener; returns the function that removes it. */
  onPaymentAnalytics(listener: PaymentAnalyticsListener): () => void;
}

/** Creates the sink. A listener that throws is logged and does not stop the others. */
export function createPaymentAnalytics(log: (message: string, error: unknown) => void = () => {}): PaymentAnalytics {
  const listeners = new Set<PaymentAnalyticsListener>();
  return {
    emit(event) {
      for (const listener of [...listeners]) {
        try {
          listener(event);
        } catch (error) {
          log(`payment analytics listener failed on ${event.name}`, error);
        }
      }
    },
    onPaymentAnalytics(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

/**
 * Tells the page that embeds the card form (the host's card-checkout modal) about a form event, in
 * the `{ type, event }` shape its card-form driver reads; nothing when the form is not framed. The
 * message goes to the embedding page's origin where the browser names it (`ancestorOrigins`); it
 * carries only the event name, so browsers without that list get it addressed to any origin.
 */
export function postCardFormEvent(win: Window, event: PaymentAnalyticsEvent['name']): void {
  if (win.parent === win) return;
  const embedder = win.location.ancestorOrigins?.[0];
  win.parent.postMessage({ type: CARD_FORM_MESSAGE, event }, embedder && embedder !== 'null' ? embedder : '*');
}

/**
 * Reports an event of the card / fast-payment form page exactly once: a framed form tells the
 * embedding page (whose payment flow tracks it into its own sink), a top-level form emits it here.
 */
export function reportCardFormEvent(win: Window, analytics: PaymentAnalytics, event: PaymentAnalyticsEvent): void {
  if (win.parent !== win) postCardFormEvent(win, event.name);
  else analytics.emit(event);
}
