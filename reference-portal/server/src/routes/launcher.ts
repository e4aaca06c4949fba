import { Hono } from 'hono';
import { type LauncherArtifact, launcherContract as contract } from '@playport/api-contract';
import { notFound } from '../http/api-error';
import { implement, implementRaw } from '../http/implement';
import type { AppEnv } from '../http/app-env';
import { requireAuth } from '../http/require-auth';
import { buildView } from '../services/builds';
import { requireGame } from '../services/games';
import {
  activateLauncherKey,
  launcherBuildsOf,
  markLauncherDownloaded,
  recordLauncherDownload,
  unlockedBranches,
} from '../services/launcher';
import { newId } from '../crypto/tokens';

/** The desktop launcher: keys that unlock branches, downloads and the install manifest. */
export function launcherRoutes() {
  const app = new Hono<AppEnv>();

  implement(app, contract.activateKey, { use: [requireAuth] }, async (c, input) => {
    const { db, clock } = c.get('deps');
    const { Game } = input.params;
    const { Key } = input.body;
    const row = await activateLauncherKey(db, Game, Key, c.get('account').id, clock());
    if (!row)
      return {
        Success: false,
        Branches: [],
        Error: { Message: 'The key is unknown or already used', ErrorCode: 'InvalidKey' },
      };
    return { Success: true, Branches: [row.branch], Error: null };
  });

  implement(app, contract.availableBranches, { use: [requireAuth] }, async (c, input) => {
    const { Game } = input.params;
    const { db } = c.get('deps');
    await requireGame(db, Game);
    const builds = await launcherBuildsOf(db, Game);
    const unlocked = await unlockedBranches(db, Game, c.get('account').id);
    const names = [...new Set(builds.filter((b) => b.isPublic || unlocked.has(b.branch)).map((b) => b.branch))];
    const Branches = names.map((Name) => {
      const latest = builds.find((b) => b.branch === Name)!;
      return { Name, Description: latest.description || null, LatestBuild: buildView(latest) };
    });
    return { Branches };
  });

  implementRaw(app, contract.downloadDirectUrl, async (c, input) => {
    const { Game } = input.params;
    const latest = (await launcherBuildsOf(c.get('deps').db, Game)).find((b) => b.isPublic);
    if (!latest) throw notFound('No public launcher build');
    return c.redirect(latest.installUrl, 302);
  });

  implement(app, contract.requestDownload, async (c, { body, params }) => {
    const deps = c.get('deps');
    const { Game } = params;
    await requireGame(deps.db, Game);
    const branch = body.Branch ?? 'main';
    const build = (await launcherBuildsOf(deps.db, Game)).find((b) => b.branch === branch && b.isPublic);
    if (!build) throw notFound(`No public build on branch ${branch}`);
    const SessionId = newId();
    await recordLauncherDownload(deps.db, { id: SessionId, game: Game, branch, platform: body.DeviceType });
    const DownloadUrl = new URL(
      `/api/v1/ftl_integration/${encodeURIComponent(Game)}/launcher/download/${SessionId}`,
      deps.config.PUBLIC_URL,
    ).href;
    return { SessionId, DownloadUrl };
  });

  implementRaw(app, contract.downloadUrl, async (c, input) => {
    const { Game, SessionId } = input.params;
    const { db, clock } = c.get('deps');
    const session = await markLauncherDownloaded(db, Game, SessionId, clock());
    if (!session) throw notFound('Unknown download session');
    const build = (await launcherBuildsOf(db, Game)).find((b) => b.branch === session.branch);
    if (!build) throw notFound('The build is gone');
    return c.redirect(build.installUrl, 302);
  });

  implement(app, contract.manifest, { use: [requireAuth] }, async (c, input) => {
    const { Game, Branch } = input.params;
    const { db } = c.get('deps');
    const builds = await launcherBuildsOf(db, Game);
    const unlocked = await unlockedBranches(db, Game, c.get('account').id);
    const build = builds.find((b) => b.branch === Branch && (b.isPublic || unlocked.has(Branch)));
    if (!build) throw notFound(`No branch ${Branch} for this account`);
    const launcher = (build.metadata.Launcher ?? {}) as Record<string, unknown>;
    return {
      Game,
      Branch,
      Launcher: {
        MinimumLauncherVersion: '1.0.0',
        UpdateUrl: null,
        ExecutablePath: `${Game}.exe`,
        Arguments: [],
        ...launcher,
      },
      Release: {
        Version: build.version,
        BuildNumber: build.buildNumber,
        ReleasedAt: build.createdAt.toISOString(),
        Notes: build.description || null,
      },
      Artifacts: build.artifacts as LauncherArtifact[],
    };
  });

  return app;
}
