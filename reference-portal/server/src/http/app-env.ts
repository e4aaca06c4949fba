import type { Logger } from 'pino';
import type { Config } from '../config';
import type { Db } from '../db/database';
import type { VapidKeys } from '../push/vapid-keys';
import type { Mailer } from '../services/mailer';

/** Everything a route or service needs from outside; tests hand in their own. */
export interface Deps {
  readonly db: Db;
  readonly config: Config;
  readonly clock: () => Date;
  readonly mailer: Mailer;
  readonly logger: Logger;
  /** Outbound HTTP (Turnstile siteverify, Sentry, Twitch); replaceable in tests. */
  readonly fetch: typeof fetch;
  /** The VAPID keys web pushes are signed with; null when web push is not configured. */
  readonly vapid?: VapidKeys | null;
  /** Parse every reply of `implement` with its operation's response schema (the test app); off in production. */
  readonly validateReplies?: boolean;
}

/** The account a valid bearer token belongs to. */
export interface AuthedAccount {
  readonly id: string;
  readonly tokenHash: string;
  /** The portal session: the bearer's own, or the one that minted the game token. */
  readonly sessionId: string;
  /** The game a game-scoped token is limited to; null for a full portal session. */
  readonly game: string | null;
}

export interface AppEnv {
  Variables: {
    requestId: string;
    deps: Deps;
    account: AuthedAccount;
  };
}
