using System;

namespace Playport
{
    /// <summary>A failed call or init: <see cref="Code"/> is one of <see cref="ErrorCodes"/>.</summary>
    public sealed class PlayportError
    {
        public readonly string Code;
        public readonly string Message;
        /// <summary>For InvalidParams: the first offending field; empty otherwise.</summary>
        public readonly string Field;

        public PlayportError(string code, string message, string field = "")
        {
            Code = code;
            Message = message;
            Field = field ?? "";
        }

        public override string ToString() => string.IsNullOrEmpty(Field) ? $"{Code}: {Message}" : $"{Code} ({Field}): {Message}";
    }

    /// <summary>What a faulted task of the client carries.</summary>
    public sealed class PlayportException : Exception
    {
        public readonly PlayportError Error;

        public PlayportException(PlayportError error) : base(error.ToString())
        {
            Error = error;
        }

        /// <summary>One of <see cref="ErrorCodes"/>.</summary>
        public string Code => Error.Code;
    }
}
