export { createKgAdapter } from './kg-adapter.js';
