import { z } from 'zod';
import { ApiError, ErrorCode } from '../http/api-error';
import { parseJsonText } from '../http/validate';

const base64url = z.string().regex(/^[A-Za-z0-9_-]+={0,2}$/);

/** A browser PushSubscription as `JSON.stringify(subscription)` writes it. */
export const pushSubscriptionSchema = z.object({
  endpoint: z.url().max(2048),
  expirationTime: z.number().nullish(),
  keys: z.object({ p256dh: base64url.min(80).max(100), auth: base64url.min(16).max(32) }),
});

/** A validated push subscription. */
export type PushSubscriptionJson = z.output<typeof pushSubscriptionSchema>;

/**
 * Parses a push token (the PushSubscription JSON). Production accepts only https endpoints; local
 * mode also accepts http ones, for a local push service.
 *
 * @throws ApiError 400 `InvalidPushSubscription` naming what is wrong.
 */
export function parsePushSubscription(token: string, mode: 'local' | 'production'): PushSubscriptionJson {
  const parsed = parseJsonText(token, pushSubscriptionSchema);
  if (!parsed.success) {
    if (!parsed.error) throw invalid('Token is not a PushSubscription JSON');
    const path = parsed.error.issues[0]?.path.join('.') || 'Token';
    throw invalid(`Token is not a valid PushSubscription: ${path} is missing or malformed`);
  }
  const protocol = new URL(parsed.data.endpoint).protocol;
  const allowed = mode === 'production' ? ['https:'] : ['https:', 'http:'];
  if (!allowed.includes(protocol)) throw invalid('The push subscription endpoint must use https');
  return parsed.data;
}

const invalid = (message: string) => new ApiError(400, ErrorCode.InvalidPushSubscription, message);
