import type { WebPublishingPlatform } from '../api/types/common.js';
import type { AdapterName } from './adapter-names.js';

/** The publishing platform of each adapter route name (portal-core: platforms and adapter names). */
export const ADAPTER_PLATFORMS: Readonly<Record<AdapterName, WebPublishingPlatform>> = Object.freeze({
  fxid: 'FxId',
  ok: 'Odnoklassniki',
  vkplay: 'VkontaktePlay',
  vkcom: 'VkontakteCom',
  yandex: 'YandexGames',
  ag: 'AbsoluteGames',
  kg: 'Kongregate',
  fbgames: 'FacebookGames',
  fbinstantgames: 'FacebookInstantGames',
  crazygames: 'CrazyGames',
  ymobage: 'WizQ',
  telegram: 'Telegram',
  fxlauncher: 'FxLauncher',
  fxnative: 'FxNative',
  steam: 'Steam',
});

/**
 * The `WebPublishingPlatform` an adapter publishes on; a partner's own adapter name is `Unspecified`.
 *
 * @example `adapterPlatform('yandex') // 'YandexGames'`
 */
export function adapterPlatform(name: string): WebPublishingPlatform {
  return Object.hasOwn(ADAPTER_PLATFORMS, name) ? ADAPTER_PLATFORMS[name as AdapterName] : 'Unspecified';
}
