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

/** The games with a public Windows launcher build. */
export async function gamesWithPublicLauncher(db: Db): Promise<Set<string>> {
  const launchers = await db
    .selectDistinct({ game: launcherBuilds.game })
    .from(launcherBuilds)
    .where(and(eq(launcherBuilds.buildType, 'Windows'), eq(launcherBuilds.isPublic, true)));
  return new Set(launchers.map((l) => l.game));
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
