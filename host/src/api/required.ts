import { HostError, HostErrorCode } from '../errors.js';

/**
 * Throws the required-parameter error for the first missing (undefined, null or empty) entry, in
 * the order given; called before any request is made.
 *
 * @example `requireParams('games.publicGameConfig', { game, webPublishingPlatform });`
 */
export function requireParams(operation: string, params: Record<string, unknown>): void {
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') {
      throw new HostError(
        HostErrorCode.RequiredParameter,
        `Required parameter '${name}' was null or undefined when calling ${operation}.`,
      );
    }
  }
}
