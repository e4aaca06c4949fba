import {
  ADAPTER_METHODS,
  adapterPlatform,
  HostError,
  type Adapter,
  type AdapterMethodName,
  type AdapterSupports,
  type RunningAdapter,
} from '@playport/host/adapter-kit';
import { AUTH_TOKEN_KEY, type GameConfigReply } from '@playport/host/api';
import { showAdPaused } from '@playport/host/adapter-kit';
import { PLATFORM_SIGNALS_KEY, type PlatformSignals } from '../simulator-kit/platform-signals.js';
import { ErrorCode, eventSchemas, methodSchemas, socialInfoSchema, type EventName } from '@playport/sdk/protocol';
import { describe, expect, it } from 'vitest';
import type { PlatformWindow } from '../shared/platform-window.js';
import { fakeHost } from '../testing/fake-host.js';
import { invokeMethod, type EmittedEvent } from './invoke.js';

// The protocol's SocialInfo fields, every one present.
const SOCIAL_KEYS = [
  'capabilities',
  'displayName',
  'firstName',
  'gender',
  'lastName',
  'paymentsAvailable',
  'photo',
  'social',
  'socialFlavor',
  'socialLocale',
  'userId',
  'vkcom',
];

/** One adapter over its simulator, in its success scenario. */
export interface ContractEntry {
  name: string;
  create: () => Adapter;
  /** Installs the simulator; one that records the platform calls it gets pushes them to `calls`. */
  install: (win: PlatformWindow, calls?: string[]) => void;
  /** The frame URL the platform opens the game with (its launch params). */
  url?: string;
  /** The platform's globals exist before the page loads anything (a native shell's preload). */
  preinstall?: boolean;
  /** The game config the host hands the adapter (default none). */
  gameConfig?: GameConfigReply;
  /**
   * The portal adapter family's default scenario: a player signed in to the portal, whose sign-in
   * dialog ends signed in (platform adapters sign in through their platform instead).
   */
  portalSession?: boolean;
  /**
   * What the platform's own signals do to the game, as its documentation says: which of pause and mute
   * its pause signal and its mute signal each set. Left out: the platform has neither signal.
   */
  platformSignals?: { pause?: readonly PlayKind[]; mute?: readonly PlayKind[] };
}

/** What a signal sets: the game's pause (PauseStateChanged) or its mute (AudioStateChanged). */
export type PlayKind = 'paused' | 'muted';

type Settled = { ok: true; value: unknown } | { ok: false; error: unknown };

// What a method must answer when its capability is declared false: a negative result or an error.
const REFUSALS: Partial<Record<keyof AdapterSupports, [AdapterMethodName, (s: Settled) => boolean][]>> = {
  payments: [['BuyProduct', (s) => !s.ok]],
  rewardedAds: [
    ['AdsVideoReady', (s) => s.ok && (s.value as { ready: boolean }).ready === false],
    ['AdsShowVideo', (s) => !s.ok || (s.value as { outcome: string }).outcome === 'failed'],
  ],
  interstitialAds: [
    ['AdsInterstitialReady', (s) => s.ok && (s.value as { ready: boolean }).ready === false],
    ['AdsShowInterstitial', (s) => !s.ok || (s.value as { outcome: string }).outcome === 'failed'],
  ],
  stickyBanner: [['AdsShowStickyBanner', (s) => !s.ok || (s.value as { shown: boolean }).shown === false]],
  friends: [['GetFriends', (s) => !s.ok || (s.value as { friends: unknown[] }).friends.length === 0]],
  invite: [['InviteFriends', (s) => !s.ok || (s.value as { invited: boolean }).invited === false]],
  community: [['JoinCommunity', (s) => !s.ok || (s.value as { joined: boolean }).joined === false]],
  favorites: [['AddToFavorites', (s) => !s.ok || (s.value as { added: boolean }).added === false]],
  review: [
    ['CanReview', (s) => !s.ok || (s.value as { canReview: boolean }).canReview === false],
    ['RequestReview', (s) => !s.ok || (s.value as { feedbackSent: boolean }).feedbackSent === false],
  ],
  wordsFilter: [['WordsFilter', (s) => !s.ok || (s.value as { filtered: boolean }).filtered === false]],
  lifecycle: [['LoadingReady', (s) => !s.ok || (s.value as { acknowledged: boolean }).acknowledged === false]],
  vkBridge: [['SendVkBridge', (s) => !s.ok]],
  crazyGamesSdk: [['SendCrazyGamesSdk', (s) => !s.ok]],
};

