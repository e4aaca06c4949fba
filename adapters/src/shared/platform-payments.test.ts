import { HostError, HostErrorCode } from '@playport/host/adapter-kit';
import { describe, expect, it } from 'vitest';
import { problem } from '../testing/fake-api.js';
import { fakeHost, type FakeHost, type FakeHostOptions } from '../testing/fake-host.js';
import { platformPayments, userCancelled } from './platform-payments.js';
import { portalApi } from './portal-api.js';

function purchase(api: FakeHostOptions['api'], pay: () => Promise<void>, sku = 'gems_100') {
  const fake = fakeHost({ api });
  const payments = platformPayments(fake.host, portalApi(fake.host), 'VkontaktePlay', pay, {
    Currency: 'RUB',
    VkontaktePlay: { IpAddress: '{ip}', Uid: '7', Currency: 'RUB' },
  });
  return { fake, payments, bought: payments.buy({ sku }) };
}

const statuses = (fake: FakeHost) => fake.api.of('/store/set-optimistic-order-status').map((r) => r.body.Status);

describe('platformPayments', () => {
  it("creates the order with the platform's fields, pays, and reports it Completed", async () => {
    const { fake, bought } = purchase({}, async () => {});
    await expect(bought).resolves.toEqual({
      transactionId: 'order-1',
      stats: { currency: 'RUB', currencyAmount: 10, usdAmount: 0.15 },
    });
    expect(fake.api.of('/store/create_payment')[0]!.body).toMatchObject({
      Game: 'space',
      Sku: 'gems_100',
      WebPublishingPlatform: 'VkontaktePlay',
      EmbeddingType: 'Embed',
      Currency: 'RUB',
      VkontaktePlay: { IpAddress: '{ip}', Uid: '7', Currency: 'RUB' },
    });
    expect(statuses(fake)).toEqual(['Completed']);
  });

  it("fails with Unknown and the server's reason, and pays nothing, when the order cannot be created", async () => {
    let paid = false;
    const { fake, bought } = purchase(
      { '/store/create_payment': () => problem(404, 'Not Found', 'Unknown product gems_100') },
      async () => void (paid = true),
    );
    await expect(bought).rejects.toMatchObject({ code: HostErrorCode.Unknown, message: 'Unknown product gems_100' });
    expect(paid).toBe(false);
    expect(statuses(fake)).toEqual([]);
  });

  it('reports a cancelled payment Cancelled and keeps UserCancelled; other failures, a timeout too, become Unknown', async () => {
    const cancelled = purchase({}, async () => Promise.reject(userCancelled()));
    await expect(cancelled.bought).rejects.toMatchObject({
      code: HostErrorCode.UserCancelled,
      message: 'The purchase was cancelled',
    });
    expect(statuses(cancelled.fake)).toEqual(['Cancelled']);
    const failed = purchase({}, async () => Promise.reject(new HostError(HostErrorCode.ApiError, 'Platform said no')));
    await expect(failed.bought).rejects.toMatchObject({ code: HostErrorCode.Unknown, message: 'Platform said no' });
    expect(statuses(failed.fake)).toEqual(['Cancelled']);
    const late = purchase({}, async () =>
      Promise.reject(new HostError(HostErrorCode.Timeout, 'The payment timed out')),
    );
    await expect(late.bought).rejects.toMatchObject({ code: HostErrorCode.Unknown, message: 'The payment timed out' });
    expect(statuses(late.fake)).toEqual(['Cancelled']);
  });

  it('runs one payment for a double click on the same product', async () => {
    let payments = 0;
    const { fake, payments: flow, bought } = purchase({}, async () => void payments++);
    const again = flow.buy({ sku: 'gems_100' });
    expect(await again).toEqual(await bought);
    expect(payments).toBe(1);
    expect(fake.api.of('/store/create_payment')).toHaveLength(1);
  });

  it('only logs a failure to report the status', async () => {
    const { fake, bought } = purchase({ '/store/set-optimistic-order-status': () => problem(500) }, async () => {});
    await expect(bought).resolves.toMatchObject({ transactionId: 'order-1' });
    expect(fake.logs.some(([level, message]) => level === 'warn' && String(message).includes('order-1'))).toBe(true);
  });
});
