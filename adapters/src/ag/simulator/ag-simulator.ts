import type { PlatformWindow } from '../../shared/platform-window.js';
import type { AgHandler, AgOptions, AgSdk, AgSdkConstructor, AgSdkEvents, AgSdkMethods } from '../ag-types.js';
import type { AgScenario } from './ag-scenario.js';
import { callPlatformServer, platformServer } from '../../simulator-kit/platform-server.js';

export const AG_METHODS: Readonly<AgSdkMethods & Record<string, string>> = Object.freeze({
  Authorize: 'agru-authorize',
  GetUsers: 'agru-get-users',
  ShowCampaign: 'agru-show-campaign',
  ShowPayment: 'agru-show-payment',
});
export const AG_EVENTS: Readonly<AgSdkEvents> = Object.freeze({ OptionsUpdates: 'agru-options-updates' });

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/** Defines `window.AgRuSdk` and its enums as the AG SDK's UMD build does; options come from the launch query. */
export function installAgSimulator(win: PlatformWindow, script: AgScenario = {}): void {
  const { AgRuSdk, updateOptions } = createAgSimulator(win, script);
  win.AgRuSdk = AgRuSdk;
  win.AgRuSdkMethods = AG_METHODS;
  win.AgRuSdkEvents = AG_EVENTS;
  // Tests push an options update, as AG's parent page does after a login or logout.
  win.__agSimulator = { updateOptions };
}

/**
 * The simulator's `AgRuSdk` class (exactly the members the adapter's contract names) and the options
 * update AG's page pushes; `win` gives the launch query and the local stand-in of AG's payment.
 */
export function createAgSimulator(
  win: PlatformWindow,
  script: AgScenario = {},
): { AgRuSdk: AgSdkConstructor; updateOptions(next: Partial<AgOptions>): void } {
  const calls = script.calls ?? [];
  const query = new URLSearchParams(win.location.search);
  const handlers = new Map<string, Set<AgHandler>>();
  const emit = (name: string, data: unknown, error: unknown = null) =>
    setTimeout(() => handlers.get(name)?.forEach((h) => h(data, error)), 0);
  let sdk: AgSdk | null = null;

  class AgRuSdk implements AgSdk {
    options: AgOptions = {
      app_id: query.get('app_id') ?? '',
      player_id: query.get('player_id') ?? '',
      game_sid: query.get('game_sid') ?? '',
      auth_key: query.get('auth_key') ?? '',
      guest: query.get('guest') ?? 'false',
    };
    constructor() {
      // eslint-disable-next-line @typescript-eslint/no-this-alias -- the simulator keeps the instance the page creates
      sdk = this;
    }
    authorize(cb: (d: unknown, e: unknown) => void) {
      calls.push('authorize');
      if (script.authorize === 'decline') return void setTimeout(() => cb(null, 'declined'), 0);
      this.options = { ...this.options, guest: 'false', player_id: this.options.player_id || 'ag-new' };
      setTimeout(() => cb({ ok: true }, null), 0);
    }
    getUsers(ids: string[], cb: (u: { full_name: string; avatar: string }[], e: unknown) => void) {
      setTimeout(
        () =>
          cb(
            ids.map((id) => ({ full_name: `Player ${id}`, avatar: `https://ag.test/${id}.png` })),
            null,
          ),
        0,
      );
    }
    showCampaign(type: 'default' | 'rewarded') {
      calls.push(`showCampaign:${type}`);
      const mode = script.campaign ?? 'rewarded';
      if (mode === 'silent') return;
      if (mode === 'error') {
        emit(AG_METHODS.ShowCampaign, null, 'no campaign');
        return;
      }
      emit(AG_METHODS.ShowCampaign, { type, status: true });
      if (mode === 'rewarded' && type === 'rewarded')
        emit(AG_METHODS.ShowCampaign, { type, status: true, reward: { amount: 1 } });
      emit(AG_METHODS.ShowCampaign, { type, status: false });
    }
    showPayment(token: string) {
      calls.push(`showPayment:${token}`);
      const server = platformServer(win);
      if (server && !script.payment) {
        // Local mode: the stand-in of AG's payment completes the order on the portal's server.
        void callPlatformServer<{ info: { status: string }; status: boolean }>(win, server, 'ag/payment', {
          token,
        }).then((r) => emit(AG_METHODS.ShowPayment, r ?? { info: { status: 'failed' }, status: false }));
        return;
      }
      const done = (script.payment ?? 'done') === 'done';
      emit(AG_METHODS.ShowPayment, { info: { status: done ? 'done' : 'closed' }, status: done });
    }
    on(name: string, handler: AgHandler) {
      (handlers.get(name) ?? handlers.set(name, new Set()).get(name)!).add(handler);
    }
  }
  // A class may carry more than it implements: the simulator has exactly the contract's members.
  true satisfies Same<keyof AgRuSdk, keyof AgSdk>;
  return {
    AgRuSdk,
    updateOptions: (next) => {
      if (!sdk) return;
      sdk.options = { ...sdk.options, ...next };
      emit(AG_EVENTS.OptionsUpdates, sdk.options);
    },
  };
}
