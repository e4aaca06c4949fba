using System;
using System.Collections.Generic;

namespace Playport
{
    /// <summary>How the mock's ads end.</summary>
    public enum MockAd { Finished, Skipped, Failed, NoFill }

    /// <summary>How the mock's purchases end.</summary>
    public enum MockPurchase { Paid, Cancelled, Failed, Pending }

    /// <summary>How the mock's sign-in (AuthenticateUser) ends.</summary>
    public enum MockSignIn { Guest, Registered, Refused }

    /// <summary>The scripted outcomes of <see cref="PlayportMock"/>; the editor's Playport window sets them.</summary>
    [Serializable]
    public sealed class MockScenario
    {
        public MockAd Ad = MockAd.Finished;
        public MockPurchase Purchase = MockPurchase.Paid;
        public MockSignIn SignIn = MockSignIn.Registered;
        /// <summary>GetInfo's game name.</summary>
        public string Game = "editor-game";
    }

    /// <summary>
    /// A host in the editor's play mode: answers every protocol method with the scripted outcomes of the
    /// local emulator (ads finished, skipped, failed or no fill; purchases paid, cancelled, failed or
    /// pending; sign-in as a guest, as a registered player, or refused) and pushes the events a host would.
    /// </summary>
    public sealed class PlayportMock : IPlayportTransport
    {
        /// <summary>The scenario the bridge's mock uses in the editor.</summary>
        public static MockScenario Shared = new MockScenario();

        private static readonly string[] ProgressionStatuses = { "start", "complete", "fail" };
        private static readonly string[] Languages = { "en", "de", "es", "fa", "fr", "it", "ja", "ko", "pt-br", "ru", "tr", "zh", "uk", "pl" };

        public readonly MockScenario Scenario;
        /// <summary>Every call received: method name and params JSON (null for none).</summary>
        public readonly List<KeyValuePair<string, string>> Calls = new List<KeyValuePair<string, string>>();

        private readonly HashSet<string> subscribed = new HashSet<string>();
        private bool connected;
        private string language = "en";
        private string hash = "";
        private Dictionary<string, object> fxId;
        private int purchases;
        // Bought and not consumed, as GetPurchases lists them; consumed ids keep their consumedAt.
        private readonly List<Dictionary<string, object>> owned = new List<Dictionary<string, object>>();
        private readonly Dictionary<string, Dictionary<string, object>> consumed = new Dictionary<string, Dictionary<string, object>>();

        public event Action<string, string> EventReceived;

        public PlayportMock(MockScenario scenario = null)
        {
            Scenario = scenario ?? Shared;
        }

        public void Init(PlayportOptions options, Action<string> onReady, Action<PlayportError> onFailed)
        {
            connected = true;
            onReady?.Invoke("host");
            var fill = Scenario.Ad != MockAd.NoFill;
            Push("AdsVideoAvailable", Obj("available", fill));
            Push("AdsInterstitialAvailable", Obj("available", fill));
            Push("LanguageChanged", Obj("language", language));
        }

        public void Subscribe(string eventName) => subscribed.Add(eventName);

        public void Destroy() => connected = false;

        public void Call(string method, string paramsJson, Action<string> onResult, Action<PlayportError> onError)
        {
            Calls.Add(new KeyValuePair<string, string>(method, paramsJson));
            if (!connected)
            {
                onError?.Invoke(new PlayportError(ErrorCodes.NotConnected, "Call Init() and wait for Ready first"));
                return;
            }
            Dictionary<string, object> p;
            try
            {
                p = paramsJson == null ? new Dictionary<string, object>() : Json.Parse(paramsJson) as Dictionary<string, object>;
            }
            catch (FormatException e)
            {
                onError?.Invoke(new PlayportError(ErrorCodes.InvalidParams, "The params are not valid JSON: " + e.Message));
                return;
            }
            if (p == null)
            {
                onError?.Invoke(new PlayportError(ErrorCodes.InvalidParams, "The params must be an object"));
                return;
            }
            PlayportError error = null;
            var result = Answer(method, p, ref error);
            if (error != null) onError?.Invoke(error);
            else onResult?.Invoke(Json.Write(result));
        }

