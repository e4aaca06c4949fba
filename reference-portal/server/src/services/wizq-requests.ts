import type { Db } from '../db/database';
import { wizqRequests } from '../db/schema';

/** Records a command the WizQ proxy received (its game, command and request number). */
export async function recordWizqRequest(db: Db, request: typeof wizqRequests.$inferInsert): Promise<void> {
  await db.insert(wizqRequests).values(request);
}
