import type { FxIdInfo, SocialInfo } from '@playport/sdk/protocol';
import { toHostError } from '../errors.js';

/** Supplies the portal account of the signed-in player, or null for a visitor. */
export type AccountSource = () => FxIdInfo | null | Promise<FxIdInfo | null>;

/** Who the player is, as `GetInfo` and `UserInfoChanged` report it. */
export interface UserInfo {
  fxId: FxIdInfo | null;
  social: SocialInfo | null;
}

/** Reads the account and the platform identity, each independently of the other's failure. */
export type UserInfoSource = () => Promise<UserInfo>;

interface UserInfoDeps {
  getAccount?: AccountSource | undefined;
  /** The adapter's social info; rejects when the adapter failed to start. */
  getSocialInfo: () => Promise<SocialInfo | null>;
  /** The portal session of this page, which must never reach a game; default none. */
  sessionToken?: () => string | null;
  log: (level: 'warn', ...args: unknown[]) => void;
}

/** The account with any field that carries the portal session emptied: a game only holds game tokens. */
function withoutSession(fxId: FxIdInfo | null, session: string | null, log: UserInfoDeps['log']): FxIdInfo | null {
  if (!fxId || !session || (fxId.token !== session && fxId.gameToken !== session)) return fxId;
  log('warn', 'Account source handed out the portal session; the game gets no token');
  return {
    ...fxId,
    token: fxId.token === session ? null : fxId.token,
    gameToken: fxId.gameToken === session ? null : fxId.gameToken,
  };
}

/**
 * Combines the account source and the adapter into one reader. A failing part reads as null and is
 * logged, so the game still gets an answer (a visitor without platform identity). An account whose
 * `token` or `gameToken` is the page's portal session has it removed: games get game tokens only.
 *
 * @example
 * ```ts
 * const userInfo = createUserInfoSource({ getAccount, getSocialInfo: () => adapter.getSocialInfo(), log });
 * ```
 */
export function createUserInfoSource(deps: UserInfoDeps): UserInfoSource {
  const safely = async <T>(what: string, read: () => T | Promise<T>): Promise<T | null> => {
    try {
      return (await read()) ?? null;
    } catch (err) {
      deps.log('warn', `${what} unavailable:`, toHostError(err).message);
      return null;
    }
  };
  return async () => {
    const [fxId, social] = await Promise.all([
      safely('Account', deps.getAccount ?? (() => null)),
      safely('Social info', deps.getSocialInfo),
    ]);
    return { fxId: withoutSession(fxId, deps.sessionToken?.() ?? null, deps.log), social };
  };
}
