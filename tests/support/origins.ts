// Ports of the suites' servers: distinct from `npm start` (5173/5174), so tests run beside a demo.
const port = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

export const HOST_PORT = port('PLAYPORT_TEST_HOST_PORT', 5273);
export const GAME_PORT = port('PLAYPORT_TEST_GAME_PORT', 5274);
export const THIRD_PORT = port('PLAYPORT_TEST_THIRD_PORT', 5275);

/** The partner page's origin. */
export const HOST_ORIGIN = `http://127.0.0.1:${HOST_PORT}`;
/** The games' origin: another site than the host, so each game runs in its own process. */
export const GAME_ORIGIN = `http://localhost:${GAME_PORT}`;
/** An origin that is neither: hostile pages for the bad-input suite (`tests/fixtures/`). */
export const THIRD_ORIGIN = `http://127.0.0.1:${THIRD_PORT}`;
