import type { Compression, DeviceType } from '../contract/common.js';
import type { Build } from '../contract/content.js';

/** Designed: `POST /ftl_integration/{Game}/launcher/activate_key` (auth). */
export interface ActivateKeyRequest {
  Key: string;
}

/** Designed: the branches the key unlocked. */
export interface ActivateKeyResponse {
  Success: boolean;
  Branches: string[];
  /** `ErrorCode` is `InvalidKey` for a key that is unknown or already used. */
  Error: { Message: string; ErrorCode: string } | null;
}

/** Designed: one branch the account may install. */
export interface LauncherBranch {
  Name: string;
  Description: string | null;
  LatestBuild: Build | null;
}

/** Designed: `GET …/available_branches` (auth). */
export interface AvailableBranchesResponse {
  Branches: LauncherBranch[];
}

/** Designed: `POST …/request_download` starts a download session. */
export interface RequestDownloadRequest {
  DeviceType: DeviceType;
  Branch?: string | null;
}

/** Designed: the session id for `download/{SessionId}`, and that URL. */
export interface RequestDownloadResponse {
  SessionId: string;
  DownloadUrl: string;
}

/** Designed: one place an artifact can be downloaded from; lower `Priority` is tried first. */
export interface DownloadSource {
  Url: string;
  Priority: number;
}

/** Designed: one file of a release, with its hashes and sizes. */
export interface LauncherArtifact {
  Path: string;
  Size: number;
  CompressedSize: number | null;
  Compression: Compression;
  Hashes: { Sha256: string; Md5?: string | null };
  Sources: DownloadSource[];
}

/** Designed: the launcher's own configuration for this game. */
export interface LauncherConfiguration {
  MinimumLauncherVersion: string;
  UpdateUrl: string | null;
  ExecutablePath: string;
  Arguments: string[];
}

/** Designed: the release a branch currently points to. */
export interface LauncherRelease {
  Version: string;
  BuildNumber: number;
  ReleasedAt: string;
  Notes: string | null;
}

/**
 * `GET /ftl_integration/{Game}/launcher/manifest/{Branch}` (auth): what to install (designed shape).
 *
 * @example `const m = await api.launcher.manifest('hello-game', 'main'); m.Artifacts.length`
 */
export interface LauncherManifest {
  Game: string;
  Branch: string;
  Launcher: LauncherConfiguration;
  Release: LauncherRelease;
  Artifacts: LauncherArtifact[];
}
