import { describe, expect, it } from 'vitest';
import { invokeMethod } from '../contract/invoke.js';
import { fakeHost } from '../testing/fake-host.js';
import { testGameConfig } from '../testing/game-config.js';
import { createFxidAdapter } from './fxid-adapter.js';
import { installFxidSimulator } from './simulator/fxid-simulator.js';

async function start(
  options: Parameters<typeof createFxidAdapter>[0],
  gameConfig = testGameConfig(),
  userAgent = 'Mozilla/5.0 (X11; Linux x86_64)',
) {
  const calls: string[] = [];
  const fake = fakeHost({ install: (win) => installFxidSimulator(win, { calls }), gameConfig });
  (fake.win.navigator as { userAgent: string }).userAgent = userAgent;
  const adapter = await createFxidAdapter(options).start(fake.host);
  return { adapter, fake, calls };
}

describe("fxid adapter: rewarded block ids from the host's game config", () => {
  it('shows the desktop block on a desktop and declares rewarded ads once the config is read', async () => {
    const adapter = createFxidAdapter();
    expect(adapter.supports.rewardedAds).toBe(false);
    const { adapter: started, calls, fake } = await start({});
    expect(started.supports.rewardedAds).toBe(true);
    expect(fake.events).toContainEqual({ name: 'AdsVideoAvailable', payload: { available: true } });
    expect(await invokeMethod(started, 'AdsShowVideo')).toEqual({ outcome: 'finished' });
    expect(calls).toEqual(['render:rewarded:R-A-config-1:desktop']);
  });

  it('shows the mobile block on a phone', async () => {
    const { adapter, calls } = await start({}, testGameConfig(), 'Mozilla/5.0 (Linux; Android 14) Mobile');
    await invokeMethod(adapter, 'AdsShowVideo');
    expect(calls).toEqual(['render:rewarded:R-A-config-2:touch']);
  });

  it('prefers the block ids passed as options', async () => {
    const { adapter, calls } = await start({ ads: { rewardedBlock: { desktop: 'R-own-1', mobile: 'R-own-2' } } });
    await invokeMethod(adapter, 'AdsShowVideo');
    expect(calls).toEqual(['render:rewarded:R-own-1:desktop']);
  });

  it('declares no rewarded ads when the config has no ad block', async () => {
    const { adapter, fake } = await start(
      {},
      testGameConfig((c) => void (c.PublicWebClientConfig.Advertisement = null)),
    );
    expect(adapter.supports.rewardedAds).toBe(false);
    expect(fake.scripts).toEqual([]);
    expect(await invokeMethod(adapter, 'AdsShowVideo')).toEqual({ outcome: 'failed', reason: 'AdsNotConnected' });
  });
});
