using System;
using System.Collections;
using System.Collections.Generic;
using System.Globalization;
using System.Text;

namespace Playport
{
    /// <summary>
    /// A small JSON reader and writer for the kit's own traffic. Objects read as
    /// <c>Dictionary&lt;string, object&gt;</c>, arrays as <c>List&lt;object&gt;</c>, numbers as <c>double</c>.
    /// Free-form values (SendVkBridge's params and data, StatEvent's data) use the same shapes.
    /// </summary>
    public static class Json
    {
        /// <summary>Parses JSON text; throws <see cref="FormatException"/> on malformed text.</summary>
        public static object Parse(string text)
        {
            if (text == null) throw new FormatException("No JSON text");
            var reader = new Reader(text);
            var value = reader.Value();
            reader.SkipSpace();
            if (reader.Pos != text.Length) throw new FormatException("Unexpected text after JSON at " + reader.Pos);
            return value;
        }

        /// <summary>Writes a value of the shapes <see cref="Parse"/> returns (and any number, IDictionary or IList) as JSON.</summary>
        public static string Write(object value)
        {
            var sb = new StringBuilder();
            WriteValue(sb, value);
            return sb.ToString();
        }

        private static void WriteValue(StringBuilder sb, object value)
        {
            if (value == null)
            {
                sb.Append("null");
            }
            else if (value is string s)
            {
                WriteString(sb, s);
            }
            else if (value is bool b)
            {
                sb.Append(b ? "true" : "false");
            }
            else if (value is double || value is float)
            {
                WriteNumber(sb, Convert.ToDouble(value, CultureInfo.InvariantCulture));
            }
            else if (value is int || value is long || value is short || value is byte || value is uint || value is ulong || value is ushort || value is sbyte || value is decimal)
            {
                sb.Append(Convert.ToString(value, CultureInfo.InvariantCulture));
            }
            else if (value is IDictionary dict)
            {
                sb.Append('{');
                var first = true;
                foreach (DictionaryEntry entry in dict)
                {
                    if (!first) sb.Append(',');
                    first = false;
                    WriteString(sb, Convert.ToString(entry.Key, CultureInfo.InvariantCulture));
                    sb.Append(':');
                    WriteValue(sb, entry.Value);
                }
                sb.Append('}');
            }
            else if (value is IList list)
            {
                sb.Append('[');
                for (var i = 0; i < list.Count; i++)
                {
                    if (i > 0) sb.Append(',');
                    WriteValue(sb, list[i]);
                }
                sb.Append(']');
            }
            else
            {
                throw new ArgumentException("Cannot write a " + value.GetType().Name + " as JSON");
            }
        }

        private static void WriteNumber(StringBuilder sb, double d)
        {
            if (double.IsNaN(d) || double.IsInfinity(d)) throw new ArgumentException("JSON has no NaN or Infinity");
            sb.Append(d.ToString("R", CultureInfo.InvariantCulture));
        }

        private static void WriteString(StringBuilder sb, string s)
        {
            sb.Append('"');
            foreach (var c in s)
            {
                switch (c)
                {
                    case '"': sb.Append("\\\""); break;
                    case '\\': sb.Append("\\\\"); break;
                    case '\n': sb.Append("\\n"); break;
                    case '\r': sb.Append("\\r"); break;
                    case '\t': sb.Append("\\t"); break;
                    default:
                        if (c < 0x20) sb.Append("\\u").Append(((int)c).ToString("x4"));
                        else sb.Append(c);
                        break;
                }
            }
            sb.Append('"');
        }

        private sealed class Reader
        {
            private readonly string text;
            public int Pos;

            public Reader(string text)
            {
                this.text = text;
            }

            public void SkipSpace()
            {
                while (Pos < text.Length && char.IsWhiteSpace(text[Pos])) Pos++;
            }

            private FormatException Error(string what) => new FormatException(what + " at " + Pos);

            public object Value()
            {
                SkipSpace();
                if (Pos >= text.Length) throw Error("Unexpected end of JSON");
                var c = text[Pos];
                if (c == '{') return Obj();
                if (c == '[') return Arr();
                if (c == '"') return Str();
                if (Literal("true")) return true;
                if (Literal("false")) return false;
                if (Literal("null")) return null;
                return Num();
            }

            private bool Literal(string word)
            {
                if (string.CompareOrdinal(text, Pos, word, 0, word.Length) != 0) return false;
                Pos += word.Length;
                return true;
            }

