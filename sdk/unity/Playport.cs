// Unity WebGL wrapper of the Playport SDK. Needs Playport.jslib in Assets/Plugins/WebGL/ and
// playport.js loaded by the WebGL template's index.html.
using System;
using System.Collections.Generic;
using System.Runtime.InteropServices;
using UnityEngine;

namespace Playport
{
    /// <summary>A failed call or init: Code is one of the SDK's ErrorCode values.</summary>
    public class PlayportError
    {
        public readonly string Code;
        public readonly string Message;
        /// <summary>For InvalidParams: the first offending field; empty otherwise.</summary>
        public readonly string Field;

        public PlayportError(string code, string message, string field = "")
        {
            Code = code;
            Message = message;
            Field = field;
        }

        public override string ToString() => string.IsNullOrEmpty(Field) ? $"{Code}: {Message}" : $"{Code} ({Field}): {Message}";
    }

    /// <summary>
    /// Connects the game to its Playport host. Add it to a GameObject: that object receives the
    /// answers from JavaScript, so keep it alive (DontDestroyOnLoad) while the game runs.
    /// </summary>
    public class PlayportBridge : MonoBehaviour
    {
        // The envelope Playport.jslib sends; JsonUtility fills public fields by name.
        [Serializable]
        private class Envelope
        {
            public int id;
            public bool ok;
            public string json;
            public string code;
            public string message;
            public string field;
            public string name;
        }

        private const int InitId = -1;

#if UNITY_WEBGL && !UNITY_EDITOR
        [DllImport("__Internal")] private static extern void PlayportInit(string gameObject, int timeoutMs, int initTimeoutMs);
        [DllImport("__Internal")] private static extern void PlayportCall(int id, string method, string paramsJson);
        [DllImport("__Internal")] private static extern void PlayportSubscribe(string eventName);
        [DllImport("__Internal")] private static extern void PlayportDestroy();
#endif

        /// <summary>Raised once connected, with the mode: "host" or "standalone".</summary>
        public event Action<string> Ready;
        /// <summary>Raised when Init fails (Timeout, VersionMismatch, NotSupported outside WebGL…).</summary>
        public event Action<PlayportError> InitFailed;
        /// <summary>Raised for each subscribed event, with its name and its payload as JSON.</summary>
        public event Action<string, string> EventReceived;

        /// <summary>Per-call timeout in ms; 0 keeps the SDK default (10000).</summary>
        public int TimeoutMs;
        /// <summary>Handshake timeout in ms; 0 keeps the SDK default (5000).</summary>
        public int InitTimeoutMs;

        private readonly Dictionary<int, (Action<string> ok, Action<PlayportError> fail)> calls =
            new Dictionary<int, (Action<string>, Action<PlayportError>)>();
        private int nextId;

        /// <summary>Connects; Ready or InitFailed follows.</summary>
        public void Init()
        {
#if UNITY_WEBGL && !UNITY_EDITOR
            PlayportInit(gameObject.name, TimeoutMs, InitTimeoutMs);
#else
            InitFailed?.Invoke(new PlayportError("NotSupported", "Playport runs in WebGL builds only"));
#endif
        }

        /// <summary>
        /// Calls a method by its spec name ("GetInfo", "BuyProduct", …) with params as JSON (or null),
        /// and hands the result back as JSON.
        /// </summary>
        public void Call(string method, string paramsJson, Action<string> onResult, Action<PlayportError> onError)
        {
            var id = nextId++;
            calls[id] = (onResult, onError);
#if UNITY_WEBGL && !UNITY_EDITOR
            PlayportCall(id, method, paramsJson ?? "");
#else
            OnPlayportResult(JsonUtility.ToJson(new Envelope
            {
                id = id, ok = false, code = "NotSupported", message = "Playport runs in WebGL builds only",
            }));
#endif
        }

        /// <summary>Starts forwarding an event to EventReceived; state events replay their last payload.</summary>
        public void Subscribe(string eventName)
        {
#if UNITY_WEBGL && !UNITY_EDITOR
            PlayportSubscribe(eventName);
#endif
        }

        private void OnDestroy()
        {
#if UNITY_WEBGL && !UNITY_EDITOR
            PlayportDestroy();
#endif
        }

        // Called from Playport.jslib through SendMessage.
        private void OnPlayportResult(string text)
        {
            var envelope = JsonUtility.FromJson<Envelope>(text);
            var error = envelope.ok ? null : new PlayportError(envelope.code, envelope.message, envelope.field ?? "");
            if (envelope.id == InitId)
            {
                if (error == null) Ready?.Invoke(JsonUtility.FromJson<ModeReply>(envelope.json).mode);
                else InitFailed?.Invoke(error);
                return;
            }
            if (!calls.TryGetValue(envelope.id, out var call)) return;
            calls.Remove(envelope.id);
            if (error == null) call.ok?.Invoke(envelope.json);
            else call.fail?.Invoke(error);
        }

        // Called from Playport.jslib through SendMessage.
        private void OnPlayportEvent(string text)
        {
            var envelope = JsonUtility.FromJson<Envelope>(text);
            EventReceived?.Invoke(envelope.name, envelope.json);
        }

        [Serializable]
        private class ModeReply
        {
            public string mode;
        }
    }
}
