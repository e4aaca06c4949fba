import type { AdapterHost, AdapterName } from '@playport/host/adapter-kit';
import type { PublicGameData } from '@playport/host/api';

/** A platform block of the game's `PlatformData`. */
export type PlatformDataKey = keyof PublicGameData['PlatformData'];

/** The game's app id on one platform (`PublicGameData.PlatformData.{platform}.AppId`), or null. */
export function configAppId(host: AdapterHost, platform: PlatformDataKey): string | null {
  return host.gameConfig?.PublicGameData.PlatformData[platform]?.AppId ?? null;
}

/** The game's orientation on this device (`MobileGameOrientation` on mobile), or null without a config. */
export function configOrientation(
  host: AdapterHost,
  mobile: boolean,
): 'Horizontal' | 'Vertical' | 'Unspecified' | null {
  const config = host.gameConfig;
  if (!config) return null;
  return mobile
    ? config.PublicGameData.MobileGameOrientation
    : (config.PublicGameData.GameOrientation ?? config.GameOrientation);
}

/** The search-engine ad network's rewarded block ids (`PublicWebClientConfig.Advertisement.Yandex.Rewarded`), or null. */
export function configRewardedBlock(host: AdapterHost): { desktop: string; mobile: string } | null {
  const rewarded = host.gameConfig?.PublicWebClientConfig.Advertisement?.Yandex?.Rewarded;
  return rewarded ? { desktop: rewarded.DesktopBlockId, mobile: rewarded.MobileBlockId } : null;
}

/**
 * Whether the personal-info form is compact for this adapter: the web client config's adapter
 * block, else the company branding's.
 */
export function configCompactPersonalInfo(host: AdapterHost, adapter: AdapterName): boolean {
  const config = host.gameConfig;
  const form =
    config?.PublicWebClientConfig.Adapters[adapter]?.PersonalInformationForm ??
    config?.CompanyBranding.Adapters[adapter]?.PersonalInformationForm;
  return form?.Compact ?? false;
}

/** Whether the page runs on a phone or tablet, by its user agent. */
export function isMobile(host: AdapterHost): boolean {
  return /Mobi|Android/i.test(host.context.window.navigator?.userAgent ?? '');
}
