import { type SQL, sql } from 'drizzle-orm';
import type { AccountFeatures, AccountInfo, SocialIdentifierType } from '@playport/api-contract';
import type { Deps } from '../http/app-env';
import { notFound } from '../http/api-error';
import { signGameJwt } from './game-jwt';
import { newGameUid } from './accounts';
import { sessions } from '../db/schema';
import { liveSession } from './sessions';

type GameLink = { game: string; gameUid: string; storeEnabled: boolean };
type Identifier = { type: SocialIdentifierType; externalId: string };

interface ViewRow {
  readonly id: string;
  readonly session_id: string;
  readonly name: string;
  readonly email: string | null;
  readonly email_validated: boolean;
  readonly marketing_enabled: boolean;
  readonly locale: string;
  readonly geo_country: string;
  readonly guest: boolean;
  readonly features: AccountFeatures;
  readonly known: boolean;
  readonly games: GameLink[];
  readonly identifiers: Identifier[];
  readonly completed: boolean;
}

/** {@link sessionAccountView} found no live session: the caller refuses the token as `requireAuth` does. */
export const NO_SESSION = Symbol('no live session');

/**
 * The account info reply (profile, user info): every field of the spec's Account. One statement reads it
 * all; with `connect`, the same statement first connects the account to that game when the game exists and
 * the account is not connected to it yet (the reply lists it). Null when `connect` names no game.
 */
export async function accountView(deps: Deps, session: { id: string; sessionId: string }): Promise<AccountInfo>;
export async function accountView(
  deps: Deps,
  session: { id: string; sessionId: string },
  connect: string,
): Promise<AccountInfo | null>;
export async function accountView(deps: Deps, session: { id: string; sessionId: string }, connect?: string) {
  const owner = sql`select ${session.id}::text as account_id, ${session.sessionId}::text as session_id`;
  const view = await readView(deps, owner, connect);
  if (view === NO_SESSION) throw notFound('Account not found');
  return view;
}

/**
 * {@link accountView} of the account of a live session (its bearer token), with the session found by the
 * same statement: nothing is read or written without a live one ({@link NO_SESSION}).
 */
export function sessionAccountView(deps: Deps, sessionToken: string, connect?: string) {
  const session = sql`select ${sessions.accountId}, ${sessions.id} as session_id from ${sessions} where ${liveSession(sessionToken, deps.clock())}`;
  return readView(deps, session, connect);
}

/**
 * The view of the account `owner` selects (its `account_id` and the `session_id` the game tokens in it
 * belong to, one row or none); {@link NO_SESSION} without one.
 */
async function readView(
  deps: Deps,
  owner: SQL,
  connect: string | undefined,
): Promise<AccountInfo | null | typeof NO_SESSION> {
  const { db, config, clock } = deps;
  // Plain SQL names: the subqueries read the tables under their own aliases. The games an insert adds are
  // not visible to the rest of its statement, so the list takes them from the insert's returning rows.
  const result = await db.execute(sql`
    with owner as (${owner}),
      known as (select system_name from games where system_name = ${connect ?? null}::text and exists (select 1 from owner)),
      added as (
        insert into connected_games (account_id, game, game_uid)
        select (select account_id from owner), system_name, ${newGameUid()} from known
        on conflict do nothing
        returning game, game_uid, store_enabled)
    select a.id, (select session_id from owner) as session_id, a.name, a.email, a.email_validated, a.marketing_enabled, a.locale, a.geo_country, a.guest, a.features,
      exists (select 1 from known) as known,
      coalesce((select json_agg(json_build_object('game', g.game, 'gameUid', g.game_uid, 'storeEnabled', g.store_enabled))
        from (select game, game_uid, store_enabled from connected_games where account_id = a.id
          union all select game, game_uid, store_enabled from added) g), '[]'::json) as games,
      coalesce((select json_agg(json_build_object('type', s.type, 'externalId', s.external_id))
        from social_identifiers s where s.account_id = a.id), '[]'::json) as identifiers,
      exists (select 1 from orders o where o.account_id = a.id and o.status in ('Completed', 'PayedWaitingForSending')) as completed
    from accounts a where a.id = (select account_id from owner)`);
  const row = (result as { rows: ViewRow[] }).rows[0];
  if (!row) return NO_SESSION;
  if (connect !== undefined && !row.known) return null;
  const { games, identifiers, completed } = row;
  const now = clock();
  const ConnectedGames = games.map((g) => ({
    Game: g.game,
    GameUid: g.gameUid,
    GameJwt: signGameJwt(
      config,
      { accountId: row.id, game: g.game, gameUid: g.gameUid, sessionId: row.session_id },
      now,
    ),
    StoreEnabled: g.storeEnabled,
    TagsLinks: [],
    Surveys: { Show: false },
  }));
  return {
    AccountId: row.id,
    Name: row.name,
    Email: row.email,
    HasEmail: Boolean(row.email),
    EmailValidated: row.email_validated,
    MarketingEnabled: row.marketing_enabled,
    Locale: row.locale,
    GeoCountry: row.geo_country,
    Guest: row.guest,
    Features: row.features,
    HasCompletedOrder: completed,
    ConnectedGames,
    SocialIdentifiers: identifiers.map((s) => ({ Type: s.type, Id: s.externalId })),
  };
}
