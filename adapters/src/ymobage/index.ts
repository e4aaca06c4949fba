export { createYmobageAdapter, type YmobageAdapterOptions } from './ymobage-adapter.js';
