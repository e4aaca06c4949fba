import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Deps } from '../http/app-env';
import { accounts, magicLinks } from '../db/schema';
import { ensureConnectedGame, findAccountIdBySocial, linkSocial, signInWithSocial } from './accounts';
import { issueSession } from './sessions';
import { randomToken, sha256Hex } from '../crypto/tokens';
import { magicLinkSends } from '../ops/metrics';

const MAGIC_LINK_TTL_MS = 15 * 60_000;
/** The first key of the per-address advisory locks (the two-key form, apart from the migrations' one key). */
const MAGIC_LINK_LOCK_SPACE = 0x6d6c6e6b;

export interface MagicLinkRequest {
  readonly email: string;
  readonly game?: string | undefined;
  readonly redirectUri?: string | undefined;
}

/**
 * Issues a single-use link and mails it. Older unused links for the address stop working.
 * Nothing here depends on whether an account exists, so the answer cannot reveal it.
 */
export async function issueMagicLink(deps: Deps, req: MagicLinkRequest): Promise<void> {
  const { db, clock, config, mailer } = deps;
  const now = clock();
  const email = req.email.trim().toLowerCase();
  const token = randomToken();
  await db.transaction(async (tx) => {
    // Requests for one address take turns: under READ COMMITTED two of them would each invalidate only
    // the links committed before them and both insert a live one. The lock ends with the transaction.
    await tx.execute(sql`select pg_advisory_xact_lock(${MAGIC_LINK_LOCK_SPACE}, hashtext(${email}))`);
    await tx
      .update(magicLinks)
      .set({ invalidatedAt: now })
      .where(and(eq(magicLinks.email, email), isNull(magicLinks.usedAt), isNull(magicLinks.invalidatedAt)));
    await tx.insert(magicLinks).values({
      tokenHash: sha256Hex(token),
      email,
      game: req.game ?? null,
      redirectUri: req.redirectUri ?? null,
      createdAt: now,
      expiresAt: new Date(now.getTime() + MAGIC_LINK_TTL_MS),
    });
  });
  const link = new URL(config.MAGIC_LINK_PATH, config.PUBLIC_URL);
  link.searchParams.set('inviteToken', token);
  try {
    await mailer.send({
      to: email,
      subject: 'Your Playport sign-in link',
      text: `Open this link to sign in. It works once and expires in 15 minutes:\n\n${link.href}\n\nIf you did not ask for it, ignore this mail.`,
      link: link.href,
    });
  } catch (err) {
    magicLinkSends.inc({ outcome: 'failed' });
    throw err;
  }
  magicLinkSends.inc({ outcome: 'sent' });
}

/** Spends a link and opens a session in one step; null when unknown, used, replaced or expired. */
export async function consumeMagicLink(deps: Deps, token: string) {
  const { db, clock } = deps;
  const now = clock();
  return db.transaction(async (tx) => {
    const [link] = await tx
      .update(magicLinks)
      .set({ usedAt: now })
      .where(
        and(
          eq(magicLinks.tokenHash, sha256Hex(token)),
          isNull(magicLinks.usedAt),
          isNull(magicLinks.invalidatedAt),
          gt(magicLinks.expiresAt, now),
        ),
      )
      .returning();
    if (!link) return null;
    const txDeps = tx as unknown as Deps['db'];
    const accountId = await accountForEmail(txDeps, link.email);
    await tx
      .update(accounts)
      .set({ email: link.email, emailValidated: true, guest: false })
      .where(eq(accounts.id, accountId));
    if (link.game) await ensureConnectedGame(txDeps, accountId, link.game);
    const sessionToken = await issueSession(txDeps, accountId, now);
    return { token: sessionToken, accountId, redirectUri: link.redirectUri, game: link.game };
  });
}

/** The account that owns an address: by its Email identifier, else by its e-mail, else a new one. */
async function accountForEmail(db: Deps['db'], email: string): Promise<string> {
  const bySocial = await findAccountIdBySocial(db, 'Email', email);
  if (bySocial) return bySocial;
  const [byEmail] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, email)).limit(1);
  if (byEmail && (await linkSocial(db, byEmail.id, 'Email', email))) return byEmail.id;
  return (await signInWithSocial(db, { type: 'Email', id: email })).accountId;
}
