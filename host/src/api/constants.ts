/** The storage key of the session token. */
export const AUTH_TOKEN_KEY = 'AuthToken';
