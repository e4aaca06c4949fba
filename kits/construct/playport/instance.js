const SDK = globalThis.SDK;

SDK.Plugins.Playport_SDK.Instance = class PlayportEditorInstance extends SDK.IInstanceBase {
  constructor(sdkType, inst) {
    super(sdkType, inst);
  }

  Release() {}

  OnCreate() {}

  OnPropertyChanged(id, value) {}

  LoadC2Property(name, valueString) {
    return false;
  }
};
