import { z } from 'zod';
import { compression, deviceType } from './common.js';
import { build } from './content.js';
import { ErrorCode } from './errors.js';
import { gameName, gameOnly } from './fields.js';
import { area, get, post, operation } from './operation.js';

const LAUNCHER = '/ftl_integration/{Game}/launcher';
import { UNKNOWN_GAME } from './outcomes.js';

/** Designed: one branch the account may install. */
export const launcherBranch = z.object({
  Name: z.string(),
  Description: z.string().nullable(),
  LatestBuild: build.nullable(),
});

/** Designed: one place an artifact can be downloaded from; lower `Priority` is tried first. */
export const downloadSource = z.object({ Url: z.string(), Priority: z.number() });

/** Designed: one file of a release, with its hashes and sizes. */
export const launcherArtifact = z.object({
  Path: z.string(),
  Size: z.number(),
  CompressedSize: z.number().nullable(),
  Compression: compression,
  Hashes: z.object({ Sha256: z.string(), Md5: z.string().nullish() }),
  Sources: z.array(downloadSource),
});

/** Designed: the launcher's own configuration for this game. */
export const launcherConfiguration = z.object({
  MinimumLauncherVersion: z.string(),
  UpdateUrl: z.string().nullable(),
  ExecutablePath: z.string(),
  Arguments: z.array(z.string()),
});

/** Designed: the release a branch currently points to. */
export const launcherRelease = z.object({
  Version: z.string(),
  BuildNumber: z.number(),
  ReleasedAt: z.string(),
  Notes: z.string().nullable(),
});

/** `GET /ftl_integration/{Game}/launcher/manifest/{Branch}` (auth): what to install (designed shape). */
export const launcherManifest = z.object({
  Game: z.string(),
  Branch: z.string(),
  Launcher: launcherConfiguration,
  Release: launcherRelease,
  Artifacts: z.array(launcherArtifact),
});

/** The desktop launcher (`/ftl_integration/{Game}/launcher/*`): keys that unlock branches, downloads and the install manifest. */
export const launcherContract = area('launcher', {
  activateKey: operation(post(`${LAUNCHER}/activate_key`, 'auth'), {
    summary:
      'Activates a key for the signed-in account; answers the branches it unlocked, or Success false with ErrorCode InvalidKey.',
    params: gameOnly,
    body: z.object({ Key: z.string().min(4).max(128) }),
    response: z.object({
      Success: z.boolean(),
      Branches: z.array(z.string()),
      /** `ErrorCode` is `InvalidKey` for a key that is unknown or already used. */
      Error: z.object({ Message: z.string(), ErrorCode: z.string() }).nullable(),
    }),
  }),
  availableBranches: operation(get(`${LAUNCHER}/available_branches`, 'auth'), {
    summary: 'The branches the account may install: the public ones and the ones its keys unlocked.',
    params: gameOnly,
    response: z.object({ Branches: z.array(launcherBranch) }),
    errors: [UNKNOWN_GAME],
  }),
  downloadDirectUrl: operation(get(`${LAUNCHER}/download_direct`, 'url'), {
    summary: 'Redirects (302) to the installer of the latest public launcher build.',
    params: gameOnly,
    errors: [{ status: 404, code: ErrorCode.NotFound, when: 'no public launcher build' }],
  }),
  downloadUrl: operation(get(`${LAUNCHER}/download/{SessionId}`, 'url'), {
    summary: "Redirects (302) to the file of a download session's build.",
    params: gameOnly.extend({ SessionId: z.uuid() }),
    errors: [{ status: 404, code: ErrorCode.NotFound, when: 'an unknown download session, or its build is gone' }],
  }),
  requestDownload: operation(post(`${LAUNCHER}/request_download`), {
    summary: 'Starts a download session for a public build of a branch (default main).',
    params: gameOnly,
    body: z.object({ DeviceType: deviceType, Branch: z.string().max(64).nullish() }),
    response: z.object({ SessionId: z.string(), DownloadUrl: z.string() }),
    errors: [UNKNOWN_GAME, { status: 404, code: ErrorCode.NotFound, when: 'no public build on the branch' }],
  }),
  manifest: operation(get(`${LAUNCHER}/manifest/{Branch}`, 'auth'), {
    summary: 'What to install from a branch the account may use.',
    params: z.object({ Game: gameName, Branch: z.string().min(1).max(64) }),
    response: launcherManifest,
    errors: [{ status: 404, code: ErrorCode.NotFound, when: 'no such branch for this account' }],
  }),
});

/** Designed: `POST /ftl_integration/{Game}/launcher/activate_key` (auth). */
export type ActivateKeyRequest = z.input<typeof launcherContract.activateKey.body>;
/** Designed: the branches the key unlocked. */
export type ActivateKeyResponse = z.output<typeof launcherContract.activateKey.response>;
/** Designed: one branch the account may install. */
export type LauncherBranch = z.output<typeof launcherBranch>;
/** Designed: `GET …/available_branches` (auth). */
export type AvailableBranchesResponse = z.output<typeof launcherContract.availableBranches.response>;
/** Designed: `POST …/request_download` starts a download session. */
export type RequestDownloadRequest = z.input<typeof launcherContract.requestDownload.body>;
/** Designed: the session id for `download/{SessionId}`, and that URL. */
export type RequestDownloadResponse = z.output<typeof launcherContract.requestDownload.response>;
/** Designed: one place an artifact can be downloaded from; lower `Priority` is tried first. */
export type DownloadSource = z.output<typeof downloadSource>;
/** Designed: one file of a release, with its hashes and sizes. */
export type LauncherArtifact = z.output<typeof launcherArtifact>;
/** Designed: the launcher's own configuration for this game. */
export type LauncherConfiguration = z.output<typeof launcherConfiguration>;
/** Designed: the release a branch currently points to. */
export type LauncherRelease = z.output<typeof launcherRelease>;
/**
 * `GET /ftl_integration/{Game}/launcher/manifest/{Branch}` (auth): what to install (designed shape).
 *
 * @example `const m = await api.launcher.manifest('hello-game', 'main'); m.Artifacts.length`
 */
export type LauncherManifest = z.output<typeof launcherManifest>;
