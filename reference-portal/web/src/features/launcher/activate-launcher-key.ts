import type { ApiClient } from '@playport/host/api';

/** The outcome of a key activation: the branches it unlocked, or why it did not. */
export type KeyActivation =
  { ok: true; branches: string[] } | { ok: false; reason: 'empty' } | { ok: false; reason: 'refused'; message: string };

/**
 * Activates a launcher key for a game. An empty key is refused before any request; the server's
 * refusal (unknown or used key: `Success: false`) and a failed call both come back with the message.
 */
export async function activateLauncherKey(
  api: Pick<ApiClient, 'launcher'>,
  game: string,
  key: string,
): Promise<KeyActivation> {
  const trimmed = key.trim();
  if (!trimmed) return { ok: false, reason: 'empty' };
  try {
    const answer = await api.launcher.activateKey(game, { Key: trimmed });
    if (answer.Success) return { ok: true, branches: answer.Branches };
    return { ok: false, reason: 'refused', message: answer.Error?.Message ?? 'The key was not accepted' };
  } catch (error) {
    return { ok: false, reason: 'refused', message: error instanceof Error ? error.message : String(error) };
  }
}
