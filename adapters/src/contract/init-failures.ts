import type { Adapter } from '@playport/host/adapter-kit';
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

const both = (
  name: string,
  create: () => Adapter,
  install: (mode: 'throws' | 'silent') => (win: PlatformWindow) => void,
  url?: string,
): InitFailure[] => [
  { name, mode: 'throws', create, install: install('throws'), url, code: 'ScriptFailed' },
  { name, mode: 'never answers', create, install: install('silent'), url, code: 'Timeout' },
];

const vkUrl = await vkLaunchUrl();

export const PLATFORM_INIT_FAILURES: InitFailure[] = [
  ...both('yandex', createYandexAdapter, (init) => (win) => installYandexSimulator(win, { init })),
  ...both('crazygames', createCrazyGamesAdapter, (init) => (win) => installCrazyGamesSimulator(win, { init })),
  ...both('fbinstantgames', createFbInstantGamesAdapter, (init) => (win) => installFbInstantSimulator(win, { init })),
  ...both('vkplay', createVkPlayAdapter, (init) => (win) => installVkPlaySimulator(win, { init }), vkPlayLaunchUrl()),
  ...both(
    'ok',
    createOkAdapter,
    (init) => (win) => installOkSimulator(win, { init: init === 'throws' ? 'error' : 'silent' }),
    okLaunchUrl(),
  ),
  ...both(
    'vkcom',
    () => createVkcomAdapter({ scriptUrl: VK_LOCAL_SCRIPT }),
    (init) => (win) =>
      installVkcomWithBridge(win, {
        answers: {
          VKWebAppInit: init === 'throws' ? { error: { error_code: 1, error_reason: 'Unknown error' } } : 'silent',
        },
      }),
    vkUrl,
  ),
  {
    name: 'kg',
    mode: 'never answers',
    create: createKgAdapter,
    install: (win) => installKgSimulator(win, { load: 'silent' }),
    code: 'Timeout',
  },
  ...both('ymobage', createYmobageAdapter, (init) => (win) => installYmobageSimulator(win, { init })),
  {
    name: 'fbgames',
    mode: 'throws',
    create: () => createFbGamesAdapter({ appId: 'fb-app' }),
    install: (win) => installFbGamesSimulator(win, { init: 'throws' }),
    code: 'ScriptFailed',
  },
];
