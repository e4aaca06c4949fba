// Ports of the portal suite's server, distinct from `npm start` (8787/8788) so both can run at once.
const port = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

export const PORTAL_PORT = port('PLAYPORT_TEST_PORTAL_PORT', 8887);
export const PORTAL_GAMES_PORT = port('PLAYPORT_TEST_PORTAL_GAMES_PORT', 8888);

/** The portal and its API: one origin. */
export const PORTAL_ORIGIN = `http://127.0.0.1:${PORTAL_PORT}`;
/** The games: another site than the portal, as in production. */
export const PORTAL_GAMES_ORIGIN = `http://localhost:${PORTAL_GAMES_PORT}`;

/**
 * The Sentry DSN of the suite's server: the portal loads the SDK and its tunnel accepts this DSN.
 * Its host refuses connections, so nothing leaves the machine (the tunnel answers 502).
 */
export const PORTAL_SENTRY_DSN = 'https://public@127.0.0.1:9/42';
