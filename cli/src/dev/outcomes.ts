/**
 * What the QA panel offers per platform, each choice a fragment of that platform's simulator scenario
 * (the same `window.playportSimulatorScenario` fields the adapter tests and the Chromium suites script
 * the simulators with: adapters/src/<platform>/simulator/*-scenario.ts), the answer the game then gets
 * in words (`result`, shown in the panel) and the same answer as data (`expect`, which the CLI suite
 * compares with what the game received). A platform offers only the outcomes its platform has; each
 * platform's entry says what it lacks and why. Purchases in a provider's widget on another origin
 * (CrazyGames' Xsolla) are the developer's to pay or decline there.
 */
export type AdOutcome = 'finished' | 'skipped' | 'failed' | 'noFill' | 'slow';
export type PurchaseOutcome = 'paid' | 'cancelled' | 'failed' | 'pending' | 'popupBlocked';
export type SignIn = 'guest' | 'registered' | 'refuse';

/** The server's status of the purchase's order once the game has its answer (or soon after). */
export type OrderStatus = 'Completed' | 'Cancelled' | 'WaitingForPayment';

/** What the game receives for an ad: AdsShowVideo's result, exactly. */
export type AdExpect =
  { readonly outcome: 'finished' | 'skipped' } | { readonly outcome: 'failed'; readonly reason: 'Unknown' };

/** What the game receives for a purchase (a transaction, or the error's code and message) and the order's status then. */
export interface PurchaseExpect {
  readonly answer: { readonly ok: true } | { readonly ok: false; readonly code: string; readonly message: string };
  readonly order: OrderStatus;
}

/** What AuthenticateUser, the game's "sign in" call, answers for that player: whether they are signed in, or the error. */
export type SignInExpect = { readonly authenticated: boolean } | { readonly code: string; readonly message: string };

export interface Choice<E> {
  /** Merged into the simulator's scenario. */
  readonly scenario: Record<string, unknown>;
  /** What the game receives, as the protocol documents it, in words. */
  readonly result: string;
  /** The same, as data. */
  readonly expect: E;
  /**
   * For purchases paid in the local server's sandbox checkout window (`/dev/sandbox-pay/{order}`, the
   * provider of a game registered by `playport dev`): what the QA page does with that window when the
   * host opens it: press Pay, press Decline, or act as a browser that blocked the window.
   */
  readonly checkout?: 'pay' | 'decline' | 'block';
}

export interface PlatformOutcomes {
  readonly ad: Partial<Record<AdOutcome, Choice<AdExpect>>>;
  readonly purchase: Partial<Record<PurchaseOutcome, Choice<PurchaseExpect>>>;
  readonly signIn: Partial<Record<SignIn, Choice<SignInExpect>>>;
  /** Set when purchases are not scripted here: paid in the provider's checkout window, or not the platform's to make. */
  readonly purchaseWindow?: string;
}

const FINISHED: AdExpect = { outcome: 'finished' };
const SKIPPED: AdExpect = { outcome: 'skipped' };
const FAILED: AdExpect = { outcome: 'failed', reason: 'Unknown' };
const ad = (
  scenario: Record<string, unknown>,
  expect: AdExpect,
  result = expect.outcome === 'failed'
    ? "{ outcome: 'failed', reason: 'Unknown' }"
    : `{ outcome: '${expect.outcome}' }`,
): Choice<AdExpect> => ({ scenario, result, expect });

/** A purchase paid on the platform: the game gets its transaction, the order is Completed. */
const paid = (scenario: Record<string, unknown> = {}, by = 'the order is Completed'): Choice<PurchaseExpect> => ({
  scenario,
  result: `{ transactionId, stats }; ${by}`,
  expect: { answer: { ok: true }, order: 'Completed' },
});
/** A purchase the platform ended without payment: the game gets the error, the server's order stays unpaid. */
const refused = (scenario: Record<string, unknown>, code: string, message: string): Choice<PurchaseExpect> => ({
  scenario,
  result: `error ${code} '${message}'; the order stays unpaid`,
  expect: { answer: { ok: false, code, message }, order: 'WaitingForPayment' },
});

const signIn = (scenario: Record<string, unknown>, result: string, expect: SignInExpect): Choice<SignInExpect> => ({
  scenario,
  result,
  expect,
});
const SIGNED_IN: SignInExpect = { authenticated: true };
const GUEST: SignInExpect = { authenticated: false };

const VK_CANCEL = { error: { error_code: 4, error_reason: 'User denied' } };
const VK_FAIL = { error: { error_code: 1, error_reason: 'Unknown error' } };
const vkAnswers = (answers: Record<string, unknown>) => ({ answers });
const okUi = (ui: Record<string, unknown>) => ({ ui });

