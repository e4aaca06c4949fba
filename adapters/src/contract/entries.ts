import { createVkcomAdapter } from '../vkcom/vkcom-adapter.js';
import { installVkcomWithBridge, VK_LOCAL_SCRIPT } from '../vkcom/simulator/vk-bridge-script.js';
import { createYandexAdapter } from '../yandex/yandex-adapter.js';
import { installYandexSimulator } from '../yandex/simulator/yandex-simulator.js';
import { agLaunchUrl, okLaunchUrl, telegramLaunchUrl, vkLaunchUrl, vkPlayLaunchUrl } from '../testing/launch-urls.js';
import { createTelegramAdapter } from '../telegram/telegram-adapter.js';
import { installTelegramSimulator } from '../telegram/simulator/telegram-script.js';
import { createOkAdapter } from '../ok/ok-adapter.js';
import { installOkSimulator } from '../ok/simulator/ok-simulator.js';
import { createCrazyGamesAdapter } from '../crazygames/crazygames-adapter.js';
import { installCrazyGamesSimulator } from '../crazygames/simulator/crazygames-simulator.js';
import { createFbInstantGamesAdapter } from '../fbinstantgames/fbinstant-adapter.js';
import { installFbInstantSimulator } from '../fbinstantgames/simulator/fbinstant-simulator.js';
import { createVkPlayAdapter } from '../vkplay/vkplay-adapter.js';
import { installVkPlaySimulator } from '../vkplay/simulator/vkplay-simulator.js';
import { createKgAdapter } from '../kg/kg-adapter.js';
import { installKgSimulator } from '../kg/simulator/kg-simulator.js';
import { createAgAdapter } from '../ag/ag-adapter.js';
import { installAgSimulator } from '../ag/simulator/ag-simulator.js';
import { createFbGamesAdapter } from '../fbgames/fbgames-adapter.js';
import { installFbGamesSimulator } from '../fbgames/simulator/fbgames-simulator.js';
import { createYmobageAdapter } from '../ymobage/ymobage-adapter.js';
import { installYmobageSimulator } from '../ymobage/simulator/ymobage-simulator.js';
import { createFxidAdapter } from '../fxid/fxid-adapter.js';
import { installFxidSimulator } from '../fxid/simulator/fxid-simulator.js';
import { createFxlauncherAdapter } from '../fxlauncher/fxlauncher-adapter.js';
import { createFxnativeAdapter } from '../fxnative/fxnative-adapter.js';
import { createSteamAdapter } from '../steam/steam-adapter.js';
import { installSteamSimulator } from '../steam/simulator/steam-simulator.js';
import { testGameConfig } from '../testing/game-config.js';
import type { AdapterName } from '@playport/host/adapter-kit';
import { byPlatform } from '../testing/by-platform.js';
import type { ContractEntry, PlayKind } from './contract-suite.js';

// A platform signal that stops the whole game: its loop and its sound.
const BOTH: readonly PlayKind[] = ['paused', 'muted'];

// The rewarded block ids and the Facebook app id come from the host's game config.
const GAME_CONFIG = testGameConfig();

/**
 * Every adapter over its simulator in the happy-path scenario, by route name: a platform of
 * platforms.json without its entry here fails to compile, and {@link contractEntries} refuses it.
 */
export const CONTRACT_ENTRY_BY_NAME: { readonly [N in AdapterName]: Omit<ContractEntry, 'name'> } = {
  // game_api_pause asks the game to stop its loop and its music (https://yandex.com/dev/games/doc/en/sdk/sdk-events).
  yandex: {
    create: () => createYandexAdapter(),
    install: (win) => installYandexSimulator(win),
    platformSignals: { pause: BOTH, mute: BOTH },
  },
  // VK's own vk-bridge script runs in the window, the simulator is the VK frame around it.
  vkcom: {
    create: () => createVkcomAdapter({ scriptUrl: VK_LOCAL_SCRIPT }),
    install: (win) => installVkcomWithBridge(win),
    url: await vkLaunchUrl(),
    platformSignals: { pause: BOTH, mute: BOTH },
  },
  ok: {
    create: () => createOkAdapter({ groupId: '42' }),
    install: (win) => installOkSimulator(win),
    url: okLaunchUrl(),
  },
  telegram: {
    create: () => createTelegramAdapter(),
    install: (win) => installTelegramSimulator(win),
    url: await telegramLaunchUrl(),
    platformSignals: { pause: BOTH, mute: BOTH },
  },
  crazygames: {
    create: () =>
      createCrazyGamesAdapter({
        payments: { drivers: [{ name: 'Test', canHandle: () => true, pay: async () => 'completed' }] },
      }),
    install: (win, calls) => installCrazyGamesSimulator(win, { calls }),
    // Only a mute setting (https://docs.crazygames.com/sdk/game, "Game Settings"); CrazyGames pauses nothing.
    platformSignals: { mute: ['muted'] },
  },
  fbinstantgames: {
    create: () =>
      createFbInstantGamesAdapter({
        placements: { rewarded: 'r1', interstitial: 'i1', banner: 'b1' },
        inviteImage: 'data:image/png;base64,iVBORw0KGgo=',
      }),
    install: (win, calls) => installFbInstantSimulator(win, { calls }),
    platformSignals: { pause: BOTH, mute: BOTH },
  },
  vkplay: {
    create: () => createVkPlayAdapter(),
    install: (win) => installVkPlaySimulator(win),
    url: vkPlayLaunchUrl(),
  },
  kg: { create: () => createKgAdapter(), install: (win) => installKgSimulator(win) },
  ag: {
    // AG publishes no pinned build: the simulator's bundle stands in for the copy a portal pins.
    create: () => createAgAdapter({ scriptUrl: '/dev/simulators/ag.js' }),
    install: (win) => installAgSimulator(win),
    url: agLaunchUrl(),
  },
  fbgames: {
    create: () => createFbGamesAdapter(),
    install: (win) => installFbGamesSimulator(win),
    gameConfig: GAME_CONFIG,
  },
  ymobage: {
    create: () => createYmobageAdapter({ clientId: 'wizq-client' }),
    install: (win) => installYmobageSimulator(win),
  },
  fxid: {
    create: () => createFxidAdapter({ ads: { adBreaks: true } }),
    install: (win) => installFxidSimulator(win),
    gameConfig: GAME_CONFIG,
    portalSession: true,
  },
  fxlauncher: {
    create: () => createFxlauncherAdapter(),
    install: (win) => installFxidSimulator(win),
    portalSession: true,
  },
  fxnative: {
    create: () => createFxnativeAdapter(),
    install: (win) => installFxidSimulator(win),
    portalSession: true,
  },
  // The desktop shell exposes steamworks before the page runs, so the stand-in is there from the start.
  steam: { create: () => createSteamAdapter(), install: (win) => installSteamSimulator(win), preinstall: true },
};

/** The contract suite's entries for `names` (platforms.json's), in the manifest's order; a platform without one throws. */
export function contractEntries(
  names?: readonly string[],
  table: Readonly<Partial<Record<string, Omit<ContractEntry, 'name'>>>> = CONTRACT_ENTRY_BY_NAME,
): ContractEntry[] {
  return byPlatform('The contract suite (adapters/src/contract/entries.ts)', table, names).map(({ name, entry }) => ({
    name,
    ...entry,
  }));
}

/** Every adapter of platforms.json over its simulator in the happy-path scenario. */
export const CONTRACT_ENTRIES: ContractEntry[] = contractEntries();
