import { describe, expectTypeOf, it } from 'vitest';
import type { GetInfoReply, PurchaseResult } from '../protocol/types.js';
import type { PlayportClient } from './types.js';

declare const client: PlayportClient;

describe('PlayportClient types', () => {
  it('types each method by its protocol schema', () => {
    expectTypeOf(client.getInfo()).resolves.toEqualTypeOf<GetInfoReply>();
    expectTypeOf(client.buyProduct({ sku: 'gems' })).resolves.toEqualTypeOf<PurchaseResult>();
    expectTypeOf(client.adsShowVideo()).resolves.toHaveProperty('outcome');
    expectTypeOf(client.googleTagManagerPushToDataLayer).parameter(0).toHaveProperty('event');
  });

  it('makes params optional only where the method takes none or only optional ones', () => {
    client.getInfo();
    client.showLinkShareModal();
    client.statInitialize({ build: '12' });
    // @ts-expect-error GetInfo takes no params
    client.getInfo(5);
    // @ts-expect-error BuyProduct needs its params
    client.buyProduct();
    // @ts-expect-error sku is required
    client.buyProduct({ productNameHint: 'Gems' });
    // @ts-expect-error sku is a string
    client.buyProduct({ sku: 100 });
    // @ts-expect-error unknown field in strict params
    client.changeLanguage({ language: 'de', region: 'AT' });
    // @ts-expect-error SetStatus priority is a number
    client.setStatus({ status: 'playing', priority: 'high' });
  });

  it('offers no method outside the protocol, nor the spec spelling', () => {
    // @ts-expect-error not a protocol method
    client.getScore();
    // @ts-expect-error methods are lowerCamelCase on the client
    client.GetInfo();
  });

  it('types call() for protocol names and lets other names through', () => {
    expectTypeOf(client.call('GetInfo')).resolves.toEqualTypeOf<GetInfoReply>();
    expectTypeOf(client.call('BuyProduct', { sku: 'gems' })).resolves.toEqualTypeOf<PurchaseResult>();
    expectTypeOf(client.call('FutureMethod', { any: 1 })).resolves.toBeUnknown();
    // @ts-expect-error wrong param type for a known name
    client.call('BuyProduct', { sku: 1 });
    // @ts-expect-error missing params for a known name
    client.call('BuyProduct');
  });

  it('types event payloads and returns an unsubscribe function', () => {
    const off = client.on('LanguageChanged', (payload) => {
      expectTypeOf(payload).toEqualTypeOf<{ language: string }>();
    });
    expectTypeOf(off).toEqualTypeOf<() => void>();
    // @ts-expect-error not a protocol event
    client.on('GameOver', () => {});
    // @ts-expect-error the payload of FocusChanged has no language
    client.on('FocusChanged', (payload: { language: string }) => payload);
  });

  it('exposes mode as a union and keeps the client read-only', () => {
    expectTypeOf(client.mode).toEqualTypeOf<'host' | 'standalone'>();
    // @ts-expect-error mode is read-only
    client.mode = 'host';
  });
});