// What a method must answer, in the simulator's default scenario, when its capability is declared true.
const SUCCESSES: Partial<Record<keyof AdapterSupports, [AdapterMethodName, (s: Settled) => boolean][]>> = {
  payments: [['BuyProduct', (s) => s.ok && typeof (s.value as { transactionId?: unknown }).transactionId === 'string']],
  rewardedAds: [
    ['AdsVideoReady', (s) => s.ok && (s.value as { ready: boolean }).ready === true],
    ['AdsShowVideo', (s) => s.ok && (s.value as { outcome: string }).outcome === 'finished'],
  ],
  interstitialAds: [
    ['AdsInterstitialReady', (s) => s.ok && (s.value as { ready: boolean }).ready === true],
    ['AdsShowInterstitial', (s) => s.ok && (s.value as { outcome: string }).outcome === 'finished'],
  ],
  stickyBanner: [['AdsShowStickyBanner', (s) => s.ok && (s.value as { shown: boolean }).shown === true]],
  friends: [['GetFriends', (s) => s.ok && (s.value as { friends: unknown[] }).friends.length > 0]],
  invite: [['InviteFriends', (s) => s.ok && (s.value as { invited: boolean }).invited === true]],
  community: [['JoinCommunity', (s) => s.ok && (s.value as { joined: boolean }).joined === true]],
  favorites: [['AddToFavorites', (s) => s.ok && (s.value as { added: boolean }).added === true]],
  review: [
    ['CanReview', (s) => s.ok && (s.value as { canReview: boolean }).canReview === true],
    ['RequestReview', (s) => s.ok && (s.value as { feedbackSent: boolean }).feedbackSent === true],
  ],
  wordsFilter: [['WordsFilter', (s) => s.ok && typeof (s.value as { filtered?: unknown }).filtered === 'boolean']],
  lifecycle: [['LoadingReady', (s) => s.ok && (s.value as { acknowledged: boolean }).acknowledged === true]],
  login: [['AuthenticateUser', (s) => s.ok && (s.value as { authenticated: boolean }).authenticated === true]],
};

async function settle(adapter: RunningAdapter, method: AdapterMethodName, events: EmittedEvent[]): Promise<Settled> {
  try {
    return { ok: true, value: await invokeMethod(adapter, method, events) };
  } catch (error) {
    return { ok: false, error };
  }
}

async function started(entry: ContractEntry) {
  const calls: string[] = [];
  const install = (win: PlatformWindow) => entry.install(win, calls);
  const fake = fakeHost({ url: entry.url, install, gameConfig: entry.gameConfig });
  if (entry.preinstall) install(fake.win);
  if (entry.portalSession) {
    fake.host.context.storage.setItem(AUTH_TOKEN_KEY, 'portal-token');
    fake.host.ui.showLogin = async () => true;
  }
  const adapter = await entry.create().start(fake.host);
  // What a platform reports right after start (payments ready, ads available) has arrived.
  await new Promise((resolve) => setTimeout(resolve, 5));
  return { adapter, fake, calls };
}

/** The loading run of the contract: two LoadingProgress calls, then LoadingReady. */
interface LoadingOutcome {
  /** What LoadingProgress 40 and 80 answer. */
  progress: [boolean, boolean];
  /** The platform calls the run makes, as the simulator records them; none for a platform that shows no progress. */
  calls: string[];
}

// FBInstant shows the percent on its loading screen until startGameAsync (SDK 8.0, setLoadingProgress);
// CrazyGames times the loading from loadingStart to loadingStop (docs.crazygames.com/sdk/html5-v3/game).
// Every other platform shows no progress: nothing is called and the host page shows it.
const LOADING_OUTCOMES: Readonly<Partial<Record<string, LoadingOutcome>>> = {
  fbinstantgames: { progress: [true, true], calls: ['progress:40', 'progress:80', 'progress:100', 'startGameAsync'] },
  crazygames: { progress: [true, true], calls: ['loadingStart', 'loadingStop'] },
};
const NO_PROGRESS: LoadingOutcome = { progress: [false, false], calls: [] };

