import type { AgAdapterOptions } from './ag/ag-adapter.js';
import type { CrazyGamesAdapterOptions } from './crazygames/crazygames-adapter.js';
import type { FbGamesAdapterOptions } from './fbgames/fbgames-adapter.js';
import type { FbInstantAdapterOptions } from './fbinstantgames/fbinstant-adapter.js';
import type { FxidAdapterOptions } from './fxid/fxid-adapter.js';
import type { OkAdapterOptions } from './ok/ok-adapter.js';
import type { AdapterName } from '@playport/host/adapter-kit';
import type { PlatformOptions } from './shared/platform-window.js';
import type { TelegramAdapterOptions } from './telegram/telegram-adapter.js';
import type { VkcomAdapterOptions } from './vkcom/vkcom-adapter.js';
import type { VkPlayAdapterOptions } from './vkplay/vkplay-adapter.js';
import type { YandexAdapterOptions } from './yandex/yandex-adapter.js';
import type { YmobageAdapterOptions } from './ymobage/ymobage-adapter.js';

/** Options of each adapter's factory, by route name. */
export interface AdapterOptionsByName {
  fxid?: FxidAdapterOptions;
  ok?: OkAdapterOptions;
  vkplay?: VkPlayAdapterOptions;
  vkcom?: VkcomAdapterOptions;
  yandex?: YandexAdapterOptions;
  ag?: AgAdapterOptions;
  kg?: PlatformOptions;
  fbgames?: FbGamesAdapterOptions;
  fbinstantgames?: FbInstantAdapterOptions;
  crazygames?: CrazyGamesAdapterOptions;
  ymobage?: YmobageAdapterOptions;
  telegram?: TelegramAdapterOptions;
  fxlauncher?: Omit<FxidAdapterOptions, 'name'>;
  fxnative?: Omit<FxidAdapterOptions, 'name'>;
  steam?: PlatformOptions;
}

// Every adapter of platforms.json has its options here, and nothing else does.
type Missing = Exclude<AdapterName, keyof AdapterOptionsByName>;
type Extra = Exclude<keyof AdapterOptionsByName, AdapterName>;
type AdapterOptionsCoverEveryAdapter = [Missing, Extra] extends [never, never]
  ? true
  : { missing: Missing; extra: Extra };
const covered: AdapterOptionsCoverEveryAdapter = true;
void covered;
