const C3 = globalThis.C3;

const trigger = () => true;

C3.Plugins.Playport_SDK.Cnds =
{
	IsReady()
	{
		return this._client !== null;
	},
	OnReady: trigger,
	OnInitFailed: trigger,
	OnError: trigger,
	OnInfo: trigger,
	OnAdFinished: trigger,
	OnAdSkipped: trigger,
	OnAdFailed: trigger,
	OnAdAvailabilityChanged: trigger,
	IsRewardedAdAvailable()
	{
		return this._videoAvailable;
	},
	IsInterstitialAvailable()
	{
		return this._interstitialAvailable;
	},
	OnPurchaseSuccess: trigger,
	OnPurchaseCancelled: trigger,
	OnPurchaseFailed: trigger,
	OnSignedIn: trigger,
	OnSignInRefused: trigger,
	OnUserChanged: trigger,
	OnLanguageChanged: trigger,
	OnFocusChanged: trigger,
	IsFocused()
	{
		return this._focused;
	},
	OnCallResult: trigger
};
