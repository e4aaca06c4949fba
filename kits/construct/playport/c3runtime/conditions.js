const C3 = globalThis.C3;

// Construct tells triggers apart by their function, so each trigger is a function of its own.
C3.Plugins.Playport_SDK.Cnds = {
  IsReady() {
    return this._client !== null;
  },
  OnReady() {
    return true;
  },
  OnInitFailed() {
    return true;
  },
  OnError() {
    return true;
  },
  OnInfo() {
    return true;
  },
  OnAdFinished() {
    return true;
  },
  OnAdSkipped() {
    return true;
  },
  OnAdFailed() {
    return true;
  },
  OnAdAvailabilityChanged() {
    return true;
  },
  IsRewardedAdAvailable() {
    return this._videoAvailable;
  },
  IsInterstitialAvailable() {
    return this._interstitialAvailable;
  },
  OnPurchaseSuccess() {
    return true;
  },
  OnPurchaseCancelled() {
    return true;
  },
  OnPurchaseFailed() {
    return true;
  },
  OnPurchaseRestored() {
    return true;
  },
  OnPurchaseConsumed() {
    return true;
  },
  OnSignedIn() {
    return true;
  },
  OnSignInRefused() {
    return true;
  },
  OnUserChanged() {
    return true;
  },
  OnLanguageChanged() {
    return true;
  },
  OnFocusChanged() {
    return true;
  },
  IsFocused() {
    return this._focused;
  },
  OnPauseChanged() {
    return true;
  },
  IsPaused() {
    return this._paused;
  },
  OnAudioChanged() {
    return true;
  },
  IsMuted() {
    return this._muted;
  },
  OnCallResult() {
    return true;
  },
};
