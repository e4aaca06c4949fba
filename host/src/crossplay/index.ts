/**
 * Cross-play: the in-game event filter and the game's in-game events and quests.
 *
 * @packageDocumentation
 */

/** The spec's event filter: a pattern, one filter, a rule, and the rules an event matches. */
export { filterMatches, matchingRules, patternMatches, ruleMatches } from './event-filter.js';
/** What the filter reads of a rule and of an event. */
export type { EventRuleLike, InGameEventLike } from './event-filter.js';
/** Creates SendInGameEvent against the game's cached rules, and the account's quests. */
export { createInGameEvents } from './in-game-events.js';
/** Options and object of {@link createInGameEvents}. */
export type { InGameEvents, InGameEventsOptions } from './in-game-events.js';