        private object Answer(string method, Dictionary<string, object> p, ref PlayportError error)
        {
            switch (method)
            {
                case "GetInfo":
                    return Obj(
                        "game", Scenario.Game,
                        "sdk", Obj("version", Obj("major", Protocol.Major, "minor", Protocol.Minor), "buildNumber", 0),
                        "environment", Obj("os", "editor", "isMobile", false, "safeArea", Obj("left", 0, "right", 0, "top", 0, "bottom", 0)),
                        "fxId", fxId,
                        "social", null);
                case "SocialSettings": return Obj("ui", Obj("disabled", false));
                case "BuyProduct": return Buy(p, ref error);
                case "DefaultStoreFront": return Obj("currency", "USD", "products", new List<object>());
                case "OpenModal": return Obj("opened", true);
                case "ChangeLanguage":
                {
                    var wanted = Text(p, "language");
                    language = Array.IndexOf(Languages, wanted) >= 0 ? wanted : "en";
                    Push("LanguageChanged", Obj("language", language));
                    return Obj("language", language);
                }
                case "AuthenticateUser": return SignIn();
                case "PushRegister": return Obj("registered", false);
                case "GetUrlHash": return Obj("hash", hash);
                case "SetUrlHash":
                    hash = Text(p, "hash") ?? "";
                    return Obj("hash", hash);
                case "ShowLinkShareModal": return Obj("shown", true);
                case "SetStatus": return Obj("sent", false);
                case "AdsVideoReady":
                case "AdsInterstitialReady":
                    return Obj("ready", Scenario.Ad != MockAd.NoFill);
                case "AdsShowVideo": return ShowAd("video");
                case "AdsShowInterstitial": return ShowAd("interstitial");
                case "AdsShowStickyBanner": return Obj("shown", true);
                case "AdsHideStickyBanner": return Obj("shown", false);
                case "StatInitialize": return Obj("initialized", true);
                case "StatEvent":
                    if (string.IsNullOrEmpty(Text(p, "name"))) return Invalid("name", ref error);
                    return Obj("queued", true);
                case "GetFriends": return Obj("friends", new List<object>());
                case "InviteFriends": return Obj("invited", true);
                case "JoinCommunity": return Obj("joined", true);
                case "AddToFavorites": return Obj("added", true);
                case "GoogleTagManagerPushToDataLayer": return Obj("pushed", true);
                case "SendVkBridge":
                    error = new PlayportError(ErrorCodes.NotSupported, "VK Bridge is not supported on this platform");
                    return null;
                case "SendCrazyGamesSdk":
                    error = new PlayportError(ErrorCodes.NotSupported, "The CrazyGames SDK is not supported on this platform");
                    return null;
                case "WordsFilter": return Obj("text", Text(p, "text") ?? "", "filtered", false);
                case "ConsentManagerStatus": return Obj("status", "unknown");
                case "LoadingReady":
                case "GameStarted":
                case "GameStopped":
                    return Obj("acknowledged", true);
                case "CanReview": return Obj("canReview", true);
                case "RequestReview": return Obj("feedbackSent", true);
                case "ReviewInfo": return Obj("available", true, "reviewed", false);
                case "GetAccountDocuments": return Obj("documents", new List<object>(), "accepted", new List<object>());
                case "AcceptAccountDocument": return Obj("accepted", true);
                case "GetGameDocuments": return Obj("documents", new List<object>());
                case "SendInGameEvent": return Obj("sent", true, "matchedRules", new List<object>());
                case "CreateSupportRequest":
                    if (string.IsNullOrEmpty(Text(p, "message"))) return Invalid("message", ref error);
                    return Obj("sent", true);
                case "GetPurchases": return Obj("purchases", new List<object>(owned));
                case "ConsumePurchase": return Consume(p, ref error);
                case "LoadingProgress":
                    if (!(p.TryGetValue("percent", out var percent) && percent is double d && d >= 0 && d <= 100))
                        return Invalid("percent", "percent: a number from 0 to 100 is required", ref error);
                    return Obj("acknowledged", true);
                case "ProgressionEvent":
                    if (Array.IndexOf(ProgressionStatuses, Text(p, "status")) < 0)
                        return Invalid("status", "status: start, complete or fail is required", ref error);
                    var level = Text(p, "level");
                    if (string.IsNullOrEmpty(level) || level.Length > 64)
                        return Invalid("level", "level: a string of 1 to 64 characters is required", ref error);
                    if (p.TryGetValue("score", out var score) && !(score is double))
                        return Invalid("score", "score: a number is required", ref error);
                    return Obj("queued", true);
                default:
                    error = new PlayportError(ErrorCodes.UnknownMethod, "Unknown method for channel");
                    return null;
            }
        }

