import { stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8', '.json': 'application/json', '.map': 'application/json',
  '.webmanifest': 'application/manifest+json', '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon', '.txt': 'text/plain; charset=utf-8', '.woff2': 'font/woff2', '.wasm': 'application/wasm',
  '.data': 'application/octet-stream',
};

/** The Content-Type of a served file; unknown extensions are opaque bytes. */
export function contentTypeOf(file: string): string {
  return TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * The file under `root` that a URL path names, or null when the path is malformed, would leave
 * `root`, or names nothing. With `directoryIndex`, a folder answers with its index.html.
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
  if (rel.includes('\0')) return null;
  const full = resolve(root, normalize(`.${sep}${rel}`));
  if (full !== root && !full.startsWith(root + sep)) return null;
  const info = await stat(full).catch(() => null);
  if (info?.isDirectory() && options.directoryIndex) return resolveStaticFile(root, join(rel, 'index.html'), options);
  return info?.isFile() ? full : null;
}
