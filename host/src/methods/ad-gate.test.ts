import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HostError, HostErrorCode } from '../errors.js';
import { AD_TIMEOUT_MS, createAdGate } from './ad-gate.js';

const timers = {
  setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
  clearTimeout: (id: unknown) => clearTimeout(id as number),
};
const refused = (method: string) => ({
  code: 'NotSupported',
  message: `${method}: an ad is still showing; only one is shown at a time`,
});

/** An ad the test ends by hand. */
function pendingAd() {
  let end!: (outcome: { outcome: string }) => void;
  let fail!: (err: unknown) => void;
  const shown = new Promise<{ outcome: string }>((resolve, reject) => ((end = resolve), (fail = reject)));
  return { show: vi.fn(() => shown), end, fail };
}

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

describe('createAdGate', () => {
  it('refuses a second ad while the first shows, without starting it, and frees the slot when the first ends', async () => {
    const gate = createAdGate(timers);
    const first = pendingAd();
    const shown = gate.run('AdsShowVideo', first.show);
    const second = pendingAd();
    await expect(gate.run('AdsShowInterstitial', second.show)).rejects.toMatchObject(refused('AdsShowInterstitial'));
    await expect(gate.run('AdsShowVideo', second.show)).rejects.toMatchObject(refused('AdsShowVideo'));
    expect(second.show).not.toHaveBeenCalled();
    expect(gate.busy).toBe(true);

    first.end({ outcome: 'skipped' });
    expect(await shown).toEqual({ outcome: 'skipped' });
    expect(gate.busy).toBe(false);
    const third = gate.run('AdsShowInterstitial', async () => ({ outcome: 'finished' }));
    expect(await third).toEqual({ outcome: 'finished' });
  });

  it('frees the slot when the ad fails, and answers with its error', async () => {
    const gate = createAdGate(timers);
    const ad = pendingAd();
    const shown = gate.run('AdsShowVideo', ad.show);
    ad.fail(new HostError(HostErrorCode.NotConnected, 'Not initialized'));
    await expect(shown).rejects.toMatchObject({ code: 'NotConnected', message: 'Not initialized' });
    expect(gate.busy).toBe(false);
  });

  it('frees the slot when `show` throws at once', async () => {
    const gate = createAdGate(timers);
    await expect(
      gate.run('AdsShowVideo', () => {
        throw new HostError(HostErrorCode.Unknown, 'broken');
      }),
    ).rejects.toMatchObject({ code: 'Unknown', message: 'broken' });
    expect(gate.busy).toBe(false);
  });

  it('answers an ad that never ends Timeout after three minutes, and lets the next one start', async () => {
    const gate = createAdGate(timers);
    const stuck = pendingAd();
    const shown = gate.run('AdsShowVideo', stuck.show).catch((err: unknown) => err);
    await vi.advanceTimersByTimeAsync(AD_TIMEOUT_MS - 1);
    expect(gate.busy).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(await shown).toMatchObject({
      code: 'Timeout',
      message: 'AdsShowVideo: the ad did not end within 180000 ms',
    });
    expect(gate.busy).toBe(false);

    const next = pendingAd();
    const again = gate.run('AdsShowInterstitial', next.show);
    // The stuck ad ending late neither answers twice nor frees the slot the next ad holds.
    stuck.end({ outcome: 'finished' });
    await vi.advanceTimersByTimeAsync(0);
    expect(gate.busy).toBe(true);
    next.end({ outcome: 'finished' });
    expect(await again).toEqual({ outcome: 'finished' });
  });

  it('takes its bound from the caller', async () => {
    const gate = createAdGate(timers, 50);
    const shown = gate.run('AdsShowInterstitial', pendingAd().show).catch((err: unknown) => err);
    await vi.advanceTimersByTimeAsync(50);
    expect(await shown).toMatchObject({
      code: 'Timeout',
      message: 'AdsShowInterstitial: the ad did not end within 50 ms',
    });
  });
});
