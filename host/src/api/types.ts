/**
 * The reference API contract: every request and response of `/api/v1`, by area. The client and the
 * reference server both use these types.
 */
export type * from './contract/common.js';
export type * from './contract/account.js';
export type * from './contract/auth.js';
export type * from './contract/store.js';
export type * from './contract/payment-providers.js';
export type * from './contract/platform-store.js';
export type * from './contract/game-config.js';
export type * from './contract/content.js';
export type * from './contract/documents.js';
export type * from './contract/social.js';
export type * from './contract/launcher.js';
export type * from './contract/analytics.js';
