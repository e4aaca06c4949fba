export { createOkAdapter, OK_NO_FRIENDS_TO_INVITE, type OkAdapterOptions } from './ok-adapter.js';
/** The options every adapter takes, which this adapter's options extend. */
export type { PlatformOptions } from '../shared/platform-window.js';
