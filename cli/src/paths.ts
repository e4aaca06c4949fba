import { serverPath } from '@playport/server/local-portal';

/**
 * Files the CLI serves, found the way the server finds its own: relative to the server package's
 * folder, which in the published CLI is `runtime/reference-portal/server/` and holds the same layout
 * as this repository (`runtime/sdk/dist`, `runtime/cli/panel`, `runtime/examples/conformance-game`).
 */
export const runtimePath = (...segments: string[]): string => serverPath('../..', ...segments);
