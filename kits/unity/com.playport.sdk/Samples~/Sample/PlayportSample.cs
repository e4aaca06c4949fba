// Add this script to any GameObject of an empty scene: it connects, then draws buttons for a rewarded
// ad, a purchase and a sign-in, and shows each answer. In the editor the answers come from the mock
// (Window > Playport > Mock Outcomes); in a WebGL build made with the Playport template, from the host.
using Playport;
using UnityEngine;

public sealed class PlayportSample : MonoBehaviour
{
    private PlayportClient playport;
    private string status = "Connecting…";
    private string lastEvent = "";

    private async void Start()
    {
        playport = PlayportBridge.Create();
        playport.AdsFinished += e => lastEvent = "AdsFinished (" + e.Type + ")";
        playport.AdsFailed += e => lastEvent = "AdsFailed (" + e.Reason + ")";
        playport.LanguageChanged += e => lastEvent = "Language: " + e.Language;
        playport.UserInfoChanged += e => lastEvent = e.FxId == null ? "Signed out" : "Signed in: " + e.FxId.UserId;
        try
        {
            var mode = await playport.InitAsync();
            var info = await playport.GetInfoAsync();
            await playport.LoadingReadyAsync();
            status = "Connected (" + mode + ") to " + info.Game;
        }
        catch (PlayportException e)
        {
            status = "Init failed: " + e.Error;
        }
    }

    private async void ShowRewardedAd()
    {
        try
        {
            var shown = await playport.AdsShowVideoAsync();
            status = shown.Outcome == AdOutcome.Finished ? "Reward granted" : "No reward: " + shown.Outcome + " " + shown.Reason;
        }
        catch (PlayportException e)
        {
            status = "Ad error: " + e.Error;
        }
    }

    private async void Buy()
    {
        try
        {
            var purchase = await playport.BuyProductAsync(new BuyProductParams { Sku = "gems_100", ProductNameHint = "100 gems" });
            status = "Bought: " + purchase.TransactionId + " (" + purchase.Stats.CurrencyAmount + " " + purchase.Stats.Currency + ")";
        }
        catch (PlayportException e) when (e.Code == ErrorCodes.UserCancelled)
        {
            status = "Purchase cancelled";
        }
        catch (PlayportException e)
        {
            status = "Purchase failed: " + e.Error;
        }
    }

    private void SignIn()
    {
        playport.AuthenticateUser(
            r => status = r.Authenticated ? "Signed in as " + r.UserId : "Sign-in refused",
            e => status = "Sign-in error: " + e);
    }

    private void OnGUI()
    {
        GUILayout.BeginArea(new Rect(10, 10, 420, 300));
        GUILayout.Label(status);
        GUILayout.Label(lastEvent);
        if (playport != null && playport.Mode != null)
        {
            if (GUILayout.Button("Rewarded ad")) ShowRewardedAd();
            if (GUILayout.Button("Buy 100 gems")) Buy();
            if (GUILayout.Button("Sign in")) SignIn();
        }
        GUILayout.EndArea();
    }
}
