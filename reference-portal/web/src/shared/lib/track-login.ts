import type { ApiClient } from '@playport/host';

const LOGIN_EVENT_ID = 1;

/** Sends the login analytics event (`S1` the method); a failure is only logged. */
export function trackLogin(api: ApiClient, method: string, userId: string | null): void {
  const now = new Date().toISOString();
  api.analytics
    .track({
      SessionId: crypto.randomUUID(),
      Platform: 24,
      BuildId: 1047,
      Events: [{ EventId: LOGIN_EVENT_ID, UserId: userId, CreatedAt: now, Build: 1047, Platform: 24, S1: 'login', S2: method }],
    })
    .catch((error: unknown) => console.warn('[Playport] login event not sent', error));
}
