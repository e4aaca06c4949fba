// Runs the kit's C# (compiled with the Unity stubs) under Mono: the typed client against the editor
// mock's scripted outcomes, the params it writes, malformed results, and the WebGL bridge's envelopes.
using System;
using System.Collections.Generic;
using System.Threading.Tasks;
using Playport;

public static class KitTests
{
    private static int passed;
    private static int failed;

    private static void Check(string name, Action test)
    {
        try
        {
            test();
            passed++;
            Console.WriteLine("  ok  " + name);
        }
        catch (Exception e)
        {
            failed++;
            Console.WriteLine("  FAIL " + name + ": " + (e is AggregateException a ? a.InnerException : e).Message);
        }
    }

    private static void Eq<T>(T expected, T actual, string what)
    {
        if (!EqualityComparer<T>.Default.Equals(expected, actual)) throw new Exception($"{what}: expected <{expected}>, got <{actual}>");
    }

    private static T Await<T>(Task<T> task)
    {
        if (!task.IsCompleted) throw new Exception("the task did not complete");
        return task.Result;
    }

    private static PlayportError Fault<T>(Task<T> task)
    {
        if (!task.IsFaulted) throw new Exception("expected a fault, the task " + task.Status);
        return ((PlayportException)task.Exception.InnerException).Error;
    }

    private sealed class Env
    {
        public PlayportClient Client;
        public PlayportMock Mock;
        public List<string> Events;
    }

    private static Env Connected(MockScenario scenario)
    {
        var mock = new PlayportMock(scenario);
        var client = new PlayportClient(mock);
        var events = new List<string>();
        client.AdsFinished += e => events.Add("AdsFinished " + e.Type);
        client.AdsSkipped += e => events.Add("AdsSkipped " + e.Type);
        client.AdsFailed += e => events.Add("AdsFailed " + e.Type + " " + e.Reason);
        client.AdsVideoAvailable += e => events.Add("AdsVideoAvailable " + e.Available);
        client.UserInfoChanged += e => events.Add("UserInfoChanged " + e.FxId.UserId + " guest=" + e.FxId.Guest);
        client.LanguageChanged += e => events.Add("LanguageChanged " + e.Language);
        Eq("host", Await(client.InitAsync()), "mode");
        return new Env { Client = client, Mock = mock, Events = events };
    }

