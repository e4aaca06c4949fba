import { eq, sql } from 'drizzle-orm';
import type { Deps } from '../http/app-env';
import { accounts } from '../db/schema';
import { notFound } from '../http/api-error';
import { signGameJwt } from './game-jwt';

type GameLink = { game: string; gameUid: string; storeEnabled: boolean };
type Identifier = { type: string; externalId: string };

/** The account info reply (profile, user info): every field of the spec's Account. One statement reads it all. */
export async function accountView(deps: Deps, accountId: string) {
  const { db, config, clock } = deps;
  const [row] = await db
    .select({
      account: accounts,
      // Plain SQL names: drizzle leaves the columns of a one-table query unqualified, which a subquery would misread.
      games: sql<
        GameLink[]
      >`coalesce((select json_agg(json_build_object('game', g.game, 'gameUid', g.game_uid, 'storeEnabled', g.store_enabled))
        from connected_games g where g.account_id = accounts.id), '[]'::json)`,
      identifiers: sql<
        Identifier[]
      >`coalesce((select json_agg(json_build_object('type', s.type, 'externalId', s.external_id))
        from social_identifiers s where s.account_id = accounts.id), '[]'::json)`,
      completed: sql<boolean>`exists (select 1 from orders o where o.account_id = accounts.id and o.status in ('Completed', 'PayedWaitingForSending'))`,
    })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .limit(1);
  if (!row) throw notFound('Account not found');
  const { account, games, identifiers, completed } = row;
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
    AccountId: account.id,
    Name: account.name,
    Email: account.email,
    HasEmail: Boolean(account.email),
    EmailValidated: account.emailValidated,
    MarketingEnabled: account.marketingEnabled,
    Locale: account.locale,
    GeoCountry: account.geoCountry,
    Guest: account.guest,
    Features: account.features,
    HasCompletedOrder: completed,
    ConnectedGames,
    SocialIdentifiers: identifiers.map((s) => ({ Type: s.type, Id: s.externalId })),
  };
}
