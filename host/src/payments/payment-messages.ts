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
