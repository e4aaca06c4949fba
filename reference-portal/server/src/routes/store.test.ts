import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderEvents } from '../db/schema';
import { LOCAL_PLATFORM_SECRETS as S } from '../platforms/local-secrets';
import { signCrazyGamesToken } from '../platforms/sign-crazygames';
import { signFacebookRequest } from '../platforms/sign-facebook';
import { signYandexData } from '../platforms/sign-yandex';
import { json, useTestApp } from '../test/test-app';

const t = useTestApp();
type Payment = {
  TransactionId: string;
  PersonalInfoRequirements: { EmailRequirement: { IsRequired: boolean } };
  Aghanim?: { CheckoutUrl: string };
};
const create = async (token: string, Game = 'hello-game', Sku = 'gems_100', WebPublishingPlatform = 'FxId') => {
  const res = await t().post(
    '/api/v1/store/create_payment',
    { Game, Sku, WebPublishingPlatform, EmbeddingType: 'Embed' },
    token,
  );
  expect(res.status).toBe(200);
  return json<Payment>(res);
};
const status = async (token: string, id: string) =>
  (await json(await t().post('/api/v1/store/get_payment_status', { PublicOrderId: id }, token))).Status;
const aghanim = async (id: string) =>
  (await json(await t().request('GET', `/api/v1/store/aghanim/payment/status?PublicOrderId=${id}`))).Status;
const events = async (id: string) =>
  (await t().database.db.select().from(orderEvents).where(eq(orderEvents.orderId, id))).map(
    (e) => `${e.fromStatus ?? '-'}>${e.toStatus}`,
  );

