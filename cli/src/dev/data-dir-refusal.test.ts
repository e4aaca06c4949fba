import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startDev } from './start-dev.js';

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const gameFolder = () => {
  const dir = mkdtempSync(join(tmpdir(), 'playport-dev-refusal-'));
  made.push(dir);
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>game</title>');
  return dir;
};

// The port is only checked for being free: the refusal comes before anything listens.
const PORT = Number(process.env.PLAYPORT_TEST_CLI_PORT ?? 32560);

describe('startDev: a data folder inside the served game folder', () => {
  it('is refused before anything is written or listens, naming both folders and the fix', async () => {
    const game = gameFolder();
    const started = startDev({
      target: game,
      cwd: game,
      platform: 'fxid',
      port: PORT,
      env: { PLAYPORT_STATE_HOME: join(game, 'state') },
    });
    await expect(started).rejects.toThrow(/^The data folder .* is inside the game folder .*: set PLAYPORT_STATE_HOME/);
  });
});