/**
 * The portal's own adapter (fxid): the portal's ads (the ad-breaks simulator) and purchases paid in the
 * local server's sandbox checkout window. The portal has no sign-in dialog of its own to script: the
 * player signs in on the portal page.
 */
const PORTAL: PlatformOutcomes = {
  ad: {
    finished: ad({ rewarded: 'rewarded' }, FINISHED),
    skipped: ad({ rewarded: 'closed' }, SKIPPED),
    failed: ad({ rewarded: 'error' }, FAILED),
  },
  purchase: {
    paid: {
      scenario: {},
      checkout: 'pay',
      result: '{ transactionId, stats }; the order is Completed',
      expect: { answer: { ok: true }, order: 'Completed' },
    },
    cancelled: {
      scenario: {},
      checkout: 'decline',
      result: "error UserCancelled 'Payment not completed'; the order is Cancelled",
      expect: { answer: { ok: false, code: 'UserCancelled', message: 'Payment not completed' }, order: 'Cancelled' },
    },
    popupBlocked: {
      scenario: {},
      checkout: 'block',
      result: "error UserCancelled 'Payment not completed'; the order stays unpaid",
      expect: {
        answer: { ok: false, code: 'UserCancelled', message: 'Payment not completed' },
        order: 'WaitingForPayment',
      },
    },
  },
  signIn: {},
  purchaseWindow:
    'Sign in on the portal first (the mail is in the outbox); then pay or decline in the checkout window.',
};

const PORTAL_SHELL_PURCHASES =
  "The portal's launcher and native wrapper sell nothing through the page: BuyProduct answers NotSupported.";

