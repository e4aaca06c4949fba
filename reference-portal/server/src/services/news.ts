import { desc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Db } from '../db/database';
import { news, newsMessages, referralClicks } from '../db/schema';

/** The game's news and everyone's (newest first), with their messages in every language. */
export async function newsOf(db: Db, game: string) {
  const items = await db
    .select()
    .from(news)
    .where(or(eq(news.game, game), isNull(news.game)))
    .orderBy(desc(news.createdAt));
  const messages = items.length
    ? await db
        .select()
        .from(newsMessages)
        .where(
          inArray(
            newsMessages.newsId,
            items.map((n) => n.id),
          ),
        )
    : [];
  return { items, messages };
}

/** Records a click on a referral link: the target it redirects to and the referral it carries. */
export async function recordReferralClick(db: Db, click: typeof referralClicks.$inferInsert): Promise<void> {
  await db.insert(referralClicks).values(click);
}
