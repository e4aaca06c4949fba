import {
  createPaymentFlow,
  HostError,
  HostErrorCode,
  type AdapterHost,
  type PaymentFlow,
  type PaymentFlowOptions,
} from '@playport/host/adapter-kit';
import type { ApiClient } from '@playport/host/api';
import type { MethodParams, MethodResult } from '@playport/sdk/protocol';
import { configCompactPersonalInfo } from '../shared/game-config.js';
import type { CrazySdk, CrazyUser } from './crazygames-types.js';

/** The CrazyGames messages of the spec, verbatim. */
export const CRAZYGAMES_MESSAGES = Object.freeze({
  accountsUnavailable: 'User accounts not available',
  notRegistered: 'User still not registered',
  noToken: 'Failed to get user token',
  noRegistration: 'No registration to crazygames!',
});

/** What a page may set on the CrazyGames payment flow (local mode points the providers at the simulators). */
export type CrazyGamesPaymentOptions = Partial<Pick<PaymentFlowOptions, 'drivers' | 'origins' | 'scripts' | 'track'>>;

const fail = (message: string) => new HostError(HostErrorCode.Unknown, message);

/** The host's payment flow for CrazyGames orders; the compact personal-info form comes from the game config. */
export function crazyGamesPaymentFlow(
  host: AdapterHost,
  api: ApiClient,
  options: CrazyGamesPaymentOptions = {},
): PaymentFlow {
  return createPaymentFlow({
    context: host.context,
    api,
    ui: host.ui,
    game: host.game,
    platform: 'CrazyGames',
    compactPersonalInfo: configCompactPersonalInfo(host, 'crazygames'),
    ...options,
  });
}

/**
 * The user token a CrazyGames purchase needs: accounts available, a signed-in user (a guest is shown
 * the registration prompt once), then the token.
 */
export async function crazyGamesPurchaseToken(sdk: CrazySdk, prompt: () => Promise<CrazyUser | null>): Promise<string> {
  if (!sdk.user.isUserAccountAvailable) throw fail(CRAZYGAMES_MESSAGES.accountsUnavailable);
  const user = (await sdk.user.getUser()) ?? (await prompt());
  if (!user) throw fail(CRAZYGAMES_MESSAGES.notRegistered);
  const token = await sdk.user.getUserToken().catch(() => null);
  if (!token) throw fail(CRAZYGAMES_MESSAGES.noToken);
  return token;
}

/** BuyProduct on CrazyGames: the token checks, then the host's payment flow with the `CrazyGames{AccessToken}` block. */
export async function buyOnCrazyGames(
  flow: PaymentFlow,
  sdk: CrazySdk,
  prompt: () => Promise<CrazyUser | null>,
  params: MethodParams<'BuyProduct'>,
): Promise<MethodResult<'BuyProduct'>> {
  const token = await crazyGamesPurchaseToken(sdk, prompt);
  return flow.buy({
    sku: params.sku,
    productNameHint: params.productNameHint,
    productDescriptionHint: params.productDescriptionHint,
    developerPayload: params.developerPayload,
    crazyGamesAccessToken: token,
  });
}
