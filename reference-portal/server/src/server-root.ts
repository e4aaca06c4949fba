import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server package's folder (`reference-portal/server`). This module sits one level below it, in
 * `src/`, and so does every compiled entry, in `dist/` (which inlines this module), so the same
 * expression finds it from the sources and from the build.
 */
export const SERVER_ROOT = fileURLToPath(new URL('..', import.meta.url));

/** A path relative to the server package's folder: `serverPath('drizzle')`, `serverPath('../web/dist')`. */
export function serverPath(...segments: string[]): string {
  return resolve(SERVER_ROOT, ...segments);
}
