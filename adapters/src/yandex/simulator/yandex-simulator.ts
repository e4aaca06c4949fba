import type { PlatformWindow } from '../../shared/platform-window.js';
import { installPlatformSignals } from '../../simulator-kit/platform-signals.js';
import { SIMULATOR_SECRETS } from '../../simulator-kit/secrets.js';
import { pageStore } from '../../simulator-kit/page-store.js';
import type { ISO_639_1, Serializable } from 'ysdk';
import type { YaGames, YaPlayer, YaSdk, YaSignedPayments, YaSignedPurchase } from '../yandex-types.js';
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
  const { yaGames, fire } = createYandexSimulator(script, win);
  win.YaGames = yaGames;
  // Tests raise the platform's pause/resume through this handle, as Yandex does around ads.
  win.__yandexSimulator = { fire };
  // game_api_pause asks the game to stop its loop and music together (https://yandex.com/dev/games/doc/en/sdk/sdk-events):
  // one signal for pause and mute.
  const pause = (paused: boolean) => fire(paused ? 'game_api_pause' : 'game_api_resume');
  installPlatformSignals(win, { pause, mute: pause });
}

/**
 * The simulator's `YaGames` (exactly the SDK members the adapter's contract names) and its pause/resume
 * trigger. The player's saved data lives in `win`'s page storage, so a reload reads it back.
 */
