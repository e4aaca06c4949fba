// Editor side of the Playport plugin (Construct Addon SDK v2): a single global object.
const SDK = globalThis.SDK;

const PLUGIN_ID = 'Playport_SDK';
const PLUGIN_CATEGORY = 'platform-specific';

const PLUGIN_CLASS = (SDK.Plugins.Playport_SDK = class PlayportPlugin extends SDK.IPluginBase {
  constructor() {
    super(PLUGIN_ID);
    SDK.Lang.PushContext('plugins.' + PLUGIN_ID.toLowerCase());
    this._info.SetName(globalThis.lang('.name'));
    this._info.SetDescription(globalThis.lang('.description'));
    this._info.SetCategory(PLUGIN_CATEGORY);
    this._info.SetAuthor('Playport');
    this._info.SetHelpUrl(globalThis.lang('.help-url'));
    this._info.SetIsSingleGlobal(true);
    this._info.SetRuntimeModuleMainScript('c3runtime/main.js');
    SDK.Lang.PushContext('.properties');
    this._info.SetProperties([new SDK.PluginProperty('text', 'sdk-url', 'playport.js')]);
    SDK.Lang.PopContext();
    SDK.Lang.PopContext();
  }
});

PLUGIN_CLASS.Register(PLUGIN_ID, PLUGIN_CLASS);
