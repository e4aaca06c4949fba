import { ApiError, ErrorCode } from '../http/api-error';
import { type PlatformIdentity, invalidSignature } from './identity';

/** What the platform web APIs this server calls need: where they are, and how to reach them. */
export interface WebApi {
  readonly baseUrl: string;
  readonly fetch: typeof fetch;
}

/** The JSON a platform's web API answered, or a 502 PlatformUnavailable when it could not be reached or read. */
export async function callWebApi(
  api: WebApi,
  platform: string,
  path: string,
  query: Record<string, string>,
): Promise<unknown> {
  const url = `${api.baseUrl.replace(/\/+$/, '')}${path}?${new URLSearchParams(query)}`;
  try {
    const res = await api.fetch(url, { signal: AbortSignal.timeout(10_000) });
    return await res.json();
  } catch (cause) {
    throw new ApiError(
      502,
      ErrorCode.PlatformUnavailable,
      `${platform} did not answer the sign-in check`,
      {},
      {},
      {
        cause,
      },
    );
  }
}

/**
 * Kongregate's Authentication Web Service (docs.kongregate.com/docs/server-api-authenticate):
 * GET `{base}/api/authenticate.json?user_id&game_auth_token&api_key` answers
 * `{success: true, user_id, username}` for a token Kongregate issued to that user for this game,
 * else `{success: false, error, error_description}`. `base` is `KONGREGATE_API_URL`.
 */
export async function verifyKongregate(
  userId: string,
  token: string,
  apiKey: string,
  api: WebApi,
): Promise<PlatformIdentity> {
  if (!/^\d{1,20}$/.test(userId) || userId === '0') throw invalidSignature('Kongregate', 'guests have no user id');
  if (!token || token.length > 512) throw invalidSignature('Kongregate', 'game_auth_token missing');
  const answer = (await callWebApi(api, 'Kongregate', '/api/authenticate.json', {
    user_id: userId,
    game_auth_token: token,
    api_key: apiKey,
  })) as { success?: unknown; user_id?: unknown; username?: unknown } | null;
  if (answer?.success !== true || String(answer.user_id) !== userId) throw invalidSignature('Kongregate');
  return { type: 'Kongregate', id: userId, ...(typeof answer.username === 'string' ? { name: answer.username } : {}) };
}
