import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { repoRoot } from './server-process';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const STRACE = '/usr/bin/strace';
const COMMITS = 200;

/** Runs commit-loop.ts under strace: the fsync and fdatasync calls of the whole process tree, and the mean commit time. */
function commitsUnderStrace(fsync: 'on' | 'off'): { fsync: number; fdatasync: number; perCommitMs: number } {
  const dir = mkdtempSync(join(tmpdir(), 'pp-fsync-'));
  dirs.push(dir);
  const summary = join(dir, 'strace.txt');
  const run = spawnSync(
    STRACE,
    [
      '-f',
      '-c',
      '-e',
      'trace=fsync,fdatasync',
      '-o',
      summary,
      process.execPath,
      '--import',
      'tsx',
      'tests/ops/commit-loop.ts',
      join(dir, 'pglite'),
      fsync,
      String(COMMITS),
    ],
    { cwd: repoRoot, encoding: 'utf8' },
  );
  expect(run.status, run.stderr).toBe(0);
  const calls = (name: string) => {
    const line = readFileSync(summary, 'utf8')
      .split('\n')
      .find((l) => l.trim().endsWith(` ${name}`));
    return line ? Number(line.trim().split(/\s+/)[3]) : 0;
  };
  const { perCommitMs } = JSON.parse(run.stdout.trim().split('\n').at(-1)!) as { perCommitMs: number };
  return { fsync: calls('fsync'), fdatasync: calls('fdatasync'), perCommitMs };
}

describe('PGLITE_FSYNC', () => {
  const present = existsSync(STRACE);
  if (!present) console.warn(`skipped: ${STRACE} is missing (apt-get install strace); CI must install it`);

  it.skipIf(!present && !process.env.CI)('on: every commit reaches the disk with fsync', () => {
    const on = commitsUnderStrace('on');
    console.log(`PGLITE_FSYNC=on: ${on.fsync} fsync for ${COMMITS} commits, ${on.perCommitMs} ms a commit`);
    expect(on.fsync).toBeGreaterThanOrEqual(COMMITS);
  });

  it.skipIf(!present && !process.env.CI)('off: nothing is synced', () => {
    const off = commitsUnderStrace('off');
    console.log(`PGLITE_FSYNC=off: ${off.fsync} fsync for ${COMMITS} commits, ${off.perCommitMs} ms a commit`);
    expect(off.fsync + off.fdatasync).toBe(0);
  });
});
