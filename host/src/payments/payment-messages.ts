/** The spec's purchase messages, word for word. */
export const PaymentMessages = Object.freeze({
  defaultError: 'An error occurred during the purchase process.',
  emailCancelled: 'Email input cancelled',
  personalInfoFailed: (orderId: string) => `Failed to update personal information for order ${orderId}`,
  notCompleted: 'Payment not completed',
  widgetClosed: 'Payment widget closed before payment completed!',
  checkoutClosed: 'Widget closed before payment completed',
  failed: 'Payment failed for some reason!',
  noXsolla: 'No Xsolla widget in window!',
  noYookassa: '[YOOKASSA] No Yoomoney widget in window!',
  noStripe: 'Stripe not in result',
  unsupported: 'Unsupported payment method for FxId web',
} as const);

/**
 * Not the spec's: its catalogue has only UserCancelled and Unknown for purchases, and no words for a
 * server that cannot take orders for now (Unavailable, retryable) or a page with no store at all.
 */
export const PurchaseStateMessages = Object.freeze({
  unavailable: 'The store is unavailable right now; try again shortly.',
  noStore: 'Purchases are not available on this page: it has no store to create the order.',
} as const);
