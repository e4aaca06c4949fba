export { createOkAdapter, OK_NO_FRIENDS_TO_INVITE, type OkAdapterOptions } from './ok-adapter.js';
