import {
  createDefaultAdapter,
  extendAdapter,
  HostError,
  HostErrorCode,
  type Adapter,
} from '@playport/host/adapter-kit';
import { toHex } from '../shared/hex.js';
import type { PlatformOptions, PlatformWindow } from '../shared/platform-window.js';
import { portalApi } from '../shared/portal-api.js';
import { createSocialLogin } from '../shared/social-login.js';
import { socialInfo } from '../shared/social-info.js';
import { DEFAULT_PLATFORM_TIMEOUT_MS, withTimeout } from '../shared/timeout.js';
import type { SteamworksClient } from './steamworks-types.js';
import { startPortalServices } from '../shared/portal-services.js';

/**
 * Why a Steam build answers BuyProduct with NotSupported: Steam microtransactions start on the game's
 * server (ISteamMicroTxn InitTxn with the publisher key), which the reference API does not offer.
 */
export const STEAM_PURCHASES_NOT_SUPPORTED =
  'Steam purchases are server-driven microtransactions (ISteamMicroTxn), which this portal does not offer';

/**
 * Steam through the steamworks.js client the desktop shell's preload exposes: the player's identity
 * and a session ticket for portal sign-in. Steam has no browser API and allows no ads; everything
 * else is the default adapter's answer (see README, "Steam").
 */
export function createSteamAdapter(options: PlatformOptions = {}): Adapter {
  const timeout = options.timeoutMs ?? DEFAULT_PLATFORM_TIMEOUT_MS;
  return extendAdapter(createDefaultAdapter(), {
    name: 'steam',
    supports: { login: true },
    async start(h) {
      const win = h.context.window as PlatformWindow;
      const steam = win.steamworks as SteamworksClient | undefined;
      if (!steam) throw new HostError(HostErrorCode.ScriptFailed, 'Steamworks is not available in this shell');
      const steamId = String(steam.localplayer.getSteamId().steamId64);
      const api = portalApi(h);
      let userId: string | null = null;
      try {
        const ticket = await withTimeout(h.context, steam.auth.getSessionTicket(), timeout, 'The Steam session ticket');
        await createSocialLogin(h, api).login({
          Social: 'Steam',
          Steam: { Ticket: toHex(ticket.getBytes()), SteamId: steamId },
        });
        userId = steamId;
      } catch (err) {
        h.context.log('warn', 'Steam sign-in failed:', err);
      }
      const signedIn = userId;
      // The portal's analytics, in-game events, documents and support requests, as under the portal adapter.
      const services = startPortalServices(h, api, 'steam');
      return {
        getSocialInfo: async () =>
          socialInfo('Steam', {
            userId: String(steam.localplayer.getSteamId().steamId64),
            displayName: steam.localplayer.getName(),
            socialLocale: null,
          }),
        methods: {
          ...services.methods,
          AuthenticateUser: async () => ({ authenticated: signedIn !== null, userId: signedIn }),
          BuyProduct: async () => {
            throw new HostError(HostErrorCode.NotSupported, STEAM_PURCHASES_NOT_SUPPORTED);
          },
        },
        destroy: () => services.destroy(),
      };
    },
  });
}
