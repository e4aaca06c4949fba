/**
 * The part of the CrazyGames HTML5 SDK v3 (`window.CrazyGames.SDK`, crazygames-sdk-v3.js) the adapter
 * uses, written from CrazyGames' documentation: CrazyGames publishes no type package for SDK v3 (it
 * is loaded as a script, https://docs.crazygames.com/sdk/html5-v3/intro). The adapter and the
 * simulator both use {@link CrazySdk}.
 */

/** A signed-in user: `{ username, profilePictureUrl }` (https://docs.crazygames.com/sdk/html5-v3/user/, "Get current user"). */
export interface CrazyUser {
  username: string;
  profilePictureUrl: string;
}

/**
 * The callbacks of `ad.requestAd`; `adError` also fires when the ad is not filled, with
 * `{ code: 'unfilled', … }` (https://docs.crazygames.com/sdk/html5-v3/video-ads).
 */
export interface CrazyAdCallbacks {
  adStarted?: () => void;
  adFinished?: () => void;
  adError?: (error: { code: string; message?: string }) => void;
}

export interface CrazySdk {
  /** Must be awaited before any other call (https://docs.crazygames.com/sdk/html5-v3/intro, "Manual initialization"). */
  init(): Promise<void>;
  /** `crazygames`, `local` (localhost, fake ads) or `disabled` (other domains; https://docs.crazygames.com/sdk/html5-v3/intro, "Development"). */
  environment: 'crazygames' | 'local' | 'disabled';
  /** The user module (https://docs.crazygames.com/sdk/html5-v3/user/). */
  user: {
    /** False on the partner domains that embed the game ("Check availability"). */
    isUserAccountAvailable: boolean;
    /** The player's country and device ("System info"); `locale` is read only when present. */
    systemInfo: { countryCode: string; locale?: string; device: { type: string } };
    /** The signed-in user, or null for a guest ("Get current user"). */
    getUser(): Promise<CrazyUser | null>;
    /** A JWT for the game's server ("Get user token"). */
    getUserToken(): Promise<string>;
    /** Opens CrazyGames' sign-in prompt; answers the user who signed in ("Auth prompt"). */
    showAuthPrompt(): Promise<CrazyUser | null>;
    /** Called when the player signs in ("Auth listener"). */
    addAuthListener(fn: (user: CrazyUser | null) => void): void;
    removeAuthListener(fn: (user: CrazyUser | null) => void): void;
  };
  /** The ad module (https://docs.crazygames.com/sdk/html5-v3/video-ads). */
  ad: {
    /** Callbacks only, no promise. */
    requestAd(type: 'midgame' | 'rewarded', callbacks: CrazyAdCallbacks): void;
    /** "Adblock detection". */
    hasAdblock(): Promise<boolean>;
  };
  /** The game module (https://docs.crazygames.com/sdk/html5-v3/game). */
  game: {
    /** "Loading start/stop". */
    loadingStart(): void;
    loadingStop(): void;
    /** "Gameplay start/stop". */
    gameplayStart(): void;
    gameplayStop(): void;
    /** A share link to the game carrying `params` ("Invite link"). */
    inviteLink(params: Record<string, string>): string;
    /** "Game Settings" (https://docs.crazygames.com/sdk/game): `muteAudio` asks the game to disable its audio. */
    settings: CrazyGameSettings;
    /** Called with the new settings each time they change ("Game Settings"). */
    addSettingsChangeListener(fn: (settings: CrazyGameSettings) => void): void;
    removeSettingsChangeListener(fn: (settings: CrazyGameSettings) => void): void;
  };
}

/** The game settings object of the game module (https://docs.crazygames.com/sdk/game, "Game Settings"). */
export interface CrazyGameSettings {
  /** The game should disable chat, if it has one. */
  disableChat: boolean;
  /** The game should disable its audio. */
  muteAudio: boolean;
}
