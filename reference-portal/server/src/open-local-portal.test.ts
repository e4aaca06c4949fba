import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openLocalPortal, type LocalPortalStep } from './open-local-portal';

const dataDir = mkdtempSync(join(tmpdir(), 'playport-local-portal-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Opens and closes the local portal in `dataDir`, answering the steps it reported. */
async function stepsOfOneStart(): Promise<LocalPortalStep[]> {
  const steps: LocalPortalStep[] = [];
  const portal = await openLocalPortal({ port: 32590, dataDir, progress: (s) => steps.push(s) });
  await portal.close();
  return steps;
}

describe('openLocalPortal: the steps of a start', () => {
  it('tells a first start (the database is created) from a later one in the same folder', async () => {
    expect(await stepsOfOneStart()).toEqual([
      { step: 'open', firstStart: true },
      { step: 'migrate' },
      { step: 'seed' },
    ]);
    expect(await stepsOfOneStart()).toEqual([
      { step: 'open', firstStart: false },
      { step: 'migrate' },
      { step: 'seed' },
    ]);
  }, 120_000);
});
