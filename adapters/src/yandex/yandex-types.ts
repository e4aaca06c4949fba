import type { Payments, Player, Purchase, SDK, Signature } from 'ysdk';

/**
 * The Yandex Games SDK (`YaGames`, `/sdk.js`) as the published types describe it: `@types/ysdk`, the
 * package Yandex's documentation tells TypeScript games to install
 * (https://yandex.com/dev/games/doc/en/sdk/typescript). Where the package differs from the
 * documentation, {@link YaPlatformSdk} follows the documentation and says so. The adapter and the
 * simulator both use {@link YaSdk}, the part the adapter calls.
 */

/**
 * The player. With `getPlayer({ signed: true })` it carries `signature` (the documentation:
 * `ysdk.getPlayer({ signed: true })` then "use player.signature",
 * https://yandex.com/dev/games/doc/en/sdk/sdk-player); the package types that call as `{ signature }`
 * alone.
 */
export type YaPlayer = Pick<Player, 'getUniqueID' | 'isAuthorized' | 'getName' | 'getPhoto'> &
  YaStoragePlayer & { signature?: string };

/**
 * The player's saved data: `getData(keys?)` answers the saved object (only `keys` of it when given),
 * `setData(data, flush?)` replaces the whole object, at most 200 KB ("In-game data",
 * https://yandex.com/dev/games/doc/en/sdk/sdk-player and
 * https://yandex.com/dev/games/doc/en/sdk/defold/player-data: "The maximum data size must not exceed 200 KB";
 * `flush: true` sends it to the server at once instead of queueing it).
 */
export type YaStoragePlayer = Pick<Player, 'getData' | 'setData'>;

/**
 * `ysdk.screen.orientation`, missing from the package: `get()` answers `portrait` or `landscape`,
 * `set(value)` sets it ("Other SDK objects and parameters", `screen`,
 * https://yandex.com/dev/games/doc/en/sdk/defold/params).
 */
export interface YaOrientation {
  get(): 'portrait' | 'landscape';
  set(value: 'portrait' | 'landscape'): Promise<void> | void;
}

/** The `ysdk` object with the documented corrections to the package types. */
export interface YaPlatformSdk extends Omit<SDK, 'getPlayer' | 'screen'> {
  getPlayer(opts?: { signed?: boolean }): Promise<Player & { signature?: string }>;
  screen: SDK['screen'] & { orientation: YaOrientation };
}

/** A purchase as `purchase()` / `getPurchases()` return it unsigned (`Purchase` of the package). */
export type YaPurchase = Purchase;

/** What `purchase()` / `getPurchases()` return with `signed: true`: all data is inside the signature. */
export type YaSigned = Signature;

/** `getPayments({ signed: true })`: the adapter only buys with signed answers. */
export type YaSignedPayments = Pick<Payments<true>, 'purchase' | 'consumePurchase' | 'getPurchases'>;

/**
 * A purchase inside the signed data (`data` of the signature; an array of them for `getPurchases()`),
 * as documented at https://yandex.ru/dev/games/doc/ru/sdk/sdk-purchases#purchase-data-example.
 */
export interface YaSignedPurchase {
  token: string;
  status: string;
  errorCode: string;
  errorDescription: string;
  url: string;
  product: {
    id: string;
    title: string;
    description: string;
    price: { code: string; value: string };
    imagePrefix: string;
  };
  developerPayload?: string;
}

/** The part of {@link YaPlatformSdk} the adapter uses; the simulator implements exactly this. */
export interface YaSdk extends Pick<YaPlatformSdk, 'auth' | 'feedback' | 'shortcut' | 'on' | 'off'> {
  environment: Pick<YaPlatformSdk['environment'], 'i18n' | 'app'>;
  getPlayer(opts?: { signed?: boolean }): Promise<YaPlayer>;
  getPayments(opts: { signed: true }): Promise<YaSignedPayments>;
  adv: Pick<YaPlatformSdk['adv'], 'showFullscreenAdv' | 'showRewardedVideo' | 'showBannerAdv' | 'hideBannerAdv'>;
  features: Pick<YaPlatformSdk['features'], 'LoadingAPI' | 'GameplayAPI'>;
  screen: { orientation: YaOrientation };
}

/** `window.YaGames` (the package's global `YaGames`), as the adapter calls it: `init()` without options. */
export interface YaGames {
  init(): Promise<YaSdk>;
}
