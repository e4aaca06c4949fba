export { createAgAdapter } from './ag-adapter.js';
