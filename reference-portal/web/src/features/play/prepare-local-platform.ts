/** Params a platform's launch data carries; present ones mean the frame was really opened by it. */
function hasLaunchData(search: string, hash: string): boolean {
  const here = new URLSearchParams(location.search);
  const wanted = [...new URLSearchParams(search).keys()];
  return (wanted.length > 0 && wanted.some((k) => here.has(k))) || (hash !== '' && location.hash.length > 1);
}

function loadScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = Object.assign(document.createElement('script'), { src, onload: () => resolve(), onerror: () => reject(new Error(`Failed to load ${src}`)) });
    document.head.append(script);
  });
}

/**
 * Local mode: puts the server's signed test launch data into the page URL when the platform did not
 * open it with its own (replacing the page's query), so sign-in verifies for real; and, for steam, runs the simulator first as a
 * desktop shell's preload would define steamworks before the page.
 */
export async function prepareLocalPlatform(adapter: string, simulators: string, apiBase: string): Promise<void> {
  if (adapter === 'steam') await loadScript(`${simulators}steam.js`);
  const url = new URL(`/dev/launch/${encodeURIComponent(adapter)}`, apiBase || location.origin);
  // No launch data (a failed request, an answer that is not JSON) leaves the page as it is.
  const launch = (await fetch(url)
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
