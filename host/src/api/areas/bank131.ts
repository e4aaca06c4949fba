import { areaCalls } from './call-helpers.js';
import type { ApiTransport, CallOptions } from '../transport.js';

/**
 * The hosted card and fast-payment form (`/bank131/*`). `token` is the form page's path segment and
 * `publicId` its `PublicId` query, both from the payment result's `Checkout` block.
 */
export function createBank131Api(t: ApiTransport) {
  const call = areaCalls(t, 'bank131');
  const tokenCall =
    <K extends 'payWithCard' | 'checkPayment'>(name: K) =>
    (token: string, publicId: string, options?: CallOptions) => {
      call.require(name, { token, publicId });
      return call.send(name, { path: { Token: token }, body: { PublicId: publicId } }, options);
    };
  return {
    /** What the form shows: merchant, product, price, saved card. */
    paymentForm(token: string, publicId: string, options?: CallOptions) {
      call.require('paymentForm', { token, publicId });
      return call.send('paymentForm', { path: { Token: token }, query: { PublicId: publicId } }, options);
    },
    /** Starts the card payment (auth). */
    payWithCard: tokenCall('payWithCard'),
    /** Whether the payment went through; polled while the fast-payment QR code is shown. */
    checkPayment: tokenCall('checkPayment'),
    /** Starts a fast payment (SBP) and returns its link. */
    payWithSbp(publicId: string, options?: CallOptions) {
      call.require('payWithSbp', { publicId });
      return call.send('payWithSbp', { body: { PublicId: publicId } }, options);
    },
  };
}

/** The `bank131` area of the API client. */
export type Bank131Api = ReturnType<typeof createBank131Api>;