    public static int Main()
    {
        Console.WriteLine("Unity kit (mock, client, bridge envelopes)");

        Check("a call before Init fails with NotConnected", () =>
        {
            var client = new PlayportClient(new PlayportMock(new MockScenario()));
            var error = Fault(client.GetInfoAsync());
            Eq(ErrorCodes.NotConnected, error.Code, "code");
            Eq("Call Init() and wait for Ready first", error.Message, "message");
        });

        Check("Init announces ad availability and the language", () =>
        {
            var env = Connected(new MockScenario());
            var client = env.Client;
            var mock = env.Mock;
            var events = env.Events;
            Eq("AdsVideoAvailable True|LanguageChanged en", string.Join("|", events), "events");
            Eq("host", client.Mode, "Mode");
        });

        Check("GetInfo is typed: game, protocol version, no portal account yet", () =>
        {
            var env = Connected(new MockScenario { Game = "tetris" });
            var client = env.Client;
            var mock = env.Mock;
            var events = env.Events;
            var info = Await(client.GetInfoAsync());
            Eq("tetris", info.Game, "game");
            Eq(1.0, info.Sdk.Version.Major, "major");
            Eq(5.0, info.Sdk.Version.Minor, "minor");
            Eq(null, info.FxId, "fxId");
            Eq("editor", info.Environment.Os, "os");
        });

        var ads = new[]
        {
            new AdCase { ad = MockAd.Finished, outcome = AdOutcome.Finished, reason = null, ready = true, ev = "AdsFinished Video" },
            new AdCase { ad = MockAd.Skipped, outcome = AdOutcome.Skipped, reason = null, ready = true, ev = "AdsSkipped Video" },
            new AdCase { ad = MockAd.Failed, outcome = AdOutcome.Failed, reason = AdErrorReason.Unknown, ready = true, ev = "AdsFailed Video Unknown" },
            new AdCase { ad = MockAd.NoFill, outcome = AdOutcome.Failed, reason = AdErrorReason.Unknown, ready = false, ev = "AdsFailed Video Unknown" },
        };
        foreach (var x in ads)
        {
            Check($"ad {x.ad}: ready {x.ready}, outcome {x.outcome}, event {x.ev}", () =>
            {
                var env = Connected(new MockScenario { Ad = x.ad });
                var client = env.Client;
                var mock = env.Mock;
                var events = env.Events;
                Eq(x.ready, Await(client.AdsVideoReadyAsync()).Ready, "ready");
                events.Clear();
                var shown = Await(client.AdsShowVideoAsync());
                Eq(x.outcome, shown.Outcome, "outcome");
                Eq(x.reason, shown.Reason, "reason");
                Eq(x.ev, string.Join("|", events), "events");
            });
        }

        Check("purchase Paid resolves with the transaction and its stats", () =>
        {
            var env = Connected(new MockScenario { Purchase = MockPurchase.Paid });
            var client = env.Client;
            var mock = env.Mock;
            var events = env.Events;
            var r = Await(client.BuyProductAsync(new BuyProductParams { Sku = "gems_100" }));
            Eq("mock-paid-1", r.TransactionId, "transactionId");
            Eq("USD", r.Stats.Currency, "currency");
            Eq(1.0, r.Stats.UsdAmount, "usdAmount");
        });

        Check("purchase Pending resolves like a payment (pending counts as success)", () =>
        {
            var env = Connected(new MockScenario { Purchase = MockPurchase.Pending });
            var client = env.Client;
            var mock = env.Mock;
            var events = env.Events;
            Eq("mock-pending-1", Await(client.BuyProductAsync(new BuyProductParams { Sku = "gems_100" })).TransactionId, "transactionId");
        });

        Check("purchase Cancelled faults with UserCancelled", () =>
        {
            var env = Connected(new MockScenario { Purchase = MockPurchase.Cancelled });
            var client = env.Client;
            var mock = env.Mock;
            var events = env.Events;
            var e = Fault(client.BuyProductAsync(new BuyProductParams { Sku = "gems_100" }));
            Eq("UserCancelled: The player cancelled the purchase", e.ToString(), "error");
        });

        Check("purchase Failed reaches the callback API as Unknown", () =>
        {
            var env = Connected(new MockScenario { Purchase = MockPurchase.Failed });
            var client = env.Client;
            var mock = env.Mock;
            var events = env.Events;
            PlayportError got = null;
            client.BuyProduct(new BuyProductParams { Sku = "gems_100" }, r => throw new Exception("no result expected"), e => got = e);
            Eq("Unknown: The purchase failed", got?.ToString(), "error");
        });

        Check("a bought product is listed by GetPurchases until consumed, and consumed once", () =>
        {
            var env = Connected(new MockScenario());
            var client = env.Client;
            Await(client.BuyProductAsync(new BuyProductParams { Sku = "gems_100", DeveloperPayload = "level-7" }));
            var listed = Await(client.GetPurchasesAsync()).Purchases;
            Eq(1, listed.Count, "listed");
            Eq("mock-paid-1", listed[0].TransactionId, "transactionId");
            Eq("level-7", listed[0].DeveloperPayload, "developerPayload");
            var first = Await(client.ConsumePurchaseAsync(new ConsumePurchaseParams { TransactionId = "mock-paid-1" }));
            var again = Await(client.ConsumePurchaseAsync(new ConsumePurchaseParams { TransactionId = "mock-paid-1" }));
            Eq(first.ConsumedAt, again.ConsumedAt, "consumedAt");
            Eq(0, Await(client.GetPurchasesAsync()).Purchases.Count, "after consume");
            var e = Fault(client.ConsumePurchaseAsync(new ConsumePurchaseParams { TransactionId = "mock-paid-9" }));
            Eq("Unknown: Unknown purchase", e.ToString(), "unknown id");
        });

        Check("a purchase without a sku is InvalidParams naming the field", () =>
        {
            var env = Connected(new MockScenario());
            var client = env.Client;
            var mock = env.Mock;
            var events = env.Events;
            var e = Fault(client.BuyProductAsync(new BuyProductParams()));
            Eq("InvalidParams (sku): sku: a non-empty string is required", e.ToString(), "error");
        });

        var signIns = new[]
        {
            new SignInCase { s = MockSignIn.Guest, authenticated = true, userId = "mock-guest", ev = "UserInfoChanged mock-guest guest=True" },
            new SignInCase { s = MockSignIn.Registered, authenticated = true, userId = "mock-player", ev = "UserInfoChanged mock-player guest=False" },
            new SignInCase { s = MockSignIn.Refused, authenticated = false, userId = null, ev = "" },
        };
        foreach (var x in signIns)
        {
            Check($"sign-in {x.s}: authenticated {x.authenticated}, user {x.userId ?? "null"}", () =>
            {
                var env = Connected(new MockScenario { SignIn = x.s });
                var client = env.Client;
                var mock = env.Mock;
                var events = env.Events;
                events.Clear();
                var r = Await(client.AuthenticateUserAsync());
                Eq(x.authenticated, r.Authenticated, "authenticated");
                Eq(x.userId, r.UserId, "userId");
                Eq(x.ev, string.Join("|", events), "events");
                Eq(x.userId, Await(client.GetInfoAsync()).FxId?.UserId, "GetInfo fxId.userId");
            });
        }

        Check("params are written with the protocol's names, enum spellings, and unset fields left out", () =>
        {
            var env = Connected(new MockScenario());
            var client = env.Client;
            var mock = env.Mock;
            var events = env.Events;
            Await(client.StatEventAsync(new StatEventParams
            {
                Name = "level", Type = TutorialStatType.TutorialStep, Value = 3, Data = new Dictionary<string, object> { { "k", "v\"q" } },
            }));
            Await(client.StatEventAsync(new StatEventParams { Name = "bare" }));
            Await(client.SetStatusAsync(new SetStatusParams { Status = "hi", Priority = 7 }));
            Await(client.StatInitializeAsync());
            var sent = mock.Calls.FindAll(c => c.Key != "GetInfo").ConvertAll(c => c.Key + " " + (c.Value ?? "null"));
            Eq("StatEvent {\"name\":\"level\",\"type\":\"TutorialStep\",\"value\":3,\"data\":{\"k\":\"v\\\"q\"}}|StatEvent {\"name\":\"bare\"}|SetStatus {\"status\":\"hi\",\"priority\":7}|StatInitialize null",
                string.Join("|", sent), "sent");
        });

        Check("ChangeLanguage falls back to en for an unknown language and announces it", () =>
        {
            var env = Connected(new MockScenario());
            var client = env.Client;
            var mock = env.Mock;
            var events = env.Events;
            events.Clear();
            Eq("de", Await(client.ChangeLanguageAsync(new ChangeLanguageParams { Language = "de" })).Language, "de");
            Eq("en", Await(client.ChangeLanguageAsync(new ChangeLanguageParams { Language = "xx" })).Language, "xx");
            Eq("LanguageChanged de|LanguageChanged en", string.Join("|", events), "events");
        });

        Check("SendVkBridge is NotSupported in the mock, as on a platform without VK", () =>
        {
            var env = Connected(new MockScenario());
            var client = env.Client;
            var mock = env.Mock;
            var events = env.Events;
            var e = Fault(client.SendVkBridgeAsync(new SendVkBridgeParams { Method = "VKWebAppInit" }));
            Eq("NotSupported: VK Bridge is not supported on this platform", e.ToString(), "error");
        });

        Check("LoadingProgress and ProgressionEvent answer in the mock, and refuse bad params with the field", () =>
        {
            var client = Connected(new MockScenario()).Client;
            Eq(true, Await(client.LoadingProgressAsync(new LoadingProgressParams { Percent = 40 })).Acknowledged, "progress");
            var tooFar = Fault(client.LoadingProgressAsync(new LoadingProgressParams { Percent = 140 }));
            Eq("InvalidParams (percent): percent: a number from 0 to 100 is required", tooFar.ToString(), "percent error");
            var done = Await(client.ProgressionEventAsync(new ProgressionEventParams { Status = ProgressionStatus.Complete, Level = "w1-3", Score = 1200 }));
            Eq(true, done.Queued, "queued");
            var noLevel = Fault(client.ProgressionEventAsync(new ProgressionEventParams { Status = ProgressionStatus.Fail, Level = "" }));
            Eq("InvalidParams (level): level: a string of 1 to 64 characters is required", noLevel.ToString(), "level error");
        });

        Check("a result without the protocol's shape is a coded Unknown error, not an exception", () =>
        {
            var transport = new FixedTransport("{\"outcome\":\"exploded\"}");
            var client = new PlayportClient(transport);
            var e = Fault(client.AdsShowVideoAsync());
            Eq("Unknown: AdsShowVideo: the host's result does not have the protocol's shape (Not a AdOutcome: exploded)", e.ToString(), "error");
        });

        Check("a malformed event payload raises MalformedMessage", () =>
        {
            var transport = new FixedTransport("{}");
            var client = new PlayportClient(transport);
            PlayportError got = null;
            client.MalformedMessage += e => got = e;
            var fired = false;
            client.FocusChanged += e => fired = true;
            transport.Push("FocusChanged", "{\"focused\":\"yes\"}");
            Eq(false, fired, "fired");
            Eq("Unknown: FocusChanged: the payload does not have the protocol's shape (Expected true or false)", got?.ToString(), "error");
        });

        Check("PauseStateChanged and AudioStateChanged arrive typed, with their reason", () =>
        {
            var transport = new FixedTransport("{}");
            var client = new PlayportClient(transport);
            PauseStateChangedEvent pause = null;
            AudioStateChangedEvent audio = null;
            client.PauseStateChanged += e => pause = e;
            client.AudioStateChanged += e => audio = e;
            transport.Push("PauseStateChanged", "{\"paused\":true,\"reason\":\"ad\"}");
            transport.Push("AudioStateChanged", "{\"muted\":false,\"reason\":\"platform\"}");
            Eq(true, pause?.Paused, "paused");
            Eq(PlayStateReason.Ad, pause?.Reason, "pause reason");
            Eq(false, audio?.Muted, "muted");
            Eq(PlayStateReason.Platform, audio?.Reason, "audio reason");
        });

        Check("every protocol method has a typed method and an Async twin", () =>
        {
            foreach (var m in Protocol.Methods)
            {
                if (typeof(PlayportClient).GetMethod(m) == null) throw new Exception("missing " + m);
                if (typeof(PlayportClient).GetMethod(m + "Async") == null) throw new Exception("missing " + m + "Async");
            }
            foreach (var e in Protocol.Events)
                if (typeof(PlayportClient).GetEvent(e) == null) throw new Exception("missing event " + e);
        });

        Check("the WebGL transport reads Playport.jslib's envelopes: init, result, error, event", () =>
        {
            var sent = new List<string>();
            PlayportBridge.WebGLTransport.NativeInit = (g, t, i, x) => sent.Add($"init {g} {t} {i} {x}");
            PlayportBridge.WebGLTransport.NativeCall = (id, m, p) => sent.Add($"call {id} {m} {p}");
            PlayportBridge.WebGLTransport.NativeSubscribe = e => { };
            var transport = new PlayportBridge.WebGLTransport("Bridge");
            var client = new PlayportClient(transport);
            var init = client.InitAsync(new PlayportOptions { TimeoutMs = 100, InteractiveTimeoutMs = 300 });
            transport.OnResult("{\"id\":-1,\"ok\":true,\"json\":\"{\\\"mode\\\":\\\"host\\\"}\"}");
            Eq("host", Await(init), "mode");
            var info = client.GetInfoAsync();
            var buy = client.BuyProductAsync(new BuyProductParams { Sku = "" });
            Eq("init Bridge 100 0 300|call 0 GetInfo |call 1 BuyProduct {\"sku\":\"\"}", string.Join("|", sent), "native calls");
            transport.OnResult("{\"id\":1,\"ok\":false,\"json\":\"\",\"code\":\"InvalidParams\",\"message\":\"sku\",\"field\":\"sku\"}");
            transport.OnResult("{\"id\":0,\"ok\":true,\"json\":\"{\\\"game\\\":\\\"tetris\\\",\\\"fxId\\\":null}\"}");
            Eq("tetris", Await(info).Game, "game");
            Eq("InvalidParams (sku): sku", Fault(buy).ToString(), "error");
            string language = null;
            client.LanguageChanged += e => language = e.Language;
            transport.OnEvent("{\"name\":\"LanguageChanged\",\"json\":\"{\\\"language\\\":\\\"de\\\"}\"}");
            Eq("de", language, "language");
        });

        Console.WriteLine($"{passed} passed, {failed} failed");
        return failed == 0 ? 0 : 1;
    }

    private sealed class AdCase
    {
        public MockAd ad;
        public AdOutcome outcome;
        public AdErrorReason? reason;
        public bool ready;
        public string ev;
    }

    private sealed class SignInCase
    {
        public MockSignIn s;
        public bool authenticated;
        public string userId;
        public string ev;
    }

    private sealed class FixedTransport : IPlayportTransport
    {
        private readonly string result;

        public FixedTransport(string result)
        {
            this.result = result;
        }

        public event Action<string, string> EventReceived;

        public void Init(PlayportOptions options, Action<string> onReady, Action<PlayportError> onFailed) => onReady("host");

        public void Call(string method, string paramsJson, Action<string> onResult, Action<PlayportError> onError) => onResult(result);

        public void Subscribe(string eventName) { }

        public void Destroy() { }

        public void Push(string name, string json) => EventReceived?.Invoke(name, json);
    }
}
