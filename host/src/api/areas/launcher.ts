import type { ApiTransport, CallOptions } from '../transport.js';
import { areaCalls } from './call-helpers.js';

/** The desktop launcher (`/ftl_integration/{Game}/launcher/*`). */
export function createLauncherApi(t: ApiTransport) {
  const call = areaCalls(t, 'launcher');
  return {
    /** Activates a key that unlocks branches (auth). */
    activateKey: call.gameBody('activateKey'),
    /** The branches the account may install (auth). */
    availableBranches: call.game('availableBranches'),
    /** The launcher installer's URL, for a download link. */
    downloadDirectUrl(game: string): string {
      call.require('downloadDirectUrl', { game });
      return call.url('downloadDirectUrl', { path: { Game: game } });
    },
    /** The URL of a download session started by `requestDownload`. */
    downloadUrl(game: string, sessionId: string): string {
      call.require('downloadUrl', { game, sessionId });
      return call.url('downloadUrl', { path: { Game: game, SessionId: sessionId } });
    },
    /** Starts a download session. */
    requestDownload: call.gameBody('requestDownload'),
    /** What to install for a branch (auth). */
    manifest(game: string, branch: string, options?: CallOptions) {
      call.require('manifest', { game, branch });
      return call.send('manifest', { path: { Game: game, Branch: branch } }, options);
    },
  };
}

/** The `launcher` area of the API client. */
export type LauncherApi = ReturnType<typeof createLauncherApi>;
