import type { PlatformWindow } from '../../shared/platform-window.js';
import { SIMULATOR_SECRETS } from '../../simulator-kit/secrets.js';
import { signHs256 } from '../../simulator-kit/sign.js';
import type { Mobage, MobageCallback, MobagePaymentResult } from '../mobage-types.js';
import type { YmobageScenario } from './ymobage-scenario.js';
import { callPlatformServer, platformServer } from '../../simulator-kit/platform-server.js';

/** Defines `window.mobage` as the Mobage JS SDK does; access tokens are HS256 with the local WizQ secret. */
export function installYmobageSimulator(win: PlatformWindow, script: YmobageScenario = {}): void {
  win.mobage = createYmobageSimulator(win, script);
}

/**
 * The simulator's `mobage` (exactly the SDK members the adapter's contract names); `win` locates the
 * local stand-in of the platform's payment.
 */
export function createYmobageSimulator(win: PlatformWindow, script: YmobageScenario = {}): Mobage {
  const calls = script.calls ?? [];
  const user = { id: 'wizq-1', nickname: 'Hana', gender: 2, ...script.user };
  const later = (fn: () => void) => void setTimeout(fn, 0);
  // The widget answers the transaction it paid and the platform's signed copy of it.
  const paid = async (transactionId: string): Promise<MobagePaymentResult> => ({
    response: { result: { payment: { id: transactionId } } },
    signedResponse: await signHs256({ payment: { id: transactionId, state: 'authorized' } }, SIMULATOR_SECRETS.wizq),
  });

  function open(
    service: 'payment',
    params: { transactionId: string; orderId?: string },
    cb: MobageCallback<MobagePaymentResult | null>,
  ): unknown;
  function open(service: 'invitation', params: Record<string, unknown>, cb: MobageCallback<unknown>): unknown;
  function open(
    service: 'payment' | 'invitation',
    params: Record<string, unknown>,
    cb: MobageCallback<MobagePaymentResult | null>,
  ): unknown {
    calls.push(`ui:${service}:${JSON.stringify(params)}`);
    const transactionId =
      typeof params.transactionId === 'string' || typeof params.transactionId === 'number'
        ? String(params.transactionId)
        : '';
    const server = platformServer(win);
    if (service === 'payment' && server && !script.payment) {
      // Local mode: the stand-in of the platform's payment completes the order on the portal's server.
      void callPlatformServer<{ result?: string; error?: string }>(win, server, 'wizq/payment', params).then(
        async (r) =>
          r?.result === 'success'
            ? cb(null, await paid(transactionId))
            : cb({ error: r?.error ?? 'server_error' }, null),
      );
      return undefined;
    }
    const outcome = service === 'payment' ? (script.payment ?? 'success') : 'success';
    later(() => {
      if (outcome === 'cancel') return cb({ error: 'cancel' }, null);
      if (outcome === 'error') return cb({ error: 'server_error' }, null);
      void paid(transactionId).then((result) => cb(null, result));
    });
    return undefined;
  }

  return {
    init: (o) => void calls.push(`init:${o.clientId}`),
    oauth: {
      getConnectedStatus: (_o, cb) => {
        if (script.init === 'silent') return;
        if (script.init === 'throws') return later(() => cb({ error: 'server_error' }, null));
        if (script.connected === false) return later(() => cb(null, null));
        const iat = Math.floor(Date.now() / 1000);
        void signHs256({ nickname: user.nickname, sub: user.id, iat, exp: iat + 900 }, SIMULATOR_SECRETS.wizq).then(
          (token) => cb(null, { response: { access_token: token, state: _o.state } }),
        );
      },
    },
    api: {
      people: {
        get: (o, cb) => {
          calls.push(`people.get:${o.userId}`);
          later(() => cb(null, { ...user, thumbnailUrl: `https://mobage.test/${user.id}.png` }));
        },
      },
    },
    ui: { open },
    bank: { clearPaymentBacklog: (transactionId) => void calls.push(`clearPaymentBacklog:${transactionId}`) },
  };
}
