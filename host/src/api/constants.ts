/** The API origin used when none is configured; the reference server listens there in development. */
export const DEFAULT_API_BASE = 'http://localhost:8787';

/** The storage key of the session token. */
export const AUTH_TOKEN_KEY = 'AuthToken';
