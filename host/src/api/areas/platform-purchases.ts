import type { ApiTransport, CallOptions } from '../transport.js';
import type { QueryOf } from '@playport/api-contract';
import { areaCalls, type OperationOf } from './call-helpers.js';

/** Native builds' store (`/native/*`). */
export function createNativeApi(t: ApiTransport) {
  const call = areaCalls(t, 'native');
  return {
    /** Validates a store receipt from a native build. */
    validateInApp: call.gameBody('validateInApp'),
    /** What the native build may show for this account and country. */
    status(query: QueryOf<OperationOf<'native', 'status'>>, options?: CallOptions) {
      call.require('status', { game: query?.Game, token: query?.Token });
      return call.send('status', { query: { ...query } }, options);
    },
  };
}

/** Yandex Games purchases and bonuses (`/yandexgames/*`). */
export function createYandexGamesApi(t: ApiTransport) {
  const call = areaCalls(t, 'yandexGames');
  return {
    /** Verifies Yandex's signed purchase data (auth); consume only what succeeded. */
    purchase: call.gameBody('purchase'),
    /** Redeems Yandex bonuses (auth). */
    redeemBonus: call.body('redeemBonus'),
  };
}

/** Facebook Instant Games purchases (`/fbinstant/*`). */
export function createFbInstantApi(t: ApiTransport) {
  const call = areaCalls(t, 'fbInstant');
  return {
    /** Verifies a signed Facebook Instant purchase (auth). */
    purchase: call.body('purchase'),
  };
}

/** Web Games on Facebook purchases (`/fbgames/*`). */
export function createFbGamesApi(t: ApiTransport) {
  const call = areaCalls(t, 'fbGames');
  return {
    /** Verifies the signed result of Facebook's pay dialog (auth); Success only for the caller's paid order. */
    purchase: call.body('purchase'),
  };
}

/** The `native` area of the API client. */
export type NativeApi = ReturnType<typeof createNativeApi>;
/** The `yandexGames` area of the API client. */
export type YandexGamesApi = ReturnType<typeof createYandexGamesApi>;
/** The `fbInstant` area of the API client. */
export type FbInstantApi = ReturnType<typeof createFbInstantApi>;
/** The `fbGames` area of the API client. */
export type FbGamesApi = ReturnType<typeof createFbGamesApi>;
