export { createYandexAdapter, type YandexAdapterOptions } from './yandex-adapter.js';
