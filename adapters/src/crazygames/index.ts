export { createCrazyGamesAdapter, type CrazyGamesAdapterOptions } from './crazygames-adapter.js';
export { CRAZYGAMES_MESSAGES, type CrazyGamesPaymentOptions } from './crazygames-purchase.js';
