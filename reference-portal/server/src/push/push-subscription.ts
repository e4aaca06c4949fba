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
 * The browsers' push services (Chrome/Edge on FCM, Firefox on Mozilla's autopush, Safari on Apple's,
 * legacy Edge on WNS): the only hosts production sends pushes to, so a subscription can never make the
 * server call a private address or any other site.
 */
export const PUSH_SERVICE_HOSTS: readonly (string | RegExp)[] = Object.freeze([
  'fcm.googleapis.com',
  'android.googleapis.com',
  'updates.push.services.mozilla.com',
  /^[a-z0-9-]+\.push\.services\.mozilla\.com$/,
  'web.push.apple.com',
  /^[a-z0-9-]+\.push\.apple\.com$/,
  /^[a-z0-9-]+\.notify\.windows\.com$/,
]);

/** Whether an endpoint URL is a known push service over https on its default port. */
export function isPushServiceEndpoint(endpoint: URL): boolean {
  if (endpoint.protocol !== 'https:' || endpoint.port !== '' || endpoint.username || endpoint.password) return false;
  const host = endpoint.hostname.toLowerCase();
  return PUSH_SERVICE_HOSTS.some((known) => (typeof known === 'string' ? host === known : known.test(host)));
}

/**
 * Parses a push token (the PushSubscription JSON). Production accepts only https endpoints of the
 * known push services; local mode also accepts any http(s) endpoint, for a local push service.
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
  const endpoint = new URL(parsed.data.endpoint);
  if (mode === 'production') {
    if (endpoint.protocol !== 'https:') throw invalid('The push subscription endpoint must use https');
    if (!isPushServiceEndpoint(endpoint)) throw invalid('The push subscription endpoint is not a known push service');
  } else if (endpoint.protocol !== 'https:' && endpoint.protocol !== 'http:') {
    throw invalid('The push subscription endpoint must use https');
  }
  return parsed.data;
}

const invalid = (message: string) => new ApiError(400, ErrorCode.InvalidPushSubscription, message);
