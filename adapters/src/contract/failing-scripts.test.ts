import { HostError, type Adapter, type GameConfigReply } from '@playport/host';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeHost, type ScriptLoad } from '../testing/fake-host.js';
import type { PlatformWindow } from '../shared/platform-window.js';
import { CONTRACT_ENTRIES } from './entries.js';
import { PLATFORM_INIT_FAILURES } from './init-failures.js';
import { DEFAULT_PLATFORM_TIMEOUT_MS } from '../shared/timeout.js';

const TIMEOUT = DEFAULT_PLATFORM_TIMEOUT_MS;
// Adapters whose platform is loaded as a script (the portal's own and Steam's preload are not).
const SCRIPTED = CONTRACT_ENTRIES.filter((e) => !['fxid', 'fxlauncher', 'fxnative', 'steam'].includes(e.name));

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

async function failedStart(
  create: () => Adapter, url: string | undefined, load: ScriptLoad, install?: (win: PlatformWindow) => void, gameConfig?: GameConfigReply,
) {
  const fake = fakeHost({ url, load, install, gameConfig });
  const adapter = create();
  const start = () => adapter.start(fake.host).then(() => null, (e: unknown) => e);
  const started = start();
  await vi.advanceTimersByTimeAsync(TIMEOUT + 1);
  return { error: await started, restart: start };
}

// A failed start leaves nothing running: the adapter starts afresh (not 'Already initialized') and fails the same way.
async function startsAfresh(restart: () => Promise<unknown>, code: string) {
  const again = restart();
  await vi.advanceTimersByTimeAsync(TIMEOUT + 1);
  expect(await again).toMatchObject({ code });
}

describe.each(SCRIPTED)('a failing platform script under $name', (entry) => {
  it.each([
    ['404', 'ScriptFailed'],
    ['empty', 'ScriptFailed'],
    ['never', 'Timeout'],
  ] as const)('load %s ends in %s within the timeout and leaves nothing running', async (load, code) => {
    const { error, restart } = await failedStart(entry.create, entry.url, load, undefined, entry.gameConfig);
    expect(error).toBeInstanceOf(HostError);
    expect((error as HostError).code).toBe(code);
    await startsAfresh(restart, code);
  });
});

describe.each(PLATFORM_INIT_FAILURES)('a platform that fails to start: $name $mode', ({ create, install, url, code }) => {
  it(`ends in ${code} within the timeout and leaves nothing running`, async () => {
    const { error, restart } = await failedStart(create, url, 'ok', install);
    expect(error).toBeInstanceOf(HostError);
    expect((error as HostError).code).toBe(code);
    await startsAfresh(restart, code);
  });
});
