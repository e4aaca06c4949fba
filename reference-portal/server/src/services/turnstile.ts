import type { Config } from '../config';

/** Cloudflare's test secrets: always passes, always fails, "token already spent". */
export const TURNSTILE_TEST_SECRETS: Record<string, boolean | 'spent'> = {
  '1x0000000000000000000000000000000AA': true,
  '2x0000000000000000000000000000000AA': false,
  '3x0000000000000000000000000000000AA': 'spent',
};
export const TURNSTILE_TEST_TOKEN = 'XXXX.DUMMY.TOKEN.XXXX';
const SITEVERIFY = 'https://challenges.cloudflare.com/turnstile/v0/siteverify';

/**
 * Verifies a Turnstile response token. Cloudflare's documented test secrets
 * (https://developers.cloudflare.com/turnstile/troubleshooting/testing/) are answered here without
 * a network call, in local mode only: production refuses every token under them, and under no
 * secret. The dummy token passes in local mode whatever the secret.
 */
export async function verifyTurnstile(
  token: string,
  ip: string,
  config: Pick<Config, 'TURNSTILE_SECRET' | 'MODE'>,
  fetchImpl: typeof fetch,
): Promise<boolean> {
  if (!token || token.length > 2048) return false;
  if (config.MODE === 'local' && token === TURNSTILE_TEST_TOKEN) return true;
  if (!config.TURNSTILE_SECRET) return false;
  const test = TURNSTILE_TEST_SECRETS[config.TURNSTILE_SECRET];
  if (test !== undefined) return config.MODE === 'local' && test === true;
  try {
    const res = await fetchImpl(SITEVERIFY, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        secret: config.TURNSTILE_SECRET,
        response: token,
        ...(ip !== 'unknown' ? { remoteip: ip } : {}),
      }),
    });
    const body = (await res.json()) as { success?: unknown };
    return body.success === true;
  } catch {
    return false;
  }
}
