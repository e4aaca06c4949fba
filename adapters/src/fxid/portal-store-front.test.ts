import { methodSchemas } from '@playport/sdk/protocol';
import { describe, expect, it } from 'vitest';
import { invokeMethod } from '../contract/invoke.js';
import { problem, startPortal } from './portal-test-kit.js';

const gems = {
  Sku: 'gems_100',
  ProductName: 'Gems',
  ProductDescription: 'A bag of gems',
  LocalizedProductName: 'Edelsteine',
  LocalizedProductDescription: null,
  Price: 1.99,
  Currency: 'USD',
  UsdPrice: 1.99,
  ImageUrl: null,
  IconUrl: 'https://cdn.example/gems.png',
  ShowInWebStore: true,
};
const sword = {
  ...gems,
  Sku: 'sword',
  ProductName: 'Sword',
  ProductDescription: null,
  LocalizedProductName: null,
  Price: 5,
  UsdPrice: null,
  IconUrl: null,
};

describe('portal store front', () => {
  it('DefaultStoreFront lists the storefront products, localized, with their display prices', async () => {
    const { adapter, fake } = await startPortal({
      signedIn: false,
      api: {
        '/store/store_data': {
          Game: 'space',
          Currency: 'EUR',
          Products: [gems, sword],
          Prices: { gems_100: { Price: 1.79, Currency: 'EUR' } },
        },
      },
    });
    const front = await invokeMethod(adapter, 'DefaultStoreFront');
    expect(methodSchemas.DefaultStoreFront.result.safeParse(front).success).toBe(true);
    expect(front).toEqual({
      currency: 'EUR',
      products: [
        {
          sku: 'gems_100',
          name: 'Edelsteine',
          description: 'A bag of gems',
          price: 1.79,
          currency: 'EUR',
          usdPrice: 1.99,
          imageUrl: 'https://cdn.example/gems.png',
        },
        { sku: 'sword', name: 'Sword', description: '', price: 5, currency: 'USD', usdPrice: null, imageUrl: null },
      ],
    });
    expect(fake.api.of('/store/store_data')[0]!.body).toMatchObject({ Game: 'space', WebPublishingPlatform: 'FxId' });
  });

  it('a failing storefront keeps its ApiError, a malformed one is Unknown', async () => {
    const failing = await startPortal({ api: { '/store/store_data': problem(503) } });
    await expect(invokeMethod(failing.adapter, 'DefaultStoreFront')).rejects.toMatchObject({
      code: 'ApiError',
      problem: { status: 503 },
    });
    for (const body of [{}, { Products: [{ Sku: 'x' }] }, { Products: 'all' }, null]) {
      const bad = await startPortal({ api: { '/store/store_data': body } });
      await expect(invokeMethod(bad.adapter, 'DefaultStoreFront')).rejects.toMatchObject({
        code: 'Unknown',
        message: expect.stringContaining('/store/store_data'),
      });
    }
  });
});
