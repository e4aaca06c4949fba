import { HostError, HostErrorCode, type AdapterHost } from '@playport/host/adapter-kit';
import { AUTH_TOKEN_KEY } from '@playport/host/api';

/** The message of every portal call a visitor who is not signed in makes. */
export const NOT_SIGNED_IN_MESSAGE = 'The player is not signed in to the portal';

/** Whether the page holds a portal session token (`AuthToken`). */
export function isSignedIn(host: AdapterHost): boolean {
  return Boolean(host.context.storage.getItem(AUTH_TOKEN_KEY));
}

/**
 * Throws `NotSupported` with {@link NOT_SIGNED_IN_MESSAGE} when no player is signed in, before any request.
 *
 * @example `requireSignedIn(host, 'GetFriends');`
 */
export function requireSignedIn(host: AdapterHost, method: string): void {
  if (!isSignedIn(host))
    throw new HostError(HostErrorCode.NotSupported, NOT_SIGNED_IN_MESSAGE, { method, signedIn: false });
}

/** The error of a portal answer that does not have the expected shape. */
export function unexpectedAnswer(method: string, path: string): HostError {
  return new HostError(HostErrorCode.Unknown, `${method}: the portal answered ${path} with an unexpected shape`, {
    method,
    path,
  });
}
