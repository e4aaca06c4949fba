using System;
using System.Collections.Generic;
using System.Threading.Tasks;

namespace Playport
{
    /// <summary>
    /// The typed Playport API: one method per protocol method (with an <c>…Async</c> twin returning a
    /// Task) and one C# event per protocol event. Results and events arrive as typed classes; params are
    /// classes whose unset fields are left out.
    /// </summary>
    public partial class PlayportClient
    {
        private readonly IPlayportTransport transport;

        /// <summary>"host" or "standalone" once connected; null before.</summary>
        public string Mode { get; private set; }

        /// <summary>Raised when a result or event payload does not have the protocol's shape.</summary>
        public event Action<PlayportError> MalformedMessage;

        public PlayportClient(IPlayportTransport transport)
        {
            this.transport = transport ?? throw new ArgumentNullException(nameof(transport));
            transport.EventReceived += OnEvent;
        }

        /// <summary>Connects and subscribes to every event; then onReady(mode) or onFailed(error).</summary>
        public void Init(PlayportOptions options, Action<string> onReady, Action<PlayportError> onFailed = null)
        {
            foreach (var name in Protocol.Events) transport.Subscribe(name);
            transport.Init(options ?? new PlayportOptions(), mode =>
            {
                Mode = mode;
                onReady?.Invoke(mode);
            }, onFailed);
        }

        /// <summary>Connects; completes with the mode or faults with a <see cref="PlayportException"/>.</summary>
        public Task<string> InitAsync(PlayportOptions options = null)
        {
            var tcs = new TaskCompletionSource<string>();
            Init(options, mode => tcs.TrySetResult(mode), error => tcs.TrySetException(new PlayportException(error)));
            return tcs.Task;
        }

        /// <summary>Closes the channel; later calls fail with NotConnected.</summary>
        public void Destroy() => transport.Destroy();

        private void Send<T>(string method, Dictionary<string, object> parameters, Func<object, T> read, Action<T> onResult, Action<PlayportError> onError)
        {
            transport.Call(method, parameters == null ? null : Json.Write(parameters), json =>
            {
                T result;
                try
                {
                    result = read(Json.Parse(json));
                }
                catch (Exception e) when (e is FormatException || e is InvalidCastException)
                {
                    onError?.Invoke(new PlayportError(ErrorCodes.Unknown, $"{method}: the host's result does not have the protocol's shape ({e.Message})"));
                    return;
                }
                onResult?.Invoke(result);
            }, onError);
        }

        private Task<T> SendAsync<T>(string method, Dictionary<string, object> parameters, Func<object, T> read)
        {
            var tcs = new TaskCompletionSource<T>();
            Send(method, parameters, read, r => tcs.TrySetResult(r), e => tcs.TrySetException(new PlayportException(e)));
            return tcs.Task;
        }

        private void OnEvent(string name, string json)
        {
            try
            {
                Dispatch(name, Json.Parse(json));
            }
            catch (Exception e) when (e is FormatException || e is InvalidCastException)
            {
                MalformedMessage?.Invoke(new PlayportError(ErrorCodes.Unknown, $"{name}: the payload does not have the protocol's shape ({e.Message})"));
            }
        }
    }
}
