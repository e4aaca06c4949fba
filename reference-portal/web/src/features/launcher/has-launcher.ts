/**
 * Whether a game has a public launcher build: `download_direct` answers a redirect (seen as an
 * opaque redirect, not followed) or a file; 404 or a failed call means no launcher. Only the status
 * is read: the body (a whole launcher file when the route answers one) is cancelled unread.
 */
export async function hasLauncher(fetchImpl: typeof fetch, downloadDirectUrl: string, signal?: AbortSignal): Promise<boolean> {
  try {
    const response = await fetchImpl(downloadDirectUrl, { redirect: 'manual', ...(signal ? { signal } : {}) });
    response.body?.cancel().catch(() => undefined);
    return response.type === 'opaqueredirect' || response.ok || (response.status >= 300 && response.status < 400);
  } catch {
    return false;
  }
}
