export {
  createCrazyGamesAdapter,
  CRAZYGAMES_SDK_CACHE_VERSION,
  CRAZYGAMES_SDK_URL,
  type CrazyGamesAdapterOptions,
} from './crazygames-adapter.js';
export { CRAZYGAMES_MESSAGES, type CrazyGamesPaymentOptions } from './crazygames-purchase.js';
