import { requireParams } from '../required.js';
import { API_ROUTES } from '@playport/api-contract/routes';
import type { ApiTransport, CallOptions } from '../transport.js';
import type {
  Bank131CardPaymentResponse,
  Bank131CheckPaymentResponse,
  Bank131PaymentFormData,
  Bank131SbpResponse,
} from '../types.js';

/**
 * The hosted card and fast-payment form (`/bank131/*`). `token` is the form page's path segment and
 * `publicId` its `PublicId` query, both from the payment result's `Checkout` block.
 */
export function createBank131Api(t: ApiTransport) {
  const r = API_ROUTES.bank131;
  const tokenCall =
    <Res>(route: typeof r.payWithCard) =>
    (token: string, publicId: string, options?: CallOptions): Promise<Res> => {
      requireParams(route.operation, { token, publicId });
      return t.send<Res>(route, { path: { Token: token }, body: { PublicId: publicId } }, options);
    };
  return {
    /** What the form shows: merchant, product, price, saved card. */
    paymentForm(token: string, publicId: string, options?: CallOptions): Promise<Bank131PaymentFormData> {
      requireParams(r.paymentForm.operation, { token, publicId });
      return t.send(r.paymentForm, { path: { Token: token }, query: { PublicId: publicId } }, options);
    },
    /** Starts the card payment (auth). */
    payWithCard: tokenCall<Bank131CardPaymentResponse>(r.payWithCard),
    /** Whether the payment went through; polled while the fast-payment QR code is shown. */
    checkPayment: tokenCall<Bank131CheckPaymentResponse>(r.checkPayment),
    /** Starts a fast payment (SBP) and returns its link. */
    payWithSbp(publicId: string, options?: CallOptions): Promise<Bank131SbpResponse> {
      requireParams(r.payWithSbp.operation, { publicId });
      return t.send(r.payWithSbp, { body: { PublicId: publicId } }, options);
    },
  };
}

/** The `bank131` area of the API client. */
export type Bank131Api = ReturnType<typeof createBank131Api>;
