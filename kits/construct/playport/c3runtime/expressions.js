const C3 = globalThis.C3;

C3.Plugins.Playport_SDK.Exps = {
  Mode() {
    return this._mode;
  },
  Game() {
    return this._info ? this._info.game : '';
  },
  Os() {
    return this._info ? this._info.environment.os : '';
  },
  IsMobile() {
    return this._info && this._info.environment.isMobile ? 1 : 0;
  },
  Language() {
    return this._language;
  },
  Consent() {
    return this._consent;
  },
  UserId() {
    return this._userId;
  },
  TransactionId() {
    return this._transactionId;
  },
  ProductSku() {
    return this._sku;
  },
  AdType() {
    return this._adType;
  },
  AdOutcome() {
    return this._adOutcome;
  },
  AdReason() {
    return this._adReason;
  },
  ErrorCode() {
    return this._error.code;
  },
  ErrorMessage() {
    return this._error.message;
  },
  ErrorField() {
    return this._error.field;
  },
  ErrorMethod() {
    return this._errorMethod;
  },
  LastResultJson() {
    return JSON.stringify(this._lastResult);
  },
};
