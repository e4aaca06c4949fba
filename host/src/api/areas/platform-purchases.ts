import { requireParams } from '../required.js';
import { API_ROUTES } from '@playport/api-contract/routes';
import type { ApiTransport, CallOptions } from '../transport.js';
import type {
  FbInstantPurchaseRequest,
  FbGamesPurchaseRequest,
  NativeInAppValidateRequest,
  NativeInAppValidateResponse,
  NativeStatusQuery,
  NativeStatusResponse,
  SuccessResponse,
  YandexGamesPurchaseRequest,
  YandexGamesPurchaseResponse,
  YandexGamesRedeemBonusRequest,
  YandexGamesRedeemBonusResponse,
} from '../types.js';
import { bodyCall, gameBodyCall } from './call-helpers.js';

/** Native builds' store (`/native/*`). */
export function createNativeApi(t: ApiTransport) {
  const r = API_ROUTES.native;
  return {
    /** Validates a store receipt from a native build. */
    validateInApp: gameBodyCall<NativeInAppValidateRequest, NativeInAppValidateResponse>(t, r.validateInApp),
    /** What the native build may show for this account and country. */
    status(query: NativeStatusQuery, options?: CallOptions): Promise<NativeStatusResponse> {
      requireParams(r.status.operation, { game: query?.Game, token: query?.Token });
      return t.send(r.status, { query: { ...query } }, options);
    },
  };
}

/** Yandex Games purchases and bonuses (`/yandexgames/*`). */
export function createYandexGamesApi(t: ApiTransport) {
  const r = API_ROUTES.yandexGames;
  return {
    /** Verifies Yandex's signed purchase data (auth); consume only what succeeded. */
    purchase: gameBodyCall<YandexGamesPurchaseRequest, YandexGamesPurchaseResponse>(t, r.purchase),
    /** Redeems Yandex bonuses (auth). */
    redeemBonus: bodyCall<YandexGamesRedeemBonusRequest, YandexGamesRedeemBonusResponse>(t, r.redeemBonus),
  };
}

/** Facebook Instant Games purchases (`/fbinstant/*`). */
export function createFbInstantApi(t: ApiTransport) {
  const r = API_ROUTES.fbInstant;
  return {
    /** Verifies a signed Facebook Instant purchase (auth). */
    purchase: bodyCall<FbInstantPurchaseRequest, SuccessResponse>(t, r.purchase),
  };
}

/** Web Games on Facebook purchases (`/fbgames/*`). */
export function createFbGamesApi(t: ApiTransport) {
  const r = API_ROUTES.fbGames;
  return {
    /** Verifies the signed result of Facebook's pay dialog (auth); Success only for the caller's paid order. */
    purchase: bodyCall<FbGamesPurchaseRequest, SuccessResponse>(t, r.purchase),
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
