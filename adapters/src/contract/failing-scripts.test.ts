import { HostError, type Adapter } from '@playport/host/adapter-kit';
import type { GameConfigReply } from '@playport/host/api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeHost, type FakeHostOptions, type ScriptLoad } from '../testing/fake-host.js';
import { PLATFORM_SCRIPT_TIMEOUT_MS } from '../shared/load-platform-script.js';
import type { PlatformWindow } from '../shared/platform-window.js';
import { CONTRACT_ENTRIES } from './entries.js';
import { PLATFORM_INIT_FAILURES } from './init-failures.js';
import { DEFAULT_PLATFORM_TIMEOUT_MS } from '../shared/timeout.js';

const TIMEOUT = DEFAULT_PLATFORM_TIMEOUT_MS;
const SCRIPT_TIMEOUT = PLATFORM_SCRIPT_TIMEOUT_MS;
// Adapters whose platform is loaded as a script (the portal's own and Steam's preload are not).
const SCRIPTED = CONTRACT_ENTRIES.filter((e) => !['fxid', 'fxlauncher', 'fxnative', 'steam'].includes(e.name));

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

async function failedStart(
  create: () => Adapter,
  url: string | undefined,
  load: ScriptLoad,
  install?: (win: PlatformWindow) => void,
  gameConfig?: GameConfigReply,
  ms = TIMEOUT,
) {
  const fake = fakeHost({ url, load, install, gameConfig });
  const adapter = create();
  const start = () =>
    adapter.start(fake.host).then(
      () => null,
      (e: unknown) => e,
    );
  const started = start();
  await vi.advanceTimersByTimeAsync(ms + 1);
  return { error: await started, restart: start };
}

// A failed start leaves nothing running: the adapter starts afresh (not 'Already initialized') and fails the same way.
async function startsAfresh(restart: () => Promise<unknown>, code: string, ms = TIMEOUT) {
  const again = restart();
  await vi.advanceTimersByTimeAsync(ms + 1);
  expect(await again).toMatchObject({ code });
}

/** A fake page whose script load can change between starts, and a start that settles to the running adapter or the error. */
function startable(entry: (typeof SCRIPTED)[number], load: Pick<FakeHostOptions, 'load' | 'slowMs'>) {
  const options: FakeHostOptions = { url: entry.url, install: entry.install, gameConfig: entry.gameConfig, ...load };
  const fake = fakeHost(options);
  const adapter = entry.create();
  const start = () =>
    adapter.start(fake.host).then(
      (running) => running,
      (e: unknown) => e as HostError,
    );
  return { fake, options, start };
}

const realSetTimeout = globalThis.setTimeout;

/**
 * Settles `start` after its script arrived: the fake clock runs in small steps while the real event
 * loop turns too, since some simulators sign with WebCrypto. A start that hangs still ends, in the
 * adapter's own Timeout.
 */
async function settled<T>(start: Promise<T>): Promise<T> {
  let done = false;
  void start.finally(() => (done = true));
  while (!done) {
    await vi.advanceTimersByTimeAsync(10);
    await new Promise((resolve) => realSetTimeout(resolve, 1));
  }
  return start;
}

describe.each(SCRIPTED)('a failing platform script under $name', (entry) => {
  it.each([
    ['404', 'ScriptFailed'],
    ['empty', 'ScriptFailed'],
    ['never', 'Timeout'],
  ] as const)('load %s ends in %s within the timeout and leaves nothing running', async (load, code) => {
    const { error, restart } = await failedStart(
      entry.create,
      entry.url,
      load,
      undefined,
      entry.gameConfig,
      SCRIPT_TIMEOUT,
    );
    expect(error).toBeInstanceOf(HostError);
    expect((error as HostError).code).toBe(code);
    await startsAfresh(restart, code, SCRIPT_TIMEOUT);
  });

  it('keeps the failed load as the cause of ScriptFailed', async () => {
    const { error } = await failedStart(entry.create, entry.url, '404', undefined, entry.gameConfig, SCRIPT_TIMEOUT);
    expect(error).toMatchObject({ code: 'ScriptFailed' });
    expect((error as HostError).cause).toBeInstanceOf(Error);
    expect(((error as HostError).cause as Error).message).toMatch(/^Failed to load script /);
  });

  it('starts when a script 10 s late arrives, within the one start', async () => {
    const { fake, start } = startable(entry, { load: 'slow', slowMs: 10_000 });
    const started = start();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await settled(started)).toMatchObject({ name: entry.name });
    expect(fake.scripts).toHaveLength(1);
  });

  it('waits again for a script still loading when a start gave up on it, without loading it twice', async () => {
    const { fake, start } = startable(entry, { load: 'slow', slowMs: SCRIPT_TIMEOUT + 5_000 });
    const first = start();
    await vi.advanceTimersByTimeAsync(SCRIPT_TIMEOUT + 1);
    expect(await first).toMatchObject({
      code: 'Timeout',
      message: `The platform script ${fake.scripts[0]} did not answer within ${SCRIPT_TIMEOUT} ms`,
    });
    const second = start();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(await settled(second)).toMatchObject({ name: entry.name });
    expect(fake.scripts).toHaveLength(1);
  });

  it('loads the script afresh after a 404, and starts when it loads', async () => {
    const { fake, options, start } = startable(entry, { load: '404' });
    const first = start();
    await vi.advanceTimersByTimeAsync(1);
    expect(await first).toMatchObject({ code: 'ScriptFailed' });
    options.load = 'ok';
    expect(await settled(start())).toMatchObject({ name: entry.name });
    expect(fake.scripts).toHaveLength(2);
  });
});

describe.each(PLATFORM_INIT_FAILURES)(
  'a platform that fails to start: $name $mode',
  ({ create, install, url, code }) => {
    it(`ends in ${code} within the timeout and leaves nothing running`, async () => {
      const { error, restart } = await failedStart(create, url, 'ok', install);
      expect(error).toBeInstanceOf(HostError);
      expect((error as HostError).code).toBe(code);
      await startsAfresh(restart, code);
    });
  },
);
