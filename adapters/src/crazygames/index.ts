export {
  createCrazyGamesAdapter,
  CRAZYGAMES_SDK_CACHE_VERSION,
  CRAZYGAMES_SDK_URL,
  type CrazyGamesAdapterOptions,
} from './crazygames-adapter.js';
export { CRAZYGAMES_MESSAGES, type CrazyGamesPaymentOptions } from './crazygames-purchase.js';
/** The options every adapter takes, which this adapter's options extend. */
export type { PlatformOptions } from '../shared/platform-window.js';
