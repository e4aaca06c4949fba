export { createAgAdapter, type AgAdapterOptions, type PinnedScript } from './ag-adapter.js';
