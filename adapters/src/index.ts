/**
 * Playport platform adapters: one lazy chunk per platform (see {@link ADAPTER_LOADERS}), each also a
 * subpath export (`@playport/adapters/ok`, …) with its factory. The simulators are in the
 * development-only entry `@playport/adapters/dev`.
 */
export { ADAPTER_LOADERS, createAdapterLoaders, registerAllAdapters } from './adapter-loaders.js';
export type { AdapterLoadSteps, LazyAdapterOptions } from './lazy-loader.js';
export type { AdapterOptionsByName } from './adapter-options.js';
/** Each adapter factory's options (its subpath entry, `@playport/adapters/ok` …, exports them too). */
export type { AgAdapterOptions, PinnedScript } from './ag/ag-adapter.js';
export type { CrazyGamesAdapterOptions } from './crazygames/crazygames-adapter.js';
export type { CrazyGamesPaymentOptions } from './crazygames/crazygames-purchase.js';
export type { FbGamesAdapterOptions } from './fbgames/fbgames-adapter.js';
export type { FbInstantAdapterOptions } from './fbinstantgames/fbinstant-adapter.js';
export type { FbPlacements } from './fbinstantgames/fbinstant-ads.js';
export type { FxidAdapterOptions, PortalPayments, PortalPaymentsTools } from './fxid/fxid-adapter.js';
export type { PortalAdsOptions } from './fxid/portal-ads.js';
export type { PortalPushOptions } from './fxid/push-register.js';
export type { OkAdapterOptions } from './ok/ok-adapter.js';
export type { TelegramAdapterOptions } from './telegram/telegram-adapter.js';
export type { VkcomAdapterOptions } from './vkcom/vkcom-adapter.js';
export type { VkPlayAdapterOptions } from './vkplay/vkplay-adapter.js';
export type { YandexAdapterOptions } from './yandex/yandex-adapter.js';
export type { YmobageAdapterOptions } from './ymobage/ymobage-adapter.js';
export type { PlatformOptions, PlatformWindow } from './shared/platform-window.js';
export { PLATFORM_CONSTANTS } from './shared/constants.js';
