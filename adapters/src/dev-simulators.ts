import type { AdapterName } from '@playport/host/adapter-kit';
import * as dev from './dev.js';
import { byPlatform } from './testing/by-platform.js';

type Installer = (...args: never[]) => unknown;

/**
 * The simulator the dev entry (`@playport/adapters/dev`) exports for each platform, by route name in
 * the manifest's order: a platform of platforms.json without one here fails to compile, and so does
 * one whose simulator `dev.ts` does not export; {@link devSimulators} refuses a platform without one.
 * Not exported by any entry: it checks `dev.ts` against the manifest.
 */
export const DEV_SIMULATORS: { readonly [N in AdapterName]: Installer } = {
  fxid: dev.installFxidSimulator,
  ok: dev.installOkSimulator,
  vkplay: dev.installVkPlaySimulator,
  vkcom: dev.installVkcomSimulator,
  yandex: dev.installYandexSimulator,
  ag: dev.installAgSimulator,
  kg: dev.installKgSimulator,
  fbgames: dev.installFbGamesSimulator,
  fbinstantgames: dev.installFbInstantSimulator,
  crazygames: dev.installCrazyGamesSimulator,
  ymobage: dev.installYmobageSimulator,
  telegram: dev.installTelegramClient,
  fxlauncher: dev.installFxlauncherSimulator,
  fxnative: dev.installFxnativeSimulator,
  steam: dev.installSteamSimulator,
};

/** The dev entry's simulator of each platform of `names` (platforms.json's); a platform without one throws. */
export function devSimulators(
  names?: readonly string[],
  table: Readonly<Partial<Record<string, Installer>>> = DEV_SIMULATORS,
): Record<string, Installer> {
  return Object.fromEntries(
    byPlatform('The dev entry (adapters/src/dev-simulators.ts)', table, names).map(({ name, entry }) => [name, entry]),
  );
}
