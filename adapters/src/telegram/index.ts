export { createTelegramAdapter, type TelegramAdapterOptions } from './telegram-adapter.js';