/** The contract every adapter keeps over its simulator; defines one vitest block per adapter. */
export function contractSuite(entry: ContractEntry): void {
  describe(`adapter contract: ${entry.name}`, () => {
    it('starts over its simulator and names itself', async () => {
      const { adapter } = await started(entry);
      expect(adapter.name).toBe(entry.name);
      adapter.destroy();
    });

    it.each([...ADAPTER_METHODS])('%s answers a valid result or a coded error', async (method) => {
      const { adapter } = await started(entry);
      const events: EmittedEvent[] = [];
      const settled = await settle(adapter, method, events);
      if (settled.ok) expect(methodSchemas[method].result.safeParse(settled.value).success).toBe(true);
      else {
        expect(settled.error).toBeInstanceOf(HostError);
        expect(Object.values(ErrorCode)).toContain((settled.error as HostError).code);
      }
      for (const e of events) expect(eventSchemas[e.name as EventName].safeParse(e.payload).success).toBe(true);
      adapter.destroy();
    });

    it('reports every capability it declares false instead of faking it', async () => {
      const { adapter } = await started(entry);
      for (const [flag, checks] of Object.entries(REFUSALS)) {
        if (adapter.supports[flag as keyof AdapterSupports]) continue;
        for (const [method, refused] of checks) {
          expect(refused(await settle(adapter, method, [])), `${entry.name} ${method} with ${flag} false`).toBe(true);
        }
      }
      adapter.destroy();
    });

    it.each(Object.entries(SUCCESSES))(
      'a declared %s capability works in the default scenario',
      async (flag, checks) => {
        const { adapter } = await started(entry);
        if (adapter.supports[flag as keyof AdapterSupports]) {
          for (const [method, succeeded] of checks) {
            const settled = await settle(adapter, method, []);
            expect(
              succeeded(settled),
              `${entry.name} ${method} with ${flag} true: ${JSON.stringify(settled.ok ? settled.value : String(settled.error))}`,
            ).toBe(true);
          }
        }
        adapter.destroy();
      },
    );

    it('makes a declared purchase on its own platform and reports the order Completed', async () => {
      const { adapter, fake } = await started(entry);
      if (adapter.supports.payments) {
        const settled = await settle(adapter, 'BuyProduct', []);
        const orders = fake.api.of('/store/create_payment').map((r) => r.body.WebPublishingPlatform);
        expect(orders, `${entry.name} BuyProduct: ${settled.ok ? 'ok' : String(settled.error)}`).toEqual([
          adapterPlatform(entry.name),
        ]);
        expect(fake.api.of('/store/set-optimistic-order-status').map((r) => r.body.Status)).toEqual(['Completed']);
      }
      adapter.destroy();
    });

    it("restores purchases from the portal's ledger for its signed-in player, and none for a visitor", async () => {
      const { adapter, fake } = await started(entry);
      const signedIn = Boolean(fake.host.context.storage.getItem(AUTH_TOKEN_KEY));
      const listed = await settle(adapter, 'GetPurchases', []);
      const consumed = await settle(adapter, 'ConsumePurchase', []);
      if (signedIn) {
        expect(listed, entry.name).toEqual({ ok: true, value: { purchases: [] } });
        expect(fake.api.of('/store/get_purchases').map((r) => r.body)).toEqual([{ Game: 'space' }]);
        expect(consumed).toEqual({
          ok: true,
          value: { transactionId: 'order-1', sku: 'gems_100', consumedAt: '2026-02-01T00:00:00.000Z' },
        });
        expect(fake.api.of('/store/consume_purchase').map((r) => r.body)).toEqual([
          { Game: 'space', TransactionId: 'order-1' },
        ]);
      } else {
        expect(listed, entry.name).toEqual({ ok: true, value: { purchases: [] } });
        expect(consumed.ok ? null : (consumed.error as HostError).message).toBe(
          'The player is not signed in to the portal',
        );
        expect(fake.api.of('/store/get_purchases')).toEqual([]);
      }
      adapter.destroy();
    });

    it('tells its platform of the loading exactly as that platform asks, or nothing', async () => {
      const { adapter, calls } = await started(entry);
      const before = calls.length;
      const progress = [];
      for (const percent of [40, 80]) {
        progress.push(
          ((await invokeMethod(adapter, 'LoadingProgress', [], { percent })) as { acknowledged: boolean }).acknowledged,
        );
      }
      await settle(adapter, 'LoadingReady', []);
      const expected = LOADING_OUTCOMES[entry.name] ?? NO_PROGRESS;
      expect({ progress, calls: calls.slice(before) }).toEqual(expected);
      adapter.destroy();
    });

    it.each([
      ['AdsShowVideo', 'rewardedAds'],
      ['AdsShowInterstitial', 'interstitialAds'],
    ] as const)(
      '%s pauses and mutes the game (reason ad) before the ad and releases both after it',
      async (method, flag) => {
        const { adapter, fake } = await started(entry);
        fake.events.length = 0;
        await showAdPaused(adapter.supports, method, fake.play.holdAd, () =>
          invokeMethod(adapter, method, fake.events),
        );
        const names = fake.events.map((e) => e.name);
        const play = fake.events.filter((e) => e.name === 'PauseStateChanged' || e.name === 'AudioStateChanged');
        if (!adapter.supports[flag]) expect(play).toEqual([]);
        else {
          expect(play).toEqual([
            { name: 'PauseStateChanged', payload: { paused: true, reason: 'ad' } },
            { name: 'AudioStateChanged', payload: { muted: true, reason: 'ad' } },
            { name: 'PauseStateChanged', payload: { paused: false, reason: 'ad' } },
            { name: 'AudioStateChanged', payload: { muted: false, reason: 'ad' } },
          ]);
          // The adapter's own end of the ad (AdsFinished in the default scenario) comes while the game is paused.
          expect(names.slice(2, -2)).toContain('AdsFinished');
        }
        adapter.destroy();
      },
    );

    it("turns each of its platform's pause and mute signals into exactly the game's events", async () => {
      const { adapter, fake } = await started(entry);
      const signals = fake.win[PLATFORM_SIGNALS_KEY] as PlatformSignals | undefined;
      const expected = entry.platformSignals;
      expect(Object.keys(signals ?? {}).sort(), `${entry.name}'s simulator signals`).toEqual(
        Object.keys(expected ?? {}).sort(),
      );
      const event = (kind: PlayKind, on: boolean) =>
        kind === 'paused'
          ? { name: 'PauseStateChanged', payload: { paused: on, reason: 'platform' } }
          : { name: 'AudioStateChanged', payload: { muted: on, reason: 'platform' } };
      for (const signal of ['pause', 'mute'] as const) {
        const kinds = expected?.[signal];
        if (!kinds) continue;
        fake.events.length = 0;
        signals![signal]!(true);
        await new Promise((resolve) => setTimeout(resolve, 5));
        expect(
          fake.events.filter((e) => e.name !== 'FocusChanged'),
          `${entry.name} ${signal} on`,
        ).toEqual(kinds.map((kind) => event(kind, true)));
        fake.events.length = 0;
        signals![signal]!(false);
        // A player coming back focuses the page too (a platform without a resume signal ends its pause then).
        fake.win.dispatchEvent(new Event('focus'));
        await new Promise((resolve) => setTimeout(resolve, 5));
        expect(
          fake.events.filter((e) => e.name !== 'FocusChanged'),
          `${entry.name} ${signal} off`,
        ).toEqual(kinds.map((kind) => event(kind, false)));
      }
      adapter.destroy();
    });

    it('gives social info that matches the protocol, or none', async () => {
      const { adapter } = await started(entry);
      const info = await adapter.getSocialInfo();
      if (info !== null) {
        expect(socialInfoSchema.safeParse(info).success).toBe(true);
        expect(Object.keys(info).sort()).toEqual(SOCIAL_KEYS);
      }
      adapter.destroy();
    });
  });
}
