import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The SDK's <script> build (sdk/dist/playport.js) may weigh at most this many bytes after gzip -9. */
export const SDK_GZIP_BUDGET = 4096;

/**
 * The size of `file` as `gzip -9 -c` writes it: gzip's own deflate (a few bytes larger than zlib's)
 * and the file name in the header. Without a gzip command, zlib's stream plus that header name; the
 * larger of the two counts, so a budget holds whichever tool a reader measures with.
 */
export function gzipSize(file) {
  const cli = spawnSync('gzip', ['-9', '-c', file]);
  const zlibWithName = gzipSync(readFileSync(file), { level: 9 }).length + Buffer.byteLength(basename(file)) + 1;
  return Math.max(cli.status === 0 ? cli.stdout.length : 0, zlibWithName);
}