describe('orders', () => {
  it('walks create → personal info → sandbox pay → completed, recording every transition', async () => {
    const { token } = await t().signIn('buyer@example.com');
    const pay = await create(token);
    expect(pay.PersonalInfoRequirements.EmailRequirement).toEqual({
      IsRequired: true,
      DefaultValue: 'buyer@example.com',
    });
    expect(pay.Aghanim!.CheckoutUrl).toBe(`http://localhost:8787/dev/sandbox-pay/${pay.TransactionId}`);
    expect(await status(token, pay.TransactionId)).toBe('Created');
    const pi = {
      PublicOrderId: pay.TransactionId,
      OrderPersonalInfo: { Email: ' buyer@example.com ', PhoneNumber: '+15551234567', IsAutoConfirm: false },
    };
    expect(
      (
        await t().post(
          '/api/v1/store/update-order-pi',
          { ...pi, OrderPersonalInfo: { ...pi.OrderPersonalInfo, Email: 'nope' } },
          token,
        )
      ).status,
    ).toBe(400);
    expect(
      (
        await t().post(
          '/api/v1/store/update-order-pi',
          { ...pi, OrderPersonalInfo: { ...pi.OrderPersonalInfo, PhoneNumber: '+0123' } },
          token,
        )
      ).status,
    ).toBe(400);
    expect((await t().post('/api/v1/store/update-order-pi', pi, token)).status).toBe(204);
    expect(await aghanim(pay.TransactionId)).toBe('Created');
    const page = await t().request('GET', `/dev/sandbox-pay/${pay.TransactionId}`);
    expect(await page.text()).toContain('id="pay"');
    expect((await t().request('POST', `/dev/sandbox-pay/${pay.TransactionId}/pay`)).status).toBe(200);
    expect(await aghanim(pay.TransactionId)).toBe('Payed');
    const view = await json(
      await t().post('/api/v1/store/get_payment_status', { PublicOrderId: pay.TransactionId }, token),
    );
    expect(view).toMatchObject({
      Status: 'Completed',
      Game: 'hello-game',
      TotalPrice: { Price: 99, Currency: 'RUB' },
      OrderProducts: { MainProduct: { Sku: 'gems_100' } },
    });
    expect(await events(pay.TransactionId)).toEqual([
      '->Created',
      'Created>WaitingForPayment',
      'WaitingForPayment>PayedWaitingForSending',
      'PayedWaitingForSending>Completed',
    ]);
    const profile = await json(await t().post('/api/v1/profile', { Game: 'hello-game' }, token));
    expect(profile.HasCompletedOrder).toBe(true);
  });

  it('refuses impossible transitions', async () => {
    const { token } = await t().signIn();
    const pay = await create(token, 'conformance-game', 'test_item');
    expect(pay.PersonalInfoRequirements.EmailRequirement.IsRequired).toBe(false);
    expect((await t().request('POST', `/dev/sandbox-pay/${pay.TransactionId}/decline`)).status).toBe(200);
    expect(await status(token, pay.TransactionId)).toBe('Cancelled');
    expect((await t().request('POST', `/dev/sandbox-pay/${pay.TransactionId}/pay`)).status).toBe(409);
    const pi = {
      PublicOrderId: pay.TransactionId,
      OrderPersonalInfo: { Email: 'a@example.com', PhoneNumber: null, IsAutoConfirm: true },
    };
    const late = await t().post('/api/v1/store/update-order-pi', pi, token);
    expect(late.status).toBe(409);
    expect((await json(late)).detail).toBe(`Failed to update personal information for order ${pay.TransactionId}`);
  });

  it('answers a malformed sandbox order id with a problem-details 400', async () => {
    const long = `ord_${'a'.repeat(80)}`;
    for (const [method, path] of [
      ['GET', `/dev/sandbox-pay/${long}`],
      ['POST', `/dev/sandbox-pay/${long}/pay`],
      ['POST', `/dev/sandbox-pay/${long}/decline`],
    ] as const) {
      const res = await t().request(method, path);
      expect(res.status, path).toBe(400);
      expect(res.headers.get('Content-Type')).toBe('application/problem+json');
    }
  });

  it('keeps the optimistic status apart from the real one', async () => {
    const { token } = await t().signIn();
    const waiting = await create(token, 'conformance-game', 'test_item');
    expect(
      (
        await t().post(
          '/api/v1/store/set-optimistic-order-status',
          { PublicOrderId: waiting.TransactionId, Status: 'Completed' },
          token,
        )
      ).status,
    ).toBe(204);
    expect(await status(token, waiting.TransactionId)).toBe('WaitingForPayment');
    const fresh = await create(token);
    await t().post(
      '/api/v1/store/set-optimistic-order-status',
      { PublicOrderId: fresh.TransactionId, Status: 'Cancelled' },
      token,
    );
    expect(await status(token, fresh.TransactionId)).toBe('Cancelled');
    expect(
      (
        await t().post(
          '/api/v1/store/set-optimistic-order-status',
          { PublicOrderId: fresh.TransactionId, Status: 'Payed' },
          token,
        )
      ).status,
    ).toBe(400);
  });

  it('hides other accounts’ orders and unknown products', async () => {
    const a = await t().signIn();
    const b = await t().signIn();
    const pay = await create(a.token);
    expect(
      (await t().post('/api/v1/store/get_payment_status', { PublicOrderId: pay.TransactionId }, b.token)).status,
    ).toBe(404);
    expect(
      (
        await t().post(
          '/api/v1/store/create_payment',
          { Game: 'hello-game', Sku: 'nope', WebPublishingPlatform: 'FxId' },
          a.token,
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await t().post('/api/v1/store/create_payment', {
          Game: 'hello-game',
          Sku: 'gems_100',
          WebPublishingPlatform: 'FxId',
        })
      ).status,
    ).toBe(401);
  });

  it('refuses a platform the contract does not list, naming the field, and creates no order', async () => {
    const { token } = await t().signIn();
    const eventsBefore = (await t().database.db.select().from(orderEvents)).length;
    const res = await t().post(
      '/api/v1/store/create_payment',
      { Game: 'hello-game', Sku: 'gems_100', WebPublishingPlatform: 'MySpace', EmbeddingType: 'Embed' },
      token,
    );
    expect(res.status).toBe(400);
    const body = await json<{ Code: string; errors: { field: string }[] }>(res);
    expect(body.Code).toBe('ValidationFailed');
    expect(body.errors.map((e) => e.field)).toEqual(['WebPublishingPlatform']);
    expect((await t().database.db.select().from(orderEvents)).length).toBe(eventsBefore);
  });

  it('redirect flow: create with a token in the query, then personal info', async () => {
    const { token } = await t().signIn();
    const res = await t().request(
      'GET',
      `/api/v1/store/create_payment_with_redirect/hello-game/gems_500?Token=${token}`,
    );
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get('location')!);
    expect(location.pathname).toBe('/Store/ContinueWithPI');
    const id = location.searchParams.get('PublicOrderId')!;
    const next = await json(
      await t().post('/api/v1/store/continue_redirect_with_pi', {
        PublicOrderId: id,
        Token: token,
        OrderPersonalInfo: { Email: 'r@example.com', PhoneNumber: null, IsAutoConfirm: false },
      }),
    );
    expect(next.RedirectUri).toBe(`http://localhost:8787/dev/sandbox-pay/${id}`);
    expect(
      (await t().request('GET', '/api/v1/store/create_payment_with_redirect/hello-game/gems_500?Token=bad')).status,
    ).toBe(401);
  });

  it('storefront: data, availability, check-buy, merchant completed', async () => {
    const data = await json<{
      Products: { Sku: string; LocalizedProductName: string }[];
      Prices: Record<string, { LocalizedPrice: string }>;
    }>(
      await t().post('/api/v1/store/store_data', {
        Game: 'hello-game',
        WebPublishingPlatform: 'FxId',
        Currency: 'RUB',
        Locale: 'ru',
      }),
    );
    expect(data.Products.map((p) => p.Sku)).toEqual(['gems_100', 'gems_500']);
    expect(data.Products[0]!.LocalizedProductName).toBe('100 кристаллов');
    expect(data.Prices.gems_100!.LocalizedPrice).toContain('99');
    const all = await json<{ Products: unknown[] }>(
      await t().post('/api/v1/store/store_data', { Game: 'hello-game', WebPublishingPlatform: 'YandexGames' }),
    );
    expect(all.Products).toHaveLength(3);
    expect(
      await json(
        await t().post('/api/v1/store/store_availability', { Game: 'hello-game', WebPublishingPlatform: 'FxId' }),
      ),
    ).toEqual({ Available: true, Reason: null });
    const { token } = await t().signIn();
    const check = await json(
      await t().post('/api/v1/store/check-buy-products', { Game: 'hello-game', Skus: ['gems_100', 'nope'] }, token),
    );
    expect(check.Products).toEqual([
      { Sku: 'gems_100', CanBuy: true, Reason: null },
      { Sku: 'nope', CanBuy: false, Reason: 'UnknownProduct' },
    ]);
    expect(
      await json(await t().post('/api/v1/store/merchant_payment_completed', { Token: 'unknown-token' })),
    ).toMatchObject({ Success: false });
  });
});

