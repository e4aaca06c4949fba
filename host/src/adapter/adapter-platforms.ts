import type { WebPublishingPlatform } from '@playport/api-contract';
import type { AdapterName } from './adapter-names.js';
import { PLATFORM_OF } from './platforms.generated.js';

/** The publishing platform of each adapter route name (portal-core: platforms and adapter names; platforms.json). */
export const ADAPTER_PLATFORMS: Readonly<Record<AdapterName, WebPublishingPlatform>> = Object.freeze({
  ...PLATFORM_OF,
} satisfies Record<AdapterName, WebPublishingPlatform>);

/**
 * The `WebPublishingPlatform` an adapter publishes on; a partner's own adapter name is `Unspecified`.
 *
 * @example `adapterPlatform('yandex') // 'YandexGames'`
 */
export function adapterPlatform(name: string): WebPublishingPlatform {
  return Object.hasOwn(ADAPTER_PLATFORMS, name) ? ADAPTER_PLATFORMS[name as AdapterName] : 'Unspecified';
}
