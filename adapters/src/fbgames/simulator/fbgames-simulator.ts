import type { PlatformWindow } from '../../shared/platform-window.js';
import { SIMULATOR_SECRETS } from '../../simulator-kit/secrets.js';
import { signFacebookRequest } from '../../simulator-kit/sign.js';
import type { FbLoginStatus, FbSdk } from '../fb-sdk-types.js';
import type { FbGamesScenario } from './fbgames-scenario.js';
import { callPlatformServer, platformServer } from '../../simulator-kit/platform-server.js';

/** Defines `window.FB` as Facebook's sdk.js does; signed requests use the local Facebook secret. */
export function installFbGamesSimulator(win: PlatformWindow, script: FbGamesScenario = {}): void {
  const calls = script.calls ?? [];
  const userID = 'fb-user-1';
  let connected = script.loggedIn ?? true;
  const status = async (): Promise<FbLoginStatus> =>
    connected
      ? {
          status: 'connected',
          authResponse: {
            accessToken: 'fb-access',
            userID,
            signedRequest: await signFacebookRequest(
              { user_id: userID, issued_at: Math.floor(Date.now() / 1000) },
              SIMULATOR_SECRETS.facebook,
            ),
          },
        }
      : { status: 'unknown', authResponse: null };
  const fb: FbSdk = {
    init: (o) => {
      calls.push(`init:${o.appId}`);
      if (script.init === 'throws') throw new Error('FB.init failed');
    },
    getLoginStatus: (cb) => void status().then(cb),
    login: (cb) => {
      calls.push('login');
      if (script.login !== 'decline') connected = true;
      void status().then(cb);
    },
    api: (path, _params, cb) =>
      setTimeout(
        () =>
          cb(
            path === '/me' && script.me !== 'error'
              ? {
                  id: userID,
                  name: 'Frida Berg',
                  first_name: 'Frida',
                  last_name: 'Berg',
                  picture: { data: { url: 'https://fb.test/u1.jpg', width: 200, height: 200 } },
                }
              : { id: '', error: { message: path === '/me' ? 'An active access token must be used' : 'Unknown path' } },
          ),
        0,
      ),
    ui: (params, cb) => {
      calls.push(`ui:${String(params.method)}`);
      const server = platformServer(win);
      if (params.method === 'pay' && server && !script.pay) {
        // Facebook charges the product's Open Graph price and answers with the signed payment.
        void callPlatformServer<Record<string, unknown>>(win, server, 'facebook/pay', {
          product: params.product,
          request_id: params.request_id,
          quantity: 1,
        }).then((r) => cb(r ?? { error_code: 1383001, error_message: 'Payment failed' }));
        return;
      }
      setTimeout(() => {
        if (params.method === 'pay')
          return cb(
            script.pay === 'cancel'
              ? { error_code: 1383010, error_message: 'User canceled the order' }
              : { payment_id: 'p1', status: 'completed', signed_request: 'x' },
          );
        if (params.method === 'apprequests') return cb({ request: 'r1', to: ['2'] });
        cb({});
      }, 0);
    },
  };
  win.FB = fb;
}