describe('platform purchases and the card form', () => {
  it('completes a Yandex order only with data Yandex signed', async () => {
    const { token } = await t().signIn();
    const pay = await create(token, 'hello-game', 'gems_100', 'YandexGames');
    expect(pay).toMatchObject({ YandexGames: { StoreSpecificOrderProductSku: 'gems_100' } });
    const signed = {
      token: 'p1',
      status: 'finished',
      product: { id: 'gems_100' },
      developerPayload: pay.TransactionId,
    };
    const forged = await t().post(
      '/api/v1/yandexgames/purchase/hello-game',
      { YandexSignedData: signYandexData(signed, 'wrong'), YandexGetPurchasesRequest: false },
      token,
    );
    expect(forged.status).toBe(401);
    const ok = await json(
      await t().post(
        '/api/v1/yandexgames/purchase/hello-game',
        { YandexSignedData: signYandexData(signed, S.yandex), YandexGetPurchasesRequest: false },
        token,
      ),
    );
    expect(ok).toEqual({ TokenSuccesses: [{ Success: true, PurchaseToken: 'p1' }] });
    expect(await status(token, pay.TransactionId)).toBe('Completed');
    const bonus = await json(
      await t().post(
        '/api/v1/yandexgames/redeem-bonus',
        { GameSystemName: 'hello-game', YandexSecret: signYandexData({ bonuses: [{ consumeToken: 'c1' }] }, S.yandex) },
        token,
      ),
    );
    expect(bonus).toEqual({ Success: true, Data: { Records: [{ SucccessData: { ConsumeToken: 'c1' } }] } });
  });

  it('takes a CrazyGames order only with a user token CrazyGames signed, and pays it through Xsolla', async () => {
    const { token } = await t().signIn();
    const order = (CrazyGames?: unknown) =>
      t().post(
        '/api/v1/store/create_payment',
        {
          Game: 'hello-game',
          Sku: 'gems_100',
          WebPublishingPlatform: 'CrazyGames',
          EmbeddingType: 'Embed',
          CrazyGames,
        },
        token,
      );
    const missing = await order();
    expect(missing.status).toBe(403);
    expect(await json(missing)).toMatchObject({ detail: 'No registration to crazygames!' });
    expect((await order({ AccessToken: await signCrazyGamesToken({ userId: 'cg-1' }, 'wrong-secret') })).status).toBe(
      401,
    );
    const ok = await order({ AccessToken: await signCrazyGamesToken({ userId: 'cg-1' }, S.crazyGames) });
    expect(ok.status).toBe(200);
    expect(await json(ok)).toMatchObject({ Xsolla: { PaymentToken: expect.stringMatching(/^xs-local-ord_/) } });
  });

  it('completes a Facebook Instant order from its signed request', async () => {
    const { token } = await t().signIn();
    const pay = await create(token, 'hello-game', 'gems_500', 'FacebookInstantGames');
    const res = await json(
      await t().post(
        '/api/v1/fbinstant/purchase',
        {
          Game: 'hello-game',
          FbInstantPurchaseSignedData: signFacebookRequest(
            { product_id: 'gems_500', payment_id: 'x', developer_payload: pay.TransactionId },
            S.facebook,
          ),
        },
        token,
      ),
    );
    expect(res).toEqual({ Success: true });
    expect(await status(token, pay.TransactionId)).toBe('Completed');
  });

  it('serves the Bank131 card form and SBP for orders of that provider', async () => {
    const { token } = await t().signIn();
    await t().database.db.execute(
      `update games set config = jsonb_set(config, '{Store,Provider}', '"Bank131"') where system_name = 'conformance-game'`,
    );
    const pay = await json<{
      TransactionId: string;
      Checkout: { Token: string; PublicId: string; ConfirmationUrl: string };
    }>(
      await t().post(
        '/api/v1/store/create_payment',
        { Game: 'conformance-game', Sku: 'test_item', WebPublishingPlatform: 'FxId' },
        token,
      ),
    );
    expect(pay.Checkout.ConfirmationUrl).toContain(`/${pay.Checkout.Token}?PublicId=${pay.TransactionId}`);
    const form = await json(
      await t().request('GET', `/api/v1/bank131/payment_form/${pay.Checkout.Token}?PublicId=${pay.TransactionId}`),
    );
    expect(form).toMatchObject({
      Merchant: 'Bank131',
      Product: { Name: 'Test item', Price: { Price: 1, Currency: 'USD' } },
    });
    expect(
      (await t().request('GET', `/api/v1/bank131/payment_form/${'x'.repeat(43)}?PublicId=${pay.TransactionId}`)).status,
    ).toBe(404);
    const card = await json(
      await t().post(`/api/v1/bank131/pay_with_card/${pay.Checkout.Token}`, { PublicId: pay.TransactionId }, token),
    );
    expect(card).toMatchObject({ Success: true, Data: { SessionId: pay.TransactionId } });
    expect(
      await json(
        await t().post(`/api/v1/bank131/check_payment/${pay.Checkout.Token}`, { PublicId: pay.TransactionId }),
      ),
    ).toEqual({ Success: false });
    const sbp = await json(await t().post('/api/v1/bank131/pay_with_sbp', { PublicId: pay.TransactionId }));
    expect(sbp.SbpLink).toContain('method=sbp');
    const other = await t().signIn();
    expect(
      (
        await t().post(
          `/api/v1/bank131/pay_with_card/${pay.Checkout.Token}`,
          { PublicId: pay.TransactionId },
          other.token,
        )
      ).status,
    ).toBe(404);
    expect(
      (await t().post(`/api/v1/bank131/check_payment/${pay.Checkout.Token}`, { PublicId: 'no-such-order' })).status,
    ).toBe(404);
    expect((await t().post('/api/v1/bank131/pay_with_sbp', { PublicId: 'no-such-order' })).status).toBe(404);
    expect((await t().request('GET', `/api/v1/bank131/payment_form/short?PublicId=${pay.TransactionId}`)).status).toBe(
      400,
    );
    await t().request('POST', `/dev/sandbox-pay/${pay.TransactionId}/pay`);
    expect(
      await json(
        await t().post(`/api/v1/bank131/check_payment/${pay.Checkout.Token}`, { PublicId: pay.TransactionId }),
      ),
    ).toEqual({ Success: true });
  });

  it('answers the native calls', async () => {
    const { token } = await t().signIn();
    expect(
      await json(
        await t().request('GET', `/api/v1/native/status?Game=hello-game&Token=${token}&ClientCountryAlpha3=DEU`),
      ),
    ).toEqual({ StoreEnabled: true, WebStoreEnabled: true, Country: 'DEU' });
    const v = await json(
      await t().post('/api/v1/native/inapp/validate/hello-game', {
        Platform: 'Android',
        Sku: 'gems_100',
        Receipt: 'r',
      }),
    );
    expect(v.Success).toBe(false);
  });
});