export function createYandexSimulator(
  script: YandexScenario = {},
  win?: PlatformWindow,
): { yaGames: YaGames; fire(event: string): void } {
  const calls = script.calls ?? [];
  let orientation: 'portrait' | 'landscape' = 'landscape';
  const player = { id: 'ya-player-1', name: 'Yana', authorized: true, ...script.player };
  const listeners = new Map<string, Set<() => void>>();
  const secret = script.secret ?? SIMULATOR_SECRETS.yandex;
  const later = (fn: () => void) => void Promise.resolve().then(fn);
  const signatures = script.signatures ?? [];
  let purchases = 0;
  const sign = async (data: unknown) => {
    const signature = await signAsYandex(data, secret);
    signatures.push(signature);
    return signature;
  };
  /** A purchase as Yandex puts it inside the signed data. */
  const signedPurchase = (token: string, id: string, developerPayload?: string): YaSignedPurchase => ({
    token,
    status: 'waiting',
    errorCode: '',
    errorDescription: '',
    url: '',
    product: { id, title: id, description: '', price: { code: 'YAN', value: '1' }, imagePrefix: '' },
    ...(developerPayload !== undefined ? { developerPayload } : {}),
  });
  // Paid and not consumed, as getPurchases() lists them: the scenario's, then every purchase() until consumed.
  const unconsumed = (script.unprocessed ?? []).map((token) => signedPurchase(token, 'ya_gems_100'));

  // The player's data object, as Yandex keeps it per player and game.
  const saved = pageStore<Record<string, Serializable>>(win, 'yandex', player.id, () => ({}));
  const dataFails = () => (script.data === 'fails' ? Promise.reject(new Error('Network error')) : null);

  const makePlayer = async (signed?: boolean): Promise<YaPlayer> => ({
    // getData(keys?): the whole saved object, or only the given keys that it holds
    // (https://yandex.com/dev/games/doc/en/sdk/sdk-player, "In-game data").
    getData: async <T extends string>(keys?: readonly T[]) => {
      calls.push(keys ? `getData:${keys.join(',')}` : 'getData');
      await dataFails();
      const data = saved.read();
      if (!keys) return data as Partial<Record<T, Serializable>>;
      return Object.fromEntries(keys.filter((k) => k in data).map((k) => [k, data[k]!])) as Partial<
        Record<T, Serializable>
      >;
    },
    // setData(data, flush?): replaces the whole object; refused over 200 KB ("The maximum data size must
    // not exceed 200 KB", https://yandex.com/dev/games/doc/en/sdk/defold/player-data; KB read as 1,000 bytes).
    // Yandex does not document the rejection's text.
    setData: async (data: Record<string, Serializable>, flush?: boolean) => {
      calls.push(`setData:${flush === true ? 'flush' : 'queue'}`);
      await dataFails();
      if (new TextEncoder().encode(JSON.stringify(data)).length > 200_000) {
        throw new Error('Data size limit exceeded');
      }
      saved.write(JSON.parse(JSON.stringify(data)) as Record<string, Serializable>);
    },
    getUniqueID: () => (player.authorized ? player.id : ''),
    isAuthorized: () => player.authorized,
    getName: () => (player.authorized ? player.name : ''),
    getPhoto: (size) => `https://avatars.yandex.test/${player.id}/${size}`,
    ...(signed && player.authorized
      ? {
          signature: await sign({
            uniqueID: player.id,
            publicName: player.name,
            lang: script.lang ?? 'ru',
            avatarIdHash: '',
            scopePermissions: {},
            payingStatus: 'unknown',
          }),
        }
      : {}),
  });

  type RewardedCallbacks = NonNullable<NonNullable<Parameters<YaSdk['adv']['showRewardedVideo']>[0]>['callbacks']>;
  type FullscreenCallbacks = NonNullable<NonNullable<Parameters<YaSdk['adv']['showFullscreenAdv']>[0]>['callbacks']>;
  const rewarded = (cb: RewardedCallbacks) => {
    const mode = script.rewarded ?? 'reward';
    if (mode === 'silent') return;
    later(() => {
      if (mode === 'error') return cb.onError?.(new Error('no fill'));
      cb.onOpen?.();
      if (mode === 'reward') cb.onRewarded?.();
      // The rewarded video's onClose takes no argument (unlike the fullscreen ad's onClose(wasShown)).
      cb.onClose?.();
    });
  };
  const fullscreen = (cb: FullscreenCallbacks) => {
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
    environment: { i18n: { lang: (script.lang ?? 'ru') as ISO_639_1, tld: 'ru' }, app: { id: '100' } },
    getPlayer: async (o) => (calls.push('getPlayer'), makePlayer(o?.signed)),
    // With `signed: true` purchase() and getPurchases() answer `{ signature }` only.
    getPayments: async (): Promise<YaSignedPayments> => ({
      purchase: async (opts) => {
        const id = opts?.id ?? '';
        calls.push(`purchase:${id}`);
        if (script.purchase === 'cancel') throw new Error('USER_CANCEL');
        // Yandex's purchase tokens are UUIDs, unique across players and sessions.
        const token = script.purchaseTokens?.[purchases++] ?? uuid();
        const purchase = signedPurchase(token, id, opts?.developerPayload);
        unconsumed.push(purchase);
        return { signature: await sign(purchase) };
      },
      // A consumed purchase leaves getPurchases()' list of unprocessed purchases
      // (yandex.com/dev/games/doc/en/sdk/sdk-purchases#check-purchases).
      consumePurchase: async (token) => {
        calls.push(`consume:${token}`);
        const at = unconsumed.findIndex((p) => p.token === token);
        if (at >= 0) unconsumed.splice(at, 1);
      },
      getPurchases: async () => {
        calls.push('getPurchases');
        return { signature: await sign([...unconsumed]) };
      },
    }),
    auth: {
      openAuthDialog: async () => {
        calls.push('openAuthDialog');
        if (script.authDialog === 'decline') throw new Error('User declined');
        player.authorized = true;
      },
    },
    adv: {
      showFullscreenAdv: (opts) => (calls.push('showFullscreenAdv'), fullscreen(opts?.callbacks ?? {})),
      showRewardedVideo: (opts) => (calls.push('showRewardedVideo'), rewarded(opts?.callbacks ?? {})),
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
      GameplayAPI: {
        start: () => void calls.push('GameplayAPI.start'),
        stop: () => void calls.push('GameplayAPI.stop'),
      },
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
    // on() answers a function that removes the listener again.
    on: (event, fn) => {
      (listeners.get(event) ?? listeners.set(event, new Set()).get(event)!).add(fn);
      return () => void listeners.get(event)?.delete(fn);
    },
    off: (event, fn) => void listeners.get(event)?.delete(fn),
  };
  const yaGames: YaGames = {
    init: () => {
      calls.push('init');
      if (script.init === 'throws') return Promise.reject(new Error('YaGames init failed'));
      if (script.init === 'silent') return new Promise(() => {});
      return Promise.resolve(sdk);
    },
  };
  return { yaGames, fire: (event) => listeners.get(event)?.forEach((fn) => fn()) };
}
