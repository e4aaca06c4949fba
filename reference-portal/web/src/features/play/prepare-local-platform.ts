import type { HostContext } from '@playport/host';

/** Params a platform's launch data carries; present ones mean the frame was really opened by it. */
function hasLaunchData(search: string, hash: string): boolean {
  const here = new URLSearchParams(location.search);
  const wanted = [...new URLSearchParams(search).keys()];
  return (wanted.length > 0 && wanted.some((k) => here.has(k))) || (hash !== '' && location.hash.length > 1);
}

/**
 * Local mode: puts the server's signed test launch data into the page URL when the platform did not
 * open it with its own (replacing the page's query), so sign-in verifies for real; points the
 * simulators at the local stand-ins of the platforms' servers (`window.playportPlatformServer`), so a
 * payment reaches this server's platform endpoints as on the platform; and, for steam, runs the simulator first as a
 * desktop shell's preload would define steamworks before the page. Scripts and requests go through the
 * host context's `loadScript` and `fetch`.
 */
export async function prepareLocalPlatform(
  context: Pick<HostContext, 'loadScript' | 'fetch'>,
  adapter: string,
  simulators: string,
  apiBase: string,
): Promise<void> {
  // The simulators' payment dialogs reach the local stand-ins of the platforms' own servers here.
  (window as unknown as { playportPlatformServer?: string }).playportPlatformServer = new URL(
    '/dev/platform-servers/',
    apiBase || location.origin,
  ).href;
  if (adapter === 'steam') await context.loadScript(`${simulators}steam.js`);
  const url = new URL(`/dev/launch/${encodeURIComponent(adapter)}`, apiBase || location.origin);
  // No launch data (a failed request, an answer that is not JSON) leaves the page as it is.
  const launch = (await context
    .fetch(url)
    .then((r) => (r.ok ? r.json() : null))
    .catch(() => null)) as { search?: unknown; hash?: unknown } | null;
  if (typeof launch?.search !== 'string' || typeof launch.hash !== 'string') return;
  if ((!launch.search && !launch.hash) || hasLaunchData(launch.search, launch.hash)) return;
  // The query becomes exactly the platform's: OK and VK Play sign every query parameter.
  const next = new URL(location.href);
  next.search = launch.search;
  if (launch.hash) next.hash = launch.hash;
  history.replaceState(history.state, '', next);
}
