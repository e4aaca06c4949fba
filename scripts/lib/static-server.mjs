// A small static file server for local development and the browser suites: no directory listing,
// no path traversal, GET and HEAD only, and nothing cached, so a rebuilt bundle is always picked up.
import { createServer } from 'node:http';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.wasm': 'application/wasm',
  '.woff2': 'font/woff2',
};

/** The content type of a file name; unknown extensions are served as opaque bytes. */
export function contentType(file) {
  return TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * Maps a URL path to a file under one of the mounts, or null when it would leave the mount's folder,
 * names a dotfile or node_modules, or is not a valid path at all.
 * Mounts are `{ prefix: '/sdk/', dir: '/abs/sdk/dist' }`, most specific first.
 */
export function resolvePath(mounts, urlPath) {
  let path;
  try {
    path = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (!path.startsWith('/') || path.includes('//') || path.includes('\0') || path.includes('\\')) return null;
  if (path.split('/').some((s) => s.startsWith('.') || s === 'node_modules')) return null;
  const mount = mounts.find((m) => path === m.prefix.slice(0, -1) || path.startsWith(m.prefix));
  if (!mount) return null;
  const root = resolve(mount.dir);
  const file = resolve(root, '.' + path.slice(mount.prefix.length - 1));
  if (file !== root && !file.startsWith(root + sep)) return null;
  return { root, file };
}

function send(res, status, body, headers = {}) {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', ...headers });
  res.end(body);
}

async function fileFor(found) {
  const info = await stat(found.file).catch(() => null);
  if (info?.isFile()) return { file: found.file, size: info.size, isDirectory: false };
  if (!info?.isDirectory()) return null;
  const index = resolve(found.file, 'index.html');
  const indexInfo = await stat(index).catch(() => null);
  return indexInfo?.isFile() ? { file: index, size: indexInfo.size, isDirectory: true } : null;
}

/**
 * Creates (does not start) a static server. `before(req, res, next)` may answer a request itself.
 *
 * @example
 * createStaticServer({ mounts: [{ prefix: '/', dir: 'examples/partner-page' }] }).listen(5173, '127.0.0.1');
 */
export function createStaticServer({ mounts, headers = {}, before }) {
  const common = { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff', ...headers };
  const serveFile = async (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return send(res, 405, 'Method Not Allowed\n', { ...common, Allow: 'GET, HEAD' });
    }
    let url;
    try {
      url = new URL(req.url ?? '/', 'http://local');
    } catch {
      return send(res, 400, 'Bad Request\n', common);
    }
    const found = resolvePath(mounts, url.pathname);
    const target = found && (await fileFor(found));
    if (!target) return send(res, 404, 'Not Found\n', common);
    if (target.isDirectory && !url.pathname.endsWith('/')) {
      return send(res, 301, '', { ...common, Location: `${url.pathname}/${url.search}` });
    }
    res.writeHead(200, { ...common, 'Content-Type': contentType(target.file), 'Content-Length': target.size });
    if (req.method === 'HEAD') return res.end();
    createReadStream(target.file)
      .on('error', () => res.destroy())
      .pipe(res);
  };
  return createServer((req, res) => (before ? before(req, res, () => serveFile(req, res)) : serveFile(req, res)));
}
