import type { PlatformWindow } from '../../shared/platform-window.js';
import { SIMULATOR_SECRETS } from '../../simulator-kit/secrets.js';
import { signHs256 } from '../../simulator-kit/sign.js';
import { installPlatformSignals } from '../../simulator-kit/platform-signals.js';
import type { CrazyAdCallbacks, CrazyGameSettings, CrazySdk, CrazyUser } from '../crazygames-types.js';
import type { CrazyGamesScenario } from './crazygames-scenario.js';

type Account = { userId: string; username: string } | null;

/** Defines `window.CrazyGames.SDK` as crazygames-sdk-v3.js does; user tokens are HS256 with the local secret. */
export function installCrazyGamesSimulator(win: PlatformWindow, script: CrazyGamesScenario = {}): void {
  const { sdk, switchAccount, setMuteAudio } = createCrazyGamesSimulator(script);
  win.CrazyGames = { SDK: sdk };
  // Tests switch the account or log out through this handle, as the platform's own UI would.
  win.__crazyGamesSimulator = { switchAccount, setMuteAudio };
  // The QA panel's platform mute: CrazyGames' own mute setting. It has no pause signal.
  installPlatformSignals(win, { mute: setMuteAudio });
}

/** The simulator's `CrazyGames.SDK` (exactly the documented members the adapter's contract names) and its account switch. */
export function createCrazyGamesSimulator(script: CrazyGamesScenario = {}): {
  sdk: CrazySdk;
  switchAccount(next: Account): void;
  /** Changes the player's mute setting, as the CrazyGames page's mute button does. */
  setMuteAudio(muted: boolean): void;
} {
  const calls = script.calls ?? [];
  let account: Account = script.user === undefined ? { userId: 'cg-1', username: 'crazy_cat' } : script.user;
  const listeners = new Set<(user: CrazyUser | null) => void>();
  const settingsListeners = new Set<(settings: CrazyGameSettings) => void>();
  // "Game Settings" (https://docs.crazygames.com/sdk/game): the object the SDK keeps current, and its listeners.
  const settings: CrazyGameSettings = { disableChat: false, muteAudio: script.muteAudio ?? false };
  const asUser = (a: Account): CrazyUser | null =>
    a ? { username: a.username, profilePictureUrl: `https://cg.test/${a.userId}.png` } : null;
  const track = (name: string) => () => void calls.push(name);
  const showAd = (mode: string, cb: CrazyAdCallbacks) => {
    if (mode === 'silent') return;
    setTimeout(() => {
      if (mode === 'unfilled') return cb.adError?.({ code: 'unfilled', message: 'No ad available' });
      cb.adStarted?.();
      cb.adFinished?.();
    }, 0);
  };

  const sdk: CrazySdk = {
    environment: 'crazygames',
    init: () => {
      calls.push('init');
      if (script.init === 'throws') return Promise.reject(new Error('sdkDisabled'));
      if (script.init === 'silent') return new Promise(() => {});
      return Promise.resolve();
    },
    user: {
      isUserAccountAvailable: script.accountsAvailable ?? true,
      systemInfo: { countryCode: 'NL', locale: 'nl-NL', device: { type: 'desktop' } },
      getUser: async () => asUser(account),
      getUserToken: async () => {
        if (!account || script.token === 'fail') throw new Error('userNotAuthenticated');
        // CrazyGames user tokens are valid for one hour (docs.crazygames.com, "User account": getUserToken).
        const iat = Math.floor(Date.now() / 1000);
        return signHs256(
          { userId: account.userId, username: account.username, iat, exp: iat + 3600 },
          SIMULATOR_SECRETS.crazyGames,
        );
      },
      showAuthPrompt: async () => {
        calls.push('showAuthPrompt');
        if (script.authPrompt === 'close') return null;
        account = { userId: 'cg-new', username: 'new_player' };
        listeners.forEach((fn) => fn(asUser(account)));
        return asUser(account);
      },
      addAuthListener: (fn) => void listeners.add(fn),
      removeAuthListener: (fn) => void listeners.delete(fn),
    },
    ad: {
      requestAd: (type, cb) => (
        calls.push(`requestAd:${type}`),
        showAd(type === 'rewarded' ? (script.rewarded ?? 'finished') : (script.midgame ?? 'finished'), cb)
      ),
      hasAdblock: async () => script.adblock ?? false,
    },
    game: {
      loadingStart: track('loadingStart'),
      loadingStop: track('loadingStop'),
      gameplayStart: track('gameplayStart'),
      gameplayStop: track('gameplayStop'),
      inviteLink: (params) => `https://www.crazygames.com/game/space?${new URLSearchParams(params)}`,
      settings,
      addSettingsChangeListener: (fn) => void settingsListeners.add(fn),
      removeSettingsChangeListener: (fn) => void settingsListeners.delete(fn),
    },
  };
  return {
    sdk,
    switchAccount: (next) => {
      account = next;
      listeners.forEach((fn) => fn(asUser(account)));
    },
    setMuteAudio: (muted) => {
      settings.muteAudio = muted;
      settingsListeners.forEach((fn) => fn({ ...settings }));
    },
  };
}
