/**
 * Cross-play: the game's in-game events and quests (the event filter is the protocol's).
 *
 * @packageDocumentation
 */

/** Creates SendInGameEvent against the game's cached rules, and the account's quests. */
export { createInGameEvents } from './in-game-events.js';
/** Options and object of {@link createInGameEvents}. */
export type { InGameEvents, InGameEventsOptions } from './in-game-events.js';
