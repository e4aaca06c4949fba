import { sql } from 'drizzle-orm';
import type { Deps } from '../http/app-env';
import { notFound } from '../http/api-error';
import { signGameJwt } from './game-jwt';
import { newGameUid } from './accounts';

type GameLink = { game: string; gameUid: string; storeEnabled: boolean };
type Identifier = { type: string; externalId: string };

interface ViewRow {
  readonly id: string;
  readonly name: string;
  readonly email: string | null;
  readonly email_validated: boolean;
  readonly marketing_enabled: boolean;
  readonly locale: string;
  readonly geo_country: string;
  readonly guest: boolean;
  readonly features: string;
  readonly known: boolean;
  readonly games: GameLink[];
  readonly identifiers: Identifier[];
  readonly completed: boolean;
}

/**
 * The account info reply (profile, user info): every field of the spec's Account. One statement reads it
 * all; with `connect`, the same statement first connects the account to that game when the game exists and
 * the account is not connected to it yet (the reply lists it). Null when `connect` names no game.
 */
export async function accountView(deps: Deps, accountId: string, connect?: string) {
  const { db, config, clock } = deps;
  // Plain SQL names: the subqueries read the tables under their own aliases. The games an insert adds are
  // not visible to the rest of its statement, so the list takes them from the insert's returning rows.
  const result = await db.execute(sql`
    with known as (select system_name from games where system_name = ${connect ?? null}::text),
      added as (
        insert into connected_games (account_id, game, game_uid)
        select ${accountId}, system_name, ${newGameUid()} from known
        on conflict do nothing
        returning game, game_uid, store_enabled)
    select a.id, a.name, a.email, a.email_validated, a.marketing_enabled, a.locale, a.geo_country, a.guest, a.features,
      exists (select 1 from known) as known,
      coalesce((select json_agg(json_build_object('game', g.game, 'gameUid', g.game_uid, 'storeEnabled', g.store_enabled))
        from (select game, game_uid, store_enabled from connected_games where account_id = a.id
          union all select game, game_uid, store_enabled from added) g), '[]'::json) as games,
      coalesce((select json_agg(json_build_object('type', s.type, 'externalId', s.external_id))
        from social_identifiers s where s.account_id = a.id), '[]'::json) as identifiers,
      exists (select 1 from orders o where o.account_id = a.id and o.status in ('Completed', 'PayedWaitingForSending')) as completed
    from accounts a where a.id = ${accountId}`);
  const row = (result as { rows: ViewRow[] }).rows[0];
  if (!row) throw notFound('Account not found');
  if (connect !== undefined && !row.known) return null;
  const { games, identifiers, completed } = row;
  const now = clock();
  const ConnectedGames = await Promise.all(
    games.map(async (g) => ({
      Game: g.game,
      GameUid: g.gameUid,
      GameJwt: await signGameJwt(config, { accountId, game: g.game, gameUid: g.gameUid }, now),
      StoreEnabled: g.storeEnabled,
      TagsLinks: [],
      Surveys: { Show: false },
    })),
  );
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
