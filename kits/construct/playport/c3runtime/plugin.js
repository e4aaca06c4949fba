const C3 = globalThis.C3;

C3.Plugins.Playport_SDK = class PlayportPlugin extends globalThis.ISDKPluginBase {
  constructor() {
    super();
  }
};
