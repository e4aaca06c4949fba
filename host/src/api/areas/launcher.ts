import { requireParams } from '../required.js';
import { API_ROUTES } from '@playport/api-contract/routes';
import type { ApiTransport, CallOptions } from '../transport.js';
import type {
  ActivateKeyRequest,
  ActivateKeyResponse,
  AvailableBranchesResponse,
  LauncherManifest,
  RequestDownloadRequest,
  RequestDownloadResponse,
} from '../types.js';
import { gameBodyCall, gameCall } from './call-helpers.js';

/** The desktop launcher (`/ftl_integration/{Game}/launcher/*`). */
export function createLauncherApi(t: ApiTransport) {
  const r = API_ROUTES.launcher;
  return {
    /** Activates a key that unlocks branches (auth). */
    activateKey: gameBodyCall<ActivateKeyRequest, ActivateKeyResponse>(t, r.activateKey),
    /** The branches the account may install (auth). */
    availableBranches: gameCall<AvailableBranchesResponse>(t, r.availableBranches),
    /** The launcher installer's URL, for a download link. */
    downloadDirectUrl(game: string): string {
      requireParams(r.downloadDirectUrl.operation, { game });
      return t.url(r.downloadDirectUrl, { path: { Game: game } });
    },
    /** The URL of a download session started by `requestDownload`. */
    downloadUrl(game: string, sessionId: string): string {
      requireParams(r.downloadUrl.operation, { game, sessionId });
      return t.url(r.downloadUrl, { path: { Game: game, SessionId: sessionId } });
    },
    /** Starts a download session. */
    requestDownload: gameBodyCall<RequestDownloadRequest, RequestDownloadResponse>(t, r.requestDownload),
    /** What to install for a branch (auth). */
    manifest(game: string, branch: string, options?: CallOptions): Promise<LauncherManifest> {
      requireParams(r.manifest.operation, { game, branch });
      return t.send(r.manifest, { path: { Game: game, Branch: branch } }, options);
    },
  };
}

/** The `launcher` area of the API client. */
export type LauncherApi = ReturnType<typeof createLauncherApi>;
