import { HostError, HostErrorCode } from '@playport/host';
import { describe, expect, it } from 'vitest';
import { problem } from '../testing/fake-api.js';
import { fakeHost, type FakeHost, type FakeHostOptions } from '../testing/fake-host.js';
import { runPlatformPurchase, userCancelled } from './platform-purchase.js';
import { portalApi } from './portal-api.js';

function purchase(api: FakeHostOptions['api'], pay: () => Promise<void>) {
  const fake = fakeHost({ api });
  const bought = runPlatformPurchase(fake.host, portalApi(fake.host), { sku: 'gems_100' }, { WebPublishingPlatform: 'WizQ' }, pay);
  return { fake, bought };
}

const statuses = (fake: FakeHost) => fake.api.of('/store/set-optimistic-order-status').map((r) => r.body.Status);

describe('runPlatformPurchase', () => {
  it('creates the order, pays, and reports it Completed', async () => {
    const { fake, bought } = purchase({}, async () => {});
    await expect(bought).resolves.toEqual({ transactionId: 'order-1', stats: { currency: 'RUB', currencyAmount: 10, usdAmount: 0.15 } });
    expect(fake.api.of('/store/create_payment')[0]!.body).toMatchObject({ Game: 'space', Sku: 'gems_100', WebPublishingPlatform: 'WizQ' });
    expect(statuses(fake)).toEqual(['Completed']);
  });

  it('fails with Unknown and pays nothing when the order cannot be created', async () => {
    let paid = false;
    const { fake, bought } = purchase({ '/store/create_payment': () => problem(500) }, async () => void (paid = true));
    await expect(bought).rejects.toMatchObject({ code: HostErrorCode.Unknown, message: 'An error occurred during the purchase process.' });
    expect(paid).toBe(false);
    expect(statuses(fake)).toEqual([]);
  });

  it('reports a cancelled payment Cancelled and keeps UserCancelled; other failures become Unknown', async () => {
    const cancelled = purchase({}, async () => Promise.reject(userCancelled()));
    await expect(cancelled.bought).rejects.toMatchObject({ code: HostErrorCode.UserCancelled });
    expect(statuses(cancelled.fake)).toEqual(['Cancelled']);
    const failed = purchase({}, async () => Promise.reject(new HostError(HostErrorCode.ApiError, 'Platform said no')));
    await expect(failed.bought).rejects.toMatchObject({ code: HostErrorCode.Unknown, message: 'Platform said no' });
    expect(statuses(failed.fake)).toEqual(['Cancelled']);
  });

  it('only logs a failure to report the status', async () => {
    const { fake, bought } = purchase({ '/store/set-optimistic-order-status': () => problem(500) }, async () => {});
    await expect(bought).resolves.toMatchObject({ transactionId: 'order-1' });
    expect(fake.logs.some(([level, message]) => level === 'warn' && String(message).includes('order-1'))).toBe(true);
  });
});
