import type { Adapter, AdapterName } from '@playport/host/adapter-kit';
import { createCrazyGamesAdapter } from '../crazygames/crazygames-adapter.js';
import { installCrazyGamesSimulator } from '../crazygames/simulator/crazygames-simulator.js';
import { createFbGamesAdapter } from '../fbgames/fbgames-adapter.js';
import { installFbGamesSimulator } from '../fbgames/simulator/fbgames-simulator.js';
import { createFbInstantGamesAdapter } from '../fbinstantgames/fbinstant-adapter.js';
import { installFbInstantSimulator } from '../fbinstantgames/simulator/fbinstant-simulator.js';
import { createKgAdapter } from '../kg/kg-adapter.js';
import { installKgSimulator } from '../kg/simulator/kg-simulator.js';
import { createOkAdapter } from '../ok/ok-adapter.js';
import { installOkSimulator } from '../ok/simulator/ok-simulator.js';
import type { PlatformWindow } from '../shared/platform-window.js';
import { byPlatform } from '../testing/by-platform.js';
import { okLaunchUrl, vkLaunchUrl, vkPlayLaunchUrl } from '../testing/launch-urls.js';
import { createVkcomAdapter } from '../vkcom/vkcom-adapter.js';
import { installVkcomWithBridge, VK_LOCAL_SCRIPT } from '../vkcom/simulator/vk-bridge-script.js';
import { createVkPlayAdapter } from '../vkplay/vkplay-adapter.js';
import { installVkPlaySimulator } from '../vkplay/simulator/vkplay-simulator.js';
import { createYandexAdapter } from '../yandex/yandex-adapter.js';
import { installYandexSimulator } from '../yandex/simulator/yandex-simulator.js';
import { createYmobageAdapter } from '../ymobage/ymobage-adapter.js';
import { installYmobageSimulator } from '../ymobage/simulator/ymobage-simulator.js';

/** A platform whose script loads but whose start-up call throws or never answers. */
export interface InitFailure {
  name: string;
  mode: 'throws' | 'never answers';
  create: () => Adapter;
  install: (win: PlatformWindow) => void;
  url?: string;
  code: 'ScriptFailed' | 'Timeout';
}

/** One platform's init failures (its name comes from the table's key). */
export type PlatformInitFailure = Omit<InitFailure, 'name'>;

const both = (
  create: () => Adapter,
  install: (mode: 'throws' | 'silent') => (win: PlatformWindow) => void,
  url?: string,
): PlatformInitFailure[] => [
  { mode: 'throws', create, install: install('throws'), url, code: 'ScriptFailed' },
  { mode: 'never answers', create, install: install('silent'), url, code: 'Timeout' },
];

const vkUrl = await vkLaunchUrl();

/**
 * Each platform's start-up failures, by route name in the manifest's order: a platform of
 * platforms.json without its entry fails to compile, and {@link platformInitFailures} refuses it; a
 * platform whose start-up this suite does not fail says so with an empty list.
 */
export const INIT_FAILURES_BY_NAME: { readonly [N in AdapterName]: readonly PlatformInitFailure[] } = {
  fxid: [],
  ok: both(
    createOkAdapter,
    (init) => (win) => installOkSimulator(win, { init: init === 'throws' ? 'error' : 'silent' }),
    okLaunchUrl(),
  ),
  vkplay: both(createVkPlayAdapter, (init) => (win) => installVkPlaySimulator(win, { init }), vkPlayLaunchUrl()),
  vkcom: both(
    () => createVkcomAdapter({ scriptUrl: VK_LOCAL_SCRIPT }),
    (init) => (win) =>
      installVkcomWithBridge(win, {
        answers: {
          VKWebAppInit: init === 'throws' ? { error: { error_code: 1, error_reason: 'Unknown error' } } : 'silent',
        },
      }),
    vkUrl,
  ),
  yandex: both(createYandexAdapter, (init) => (win) => installYandexSimulator(win, { init })),
  ag: [],
  kg: [
    {
      mode: 'never answers',
      create: createKgAdapter,
      install: (win) => installKgSimulator(win, { load: 'silent' }),
      code: 'Timeout',
    },
  ],
  fbgames: [
    {
      mode: 'throws',
      create: () => createFbGamesAdapter({ appId: 'fb-app' }),
      install: (win) => installFbGamesSimulator(win, { init: 'throws' }),
      code: 'ScriptFailed',
    },
  ],
  fbinstantgames: both(createFbInstantGamesAdapter, (init) => (win) => installFbInstantSimulator(win, { init })),
  crazygames: both(createCrazyGamesAdapter, (init) => (win) => installCrazyGamesSimulator(win, { init })),
  ymobage: both(createYmobageAdapter, (init) => (win) => installYmobageSimulator(win, { init })),
  telegram: [],
  fxlauncher: [],
  fxnative: [],
  steam: [],
};

/** The init failures of the platforms `names` (platforms.json's), in the manifest's order; a platform without an entry throws. */
export function platformInitFailures(
  names?: readonly string[],
  table: Readonly<Partial<Record<string, readonly PlatformInitFailure[]>>> = INIT_FAILURES_BY_NAME,
): InitFailure[] {
  return byPlatform('The init-failure suite (adapters/src/contract/init-failures.ts)', table, names).flatMap(
    ({ name, entry }) => entry.map((failure) => ({ name, ...failure })),
  );
}

export const PLATFORM_INIT_FAILURES: InitFailure[] = platformInitFailures();
