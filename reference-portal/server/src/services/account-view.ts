import { and, eq, inArray } from 'drizzle-orm';
import type { Deps } from '../http/app-env';
import { connectedGames, orders, socialIdentifiers } from '../db/schema';
import { getAccount } from './accounts';
import { signGameJwt } from './game-jwt';

/** The account info reply (profile, user info): every field of the spec's Account. */
export async function accountView(deps: Deps, accountId: string) {
  const { db, config, clock } = deps;
  const account = await getAccount(db, accountId);
  const [games, identifiers, completed] = await Promise.all([
    db.select().from(connectedGames).where(eq(connectedGames.accountId, accountId)),
    db.select().from(socialIdentifiers).where(eq(socialIdentifiers.accountId, accountId)),
    db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.accountId, accountId), inArray(orders.status, ['Completed', 'PayedWaitingForSending'])))
      .limit(1),
  ]);
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
    HasCompletedOrder: completed.length > 0,
    ConnectedGames,
    SocialIdentifiers: identifiers.map((s) => ({ Type: s.type, Id: s.externalId })),
  };
}
