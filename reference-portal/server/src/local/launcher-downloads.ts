import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env';

/** The files local mode serves at `/downloads/{file}`: the seeded launcher installers and game files, by size. */
export const LOCAL_DOWNLOADS: Readonly<Record<string, number>> = Object.freeze({
  'hello-game-setup.exe': 262_144,
  'hello-game.exe': 1_048_576,
  'hello-game-beta-setup.exe': 270_336,
  'hello-game-beta.exe': 1_148_576,
});

/** A file's bytes: a SHA-256 chain seeded with its name, so its size and hash are fixed without storing it. */
export function localDownloadBytes(name: string, size: number): Buffer {
  const out = Buffer.alloc(size);
  let block = createHash('sha256').update(name).digest();
  for (let at = 0; at < size; at += block.length) {
    block.copy(out, at, 0, Math.min(block.length, size - at));
    block = createHash('sha256').update(block).digest();
  }
  return out;
}

/** A manifest artifact for a local download, with its real size and SHA-256. */
export function localDownloadArtifact(name: string, url: string) {
  const size = LOCAL_DOWNLOADS[name];
  if (size === undefined) throw new Error(`No local download ${name}`);
  const Sha256 = createHash('sha256').update(localDownloadBytes(name, size)).digest('hex');
  return {
    Path: name,
    Size: size,
    CompressedSize: null,
    Compression: 'Disabled',
    Hashes: { Sha256, Md5: null },
    Sources: [{ Url: url, Priority: 0 }],
  };
}

/** Local mode only: `/downloads/{file}` serves the files the seeded launcher builds point to. */
export function localDownloadRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/:file', (c) => {
    const name = c.req.param('file');
    const size = Object.hasOwn(LOCAL_DOWNLOADS, name) ? LOCAL_DOWNLOADS[name] : undefined;
    if (size === undefined) return c.notFound();
    c.header('Content-Disposition', `attachment; filename="${name}"`);
    c.header('Cache-Control', 'no-cache');
    return c.body(new Uint8Array(localDownloadBytes(name, size)), 200, {
      'Content-Type': 'application/octet-stream',
      'Content-Length': String(size),
    });
  });
  return app;
}
