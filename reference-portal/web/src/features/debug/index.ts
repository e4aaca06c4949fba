/** What other features may use of the debug feature; the rest of its folder is internal. */
export { devPanel } from './dev-panel-bridge';
