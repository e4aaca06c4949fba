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

/** UTF-8 length of a string that JSON.stringify produced (lone surrogates are already escaped). */
function utf8Length(json: string): number {
  let bytes = 0;
  for (let i = 0; i < json.length; i++) {
    const c = json.charCodeAt(i);
    bytes += c < 0x80 ? 1 : c < 0x800 ? 2 : c >= 0xd800 && c <= 0xdfff ? 2 : 3;
  }
  return bytes;
}

function stringBytes(value: string, limit: number): number {
  // Every code unit costs at least one byte, so a longer string is over the limit without encoding it.
  return value.length > limit ? value.length : utf8Length(JSON.stringify(value));
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
  const ancestors = new Set<object>();

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
    if (ancestors.has(node)) return 'contains a cycle';
    const isArray = Array.isArray(node);
    if (!isArray && !isPlainObject(node)) return 'only plain objects, arrays and JSON values can be sent';
    ancestors.add(node);
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
    ancestors.delete(node);
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
