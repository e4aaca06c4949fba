const SDK = globalThis.SDK;

SDK.Plugins.Playport_SDK.Type = class PlayportType extends SDK.ITypeBase {
  constructor(sdkPlugin, iObjectType) {
    super(sdkPlugin, iObjectType);
  }
};
