/**
 * The session store: the token under `AuthToken`, account changes and the auth wait loop.
 *
 * @packageDocumentation
 */

/** Creates the session store on the context's storage. */
export { createSession } from './session.js';
/** The spec's message when the profile is asked for without a token. */
export { NO_TOKEN_MESSAGE } from './session.js';
/** The session store, its change events and their listener. */
export type { Session, SessionChange, SessionListener } from './session.js';
/** The auth-in-progress wait loop on its own. */
export { createAuthWait } from './auth-wait.js';
/** The wait loop's polling interval, 500 ms. */
export { AUTH_WAIT_INTERVAL_MS } from './auth-wait.js';
/** What `createAuthWait` returns. */
export type { AuthWait } from './auth-wait.js';
