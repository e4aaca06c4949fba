using System;

namespace Playport
{
    /// <summary>
    /// Carries calls and events between <see cref="PlayportClient"/> and a host, as JSON text: the
    /// WebGL bridge (Playport.jslib and playport.js) in a build, <see cref="PlayportMock"/> in the editor.
    /// </summary>
    public interface IPlayportTransport
    {
        /// <summary>Connects; then calls onReady with the mode ("host" or "standalone") or onFailed.</summary>
        void Init(PlayportOptions options, Action<string> onReady, Action<PlayportError> onFailed);

        /// <summary>Calls a method by its protocol name; paramsJson is null for none.</summary>
        void Call(string method, string paramsJson, Action<string> onResult, Action<PlayportError> onError);

        /// <summary>Starts delivering an event to onEvent, with its payload as JSON.</summary>
        void Subscribe(string eventName);

        /// <summary>Raised for each subscribed event: its name and payload as JSON.</summary>
        event Action<string, string> EventReceived;

        /// <summary>Closes the channel.</summary>
        void Destroy();
    }

    /// <summary>Options of <see cref="PlayportClient.Init"/>; 0 keeps the SDK's default.</summary>
    [Serializable]
    public sealed class PlayportOptions
    {
        /// <summary>Timeout of each call in ms (SDK default 10000).</summary>
        public int TimeoutMs;
        /// <summary>Timeout in ms of the calls that wait for the player (SDK default 900000).</summary>
        public int InteractiveTimeoutMs;
        /// <summary>Handshake timeout in ms (SDK default 5000).</summary>
        public int InitTimeoutMs;
    }
}
