const C3 = globalThis.C3;

// The Status combo's items, in order (aces.json): Construct passes the chosen item's index.
const LEVEL_STATUSES = ['start', 'complete', 'fail'];

C3.Plugins.Playport_SDK.Acts = {
  Init() {
    return this._init();
  },

  GetInfo() {
    return this._getInfo();
  },

  ShowRewardedAd() {
    return this._showAd('AdsShowVideo', 'video');
  },

  ShowInterstitial() {
    return this._showAd('AdsShowInterstitial', 'interstitial');
  },

  BuyProduct(sku) {
    return this._buy(sku);
  },

  RestorePurchases() {
    return this._restorePurchases();
  },

  ConsumePurchase(transactionId) {
    return this._consumePurchase(transactionId);
  },

  SignIn() {
    return this._signIn();
  },

  LoadingProgress(percent) {
    return this._call('LoadingProgress', { percent });
  },

  LoadingReady() {
    return this._call('LoadingReady');
  },

  GameStarted() {
    return this._call('GameStarted');
  },

  GameStopped() {
    return this._call('GameStopped');
  },

  ChangeLanguage(language) {
    return this._call('ChangeLanguage', { language });
  },

  CallMethod(method, paramsJson) {
    return this._callMethod(method, paramsJson);
  },

  LevelEvent(status, level) {
    return this._call('ProgressionEvent', { status: LEVEL_STATUSES[status], level });
  },

  LevelEventWithScore(status, level, score) {
    return this._call('ProgressionEvent', { status: LEVEL_STATUSES[status], level, score });
  },
};