export const OUTCOMES: Readonly<Record<string, PlatformOutcomes>> = {
  fxid: PORTAL,
  // The desktop launcher and the native wrapper run the portal's adapter with the portal's ads; the
  // reference portal gives them no payments (store purchases of native builds are the shell's), so
  // BuyProduct answers NotSupported there.
  fxlauncher: { ...PORTAL, purchase: {}, purchaseWindow: PORTAL_SHELL_PURCHASES },
  fxnative: { ...PORTAL, purchase: {}, purchaseWindow: PORTAL_SHELL_PURCHASES },
  yandex: {
    ad: {
      finished: ad({ rewarded: 'reward' }, FINISHED),
      skipped: ad({ rewarded: 'close' }, SKIPPED),
      failed: ad({ rewarded: 'error' }, FAILED),
    },
    purchase: {
      paid: paid({ purchase: 'ok' }),
      cancelled: refused({ purchase: 'cancel' }, 'UserCancelled', 'USER_CANCEL'),
    },
    signIn: {
      registered: signIn(
        { player: { id: 'ya-player-1', name: 'Yana', authorized: true } },
        'a signed-in Yandex player',
        SIGNED_IN,
      ),
      guest: signIn(
        { player: { id: 'ya-guest-1', name: '', authorized: false }, authDialog: 'accept' },
        'a guest; the sign-in dialog accepts',
        SIGNED_IN,
      ),
      refuse: signIn(
        { player: { id: 'ya-guest-1', name: '', authorized: false }, authDialog: 'decline' },
        'a guest; the sign-in dialog is declined',
        GUEST,
      ),
    },
  },
  // VK has no skip signal: a rewarded ad either resolves `result: true` or fails (platforms.md §2,
  // "No separate skipped signal documented"), so no "skipped". The player is always signed in to VK.
  vkcom: {
    ad: {
      finished: ad(vkAnswers({}), FINISHED),
      failed: ad(vkAnswers({ VKWebAppShowNativeAds: VK_FAIL }), FAILED),
      noFill: ad(vkAnswers({ VKWebAppShowNativeAds: { data: { result: false } } }), FAILED),
      slow: ad(
        vkAnswers({ VKWebAppShowNativeAds: { data: { result: true }, delayMs: 3000 } }),
        FINISHED,
        "{ outcome: 'finished' } after 3 s",
      ),
    },
    purchase: {
      paid: paid(vkAnswers({}), "VK's server completes the order"),
      // Error code 4, "User denied": the player closed the order box (platforms.md §2).
      cancelled: refused(vkAnswers({ VKWebAppShowOrderBox: VK_CANCEL }), 'UserCancelled', 'The purchase was cancelled'),
      failed: refused(vkAnswers({ VKWebAppShowOrderBox: VK_FAIL }), 'Unknown', 'Payment failed for some reason!'),
    },
    signIn: {},
  },
  // CrazyGames' ad callbacks have no skip (adFinished or adError, platforms.md §CrazyGames), so no "skipped".
  crazygames: {
    ad: {
      finished: ad({ rewarded: 'finished' }, FINISHED),
      noFill: ad({ rewarded: 'unfilled' }, FAILED),
    },
    purchase: {},
    signIn: {
      registered: signIn(
        { user: { userId: 'cg-1', username: 'crazy_cat' } },
        'a signed-in CrazyGames player',
        SIGNED_IN,
      ),
      guest: signIn({ user: null, authPrompt: 'sign-in' }, 'a guest; the sign-in prompt signs in', SIGNED_IN),
      refuse: signIn(
        { user: null, authPrompt: 'close' },
        "a guest; the sign-in prompt is closed: error UserCancelled 'No registration to crazygames!'",
        { code: 'UserCancelled', message: 'No registration to crazygames!' },
      ),
    },
    purchaseWindow: 'CrazyGames sells through Xsolla: pay or decline in the Xsolla window.',
  },
  // OK (FAPI). Rewarded: loadAd, then showLoadedAd, whose data is 'complete', 'skip' or a failure such
  // as 'not_prepared' (apiok.ru/dev/sdk/js/ui.showLoadedAd; platforms.md §1). showPayment calls back
  // only 'ok' or 'error' (apiok.ru/dev/sdk/js/ui.showPayment): OK documents no cancel value, so a closed
  // payment dialog and a failed payment are one outcome, Unknown. The player is always signed in to OK
  // (the game runs in OK's frame with the viewer's session), so there is no sign-in to choose.
  ok: {
    ad: {
      finished: ad({}, FINISHED),
      skipped: ad(okUi({ showLoadedAd: { result: 'ok', data: 'skip' } }), SKIPPED),
      failed: ad(okUi({ showLoadedAd: { result: 'error', data: 'not_prepared' } }), FAILED),
      noFill: ad(okUi({ loadAd: { result: 'error', data: 'no_ads' } }), FAILED),
    },
    purchase: {
      paid: paid({}, "OK's server confirms through callbacks.payment; the order is Completed"),
      failed: refused(okUi({ showPayment: { result: 'error', data: 'cancel' } }), 'Unknown', 'Payment not completed'),
    },
    signIn: {},
  },
  // VK Play: adsCallback's `adCompleted` is watched, `adDismissed` skipped (or no ad at all, with code
  // AdsNotFound), `adError` failed (platforms.md §VK Play). The payment frame reports the payment or
  // its window closing (paymentWindowClosedCallback), a cancel. Login status 0: not signed in, the
  // adapter asks VK Play's sign-in (authUser).
  vkplay: {
    ad: {
      finished: ad({ ads: { type: 'adCompleted' } }, FINISHED),
      skipped: ad({ ads: { type: 'adDismissed' } }, SKIPPED),
      failed: ad({ ads: { type: 'adError', code: 'UndefinedAdError' } }, FAILED),
      noFill: ad({ ads: { type: 'adDismissed', code: 'AdsNotFound' } }, FAILED),
    },
    purchase: {
      paid: paid({}, "VK Play's billing callback completes the order"),
      cancelled: refused({ payment: 'closed' }, 'UserCancelled', 'Payment widget closed before payment completed!'),
    },
    signIn: {
      registered: signIn({ loginStatus: 2 }, 'a signed-in VK Play player', SIGNED_IN),
      guest: signIn({ loginStatus: 0 }, "a guest; VK Play's sign-in page is asked for", GUEST),
    },
  },
  // Absolute Games: showCampaign reports opened, `reward` when earned, closed; an error argument is a
  // failure (platforms.md §AG). The payment window reports `done` or `closed` (ag-types.ts). Whether the
  // player is a guest comes from AG's signed launch parameters, which the local portal issues for a
  // registered player, so there is no sign-in to choose.
  ag: {
    ad: {
      finished: ad({ campaign: 'rewarded' }, FINISHED),
      skipped: ad({ campaign: 'closed' }, SKIPPED),
      failed: ad({ campaign: 'error' }, FAILED),
    },
    purchase: {
      paid: paid({}, "AG's payment completes the order"),
      cancelled: refused({ payment: 'closed' }, 'UserCancelled', 'Payment not completed'),
    },
    signIn: {},
  },
  // Kongregate: incentivized ads end in adCompleted or adAbandoned (closed early); there is no error
  // event (platforms.md §Kongregate). purchaseItemsRemote calls back `{ success }` only, so a closed
  // dialog and a failed purchase are one outcome, Unknown. A guest is offered the registration box and
  // cannot buy.
  kg: {
    ad: {
      finished: ad({ adOutcome: 'adCompleted' }, FINISHED),
      skipped: ad({ adOutcome: 'adAbandoned' }, SKIPPED),
    },
    purchase: {
      paid: paid({}, "Kongregate's server completes the order"),
      failed: refused({ purchase: 'fail' }, 'Unknown', 'Payment not completed'),
    },
    signIn: {
      registered: signIn({ guest: false }, 'a signed-in Kongregate player', SIGNED_IN),
      guest: signIn({ guest: true }, 'a guest; the registration box is shown', GUEST),
    },
  },
  // Facebook Games (the JS SDK on facebook.com): no ads API for web games (platforms.md §0). The pay
  // dialog's error 1383010 is the player's cancel (developers.facebook.com/docs/games_payments/fulfillment/errors).
  fbgames: {
    ad: {},
    purchase: {
      paid: paid({}, "Facebook's payment completes the order"),
      cancelled: refused({ pay: 'cancel' }, 'UserCancelled', 'Payment not completed'),
    },
    signIn: {
      registered: signIn({ loggedIn: true }, 'a Facebook player who is logged in', SIGNED_IN),
      guest: signIn({ loggedIn: false, login: 'accept' }, 'not logged in; FB.login accepts', SIGNED_IN),
      refuse: signIn({ loggedIn: false, login: 'decline' }, 'not logged in; FB.login is declined', GUEST),
    },
  },
  // Facebook Instant Games: purchaseAsync rejects with USER_INPUT for the player's cancel (FBInstant
  // ErrorCode). Ads need the game's Audience Network placement ids, which the reference portal does not
  // configure, so every ad there answers { outcome: 'failed', reason: 'AdsNotConnected' } and the panel
  // has no ad outcome to offer (with placements, the simulator's `rewarded`: 'ok', 'USER_INPUT' for a
  // skip, 'ADS_NO_FILL'). The player is always the Facebook player, so there is no sign-in to choose.
  fbinstantgames: {
    ad: {},
    purchase: {
      paid: paid({ purchase: 'ok' }, 'the server verifies the signed request; the order is Completed'),
      cancelled: refused({ purchase: 'USER_INPUT' }, 'UserCancelled', 'USER_INPUT'),
      failed: refused({ purchase: 'PAYMENTS_NOT_INITIALIZED' }, 'Unknown', 'PAYMENTS_NOT_INITIALIZED'),
    },
    signIn: {},
  },
  // WizQ / Mobage: no ads API (platforms.md §0). The payment widget calls back an error for a closed
  // widget and a failure alike (DeNA's payment sample treats both as "canceled/error"), so no
  // separate cancel: Unknown. A player who is not connected is a guest.
  ymobage: {
    ad: {},
    purchase: {
      paid: paid({}, "the platform's payment completes the order"),
      failed: refused({ payment: 'error' }, 'Unknown', 'Payment not completed'),
    },
    signIn: {
      registered: signIn({ connected: true }, 'a connected Mobage player', SIGNED_IN),
      guest: signIn({ connected: false }, 'not connected: a guest', GUEST),
    },
  },
  // Telegram: the invoice closes `paid`, `cancelled`, `failed` or `pending` (platform-truth.md,
  // Telegram). Pending is paid for the game; the order waits for the bot's successful_payment. Ads
  // exist only through a third party (Adsgram), not Telegram, and the player is always Telegram's user.
  telegram: {
    ad: {},
    purchase: {
      paid: paid({}, "Telegram's bot webhook completes the order"),
      cancelled: refused({ invoice: 'cancelled' }, 'UserCancelled', 'The purchase was cancelled'),
      failed: refused({ invoice: 'failed' }, 'Unknown', 'Payment failed for some reason!'),
      pending: {
        scenario: { invoice: 'pending' },
        result: "{ transactionId, stats }; the order stays unpaid until the bot's successful_payment",
        expect: { answer: { ok: true }, order: 'WaitingForPayment' },
      },
    },
    signIn: {},
  },
  // Steam (steamworks.js): no ads, purchases start on the game's server (BuyProduct is NotSupported),
  // and the player is the Steam user of the shell.
  steam: {
    ad: {},
    purchase: {},
    signIn: {},
    purchaseWindow:
      "Steam purchases start on the game's server (microtransactions InitTxn): BuyProduct answers NotSupported.",
  },
};

/** The choices of a platform the table does not name: none, the simulator's defaults. */
export const NO_OUTCOMES: PlatformOutcomes = { ad: {}, purchase: {}, signIn: {} };

/** Scenario keys that hold answers by method: merged key by key, so an ad's and a purchase's answers both stay. */
const BY_METHOD = new Set(['answers', 'ui']);

/** One scenario from the choices made: ad, purchase and sign-in fragments merged (VK's `answers` and OK's `ui` by method). */
export function scenarioFor(
  platform: string,
  choices: { ad?: AdOutcome; purchase?: PurchaseOutcome; signIn?: SignIn },
): Record<string, unknown> {
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
      scenario[key] = BY_METHOD.has(key) ? { ...(scenario[key] as object | undefined), ...(value as object) } : value;
    }
  }
  return scenario;
}
