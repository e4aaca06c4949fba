import { HostError, HostErrorCode } from '../errors.js';

/** Bytes of randomness in a frame nonce. */
export const NONCE_BYTES = 16;

/**
 * Makes the per-mount nonce: {@link NONCE_BYTES} random bytes from the context, as lowercase hex.
 *
 * @example
 * ```ts
 * const nonce = createNonce(context.randomBytes); // '9f86d081884c7d659a2feaa0c55ad015'
 * ```
 */
export function createNonce(randomBytes: (length: number) => Uint8Array): string {
  const bytes = randomBytes(NONCE_BYTES);
  if (bytes.length !== NONCE_BYTES) {
    throw new HostError(HostErrorCode.Unknown, `randomBytes returned ${bytes.length} bytes instead of ${NONCE_BYTES}`);
  }
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
