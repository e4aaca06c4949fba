import { HostError, HostErrorCode } from '@playport/host';

/**
 * What an adapter set up in `init`; before it (or after `destroy`) the call fails with NotConnected.
 *
 * @example `const cg = () => initialized(sdk);`
 */
export function initialized<T>(value: T | null | undefined): T {
  if (value == null) throw new HostError(HostErrorCode.NotConnected, 'Not initialized');
  return value;
}
