/** Builds the dispatcher that validates and answers every call of a game; it never throws. */
export { createDispatcher } from './create-dispatcher.js';
/** Options of createDispatcher, and handler maps typed by method. */
export type { DispatcherOptions, MethodHandlers, TypedMethodHandler } from './create-dispatcher.js';
/** Wraps a dispatcher in a token bucket (mountGame keeps one per mounted frame). */
export { createRateLimiter } from './rate-limiter.js';
/** Mounts a game frame and serves its channel: handshake, dispatch, events, reloads, destroy. */
export { mountGame } from './mount-game.js';
/** The channel's contract: dispatch, handlers, limits, mount options and the mounted connection. */
export type { Dispatch, MethodHandler, RateLimit, MountGameOptions, GameConnection } from './types.js';
