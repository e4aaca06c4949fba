// The Unity side of Playport: a GameObject that receives the answers of Playport.jslib (in a WebGL
// build) and hands out a PlayportClient. In the editor and other players the client talks to
// PlayportMock instead, with the outcomes chosen in Window > Playport.
using System;
using System.Collections.Generic;
using System.Runtime.InteropServices;
using UnityEngine;

namespace Playport
{
    /// <summary>
    /// Connects the game to its Playport host. <see cref="Create"/> makes the GameObject (kept across
    /// scenes) and returns the typed client.
    /// </summary>
    public sealed class PlayportBridge : MonoBehaviour
    {
        private const int InitId = -1;

        /// <summary>The client of this bridge.</summary>
        public PlayportClient Client { get; private set; }

        private WebGLTransport webgl;

        /// <summary>
        /// The client of the bridge named <paramref name="name"/>, created on first use: the WebGL bridge
        /// in a WebGL build, <see cref="PlayportMock"/> with <see cref="PlayportMock.Shared"/> elsewhere.
        /// </summary>
        public static PlayportClient Create(string name = "Playport")
        {
            var existing = GameObject.Find(name);
            var found = existing != null ? existing.GetComponent<PlayportBridge>() : null;
            if (found != null) return found.Client;
            var go = new GameObject(name);
            DontDestroyOnLoad(go);
            var bridge = go.AddComponent<PlayportBridge>();
#if UNITY_WEBGL && !UNITY_EDITOR
            bridge.webgl = new WebGLTransport(name);
            bridge.Client = new PlayportClient(bridge.webgl);
#else
            bridge.Client = new PlayportClient(new PlayportMock());
#endif
            return bridge.Client;
        }

        private void OnDestroy()
        {
            Client?.Destroy();
        }

        // Called from Playport.jslib through SendMessage.
        private void OnPlayportResult(string text) => webgl?.OnResult(text);

        // Called from Playport.jslib through SendMessage.
        private void OnPlayportEvent(string text) => webgl?.OnEvent(text);

        /// <summary>
        /// The transport of a WebGL build: Playport.jslib drives the global `Playport` of playport.js and
        /// answers through SendMessage with JSON envelopes ({ id, ok, json, code, message, field } or { name, json }).
        /// </summary>
        internal sealed class WebGLTransport : IPlayportTransport
        {
#if UNITY_WEBGL && !UNITY_EDITOR
            [DllImport("__Internal")] private static extern void PlayportInit(string gameObject, int timeoutMs, int initTimeoutMs, int interactiveTimeoutMs);
            [DllImport("__Internal")] private static extern void PlayportCall(int id, string method, string paramsJson);
            [DllImport("__Internal")] private static extern void PlayportSubscribe(string eventName);
            [DllImport("__Internal")] private static extern void PlayportDestroy();

            internal static Action<string, int, int, int> NativeInit = PlayportInit;
            internal static Action<int, string, string> NativeCall = PlayportCall;
            internal static Action<string> NativeSubscribe = PlayportSubscribe;
            internal static Action NativeDestroy = PlayportDestroy;
#else
            // Outside a WebGL player there is no Playport.jslib; tests put their own functions here.
            internal static Action<string, int, int, int> NativeInit = (g, t, i, x) => throw new PlatformNotSupportedException();
            internal static Action<int, string, string> NativeCall = (id, m, p) => throw new PlatformNotSupportedException();
            internal static Action<string> NativeSubscribe = e => throw new PlatformNotSupportedException();
            internal static Action NativeDestroy = () => throw new PlatformNotSupportedException();
#endif

            private readonly string gameObject;
            private readonly Dictionary<int, KeyValuePair<Action<string>, Action<PlayportError>>> calls =
                new Dictionary<int, KeyValuePair<Action<string>, Action<PlayportError>>>();
            private int nextId;
            private Action<string> ready;
            private Action<PlayportError> failed;

            public event Action<string, string> EventReceived;

            public WebGLTransport(string gameObject)
            {
                this.gameObject = gameObject;
            }

            public void Init(PlayportOptions options, Action<string> onReady, Action<PlayportError> onFailed)
            {
                ready = onReady;
                failed = onFailed;
                NativeInit(gameObject, options.TimeoutMs, options.InitTimeoutMs, options.InteractiveTimeoutMs);
            }

            public void Call(string method, string paramsJson, Action<string> onResult, Action<PlayportError> onError)
            {
                var id = nextId++;
                calls[id] = new KeyValuePair<Action<string>, Action<PlayportError>>(onResult, onError);
                NativeCall(id, method, paramsJson ?? "");
            }

            public void Subscribe(string eventName) => NativeSubscribe(eventName);

            public void Destroy() => NativeDestroy();

            internal void OnResult(string text)
            {
                var envelope = (Dictionary<string, object>)Json.Parse(text);
                var id = (int)(double)envelope["id"];
                var ok = (bool)envelope["ok"];
                var json = envelope.TryGetValue("json", out var j) ? j as string : null;
                var error = ok ? null : new PlayportError(Str(envelope, "code"), Str(envelope, "message"), Str(envelope, "field"));
                if (id == InitId)
                {
                    if (error == null) ready?.Invoke(Str((Dictionary<string, object>)Json.Parse(json), "mode"));
                    else failed?.Invoke(error);
                    return;
                }
                if (!calls.TryGetValue(id, out var call)) return;
                calls.Remove(id);
                if (error == null) call.Key?.Invoke(json);
                else call.Value?.Invoke(error);
            }

            internal void OnEvent(string text)
            {
                var envelope = (Dictionary<string, object>)Json.Parse(text);
                EventReceived?.Invoke(Str(envelope, "name"), Str(envelope, "json"));
            }

            private static string Str(Dictionary<string, object> d, string key) => d.TryGetValue(key, out var v) ? v as string ?? "" : "";
        }
    }
}
