import { HostError, HostErrorCode, type AdapterHost, type ApiClient } from '@playport/host';
import type { MethodParams, MethodResult } from '@playport/sdk/protocol';
import { runPlatformPurchase } from '../shared/platform-purchase.js';
import type { CrazySdk } from './crazygames-types.js';

type CreatePaymentResponse = Awaited<ReturnType<ApiClient['store']['createPayment']>>;

/** Runs the checkout of a created order (Xsolla PayStation on CrazyGames), from the host's payments flow. */
export type CheckoutRunner = (order: CreatePaymentResponse) => Promise<void>;

const fail = (message: string) => new HostError(HostErrorCode.Unknown, message);

/** CrazyGames purchase: accounts available, a signed-in user (prompted once), a user token, then the checkout. */
export async function buyOnCrazyGames(
  host: AdapterHost,
  api: ApiClient,
  sdk: CrazySdk,
  checkout: CheckoutRunner | undefined,
  params: MethodParams<'BuyProduct'>,
): Promise<MethodResult<'BuyProduct'>> {
  if (!sdk.user.isUserAccountAvailable) throw fail('User accounts not available');
  const user = (await sdk.user.getUser()) ?? (await sdk.user.showAuthPrompt().catch(() => null));
  if (!user) throw fail('User still not registered');
  const token = await sdk.user.getUserToken().catch(() => null);
  if (!token) throw fail('Failed to get user token');
  if (!checkout) throw new HostError(HostErrorCode.NotSupported, 'Purchasing is not supported on this platform');
  return runPlatformPurchase(host, api, params, { WebPublishingPlatform: 'CrazyGames', CrazyGames: { AccessToken: token } }, checkout);
}
