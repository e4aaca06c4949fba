import { Hono } from 'hono';
import { and, eq, sql } from 'drizzle-orm';
import { crossPlayContract } from '@playport/api-contract';
import { ruleMatches } from '@playport/sdk/protocol';
import { crossplayEvents, crossplayProgress, crossplayQuests, crossplayRules } from '../db/schema';
import { implement } from '../http/implement';
import type { AppEnv } from '../http/app-env';
import { requireAuth, requireGameScope, requireSessionOrGameToken } from '../http/require-auth';

const { rules: rulesOp, myQuests, sendEvent } = crossPlayContract;

/** Cross-play: rules per game, events that advance quests, the account's quests. */
export function crossplayRoutes() {
  const app = new Hono<AppEnv>();

  implement(app, rulesOp, { use: [requireSessionOrGameToken] }, async (c, input) => {
    const { game } = input.query;
    requireGameScope(c, game);
    const rules = await c.get('deps').db.select().from(crossplayRules).where(eq(crossplayRules.game, game));
    return rules.map((r) => ({
      Code: r.code,
      Filter1: r.filter1 || null,
      Filter2: r.filter2 || null,
      Filter3: r.filter3 || null,
    }));
  });

  implement(app, myQuests, { use: [requireAuth] }, async (c) => {
    const { db } = c.get('deps');
    const accountId = c.get('account').id;
    const [quests, progress, rules] = await Promise.all([
      db.select().from(crossplayQuests),
      db.select().from(crossplayProgress).where(eq(crossplayProgress.accountId, accountId)),
      db.select().from(crossplayRules),
    ]);
    return quests.map((q) => {
      const p = progress.find((x) => x.questId === q.id);
      return {
        Id: q.id,
        Code: rules.find((r) => r.questId === q.id)?.code ?? '',
        Title: q.title,
        Description: q.description || null,
        Progress: p?.progress ?? 0,
        Goal: q.target,
        CompletedAt: p?.completedAt?.toISOString() ?? null,
        // The games whose events advance the quest (their rules name it), so a game's page can show its own.
        Games: [...new Set(rules.filter((r) => r.questId === q.id).map((r) => r.game))].sort(),
      };
    });
  });

  implement(app, sendEvent, { use: [requireSessionOrGameToken] }, async (c, input) => {
    const { db, clock } = c.get('deps');
    const e = input.body;
    requireGameScope(c, e.GameSystemName);
    const accountId = c.get('account').id;
    const now = clock();
    await db.insert(crossplayEvents).values({
      accountId,
      game: e.GameSystemName,
      eventCode: e.EventCode,
      value: e.Value ?? null,
      p1: e.P1 ?? null,
      p2: e.P2 ?? null,
      p3: e.P3 ?? null,
      createdAt: now,
    });
    const rules = await db
      .select()
      .from(crossplayRules)
      .where(and(eq(crossplayRules.game, e.GameSystemName), eq(crossplayRules.code, e.EventCode)));
    const event = { eventCode: e.EventCode, p1: e.P1, p2: e.P2, p3: e.P3 };
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
  });

  return app;
}
