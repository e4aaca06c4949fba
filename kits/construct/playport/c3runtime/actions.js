const C3 = globalThis.C3;

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
};
