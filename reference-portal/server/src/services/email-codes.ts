import { randomInt } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { oneTimeCodes } from '../db/schema';
import type { Deps } from '../http/app-env';
import { safeEqual, sha256Hex } from '../crypto/tokens';

const TTL_MS = 15 * 60_000;
const MAX_ATTEMPTS = 5;

/** Mails a six-digit sign-in code; a new code replaces the previous one. */
export async function sendEmailCode(deps: Deps, email: string): Promise<void> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const now = deps.clock();
  const values = { codeHash: sha256Hex(`${email}:${code}`), attempts: 0, expiresAt: new Date(now.getTime() + TTL_MS) };
  await deps.db
    .insert(oneTimeCodes)
    .values({ email, ...values })
    .onConflictDoUpdate({ target: oneTimeCodes.email, set: values });
  await deps.mailer.send({
    to: email,
    subject: 'Your Playport sign-in code',
    text: `Your sign-in code is ${code}. It expires in 15 minutes.`,
  });
}

/** Checks a code; each code allows five attempts and is spent on success. */
export async function checkEmailCode(deps: Deps, email: string, code: string): Promise<boolean> {
  const [row] = await deps.db
    .update(oneTimeCodes)
    .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
    .where(eq(oneTimeCodes.email, email))
    .returning();
  if (!row || row.attempts > MAX_ATTEMPTS || row.expiresAt <= deps.clock()) return false;
  if (!safeEqual(row.codeHash, sha256Hex(`${email}:${code}`))) return false;
  await deps.db.delete(oneTimeCodes).where(eq(oneTimeCodes.email, email));
  return true;
}
