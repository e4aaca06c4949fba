// The runtime side of the Playport plugin: one Playport client for the project. It needs the page's
// DOM (playport.js talks to the parent frame), so the addon does not support worker mode.
const C3 = globalThis.C3;

const EVENTS = [
  'AdsVideoAvailable',
  'AdsInterstitialAvailable',
  'FocusChanged',
  'LanguageChanged',
  'UserInfoChanged',
  'ConsentStatus',
  'PauseStateChanged',
  'AudioStateChanged',
];

function coded(err) {
  return {
    code: (err && err.code) || 'Unknown',
    message: (err && err.message) || String(err),
    field: (err && err.field) || '',
  };
}

C3.Plugins.Playport_SDK.Instance = class PlayportInstance extends globalThis.ISDKInstanceBase {
  constructor() {
    super();
    const properties = this._getInitProperties();
    this._sdkUrl = (properties && properties[0]) || 'playport.js';
    this._client = null;
    this._unsubscribe = [];
    this._mode = '';
    this._info = null;
    this._language = '';
    this._focused = true;
    this._paused = false;
    this._muted = false;
    this._consent = 'unknown';
    this._videoAvailable = false;
    this._interstitialAvailable = false;
    this._userId = '';
    this._transactionId = '';
    this._sku = '';
    this._adType = '';
    this._adOutcome = '';
    this._adReason = '';
    this._error = { code: '', message: '', field: '' };
    this._errorMethod = '';
    this._lastResult = null;
  }

  _release() {
    for (const off of this._unsubscribe) off();
    this._unsubscribe = [];
    if (this._client) this._client.destroy();
    this._client = null;
    super._release();
  }

  _loadSdk() {
    if (globalThis.Playport) return Promise.resolve(globalThis.Playport);
    return new Promise((resolve, reject) => {
      const script = document.createElement('script');
      script.src = this._sdkUrl;
      script.onload = () =>
        globalThis.Playport
          ? resolve(globalThis.Playport)
          : reject({ code: 'NotSupported', message: this._sdkUrl + ' did not define Playport' });
      script.onerror = () => reject({ code: 'NotSupported', message: 'Could not load ' + this._sdkUrl });
      document.head.append(script);
    });
  }

  async _init() {
    const Cnds = C3.Plugins.Playport_SDK.Cnds;
    if (this._client) return;
    try {
      const Playport = await this._loadSdk();
      const client = await Playport.init();
      this._client = client;
      this._mode = client.mode;
      this._trigger(Cnds.OnReady);
      // State events replay their last payload on subscribing: they follow On ready.
      for (const name of EVENTS) this._unsubscribe.push(client.on(name, (payload) => this._onEvent(name, payload)));
    } catch (err) {
      this._fail('Init', err);
      this._trigger(Cnds.OnInitFailed);
    }
  }

  _onEvent(name, payload) {
    const Cnds = C3.Plugins.Playport_SDK.Cnds;
    switch (name) {
      case 'AdsVideoAvailable':
        this._videoAvailable = payload.available;
        this._trigger(Cnds.OnAdAvailabilityChanged);
        break;
      case 'AdsInterstitialAvailable':
        this._interstitialAvailable = payload.available;
        this._trigger(Cnds.OnAdAvailabilityChanged);
        break;
      case 'FocusChanged':
        this._focused = payload.focused;
        this._trigger(Cnds.OnFocusChanged);
        break;
      case 'PauseStateChanged':
        this._paused = payload.paused;
        this._trigger(Cnds.OnPauseChanged);
        break;
      case 'AudioStateChanged':
        this._muted = payload.muted;
        this._trigger(Cnds.OnAudioChanged);
        break;
      case 'LanguageChanged':
        this._language = payload.language;
        this._trigger(Cnds.OnLanguageChanged);
        break;
      case 'UserInfoChanged':
        this._userId = (payload.fxId && payload.fxId.userId) || (payload.social && payload.social.userId) || '';
        this._trigger(Cnds.OnUserChanged);
        break;
      case 'ConsentStatus':
        this._consent = payload.status;
        break;
    }
  }

  _fail(method, err) {
    this._error = coded(err);
    this._errorMethod = method;
    this._trigger(C3.Plugins.Playport_SDK.Cnds.OnError);
  }

  /** Calls a method; resolves with { ok: true, result } or { ok: false, error } (after On error). */
  async _call(method, params) {
    if (!this._client) {
      const error = { code: 'NotConnected', message: 'Run the Init action and wait for On ready first', field: '' };
      this._fail(method, error);
      return { ok: false, error };
    }
    try {
      const result = await this._client.call(method, params);
      this._lastResult = result === undefined ? null : result;
      return { ok: true, result };
    } catch (err) {
      this._fail(method, err);
      return { ok: false, error: coded(err) };
    }
  }

  async _getInfo() {
    const answer = await this._call('GetInfo');
    if (!answer.ok) return;
    this._info = answer.result;
    const fxId = answer.result.fxId;
    const social = answer.result.social;
    this._userId = (fxId && fxId.userId) || (social && social.userId) || this._userId;
    this._trigger(C3.Plugins.Playport_SDK.Cnds.OnInfo);
  }

  async _showAd(method, type) {
    const Cnds = C3.Plugins.Playport_SDK.Cnds;
    this._adType = type;
    const answer = await this._call(method);
    this._adOutcome = answer.ok ? answer.result.outcome : 'failed';
    this._adReason = answer.ok ? answer.result.reason || '' : answer.error.code;
    if (this._adOutcome === 'finished') this._trigger(Cnds.OnAdFinished);
    else if (this._adOutcome === 'skipped') this._trigger(Cnds.OnAdSkipped);
    else this._trigger(Cnds.OnAdFailed);
  }

  async _buy(sku) {
    const Cnds = C3.Plugins.Playport_SDK.Cnds;
    this._sku = sku;
    this._transactionId = '';
    const answer = await this._call('BuyProduct', { sku });
    if (answer.ok) {
      this._transactionId = answer.result.transactionId;
      this._trigger(Cnds.OnPurchaseSuccess);
    } else if (answer.error.code === 'UserCancelled') this._trigger(Cnds.OnPurchaseCancelled);
    else this._trigger(Cnds.OnPurchaseFailed);
  }

  /** GetPurchases: one On purchase restored per purchase, with TransactionId and ProductSku set to it. */
  async _restorePurchases() {
    const answer = await this._call('GetPurchases');
    if (!answer.ok) return;
    for (const purchase of answer.result.purchases) {
      this._transactionId = purchase.transactionId;
      this._sku = purchase.sku;
      this._trigger(C3.Plugins.Playport_SDK.Cnds.OnPurchaseRestored);
    }
  }

  async _consumePurchase(transactionId) {
    const answer = await this._call('ConsumePurchase', { transactionId });
    if (!answer.ok) return;
    this._transactionId = answer.result.transactionId;
    this._sku = answer.result.sku;
    this._trigger(C3.Plugins.Playport_SDK.Cnds.OnPurchaseConsumed);
  }

  async _signIn() {
    const Cnds = C3.Plugins.Playport_SDK.Cnds;
    const answer = await this._call('AuthenticateUser');
    if (answer.ok && answer.result.authenticated) {
      this._userId = answer.result.userId || this._userId;
      this._trigger(Cnds.OnSignedIn);
    } else this._trigger(Cnds.OnSignInRefused);
  }

  async _callMethod(method, paramsJson) {
    let params;
    try {
      params = paramsJson ? JSON.parse(paramsJson) : undefined;
    } catch (e) {
      this._fail(method, { code: 'InvalidParams', message: 'The params are not valid JSON: ' + e.message });
      return;
    }
    const answer = await this._call(method, params);
    if (answer.ok) this._trigger(C3.Plugins.Playport_SDK.Cnds.OnCallResult);
  }

  _saveToJson() {
    return {};
  }

  _loadFromJson(o) {}
};