        private object Buy(Dictionary<string, object> p, ref PlayportError error)
        {
            var sku = Text(p, "sku");
            if (string.IsNullOrEmpty(sku)) return Invalid("sku", ref error);
            switch (Scenario.Purchase)
            {
                case MockPurchase.Cancelled:
                    error = new PlayportError(ErrorCodes.UserCancelled, "The player cancelled the purchase");
                    return null;
                case MockPurchase.Failed:
                    error = new PlayportError(ErrorCodes.Unknown, "The purchase failed");
                    return null;
                default:
                    purchases++;
                    var id = (Scenario.Purchase == MockPurchase.Pending ? "mock-pending-" : "mock-paid-") + purchases;
                    owned.Add(Obj(
                        "transactionId", id, "sku", sku, "platform", "Mock", "platformTransactionId", null,
                        "developerPayload", Text(p, "developerPayload"), "purchasedAt", "2026-01-01T00:00:00.000Z"));
                    return Obj("transactionId", id, "stats", Obj("currency", "USD", "currencyAmount", 1, "usdAmount", 1));
            }
        }

        private object Consume(Dictionary<string, object> p, ref PlayportError error)
        {
            var id = Text(p, "transactionId");
            if (string.IsNullOrEmpty(id)) return Invalid("transactionId", ref error);
            if (consumed.TryGetValue(id, out var again)) return again;
            var at = owned.FindIndex(x => (string)x["transactionId"] == id);
            if (at < 0)
            {
                error = new PlayportError(ErrorCodes.Unknown, "Unknown purchase");
                return null;
            }
            var done = Obj("transactionId", id, "sku", owned[at]["sku"], "consumedAt", "2026-01-01T00:01:00.000Z");
            owned.RemoveAt(at);
            consumed[id] = done;
            return done;
        }

        private object SignIn()
        {
            if (Scenario.SignIn == MockSignIn.Refused) return Obj("authenticated", false, "userId", null);
            var guest = Scenario.SignIn == MockSignIn.Guest;
            var userId = guest ? "mock-guest" : "mock-player";
            fxId = Obj(
                "userId", userId, "marketingEnabled", false, "locale", language, "geoCountry", null, "token", "mock-token",
                "gameToken", "mock-game-token", "gameUid", userId, "guest", guest, "hasEmail", !guest, "emailValidated", !guest,
                "hasCompletedOrder", purchases > 0);
            Push("UserInfoChanged", Obj("fxId", fxId, "social", null));
            return Obj("authenticated", true, "userId", userId);
        }

        private object ShowAd(string type)
        {
            switch (Scenario.Ad)
            {
                case MockAd.Finished:
                    Push("AdsFinished", Obj("type", type));
                    return Obj("outcome", "finished");
                case MockAd.Skipped:
                    Push("AdsSkipped", Obj("type", type));
                    return Obj("outcome", "skipped");
                default:
                    Push("AdsFailed", Obj("type", type, "reason", "Unknown"));
                    return Obj("outcome", "failed", "reason", "Unknown");
            }
        }

        private static object Invalid(string field, ref PlayportError error) =>
            Invalid(field, field + ": a non-empty string is required", ref error);

        private static object Invalid(string field, string message, ref PlayportError error)
        {
            error = new PlayportError(ErrorCodes.InvalidParams, message, field);
            return null;
        }

        private void Push(string name, object payload)
        {
            if (subscribed.Contains(name)) EventReceived?.Invoke(name, Json.Write(payload));
        }

        private static string Text(Dictionary<string, object> p, string key) => p.TryGetValue(key, out var v) ? v as string : null;

        private static Dictionary<string, object> Obj(params object[] pairs)
        {
            var o = new Dictionary<string, object>();
            for (var i = 0; i < pairs.Length; i += 2) o[(string)pairs[i]] = pairs[i + 1];
            return o;
        }
    }
}
