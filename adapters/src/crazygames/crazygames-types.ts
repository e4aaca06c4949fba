/** The part of the CrazyGames HTML5 SDK v3 (`window.CrazyGames.SDK`) the adapter uses. */
export interface CrazyUser {
  username: string;
  profilePictureUrl: string;
}

export interface CrazyAdCallbacks {
  adStarted?: () => void;
  adFinished?: () => void;
  adError?: (error: { code: string; message?: string }) => void;
}

export interface CrazySdk {
  init(): Promise<void>;
  environment: 'crazygames' | 'local' | 'disabled';
  user: {
    isUserAccountAvailable: boolean;
    systemInfo: { countryCode: string; locale?: string; device: { type: string } };
    getUser(): Promise<CrazyUser | null>;
    getUserToken(): Promise<string>;
    showAuthPrompt(): Promise<CrazyUser | null>;
    addAuthListener(fn: (user: CrazyUser | null) => void): void;
    removeAuthListener(fn: (user: CrazyUser | null) => void): void;
  };
  ad: {
    requestAd(type: 'midgame' | 'rewarded', callbacks: CrazyAdCallbacks): void;
    hasAdblock(): Promise<boolean>;
  };
  game: {
    loadingStart(): void;
    loadingStop(): void;
    gameplayStart(): void;
    gameplayStop(): void;
    inviteLink(params: Record<string, string>): string;
  };
  data?: Record<string, unknown>;
  banner?: Record<string, unknown>;
}
