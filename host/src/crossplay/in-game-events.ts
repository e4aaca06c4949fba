import { matchingRules, type MethodParams, type MethodResult } from '@playport/sdk/protocol';
import type { CrossPlayApi } from '../api/areas/cross-play.js';
import { AUTH_TOKEN_KEY } from '../api/constants.js';
import type { EventRule, Quest } from '@playport/api-contract';
import type { HostContext } from '../context.js';
import { toHostError } from '../errors.js';

/** Options of {@link createInGameEvents}. */
export interface InGameEventsOptions {
  readonly context: Pick<HostContext, 'storage'>;
  readonly api: { readonly crossPlay: Pick<CrossPlayApi, 'rules' | 'sendEvent' | 'myQuests'> };
  /** The game the events belong to (`GameSystemName`, the rules' `game`). */
  readonly game: string;
  /** The signed-in token; default: `AuthToken` in the context's storage. */
  readonly getToken?: () => string | null;
}

/** A game's cross-play: SendInGameEvent against the cached rules, and the account's quests. */
export interface InGameEvents {
  /** The SendInGameEvent method. */
  send(params: MethodParams<'SendInGameEvent'>): Promise<MethodResult<'SendInGameEvent'>>;
  /** The game's rules, fetched once per signed-in account (empty when signed out). */
  rules(): Promise<EventRule[]>;
  /** The account's quests (empty when signed out). */
  quests(): Promise<Quest[]>;
}

/**
 * Creates the portal's cross-play events: SendInGameEvent fetches the game's rules
 * (`GET /cross-play/events/rules?game`, cached until the signed-in token changes) and posts the event
 * (`POST /cross-play/events/send`) only when a rule matches; the answer lists the matched rules.
 * Signed out, it answers `{ sent: false, matchedRules: [] }` (the default adapter's answer) without a
 * request. A failed rules fetch or send rejects with the API's coded error (`ApiError`), and a
 * failed rules fetch is not cached.
 *
 * @example
 * ```ts
 * const events = createInGameEvents({ context, api, game: 'space' });
 * await events.send({ eventCode: 'win', p1: 'level' }); // { sent: true, matchedRules: [...] }
 * ```
 */
export function createInGameEvents(options: InGameEventsOptions): InGameEvents {
  const { api, game } = options;
  const token = options.getToken ?? (() => options.context.storage.getItem(AUTH_TOKEN_KEY) || null);
  let cache: { token: string; rules: Promise<EventRule[]> } | null = null;

  function rules(): Promise<EventRule[]> {
    const current = token();
    if (!current) return Promise.resolve([]);
    if (cache?.token !== current) {
      const entry = {
        token: current,
        rules: api.crossPlay.rules(game).then((list) => (Array.isArray(list) ? list : [])),
      };
      entry.rules.catch(() => {
        if (cache === entry) cache = null;
      });
      cache = entry;
    }
    return cache.rules;
  }

  return {
    rules,
    async send({ eventCode, value, p1, p2, p3 }) {
      if (!token()) return { sent: false, matchedRules: [] };
      try {
        const matched = matchingRules(await rules(), { eventCode, p1, p2, p3 });
        if (matched.length === 0) return { sent: false, matchedRules: [] };
        await api.crossPlay.sendEvent({
          GameSystemName: game,
          EventCode: eventCode,
          Value: value ?? null,
          P1: p1 ?? null,
          P2: p2 ?? null,
          P3: p3 ?? null,
        });
        return {
          sent: true,
          matchedRules: matched.slice(0, 100).map((r) => ({
            Code: r.Code,
            Filter1: r.Filter1 ?? null,
            Filter2: r.Filter2 ?? null,
            Filter3: r.Filter3 ?? null,
          })),
        };
      } catch (error) {
        throw toHostError(error);
      }
    },
    async quests() {
      if (!token()) return [];
      const list = await api.crossPlay.myQuests();
      return Array.isArray(list) ? list : [];
    },
  };
}
