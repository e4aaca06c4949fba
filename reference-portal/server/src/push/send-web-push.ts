import webPush from 'web-push';
import type { Db } from '../db/database';
import { deletePushTokens, webPushTokensOf } from '../services/account-extras';
import { requireGame } from '../services/games';
import type { PushRequest } from './push-request';
import { parsePushSubscription } from './push-subscription';
import type { VapidKeys } from './vapid-keys';

/** Who receives a push: every subscription of a game, or only one account's. */
export interface PushTarget {
  readonly game: string;
  readonly accountId?: string | undefined;
}

/** What the service worker shows: a notification title and body, and the page a click opens. */
export interface PushMessage {
  readonly title: string;
  readonly body: string;
  readonly url?: string | undefined;
}

/** The outcome of one send: delivered, failed, and subscriptions deleted as gone (404/410). */
export interface PushReport {
  Sent: number;
  Failed: number;
  Removed: number;
  Errors: string[];
}

/** What {@link sendWebPush} needs from outside. */
export interface PushDeps {
  readonly db: Db;
  readonly fetch: typeof fetch;
  readonly vapid: VapidKeys;
  readonly mode: 'local' | 'production';
  /** Seconds the push service keeps an undelivered message. */
  readonly ttl?: number;
}

const DEFAULT_TTL = 24 * 60 * 60;
/** Pushes in flight at once: push services answer slowly, but a send to thousands must not open thousands of connections. */
const PARALLEL_SENDS = 8;

/**
 * Sends one web push (aes128gcm, signed with VAPID) to the target's stored subscriptions. A push
 * service answering 404 or 410 means the subscription is gone: it is deleted. Other answers and
 * network failures count as failed and are reported, never thrown.
 */
export async function sendWebPush(deps: PushDeps, target: PushTarget, message: PushMessage): Promise<PushReport> {
  const rows = await webPushTokensOf(deps.db, target.game, target.accountId);
  const payload = JSON.stringify({
    title: message.title,
    body: message.body,
    url: message.url ?? null,
    game: target.game,
  });
  const report: PushReport = { Sent: 0, Failed: 0, Removed: 0, Errors: [] };
  const gone: string[] = [];
  const queue = rows.map((r) => r.token);
  const worker = async () => {
    for (let token = queue.shift(); token !== undefined; token = queue.shift()) {
      const outcome = await sendOne(deps, token, payload);
      if (outcome === 'sent') report.Sent += 1;
      else {
        report.Failed += 1;
        report.Errors.push(outcome.error);
        if (outcome.gone) gone.push(token);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL_SENDS, queue.length) }, worker));
  if (gone.length) {
    await deletePushTokens(deps.db, gone);
    report.Removed = gone.length;
  }
  return report;
}

/** Sends an admin push request (the `/dev/push/send` body, the push command's flags); 404 for an unknown game. */
export async function sendPushRequest(deps: PushDeps, request: PushRequest): Promise<PushReport> {
  await requireGame(deps.db, request.Game);
  return sendWebPush(
    deps,
    { game: request.Game, accountId: request.AccountId ?? undefined },
    { title: request.Title, body: request.Body, url: request.Url ?? undefined },
  );
}

async function sendOne(
  deps: PushDeps,
  token: string,
  payload: string,
): Promise<'sent' | { error: string; gone: boolean }> {
  let endpoint = '(unparsable subscription)';
  try {
    const subscription = parsePushSubscription(token, deps.mode);
    endpoint = new URL(subscription.endpoint).origin;
    const request = webPush.generateRequestDetails(subscription, payload, {
      vapidDetails: deps.vapid,
      TTL: deps.ttl ?? DEFAULT_TTL,
      contentEncoding: 'aes128gcm',
    });
    const response = await deps.fetch(request.endpoint, {
      method: request.method,
      headers: request.headers as Record<string, string>,
      body: request.body ? new Uint8Array(request.body) : null,
    });
    if (response.ok) return 'sent';
    const gone = response.status === 404 || response.status === 410;
    return { error: `${endpoint} answered ${response.status}`, gone };
  } catch (err) {
    // A subscription that no longer parses can never be delivered.
    const gone = endpoint === '(unparsable subscription)';
    return { error: `${endpoint}: ${err instanceof Error ? err.message : String(err)}`, gone };
  }
}
