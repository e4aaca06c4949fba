import type { ApiClient } from '@playport/host/api';
import { emitLauncherEvent } from '../../shared/host/launcher-events';

/** What a download needs from the page: the API, and how to open the download URL. */
export interface LauncherDownloadContext {
  api: Pick<ApiClient, 'launcher'>;
  /** Opens the download (a navigation the browser turns into a file download). */
  open: (url: string) => void;
}

/**
 * The launcher download flow: `request_download` for a desktop on the branch, then the session's
 * download URL. Emits download_request, download and download_status; a failure is reported as a
 * failed status and rethrown for the page to show.
 */
export async function startLauncherDownload(
  ctx: LauncherDownloadContext,
  game: string,
  branch = 'main',
): Promise<string> {
  emitLauncherEvent({ name: 'download_request', game, branch });
  try {
    const session = await ctx.api.launcher.requestDownload(game, { DeviceType: 'Desktop', Branch: branch });
    emitLauncherEvent({ name: 'download', game, branch, sessionId: session.SessionId });
    ctx.open(session.DownloadUrl);
    emitLauncherEvent({ name: 'download_status', game, branch, status: 'started' });
    return session.DownloadUrl;
  } catch (error) {
    emitLauncherEvent({
      name: 'download_status',
      game,
      branch,
      status: 'failed',
      error: error instanceof Error ? error.message : String(error),
    });
    throw error;
  }
}
