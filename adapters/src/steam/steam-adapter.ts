import { createDefaultAdapter, extendAdapter, HostError, HostErrorCode, type Adapter } from '@playport/host';
import { toHex } from '../shared/hex.js';
import { initialized } from '../shared/initialized.js';
import type { PlatformOptions, PlatformWindow } from '../shared/platform-window.js';
import { portalApi } from '../shared/portal-api.js';
import { createSocialLogin } from '../shared/social-login.js';
import { socialInfo } from '../shared/social-info.js';
import { DEFAULT_PLATFORM_TIMEOUT_MS, withTimeout } from '../shared/timeout.js';
import type { SteamworksClient } from './steamworks-types.js';
import { createPortalServices } from '../shared/portal-services.js';

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
  let client: SteamworksClient | null = null;
  let userId: string | null = null;
  const steam = () => initialized(client);

  // The portal's analytics, in-game events, documents and support requests, as under the portal adapter.

  const services = createPortalServices('steam');

  return extendAdapter(createDefaultAdapter(), {
    name: 'steam',
    supports: { login: true },
    async init(h) {
      const win = h.context.window as PlatformWindow;
      const bridge = win.steamworks as SteamworksClient | undefined;
      if (!bridge) throw new HostError(HostErrorCode.ScriptFailed, 'Steamworks is not available in this shell');
      client = bridge;
      const steamId = String(bridge.localplayer.getSteamId().steamId64);
      const api = portalApi(h);
      services.start(h, api);
      try {
        const ticket = await withTimeout(h.context, bridge.auth.getSessionTicket(), timeout, 'The Steam session ticket');
        await createSocialLogin(h, api).login({ Social: 'Steam', Steam: { Ticket: toHex(ticket.getBytes()), SteamId: steamId } });
        userId = steamId;
      } catch (err) {
        h.context.log('warn', 'Steam sign-in failed:', err);
      }
    },
    async getSocialInfo() {
      const player = steam().localplayer;
      return socialInfo('Steam', {
        userId: String(player.getSteamId().steamId64),
        displayName: player.getName(),
        socialLocale: null,
      });
    },
    methods: {
      ...services.methods,
      AuthenticateUser: async () => ({ authenticated: userId !== null, userId }),
      BuyProduct: async () => {
        throw new HostError(HostErrorCode.NotSupported, STEAM_PURCHASES_NOT_SUPPORTED);
      },
    },
    destroy() {
      services.destroy();
      client = null;
    },
  });
}
