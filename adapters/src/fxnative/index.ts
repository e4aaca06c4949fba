export { createFxnativeAdapter } from './fxnative-adapter.js';
