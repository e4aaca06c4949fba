// The local portal as a library, for `playport dev` and `playport conformance` (@playport/cli): the
// one entry through which another package drives the server. Everything else in src/ is internal.

/** Opens the local portal (API, portal pages, payments origin) on a data folder; see {@link LocalPortal}. */
export { openLocalPortal } from './open-local-portal';
export type {
  LocalOrder,
  LocalPortal,
  LocalPortalAddresses,
  LocalPortalOptions,
  LocalPortalStep,
} from './open-local-portal';
/** A game and its products registered in the local portal. */
export type { LocalGame, LocalProduct } from './seed/register-local-game';
/** Thrown by {@link openLocalPortal} when another process holds the data folder (its `pid`, when known). */
export { DatabaseInUseError } from './db/directory-lock';
/** Wraps a local listener so it answers only under its own address: the DNS-rebinding guard. */
export { refuseForeignHosts, type LocalAddress } from './http/host-check';
/** The CORS headers of static files the portal's pages read. */
export { staticCorsHeaders } from './http/static-cors';
/** Static files: path resolution inside a folder, and their bodies (precompressed where the client accepts). */
export { encodedFileBody, resolveStaticFile, staticBody, within, type StaticBody } from './http/static-files';
/** A path relative to the server package's folder, which in the published CLI holds the files it serves. */
export { serverPath } from './server-root';
