// The spec's in-game event filter, over the protocol's EventRule: the host answers SendInGameEvent with it
// and the reference server matches posted events with it, so both read a rule the same way.

/** A cross-play rule as the filter reads it: an event code and up to three filters. */
export interface EventRuleLike {
  readonly Code: string;
  readonly Filter1?: string | null;
  readonly Filter2?: string | null;
  readonly Filter3?: string | null;
}

/** An in-game event as the filter reads it: its code and the three values the filters test. */
export interface InGameEventLike {
  readonly eventCode: string;
  readonly p1?: string | null;
  readonly p2?: string | null;
  readonly p3?: string | null;
}

/**
 * Tests a pattern: `/…/` (at least two characters, slashes at both ends) is a regular expression,
 * an invalid one matching nothing; anything else must equal the value.
 *
 * @example `patternMatches('/^gold/', 'golden') // true`
 */
export function patternMatches(pattern: string, value: string): boolean {
  if (pattern.length >= 2 && pattern.startsWith('/') && pattern.endsWith('/')) {
    try {
      return new RegExp(pattern.slice(1, -1)).test(value);
    } catch {
      return false;
    }
  }
  return pattern === value;
}

/**
 * The spec's in-game event filter: an empty filter matches anything, a missing value fails a
 * non-empty filter, `/…/` is a regular expression (an invalid one is no match), else equality.
 *
 * @example `filterMatches('/^(gold|silver)$/', 'gold') // true`
 */
export function filterMatches(filter: string | null | undefined, value: string | null | undefined): boolean {
  if (!filter) return true;
  if (value === null || value === undefined) return false;
  return patternMatches(filter, value);
}

/**
 * True when the rule's code equals the event's and all three filters match (Filter1 tests p1,
 * Filter2 p2, Filter3 p3).
 *
 * @example `ruleMatches({ Code: 'win', Filter1: 'level' }, { eventCode: 'win', p1: 'level' }) // true`
 */
export function ruleMatches(rule: EventRuleLike, event: InGameEventLike): boolean {
  return (
    rule.Code === event.eventCode &&
    filterMatches(rule.Filter1, event.p1) &&
    filterMatches(rule.Filter2, event.p2) &&
    filterMatches(rule.Filter3, event.p3)
  );
}

/**
 * The rules an event matches, in their order.
 *
 * @example `matchingRules(rules, { eventCode: 'star', p1: 'gold' })`
 */
export function matchingRules<R extends EventRuleLike>(rules: readonly R[], event: InGameEventLike): R[] {
  return rules.filter((rule) => ruleMatches(rule, event));
}
