import { and, desc, eq, gt } from 'drizzle-orm';
import type { Db } from '../db/database';
import { launcherBuilds } from '../db/schema';

export type BuildRow = typeof launcherBuilds.$inferSelect;

/** A build as the API shows it (`Build` of the host's types). */
export function buildView(b: BuildRow) {
  return {
    Id: b.id,
    GameId: b.game,
    BuildType: b.buildType,
    Sha: b.sha,
    Description: b.description || null,
    ChangeSet: b.changeSet || null,
    CreatedAt: b.createdAt.toISOString(),
    BuildNumber: b.buildNumber,
    Metadata: b.metadata,
    InstallUrl: b.installUrl,
  };
}

export async function buildsOf(db: Db, game: string, buildType: string, newerThan = -1): Promise<BuildRow[]> {
  return db
    .select()
    .from(launcherBuilds)
    .where(
      and(
        eq(launcherBuilds.game, game),
        eq(launcherBuilds.buildType, buildType),
        gt(launcherBuilds.buildNumber, newerThan),
      ),
    )
    .orderBy(desc(launcherBuilds.buildNumber));
}
