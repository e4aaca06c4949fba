export { createVkPlayAdapter, type VkPlayAdapterOptions } from './vkplay-adapter.js';
