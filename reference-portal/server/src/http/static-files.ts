import { lstat, readFile, realpath, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { CODINGS, type Coding } from '../encoding/compressed-forms';
import { acceptedEncoding } from './accepted-encoding';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
  '.data': 'application/octet-stream',
};

/** The Content-Type of a served file; unknown extensions are opaque bytes. */
export function contentTypeOf(file: string): string {
  return TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * The file under `root` that a URL path names (its real path), or null when the path is malformed,
 * has a segment starting with `.`, would leave `root`, or names nothing. With `directoryIndex`, a
 * folder answers with its index.html.
 *
 * A segment starting with `.` is never served, whether percent-encoded or not: `..`, and the hidden
 * files a project keeps beside its game (`.env`, `.git/config`, a `.playport/` data folder).
 * Containment is checked on the real path, so a symbolic link inside `root` that points out of it
 * serves nothing; one that stays inside serves the file it points to.
 */
export async function resolveStaticFile(
  root: string,
  urlPath: string,
  options: { directoryIndex?: boolean } = {},
): Promise<string | null> {
  let rel: string;
  try {
    rel = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (rel.includes('\0') || rel.split(/[\\/]/).some((segment) => segment.startsWith('.'))) return null;
  const full = resolve(root, normalize(`.${sep}${rel}`));
  if (!within(root, full)) return null;
  const [realRoot, real] = await Promise.all([realpath(root).catch(() => null), realpath(full).catch(() => null)]);
  if (!realRoot || !real || !within(realRoot, real)) return null;
  const info = await stat(real).catch(() => null);
  if (info?.isDirectory() && options.directoryIndex) return resolveStaticFile(root, join(rel, 'index.html'), options);
  return info?.isFile() ? real : null;
}

/** Whether `path` is `root` or below it (a sibling that only starts with the same letters is not). */
export function within(root: string, path: string): boolean {
  return path === root || path.startsWith(root.endsWith(sep) ? root : root + sep);
}

/** The suffix of a file's precompressed sibling, per coding (`app.js` → `app.js.br`). */
export const CODING_SUFFIX: Readonly<Record<Coding, string>> = { br: '.br', gzip: '.gz' };

/** The coding a file name's suffix stands for (`app.js.br` → br), or null. */
export function codingOfName(name: string): Coding | null {
  const lower = name.toLowerCase();
  return CODINGS.find((coding) => lower.endsWith(CODING_SUFFIX[coding])) ?? null;
}

/** A file's bytes and the headers that describe them. */
export interface StaticBody {
  readonly body: Buffer<ArrayBuffer>;
  readonly headers: Record<string, string>;
}

/**
 * `file` for a request that sent `acceptEncoding`: its precompressed sibling (`file.br`, `file.gz`)
 * when the request accepts one (brotli first), else the file itself; always with the file's own
 * Content-Type and the length of what is sent. A file with siblings says `Vary: Accept-Encoding`.
 * A sibling counts only when it is a plain file, not a link (which could point out of the folder).
 */
export async function staticBody(file: string, acceptEncoding: string | undefined): Promise<StaticBody> {
  const present = await Promise.all(CODINGS.map((coding) => isPlainFile(file + CODING_SUFFIX[coding])));
  const siblings = CODINGS.filter((_, i) => present[i]);
  const coding = acceptedEncoding(acceptEncoding, siblings);
  const body = await readFile(coding ? file + CODING_SUFFIX[coding] : file);
  const headers: Record<string, string> = {
    'Content-Type': contentTypeOf(file),
    'Content-Length': String(body.length),
  };
  if (coding) headers['Content-Encoding'] = coding;
  if (siblings.length) headers.Vary = 'Accept-Encoding';
  return { body, headers };
}

/**
 * A file that is itself the compressed form of a file of known type (`game.wasm.br`,
 * `game.data.gz`): sent as it is, with `Content-Encoding` and the inner file's Content-Type, so the
 * browser decompresses it while it downloads. Null for anything else (`notes.tar.gz`).
 */
export async function encodedFileBody(file: string): Promise<StaticBody | null> {
  const coding = codingOfName(file);
  if (!coding) return null;
  const inner = file.slice(0, -CODING_SUFFIX[coding].length);
  if (!TYPES[extname(inner).toLowerCase()]) return null;
  const body = await readFile(file);
  return {
    body,
    headers: {
      'Content-Type': contentTypeOf(inner),
      'Content-Encoding': coding,
      'Content-Length': String(body.length),
    },
  };
}

async function isPlainFile(path: string): Promise<boolean> {
  return (await lstat(path).catch(() => null))?.isFile() ?? false;
}
