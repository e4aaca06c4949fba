export { createVkcomAdapter, type VkcomAdapterOptions } from './vkcom-adapter.js';
