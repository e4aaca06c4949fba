/** A step of a path into a value: an object key or an array index. */
export type PathSegment = string | number;

/** The outcome of {@link measureJson}. */
export type JsonMeasure =
  | {
      ok: true;
      /** Size of the JSON text in bytes; above the limit, counting stopped early. */
      bytes: number;
    }
  | {
      ok: false;
      /** Where the part that is not JSON data sits. */
      path: PathSegment[];
      reason: string;
    };

/** Deeper values are refused: no protocol payload needs them, and recursion must stay bounded. */
export const MAX_JSON_DEPTH = 64;

/**
 * UTF-8 length of `JSON.stringify(value)`, counted from the string itself without building the JSON:
 * quotes, two-byte escapes (\" \\ \b \f \n \r \t), \u00XX for other control characters, \uXXXX for a
 * lone surrogate, four bytes for a surrogate pair.
 */
function jsonStringBytes(value: string): number {
  let bytes = 2;
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c >= 0x20 && c < 0x7f) bytes += c === 0x22 || c === 0x5c ? 2 : 1;
    else if (c < 0x20) bytes += c === 8 || c === 9 || c === 10 || c === 12 || c === 13 ? 2 : 6;
    else if (c < 0x800) bytes += c === 0x7f ? 1 : 2;
    else if (c < 0xd800 || c > 0xdfff) bytes += 3;
    else if (c < 0xdc00 && (value.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      bytes += 4;
      i++;
    } else bytes += 6;
  }
  return bytes;
}

function stringBytes(value: string, limit: number): number {
  // Every code unit costs at least one byte, so a longer string is over the limit without counting it.
  return value.length > limit ? value.length : jsonStringBytes(value);
}

function isPlainObject(value: object): boolean {
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * Measures the UTF-8 size of `value` as JSON text, stopping as soon as it passes `limit`, so a huge or
 * exponentially shared structure costs at most about `limit` steps. Only JSON data is accepted: plain
 * objects, arrays, strings, finite or non-finite numbers, booleans and null. Functions, symbols, bigints,
 * cycles, class instances (Map, Date, typed arrays, …) and nesting deeper than {@link MAX_JSON_DEPTH}
 * are refused with the path to the offending part. An `undefined` property is counted like `null`.
 *
 * @example
 * ```ts
 * const m = measureJson(params, 64 * 1024);
 * if (m.ok && m.bytes > 64 * 1024) tooLarge();
 * ```
 */
export function measureJson(value: unknown, limit: number): JsonMeasure {
  let bytes = 0;
  const path: PathSegment[] = [];
  // The objects on the way down to the current one (at most MAX_JSON_DEPTH): a cycle returns to one.
  const ancestors: object[] = [];

  const visit = (node: unknown, depth: number): string | undefined => {
    switch (typeof node) {
      case 'string':
        bytes += stringBytes(node, limit);
        return undefined;
      case 'number':
        bytes += Number.isFinite(node) ? String(node).length : 4;
        return undefined;
      case 'boolean':
        bytes += node ? 4 : 5;
        return undefined;
      case 'undefined':
        bytes += 4;
        return undefined;
      case 'object':
        break;
      default:
        return `a ${typeof node} cannot be sent as JSON`;
    }
    if (node === null) {
      bytes += 4;
      return undefined;
    }
    if (depth >= MAX_JSON_DEPTH) return `nested deeper than ${MAX_JSON_DEPTH} levels`;
    if (ancestors.includes(node)) return 'contains a cycle';
    const isArray = Array.isArray(node);
    if (!isArray && !isPlainObject(node)) return 'only plain objects, arrays and JSON values can be sent';
    ancestors.push(node);
    bytes += 2;
    if (isArray) {
      for (let i = 0; i < node.length && bytes <= limit; i++) {
        if (i > 0) bytes += 1;
        path.push(i);
        const problem = visit(node[i], depth + 1);
        if (problem) return problem;
        path.pop();
      }
    } else {
      const record = node as Record<string, unknown>;
      let first = true;
      for (const key of Object.keys(record)) {
        if (bytes > limit) break;
        bytes += (first ? 0 : 1) + stringBytes(key, limit) + 1;
        first = false;
        path.push(key);
        const problem = visit(record[key], depth + 1);
        if (problem) return problem;
        path.pop();
      }
    }
    ancestors.pop();
    return undefined;
  };

  try {
    const problem = visit(value, 0);
    return problem ? { ok: false, path, reason: problem } : { ok: true, bytes };
  } catch {
    // Structured clone never yields throwing getters or proxies, but a local caller might.
    return { ok: false, path, reason: 'cannot be read' };
  }
}
