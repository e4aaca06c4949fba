import { eq } from 'drizzle-orm';
import { accounts } from '../db/schema';
import type { Deps } from '../http/app-env';
import type { PlatformIdentity } from '../platforms/identity';
import { ensureConnectedGame, signInWithSocial } from './accounts';
import { issueSession } from './sessions';

export interface SignInResult {
  readonly Token: string;
  readonly AccountId: string;
  readonly created: boolean;
}

/** Signs in (or up) by a verified identity, connects the game and opens a session. */
export async function signInIdentity(
  deps: Deps,
  identity: PlatformIdentity,
  options: {
    game?: string | null | undefined;
    locale?: string | null | undefined;
    marketing?: boolean | undefined;
  } = {},
): Promise<SignInResult> {
  const { db, clock } = deps;
  const { accountId, created } = await signInWithSocial(db, {
    type: identity.type,
    id: identity.id,
    name: identity.name,
    locale: options.locale ?? identity.locale ?? undefined,
    guest: identity.guest,
  });
  if (options.marketing !== undefined) {
    await db.update(accounts).set({ marketingEnabled: options.marketing }).where(eq(accounts.id, accountId));
  }
  if (options.game) await ensureConnectedGame(db, accountId, options.game);
  const Token = await issueSession(db, accountId, clock());
  return { Token, AccountId: accountId, created };
}
