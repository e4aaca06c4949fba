import { HostError, type Adapter, type GameConfigReply } from '@playport/host';
import { ErrorCode } from '@playport/sdk/protocol';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeHost, type ScriptLoad } from '../testing/fake-host.js';
import type { PlatformWindow } from '../shared/platform-window.js';
import { invokeMethod } from './invoke.js';
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
  const started = adapter.init(fake.host).then(() => null, (e: unknown) => e);
  await vi.advanceTimersByTimeAsync(TIMEOUT + 1);
  return { error: await started, adapter };
}

async function keepsRunning(adapter: Adapter) {
  for (const method of ['AdsShowVideo', 'BuyProduct', 'GetFriends'] as const) {
    const settled = invokeMethod(adapter, method).then(() => 'ok', (e: unknown) => e);
    await vi.advanceTimersByTimeAsync(TIMEOUT + 1);
    const outcome = await settled;
    if (outcome !== 'ok') expect(Object.values(ErrorCode), `${method}: ${String(outcome)}`).toContain((outcome as HostError).code);
  }
  adapter.destroy();
}

describe.each(SCRIPTED)('a failing platform script under $name', (entry) => {
  it.each([
    ['404', 'ScriptFailed'],
    ['empty', 'ScriptFailed'],
    ['never', 'Timeout'],
  ] as const)('load %s ends in %s within the timeout and the adapter still answers', async (load, code) => {
    const { error, adapter } = await failedStart(entry.create, entry.url, load, undefined, entry.gameConfig);
    expect(error).toBeInstanceOf(HostError);
    expect((error as HostError).code).toBe(code);
    await keepsRunning(adapter);
  });
});

describe.each(PLATFORM_INIT_FAILURES)('a platform that fails to start: $name $mode', ({ create, install, url, code }) => {
  it(`ends in ${code} within the timeout`, async () => {
    const { error, adapter } = await failedStart(create, url, 'ok', install);
    expect(error).toBeInstanceOf(HostError);
    expect((error as HostError).code).toBe(code);
    await keepsRunning(adapter);
  });
});
