import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/api-error';
import { verifyYandexData } from './verify-yandex';

/**
 * The example signature and secret published in Yandex Games' payments documentation
 * (https://yandex.ru/dev/games/doc/ru/sdk/sdk-purchases#signature-example, #key-example).
 */
const DOC_SECRET = 't0p$ecret';
const DOC_SIGNATURE =
  'hQ8adIRJWD29Nep+0P36Z6edI5uzj6F3tddz6Dqgclk=.eyJhbGdvcml0aG0iOiJITUFDLVNIQTI1NiIsImlzc3VlZEF0IjoxNTcxMjMzMzcxLCJyZXF1ZXN0UGF5bG9hZCI6InF3ZSIsImRhdGEiOnsidG9rZW4iOiJkODVhZTBiMS05MTY2LTRmYmItYmIzOC02ZDJhNGNhNDQxNmQiLCJzdGF0dXMiOiJ3YWl0aW5nIiwiZXJyb3JDb2RlIjoiIiwiZXJyb3JEZXNjcmlwdGlvbiI6IiIsInVybCI6Imh0dHBzOi8veWFuZGV4LnJ1L2dhbWVzL3Nkay9wYXltZW50cy90cnVzdC1mYWtlLmh0bWwiLCJwcm9kdWN0Ijp7ImlkIjoibm9hZHMiLCJ0aXRsZSI6ItCR0LXQtyDRgNC10LrQu9Cw0LzRiyIsImRlc2NyaXB0aW9uIjoi0J7RgtC60LvRjtGH0LjRgtGMINGA0LXQutC70LDQvNGDINCyINC40LPRgNC1IiwicHJpY2UiOnsiY29kZSI6IlJVUiIsInZhbHVlIjoiNDkifSwiaW1hZ2VQcmVmaXgiOiJodHRwczovL2F2YXRhcnMubWRzLnlhbmRleC5uZXQvZ2V0LWdhbWVzLzE4OTI5OTUvMmEwMDAwMDE2ZDFjMTcxN2JkN2EwMTQ5Y2NhZGM4NjA3OGExLyJ9fX0=';

/** Changes one character of the signed text at `index` (to another base64 character). */
const mutate = (text: string, index: number) =>
  text.slice(0, index) + (text[index] === 'A' ? 'B' : 'A') + text.slice(index + 1);

const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (err) {
    return err as ApiError;
  }
  throw new Error('expected a refusal');
};

describe('verifyYandexData: the documented example', () => {
  it('accepts the published signature with the published secret and returns its purchase', () => {
    expect(verifyYandexData(DOC_SIGNATURE, DOC_SECRET)).toEqual({
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
    });
  });

  it('refuses it with one character of the signature or of the payload changed, or another secret', () => {
    const dot = DOC_SIGNATURE.indexOf('.');
    for (const forged of [mutate(DOC_SIGNATURE, 3), mutate(DOC_SIGNATURE, dot + 60)]) {
      const err = refusal(() => verifyYandexData(forged, DOC_SECRET));
      expect(err).toBeInstanceOf(ApiError);
      expect(err.status).toBe(401);
      expect(err.code).toBe('InvalidSignature');
    }
    expect(refusal(() => verifyYandexData(DOC_SIGNATURE, 't0p$ecreT')).code).toBe('InvalidSignature');
  });
});
