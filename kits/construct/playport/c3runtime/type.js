const C3 = globalThis.C3;

C3.Plugins.Playport_SDK.Type = class PlayportType extends globalThis.ISDKObjectTypeBase {
  constructor() {
    super();
  }

  _onCreate() {}
};
