import type { PlatformWindow } from '../../shared/platform-window.js';
import { SIMULATOR_SECRETS } from '../../simulator-kit/secrets.js';
import { hmacSha256, toHex } from '../../simulator-kit/sign.js';
import type { SteamworksClient } from '../steamworks-types.js';
import type { SteamScenario } from './steam-scenario.js';

/** Defines `window.steamworks` as the preload bridge exposes steamworks.js; tickets match the local server's check. */
export function installSteamSimulator(win: PlatformWindow, script: SteamScenario = {}): void {
  const calls = script.calls ?? [];
  const steamId = script.steamId ?? '76561198000000001';
  const client: SteamworksClient = {
    localplayer: {
      getName: () => script.name ?? 'Gabe N',
      getSteamId: () => ({ steamId64: steamId, accountId: 39734273 }),
      getIpCountry: () => 'US',
    },
    auth: {
      getSessionTicket: async () => {
        calls.push('getSessionTicket');
        if (script.ticket === 'fail') throw new Error('k_EResultFail');
        const mac = toHex(await hmacSha256(SIMULATOR_SECRETS.steam, steamId));
        const bytes = new TextEncoder().encode(`${steamId}:${mac}`);
        return { getBytes: () => bytes, cancel: () => void calls.push('cancelTicket') };
      },
    },
    overlay: {
      activateToWebPage: (url) => void calls.push(`overlay:${url}`),
      activateDialog: (d) => void calls.push(`dialog:${d}`),
    },
    achievement: { activate: (name) => (calls.push(`achievement:${name}`), true) },
  };
  win.steamworks = client;
}
