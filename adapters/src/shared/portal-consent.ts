import { toHostError, type AdapterHandler, type AdapterHost } from '@playport/host/adapter-kit';
import type { ApiClient } from '@playport/host/api';
import type { EventPayload, FxIdInfo } from '@playport/sdk/protocol';
import { isSignedIn, unexpectedAnswer } from '../fxid/portal-session.js';

type ConsentStatus = EventPayload<'ConsentStatus'>['status'];

const fromFlag = (marketingEnabled: boolean): ConsentStatus => (marketingEnabled ? 'granted' : 'denied');

/**
 * The player's consent as the portal keeps it: the signed-in account's `MarketingEnabled` flag (set with
 * `POST /profile/marketing`, read with `POST /profile`). `granted` or `denied` for a signed-in player,
 * `unknown` for a visitor. `ConsentManagerStatus` reads the account; the status is pushed to the game as
 * `ConsentStatus` once it is known and again each time it changes, whether a call read it or the host
 * re-read the account (`UserInfoChanged` after a sign-in, a sign-out or a token renewal).
 *
 * @example
 * ```ts
 * const consent = createPortalConsent(host, api);
 * // methods: { ConsentManagerStatus: consent.ConsentManagerStatus }
 * // destroy: consent.destroy();
 * ```
 */
export function createPortalConsent(host: AdapterHost, api: ApiClient) {
  let told: ConsentStatus = 'unknown';
  const tell = (status: ConsentStatus) => {
    if (status !== told) {
      told = status;
      host.emit('ConsentStatus', { status });
    }
    return status;
  };

  const read = async (): Promise<ConsentStatus> => {
    if (!isSignedIn(host)) return 'unknown';
    const account = (await api.profile.get({ Game: host.game })) as { MarketingEnabled?: unknown } | null | undefined;
    if (typeof account?.MarketingEnabled !== 'boolean') throw unexpectedAnswer('ConsentManagerStatus', '/profile');
    return fromFlag(account.MarketingEnabled);
  };

  // The account the host pushed carries the flag; a signed-in player the host could not read is read here.
  const heard = (fxId: FxIdInfo | null) => {
    if (fxId) return void tell(fromFlag(fxId.marketingEnabled));
    void read().then(tell, (err: unknown) =>
      host.context.log('warn', 'Reading the consent failed:', toHostError(err).message),
    );
  };
  const stop = host.onUserInfo?.((info) => heard(info.fxId)) ?? (() => {});

  const ConsentManagerStatus: AdapterHandler<'ConsentManagerStatus'> = async () => ({ status: tell(await read()) });
  return { ConsentManagerStatus, destroy: stop };
}
