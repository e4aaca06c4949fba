import type { PlatformWindow } from '../../shared/platform-window.js';
import { SIMULATOR_SECRETS } from '../../simulator-kit/secrets.js';
import type { YaAdCallbacks, YaGames, YaPlayer, YaSdk, YaSignedPurchase } from '../yandex-types.js';
import type { YandexScenario } from './yandex-scenario.js';
import { signAsYandex } from './yandex-sign.js';

/** A random UUID (v4), also outside secure contexts where `crypto.randomUUID` is missing. */
function uuid(): string {
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** Defines `window.YaGames` as the Yandex Games `/sdk.js` does, playing `script`. */
export function installYandexSimulator(win: PlatformWindow, script: YandexScenario = {}): void {
  const calls = script.calls ?? [];
  let orientation: 'portrait' | 'landscape' = 'landscape';
  const player = { id: 'ya-player-1', name: 'Yana', authorized: true, ...script.player };
  const listeners = new Map<string, Set<() => void>>();
  const secret = script.secret ?? SIMULATOR_SECRETS.yandex;
  const later = (fn: () => void) => void Promise.resolve().then(fn);
  const signatures = script.signatures ?? [];
  let initSigned = false;
  let purchases = 0;
  const sign = async (data: unknown) => {
    const signature = await signAsYandex(data, secret);
    signatures.push(signature);
    return signature;
  };
  /** A purchase as Yandex puts it inside the signed data. */
  const signedPurchase = (token: string, id: string, developerPayload?: string): YaSignedPurchase => ({
    token, status: 'waiting', errorCode: '', errorDescription: '', url: '',
    product: { id, title: id, description: '', price: { code: 'YAN', value: '1' }, imagePrefix: '' },
    ...(developerPayload !== undefined ? { developerPayload } : {}),
  });

  const makePlayer = async (signed?: boolean): Promise<YaPlayer> => ({
    getUniqueID: () => (player.authorized ? player.id : ''),
    isAuthorized: () => player.authorized,
    getName: () => (player.authorized ? player.name : ''),
    getPhoto: (size) => `https://avatars.yandex.test/${player.id}/${size}`,
    ...(signed && player.authorized
      ? { signature: await sign({ uniqueID: player.id, publicName: player.name, lang: script.lang ?? 'ru', avatarIdHash: '', scopePermissions: {}, payingStatus: 'unknown' }) }
      : {}),
  });

  const rewarded = (cb: YaAdCallbacks) => {
    const mode = script.rewarded ?? 'reward';
    if (mode === 'silent') return;
    later(() => {
      if (mode === 'error') return cb.onError?.(new Error('no fill'));
      cb.onOpen?.();
      if (mode === 'reward') cb.onRewarded?.();
      cb.onClose?.(true);
    });
  };
  const fullscreen = (cb: YaAdCallbacks) => {
    const mode = script.interstitial ?? 'shown';
    if (mode === 'silent') return;
    later(() => {
      if (mode === 'error') return cb.onError?.(new Error('ad error'));
      if (mode === 'offline') return cb.onOffline?.();
      if (mode === 'shown') cb.onOpen?.();
      cb.onClose?.(mode === 'shown');
    });
  };

  const sdk: YaSdk = {
    environment: { i18n: { lang: script.lang ?? 'ru', tld: 'ru' }, app: { id: '100' } },
    getPlayer: async (o) => (calls.push('getPlayer'), makePlayer(o?.signed)),
    // With `signed: true` (at init or here) purchase() and getPurchases() answer `{ signature }` only.
    getPayments: async (o) => {
      const signed = initSigned || Boolean(o?.signed);
      return {
        purchase: async ({ id, developerPayload }) => {
          calls.push(`purchase:${id}`);
          if (script.purchase === 'cancel') throw new Error('USER_CANCEL');
          // Yandex's purchase tokens are UUIDs, unique across players and sessions.
          const token = script.purchaseTokens?.[purchases++] ?? uuid();
          if (!signed) return { productID: id, purchaseToken: token, ...(developerPayload !== undefined ? { developerPayload } : {}) };
          return { signature: await sign(signedPurchase(token, id, developerPayload)) };
        },
        consumePurchase: async (token) => void calls.push(`consume:${token}`),
        getPurchases: async () => {
          calls.push('getPurchases');
          const list = (script.unprocessed ?? []).map((token) => signedPurchase(token, 'ya_gems_100'));
          if (!signed) return list.map((p) => ({ productID: p.product.id, purchaseToken: p.token }));
          return { signature: await sign(list) };
        },
      };
    },
    auth: {
      openAuthDialog: async () => {
        calls.push('openAuthDialog');
        if (script.authDialog === 'decline') throw new Error('User declined');
        player.authorized = true;
      },
    },
    adv: {
      showFullscreenAdv: ({ callbacks }) => (calls.push('showFullscreenAdv'), fullscreen(callbacks)),
      showRewardedVideo: ({ callbacks }) => (calls.push('showRewardedVideo'), rewarded(callbacks)),
      showBannerAdv: async () => (script.banner && script.banner !== 'shown' ? { reason: script.banner } : {}),
      hideBannerAdv: async () => ({ stickyAdvIsShowing: false }),
    },
    feedback: {
      canReview: async () => script.canReview ?? { value: true },
      requestReview: async () => ({ feedbackSent: true }),
    },
    shortcut: { canShowPrompt: async () => ({ canShow: true }), showPrompt: async () => ({ outcome: 'accepted' }) },
    features: {
      LoadingAPI: { ready: () => void calls.push('LoadingAPI.ready') },
      GameplayAPI: { start: () => void calls.push('GameplayAPI.start'), stop: () => void calls.push('GameplayAPI.stop') },
    },
    screen: {
      orientation: {
        get: () => orientation,
        set: (value) => {
          calls.push(`orientation:${value}`);
          orientation = value;
        },
      },
    },
    on: (event, fn) => void (listeners.get(event) ?? listeners.set(event, new Set()).get(event)!).add(fn),
    off: (event, fn) => void listeners.get(event)?.delete(fn),
  };
  const yaGames: YaGames = {
    init: (o) => {
      calls.push('init');
      initSigned = Boolean(o?.signed);
      if (script.init === 'throws') return Promise.reject(new Error('YaGames init failed'));
      if (script.init === 'silent') return new Promise(() => {});
      return Promise.resolve(sdk);
    },
  };
  win.YaGames = yaGames;
  // Tests raise the platform's pause/resume through this handle, as Yandex does around ads.
  win.__yandexSimulator = { fire: (event: string) => listeners.get(event)?.forEach((fn) => fn()) };
}
