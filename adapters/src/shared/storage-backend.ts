/**
 * Where a platform keeps a game's saves, and its limits. The protocol's StorageGet, StorageSet and
 * StorageDelete check keys and values against these limits before any call, then call the backend;
 * a backend rejects with a `HostError` (`@playport/host/adapter-kit`) carrying the protocol's code.
 */
export interface StorageBackend {
  /** `platform`: the platform's own storage; `server`: the portal's server; `local`: this browser only. */
  readonly kind: 'platform' | 'server' | 'local';
  /** The most keys one game may hold. */
  readonly maxKeys: number;
  /** The longest key, in characters. */
  readonly maxKeyLength: number;
  /** The largest value, in UTF-8 bytes, after any chunking the backend does itself. */
  readonly maxValueBytes: number;
  /** The values of `keys`; `null` for a key that holds nothing. */
  get(keys: readonly string[]): Promise<Record<string, string | null>>;
  /** Writes every value, or rejects and writes none where the platform allows it (say which in the backend's doc). */
  set(values: Readonly<Record<string, string>>): Promise<void>;
  /** Removes the keys; removing a key that holds nothing succeeds. */
  delete(keys: readonly string[]): Promise<void>;
}
