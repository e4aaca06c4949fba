import type { PlatformWindow } from '../../shared/platform-window.js';
import { SIMULATOR_SECRETS } from '../../simulator-kit/secrets.js';
import { signHs256 } from '../../simulator-kit/sign.js';
import type { Mobage } from '../mobage-types.js';
import type { YmobageScenario } from './ymobage-scenario.js';
import { callPlatformServer, platformServer } from '../../simulator-kit/platform-server.js';

/** Defines `window.mobage` as the Mobage JS SDK does; access tokens are HS256 with the local WizQ secret. */
export function installYmobageSimulator(win: PlatformWindow, script: YmobageScenario = {}): void {
  const calls = script.calls ?? [];
  const user = { id: 'wizq-1', nickname: 'Hana', gender: 2, ...script.user };
  const mobage: Mobage = {
    init: (o) => void calls.push(`init:${o.clientId}`),
    oauth: {
      getConnectedStatus: (_o, cb) => {
        if (script.init === 'silent') return;
        if (script.init === 'throws') return void setTimeout(() => cb({ error: 'server_error' }, { login: false }), 0);
        if (script.connected === false) return void setTimeout(() => cb(null, { login: false }), 0);
        const iat = Math.floor(Date.now() / 1000);
        void signHs256({ nickname: user.nickname, sub: user.id, iat, exp: iat + 900 }, SIMULATOR_SECRETS.wizq).then((token) =>
          cb(null, { login: true, response: { access_token: token, user: { ...user, thumbnailUrl: `https://mobage.test/${user.id}.png` } } }));
      },
    },
    ui: {
      open: (service, params, cb) => {
        calls.push(`ui:${service}:${JSON.stringify(params)}`);
        const server = platformServer(win);
        if (service === 'payment' && server && !script.payment) {
          // Local mode: the stand-in of the platform's payment completes the order on the portal's server.
          void callPlatformServer<{ result?: string; error?: string }>(win, server, 'wizq/payment', params).then((r) =>
            r?.result === 'success' ? cb(null, { result: 'success' }) : cb({ error: r?.error ?? 'server_error' }, {}));
          return;
        }
        const outcome = service === 'payment' ? script.payment ?? 'success' : 'success';
        setTimeout(() => {
          if (outcome === 'cancel') return cb({ error: 'cancel' }, {});
          if (outcome === 'error') return cb({ error: 'server_error' }, {});
          cb(null, { result: 'success' });
        }, 0);
      },
    },
    bank: { clearPaymentBacklog: () => void calls.push('clearPaymentBacklog') },
  };
  win.mobage = mobage;
}
