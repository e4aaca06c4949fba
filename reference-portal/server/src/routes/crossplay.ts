import { Hono } from 'hono';
import { crossPlayContract } from '@playport/api-contract';
import { implement } from '../http/implement';
import type { AppEnv } from '../http/app-env';
import { requireAuth, requireGameScope, requireSessionOrGameToken } from '../http/require-auth';
import { crossplayRulesOf, questsOfAccount, recordCrossplayEvent } from '../services/crossplay';

const { rules: rulesOp, myQuests, sendEvent } = crossPlayContract;

/** Cross-play: rules per game, events that advance quests, the account's quests. */
export function crossplayRoutes() {
  const app = new Hono<AppEnv>();

  implement(app, rulesOp, { use: [requireSessionOrGameToken] }, async (c, input) => {
    const { game } = input.query;
    requireGameScope(c, game);
    const rules = await crossplayRulesOf(c.get('deps').db, game);
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
    const { quests, progress, rules } = await questsOfAccount(db, accountId);
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
    await recordCrossplayEvent(
      db,
      accountId,
      {
        game: e.GameSystemName,
        eventCode: e.EventCode,
        value: e.Value ?? null,
        p1: e.P1 ?? null,
        p2: e.P2 ?? null,
        p3: e.P3 ?? null,
      },
      clock(),
    );
  });

  return app;
}
