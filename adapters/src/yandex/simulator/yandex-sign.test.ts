import { describe, expect, it } from 'vitest';
import { signAsYandex, signYandexBytes } from './yandex-sign.js';

/** The example signature and secret of Yandex Games' payments documentation (#signature-example, #key-example). */
const DOC_SECRET = 't0p$ecret';
const DOC_SIGNATURE =
  'hQ8adIRJWD29Nep+0P36Z6edI5uzj6F3tddz6Dqgclk=.eyJhbGdvcml0aG0iOiJITUFDLVNIQTI1NiIsImlzc3VlZEF0IjoxNTcxMjMzMzcxLCJyZXF1ZXN0UGF5bG9hZCI6InF3ZSIsImRhdGEiOnsidG9rZW4iOiJkODVhZTBiMS05MTY2LTRmYmItYmIzOC02ZDJhNGNhNDQxNmQiLCJzdGF0dXMiOiJ3YWl0aW5nIiwiZXJyb3JDb2RlIjoiIiwiZXJyb3JEZXNjcmlwdGlvbiI6IiIsInVybCI6Imh0dHBzOi8veWFuZGV4LnJ1L2dhbWVzL3Nkay9wYXltZW50cy90cnVzdC1mYWtlLmh0bWwiLCJwcm9kdWN0Ijp7ImlkIjoibm9hZHMiLCJ0aXRsZSI6ItCR0LXQtyDRgNC10LrQu9Cw0LzRiyIsImRlc2NyaXB0aW9uIjoi0J7RgtC60LvRjtGH0LjRgtGMINGA0LXQutC70LDQvNGDINCyINC40LPRgNC1IiwicHJpY2UiOnsiY29kZSI6IlJVUiIsInZhbHVlIjoiNDkifSwiaW1hZ2VQcmVmaXgiOiJodHRwczovL2F2YXRhcnMubWRzLnlhbmRleC5uZXQvZ2V0LWdhbWVzLzE4OTI5OTUvMmEwMDAwMDE2ZDFjMTcxN2JkN2EwMTQ5Y2NhZGM4NjA3OGExLyJ9fX0=';
const DOC_PURCHASE = {
  token: 'd85ae0b1-9166-4fbb-bb38-6d2a4ca4416d',
  status: 'waiting',
  errorCode: '',
  errorDescription: '',
  url: 'https://yandex.ru/games/sdk/payments/trust-fake.html',
  product: {
    id: 'noads',
    title: 'Без рекламы',
    description: 'Отключить рекламу в игре',
    price: { code: 'RUR', value: '49' },
    imagePrefix: 'https://avatars.mds.yandex.net/get-games/1892995/2a0000016d1c1717bd7a0149ccadc86078a1/',
  },
};

describe('the Yandex simulator signs as Yandex does', () => {
  it('reproduces the documented example byte for byte', async () => {
    expect(await signAsYandex(DOC_PURCHASE, DOC_SECRET, 1571233371, 'qwe')).toBe(DOC_SIGNATURE);
  });

  it('signs the decoded payload: the documented payload bytes give the documented signature', async () => {
    const payload = Uint8Array.from(atob(DOC_SIGNATURE.split('.')[1]!), (c) => c.charCodeAt(0));
    expect(await signYandexBytes(payload, DOC_SECRET)).toBe(DOC_SIGNATURE);
    payload[10] = payload[10]! ^ 1;
    expect((await signYandexBytes(payload, DOC_SECRET)).split('.')[0]).not.toBe(DOC_SIGNATURE.split('.')[0]);
  });
});
