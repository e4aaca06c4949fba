/**
 * What the QA panel offers per platform, each choice a fragment of that platform's simulator scenario
 * (the same `window.playportSimulatorScenario` fields the adapter tests and the Chromium suites script
 * the simulators with: adapters/src/<platform>/simulator/*-scenario.ts) and the answer the game then
 * gets. A platform offers only the outcomes its platform has: VK and CrazyGames have no skipped ad
 * (an ad either finishes or errors), so their panels have no "skipped". Purchases in a provider's
 * widget on another origin (CrazyGames' Xsolla) are the developer's to pay or decline there.
 */
export type AdOutcome = 'finished' | 'skipped' | 'failed' | 'noFill' | 'slow';
export type PurchaseOutcome = 'paid' | 'cancelled' | 'failed' | 'pending' | 'popupBlocked';
export type SignIn = 'guest' | 'registered' | 'refuse';

export interface Choice {
  /** Merged into the simulator's scenario. */
  readonly scenario: Record<string, unknown>;
  /** What the game receives, as the protocol documents it. */
  readonly result: string;
  /**
   * For purchases paid in the local server's sandbox checkout window (`/dev/sandbox-pay/{order}`, the
   * provider of a game registered by `playport dev`): what the QA page does with that window when the
   * host opens it: press Pay, press Decline, or act as a browser that blocked the window.
   */
  readonly checkout?: 'pay' | 'decline' | 'block';
}

export interface PlatformOutcomes {
  readonly ad: Partial<Record<AdOutcome, Choice>>;
  readonly purchase: Partial<Record<PurchaseOutcome, Choice>>;
  readonly signIn: Partial<Record<SignIn, Choice>>;
  /** Set when purchases are paid in the provider's checkout window, not by the platform's script. */
  readonly purchaseWindow?: string;
}

const VK_CANCEL = { error: { error_code: 4, error_reason: 'User denied' } };
const VK_FAIL = { error: { error_code: 1, error_reason: 'Unknown error' } };
const vkAnswers = (answers: Record<string, unknown>) => ({ answers });

export const OUTCOMES: Readonly<Record<string, PlatformOutcomes>> = {
  fxid: {
    ad: {
      finished: { scenario: { rewarded: 'rewarded' }, result: "{ outcome: 'finished' }" },
      skipped: { scenario: { rewarded: 'closed' }, result: "{ outcome: 'skipped' }" },
      failed: { scenario: { rewarded: 'error' }, result: "{ outcome: 'failed', reason: 'Unknown' }" },
    },
    purchase: {
      paid: { scenario: {}, checkout: 'pay', result: '{ transactionId, stats }; the order is Completed' },
      cancelled: { scenario: {}, checkout: 'decline', result: "error UserCancelled 'Payment not completed'; the order is Cancelled" },
      popupBlocked: { scenario: {}, checkout: 'block', result: "error UserCancelled 'Payment not completed'; the order stays unpaid" },
    },
    signIn: {},
    purchaseWindow: 'Sign in on the portal first (the mail is in the outbox); then pay or decline in the checkout window.',
  },
  yandex: {
    ad: {
      finished: { scenario: { rewarded: 'reward' }, result: "{ outcome: 'finished' }" },
      skipped: { scenario: { rewarded: 'close' }, result: "{ outcome: 'skipped' }" },
      failed: { scenario: { rewarded: 'error' }, result: "{ outcome: 'failed', reason: 'Unknown' }" },
    },
    purchase: {
      paid: { scenario: { purchase: 'ok' }, result: '{ transactionId, stats }; the order is Completed' },
      cancelled: { scenario: { purchase: 'cancel' }, result: "error UserCancelled 'USER_CANCEL'; the order stays unpaid" },
    },
    signIn: {
      registered: { scenario: { player: { id: 'ya-player-1', name: 'Yana', authorized: true } }, result: 'a signed-in Yandex player' },
      guest: { scenario: { player: { id: 'ya-guest-1', name: '', authorized: false }, authDialog: 'accept' }, result: 'a guest; the sign-in dialog accepts' },
      refuse: { scenario: { player: { id: 'ya-guest-1', name: '', authorized: false }, authDialog: 'decline' }, result: 'a guest; the sign-in dialog is declined' },
    },
  },
  vkcom: {
    ad: {
      finished: { scenario: vkAnswers({}), result: "{ outcome: 'finished' }" },
      failed: { scenario: vkAnswers({ VKWebAppShowNativeAds: VK_FAIL }), result: "{ outcome: 'failed', reason: 'Unknown' }" },
      noFill: { scenario: vkAnswers({ VKWebAppShowNativeAds: { data: { result: false } } }), result: "{ outcome: 'failed', reason: 'Unknown' }" },
      slow: { scenario: vkAnswers({ VKWebAppShowNativeAds: { data: { result: true }, delayMs: 3000 } }), result: "{ outcome: 'finished' } after 3 s" },
    },
    purchase: {
      paid: { scenario: vkAnswers({}), result: '{ transactionId, stats }; VK\'s server completes the order' },
      cancelled: { scenario: vkAnswers({ VKWebAppShowOrderBox: VK_CANCEL }), result: "error UserCancelled 'The purchase was cancelled'; the order stays unpaid" },
      failed: { scenario: vkAnswers({ VKWebAppShowOrderBox: VK_FAIL }), result: 'error Unknown' },
    },
    signIn: {},
  },
  crazygames: {
    ad: {
      finished: { scenario: { rewarded: 'finished' }, result: "{ outcome: 'finished' }" },
      noFill: { scenario: { rewarded: 'unfilled' }, result: "{ outcome: 'failed', reason: 'Unknown' }" },
    },
    purchase: {},
    signIn: {
      registered: { scenario: { user: { userId: 'cg-1', username: 'crazy_cat' } }, result: 'a signed-in CrazyGames player' },
      guest: { scenario: { user: null, authPrompt: 'sign-in' }, result: 'a guest; the sign-in prompt signs in' },
      refuse: { scenario: { user: null, authPrompt: 'close' }, result: 'a guest; the sign-in prompt is closed' },
    },
    purchaseWindow: 'CrazyGames sells through Xsolla: pay or decline in the Xsolla window.',
  },
};

/** The choices of a platform without a scripted simulator in the panel: none, the simulator's defaults. */
export const NO_OUTCOMES: PlatformOutcomes = { ad: {}, purchase: {}, signIn: {} };

/** One scenario from the choices made: ad, purchase and sign-in fragments merged (VK's `answers` by method). */
export function scenarioFor(platform: string, choices: { ad?: AdOutcome; purchase?: PurchaseOutcome; signIn?: SignIn }): Record<string, unknown> {
  const outcomes = OUTCOMES[platform] ?? NO_OUTCOMES;
  const parts = [
    choices.signIn ? outcomes.signIn[choices.signIn]?.scenario : undefined,
    choices.ad ? outcomes.ad[choices.ad]?.scenario : undefined,
    choices.purchase ? outcomes.purchase[choices.purchase]?.scenario : undefined,
  ];
  const scenario: Record<string, unknown> = {};
  for (const part of parts) {
    if (!part) continue;
    for (const [key, value] of Object.entries(part)) {
      scenario[key] = key === 'answers' ? { ...(scenario.answers as object | undefined), ...(value as object) } : value;
    }
  }
  return scenario;
}
