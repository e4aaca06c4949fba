import type { PlatformWindow } from '../../shared/platform-window.js';
import { installPlatformSignals } from '../../simulator-kit/platform-signals.js';
import { SIMULATOR_SECRETS } from '../../simulator-kit/secrets.js';
import { signFacebookRequest } from '../../simulator-kit/sign.js';
import type { FbAdInstance, FbContextPlayer, FbInstant, FbPurchase } from '../fbinstant-types.js';
import type { FbInstantScenario } from './fbinstant-scenario.js';

const fbError = (code: string) => Object.assign(new Error(code), { code, message: code });

/** Defines `window.FBInstant` as fbinstant.8.0.js does; signed data uses the local Facebook secret. */
export function installFbInstantSimulator(win: PlatformWindow, script: FbInstantScenario = {}): void {
  const pauses: (() => void)[] = [];
  win.FBInstant = createFbInstantSimulator(script, pauses);
  // FBInstant.onPause is the platform's only signal, and it has no resume: the page showing again ends it.
  const pause = (paused: boolean) => {
    if (paused) pauses.forEach((fn) => fn());
  };
  win.__fbInstantSimulator = { pause: () => pause(true) };
  installPlatformSignals(win, { pause, mute: pause });
}

/** The `FBInstant` object of the simulator: exactly the SDK 8 members the adapter's contract names. */
export function createFbInstantSimulator(script: FbInstantScenario = {}, pauses: (() => void)[] = []): FbInstant {
  const calls = script.calls ?? [];
  const playerId = 'fbi-player-1';
  let purchases = 0;
  // Paid and not yet consumed: what getPurchasesAsync lists.
  const unconsumed: FbPurchase[] = [];
  const sign = (payload: Record<string, unknown>) => signFacebookRequest(payload, SIMULATOR_SECRETS.facebook);
  // The outcome is read when the ad is shown, so a test or the QA page can script an ad that was preloaded.
  const ad = (id: string, outcome: () => string): FbAdInstance => ({
    getPlacementID: () => id,
    loadAsync: async () => {
      if (script.noFill) throw fbError('ADS_NO_FILL');
    },
    showAsync: async () => {
      calls.push(`show:${id}`);
      const end = outcome();
      if (end !== 'ok') throw fbError(end);
    },
  });
  const fb: FbInstant = {
    initializeAsync: () => {
      calls.push('initializeAsync');
      if (script.init === 'throws') return Promise.reject(fbError('INITIALIZATION_FAILED'));
      if (script.init === 'silent') return new Promise(() => {});
      return Promise.resolve();
    },
    startGameAsync: async () => void calls.push('startGameAsync'),
    setLoadingProgress: (p) => void calls.push(`progress:${p}`),
    getLocale: () => 'en_US',
    getPlatform: () => 'WEB',
    getSupportedAPIs: () => ['payments.purchaseAsync', 'getRewardedVideoAsync', 'getInterstitialAdAsync'],
    // "Set a callback to be fired when a pause event is triggered"
    // (https://developers.facebook.com/docs/games/instant-games/sdk/fbinstant8.0, onPause).
    onPause: (fn) => void pauses.push(fn),
    logEvent: (eventName, valueToSum, parameters) => {
      calls.push(`logEvent:${eventName}`);
      script.loggedEvents?.push({ eventName, valueToSum, parameters });
      // The SDK answers an APIError ({ code, message }) for an event it refuses, else null.
      return script.logEvent && script.logEvent !== 'ok' ? { code: script.logEvent, message: script.logEvent } : null;
    },
    player: {
      getID: () => playerId,
      getSignedPlayerInfoAsync: async (): Promise<FBInstant.SignedPlayerInfo> => {
        const signature = await sign({ player_id: playerId, issued_at: Math.floor(Date.now() / 1000) });
        return { getPlayerID: () => playerId, getSignature: () => signature };
      },
      // Promise<?string>: null for a player without an app-scoped id (SDK 8.0 reference, player.getASIDAsync).
      getASIDAsync: async () => {
        calls.push('getASIDAsync');
        if (script.asid === 'rejects') throw fbError('NETWORK_FAILURE');
        return script.asid === 'empty' ? null : 'fbi-asid-1';
      },
    },
    payments: {
      onReady: (fn) => void (script.paymentsReady !== false && setTimeout(fn, 0)),
      purchaseAsync: async ({ productID, developerPayload }): Promise<FbPurchase> => {
        calls.push(`purchase:${productID}`);
        if (script.purchase && script.purchase !== 'ok') throw fbError(script.purchase);
        // Each purchase has its own payment id and token; the signed request carries the documented
        // snake_case payload (developers.facebook.com/docs/games/monetize/in-app-purchases, "Verifying purchases").
        const n = ++purchases;
        const paymentID = `${Date.now()}${n}`;
        const purchaseToken = `fb-token-${paymentID}`;
        const purchaseTime = String(Math.floor(Date.now() / 1000));
        const signedRequest = await sign({
          algorithm: 'HMAC-SHA256',
          app_id: '1000001',
          is_consumed: false,
          issued_at: Number(purchaseTime),
          payment_action_type: 'charge',
          payment_id: paymentID,
          product_id: productID,
          purchase_time: Number(purchaseTime),
          purchase_token: purchaseToken,
          purchase_price: { amount: '0.99', currency: 'USD' },
          ...(developerPayload !== undefined ? { developer_payload: developerPayload } : {}),
        });
        const purchase = { paymentID, productID, purchaseTime, purchaseToken, developerPayload, signedRequest };
        unconsumed.push(purchase);
        return purchase;
      },
      consumePurchaseAsync: async (token) => {
        calls.push(`consume:${token}`);
        // An unknown or already consumed token is refused (FBInstant ErrorCode INVALID_PARAM).
        const at = unconsumed.findIndex((p) => p.purchaseToken === token);
        if (at < 0) throw fbError('INVALID_PARAM');
        unconsumed.splice(at, 1);
      },
      // "Fetches all of the player's unconsumed purchases" (fbinstant6.3 reference, payments.getPurchasesAsync).
      getPurchasesAsync: async () => (calls.push('getPurchases'), [...unconsumed]),
    },
    getInterstitialAdAsync: async (id) => ad(id, () => script.interstitial ?? 'ok'),
    getRewardedVideoAsync: async (id) => ad(id, () => script.rewarded ?? 'ok'),
    loadBannerAdAsync: async (id) => void calls.push(`banner:${id}`),
    hideBannerAdAsync: async () => void calls.push('hideBanner'),
    inviteAsync: async ({ image }) => {
      calls.push('inviteAsync');
      // The SDK rejects an invite without its required base64 image.
      if (!image) throw fbError('INVALID_PARAM');
    },
    canCreateShortcutAsync: async () => true,
    createShortcutAsync: async () => void calls.push('createShortcutAsync'),
    community: {
      canJoinOfficialGroupAsync: async () => true,
      joinOfficialGroupAsync: async () => void calls.push('joinOfficialGroup'),
    },
    context: {
      // SDK 8 ("zero permissions"): connected players have an id only, no getName / getPhoto.
      getPlayersAsync: async (): Promise<FbContextPlayer[]> => [{ getID: () => 'fbi-friend-1' }],
    },
  };
  return fb;
}
