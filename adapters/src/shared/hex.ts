/** Lower-case hex of the bytes, two digits each. */
export const toHex = (bytes: Uint8Array): string => [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
