import { readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join, relative, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

/** The kinds of file worth compressing; images and fonts are compressed already. */
export const COMPRESSIBLE_EXTENSIONS = [
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.svg',
  '.json',
  '.webmanifest',
  '.wasm',
  '.txt',
  '.map',
];
/** Smaller files are left alone: a coding saves next to nothing on them. */
export const PRECOMPRESS_THRESHOLD = 1024;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
// Built once, served many times: both codings at their strongest level.
const CODINGS = [
  {
    suffix: '.br',
    encode: (data: Buffer) =>
      brotli(data, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      }),
  },
  { suffix: '.gz', encode: (data: Buffer) => gzipped(data, { level: constants.Z_BEST_COMPRESSION }) },
];

/**
 * Writes `name.br` and `name.gz` next to every compressible file of `dir` (and its folders) of at
 * least `threshold` bytes, each only when it is smaller than the file. The server sends them in the
 * file's place to clients that accept them. Returns the files written, relative to `dir`.
 */
export async function precompressDir(dir: string, threshold = PRECOMPRESS_THRESHOLD): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((e) => e.isFile() && COMPRESSIBLE_EXTENSIONS.includes(extname(e.name).toLowerCase()))
    .map((e) => join(e.parentPath, e.name));
  const written = await Promise.all(
    files.map(async (file) => {
      const data = await readFile(file);
      if (data.length < threshold) return [];
      const out: string[] = [];
      for (const { suffix, encode } of CODINGS) {
        const encoded = await encode(data);
        if (encoded.length >= data.length) continue;
        await writeFile(file + suffix, encoded);
        out.push(relative(dir, file) + suffix);
      }
      return out;
    }),
  );
  return written.flat().sort();
}

/** Vite plugin: precompresses the build output (public files included) once it is written. */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'playport:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await precompressDir(outDir);
    },
  };
}