            private Dictionary<string, object> Obj()
            {
                var o = new Dictionary<string, object>();
                Pos++;
                SkipSpace();
                if (Pos < text.Length && text[Pos] == '}')
                {
                    Pos++;
                    return o;
                }
                for (;;)
                {
                    SkipSpace();
                    if (Pos >= text.Length || text[Pos] != '"') throw Error("Expected a key");
                    var key = Str();
                    SkipSpace();
                    if (Pos >= text.Length || text[Pos] != ':') throw Error("Expected ':'");
                    Pos++;
                    o[key] = Value();
                    SkipSpace();
                    if (Pos < text.Length && text[Pos] == ',')
                    {
                        Pos++;
                        continue;
                    }
                    if (Pos < text.Length && text[Pos] == '}')
                    {
                        Pos++;
                        return o;
                    }
                    throw Error("Expected ',' or '}'");
                }
            }

            private List<object> Arr()
            {
                var list = new List<object>();
                Pos++;
                SkipSpace();
                if (Pos < text.Length && text[Pos] == ']')
                {
                    Pos++;
                    return list;
                }
                for (;;)
                {
                    list.Add(Value());
                    SkipSpace();
                    if (Pos < text.Length && text[Pos] == ',')
                    {
                        Pos++;
                        continue;
                    }
                    if (Pos < text.Length && text[Pos] == ']')
                    {
                        Pos++;
                        return list;
                    }
                    throw Error("Expected ',' or ']'");
                }
            }

            private string Str()
            {
                var sb = new StringBuilder();
                Pos++;
                while (Pos < text.Length)
                {
                    var c = text[Pos++];
                    if (c == '"') return sb.ToString();
                    if (c != '\\')
                    {
                        sb.Append(c);
                        continue;
                    }
                    if (Pos >= text.Length) break;
                    var e = text[Pos++];
                    switch (e)
                    {
                        case '"': sb.Append('"'); break;
                        case '\\': sb.Append('\\'); break;
                        case '/': sb.Append('/'); break;
                        case 'b': sb.Append('\b'); break;
                        case 'f': sb.Append('\f'); break;
                        case 'n': sb.Append('\n'); break;
                        case 'r': sb.Append('\r'); break;
                        case 't': sb.Append('\t'); break;
                        case 'u':
                            if (Pos + 4 > text.Length) throw Error("Bad \\u escape");
                            sb.Append((char)int.Parse(text.Substring(Pos, 4), NumberStyles.HexNumber, CultureInfo.InvariantCulture));
                            Pos += 4;
                            break;
                        default: throw Error("Bad escape");
                    }
                }
                throw Error("Unterminated string");
            }

            private double Num()
            {
                var start = Pos;
                while (Pos < text.Length && "+-0123456789.eE".IndexOf(text[Pos]) >= 0) Pos++;
                if (start == Pos) throw Error("Unexpected character '" + text[Pos] + "'");
                return double.Parse(text.Substring(start, Pos - start), NumberStyles.Float, CultureInfo.InvariantCulture);
            }
        }
    }

    /// <summary>Typed reads of parsed JSON for the generated result classes.</summary>
    internal static class J
    {
        internal static Dictionary<string, object> Obj(object node) =>
            node as Dictionary<string, object> ?? throw new FormatException("Expected a JSON object");

        internal static object Field(Dictionary<string, object> d, string key) => d.TryGetValue(key, out var v) ? v : null;

        internal static string Str(object node) => node == null ? null : node as string ?? throw new FormatException("Expected a string");

        internal static bool Bool(object node) => node is bool b ? b : throw new FormatException("Expected true or false");

        internal static bool? BoolOrNull(object node) => node == null ? (bool?)null : Bool(node);

        internal static double Num(object node) => node is double d ? d : throw new FormatException("Expected a number");

        internal static double? NumOrNull(object node) => node == null ? (double?)null : Num(node);

        internal static int Int(object node) => (int)Num(node);

        internal static int? IntOrNull(object node) => node == null ? (int?)null : Int(node);

        internal static Dictionary<string, object> Dict(object node) => node == null ? null : Obj(node);

        internal static List<T> List<T>(object node, Func<object, T> item)
        {
            if (node == null) return null;
            var list = node as List<object> ?? throw new FormatException("Expected a JSON array");
            var result = new List<T>(list.Count);
            foreach (var x in list) result.Add(item(x));
            return result;
        }
    }
}
