import { and, eq, sql } from 'drizzle-orm';
import { ruleMatches } from '@playport/sdk/protocol';
import type { Db } from '../db/database';
import { crossplayEvents, crossplayProgress, crossplayQuests, crossplayRules } from '../db/schema';

/** A game's cross-play rules. */
export const crossplayRulesOf = (db: Db, game: string) =>
  db.select().from(crossplayRules).where(eq(crossplayRules.game, game));

/** Every quest, this account's progress and every rule, read together. */
export async function questsOfAccount(db: Db, accountId: string) {
  const [quests, progress, rules] = await Promise.all([
    db.select().from(crossplayQuests),
    db.select().from(crossplayProgress).where(eq(crossplayProgress.accountId, accountId)),
    db.select().from(crossplayRules),
  ]);
  return { quests, progress, rules };
}

/** One cross-play event as a game sends it. */
export interface CrossplayEvent {
  readonly game: string;
  readonly eventCode: string;
  readonly value: string | null;
  readonly p1: string | null;
  readonly p2: string | null;
  readonly p3: string | null;
}

/**
 * Stores the event, then advances every quest whose rule it matches by one, up to the quest's target
 * (in one upsert per quest), and marks the quest completed when it reaches the target.
 */
export async function recordCrossplayEvent(db: Db, accountId: string, e: CrossplayEvent, now: Date): Promise<void> {
  await db.insert(crossplayEvents).values({ accountId, ...e, createdAt: now });
  const rules = await db
    .select()
    .from(crossplayRules)
    .where(and(eq(crossplayRules.game, e.game), eq(crossplayRules.code, e.eventCode)));
  const event = { eventCode: e.eventCode, p1: e.p1, p2: e.p2, p3: e.p3 };
  const matched = rules.filter((r) =>
    ruleMatches({ Code: r.code, Filter1: r.filter1, Filter2: r.filter2, Filter3: r.filter3 }, event),
  );
  for (const rule of matched) {
    const [quest] = await db.select().from(crossplayQuests).where(eq(crossplayQuests.id, rule.questId));
    if (!quest) continue;
    const [row] = await db
      .insert(crossplayProgress)
      .values({ accountId, questId: quest.id, progress: 1 })
      .onConflictDoUpdate({
        target: [crossplayProgress.accountId, crossplayProgress.questId],
        set: { progress: sql`least(${crossplayProgress.progress} + 1, ${quest.target})` },
      })
      .returning();
    if (row && row.progress >= quest.target && !row.completedAt) {
      await db
        .update(crossplayProgress)
        .set({ completedAt: now })
        .where(and(eq(crossplayProgress.accountId, accountId), eq(crossplayProgress.questId, quest.id)));
    }
  }
}
