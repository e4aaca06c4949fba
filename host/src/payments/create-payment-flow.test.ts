// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_REQUEST_TIMEOUT_MS } from '../api/transport.js';
import { HostError, HostErrorCode } from '../errors.js';
import { createPaymentFlow, type PaymentFlowOptions } from './create-payment-flow.js';
import type { PaymentDriver } from './payment-driver.js';
import { cancelled, failed } from './payment-error.js';
import {
  paymentKit,
  paymentResult,
  postFromFrame,
  removeSimulatorGlobals,
  settle,
  type FakeApiAnswers,
} from './testing/payment-test-kit.js';

const withPi = (email = 'ann@example.com') =>
  paymentResult({
    Aghanim: { CheckoutUrl: 'x' },
    PersonalInfoRequirements: { EmailRequirement: { IsRequired: true, DefaultValue: email } },
  });

function driver(pay: PaymentDriver['pay'] = async () => 'completed'): PaymentDriver {
  return { name: 'Test', canHandle: (r) => Boolean(r.Aghanim), pay: vi.fn(pay) };
}

function setup(
  answers: FakeApiAnswers = {},
  pay?: PaymentDriver['pay'],
  extra: Partial<PaymentFlowOptions> = {},
  personalInfo: Parameters<typeof vi.fn>[0] = async () => null,
) {
  const kit = paymentKit({ createPayment: paymentResult({ Aghanim: { CheckoutUrl: 'x' } }), ...answers });
  kit.ui.showPersonalInfo.mockImplementation(personalInfo as never);
  const d = driver(pay);
  const flow = createPaymentFlow({
    context: kit.context,
    api: kit.api,
    ui: kit.ui,
    game: 'hello-game',
    platform: 'FxId',
    drivers: [d],
    track: (e) => kit.events.push(e),
    ...extra,
  });
  return { ...kit, flow, driver: d };
}

afterEach(() => {
  removeSimulatorGlobals();
  vi.useRealTimers();
});

describe('createPaymentFlow', () => {
  it('creates the payment, pays, reports Completed and resolves with the transaction and stats', async () => {
    const t = setup();
    const result = await t.flow.buy({ sku: 'gems_100', productNameHint: 'Gems', developerPayload: 'p1' });
    expect(result).toEqual({ transactionId: 'ord_1', stats: { currency: 'RUB', currencyAmount: 99, usdAmount: 0.99 } });
    expect(t.requests('/store/create_payment')).toEqual([
      {
        Game: 'hello-game',
        Sku: 'gems_100',
        WebPublishingPlatform: 'FxId',
        EmbeddingType: 'Embed',
        ProductNameHint: 'Gems',
        ProductDescriptionHint: null,
        DeveloperPayload: { MerchantDeveloperPayload: 'p1' },
      },
    ]);
    expect(t.requests('/store/set-optimistic-order-status')).toEqual([{ PublicOrderId: 'ord_1', Status: 'Completed' }]);
    expect(t.ui.showPersonalInfo).not.toHaveBeenCalled();
  });

  it('carries the CrazyGames block when the buyer gives a CrazyGames user token', async () => {
    const t = setup();
    await t.flow.buy({ sku: 'gems_100', crazyGamesAccessToken: 'cg-jwt' });
    expect(t.requests('/store/create_payment')[0]).toMatchObject({
      Sku: 'gems_100',
      CrazyGames: { AccessToken: 'cg-jwt' },
    });
    await t.flow.buy({ sku: 'gems_200' });
    expect(t.requests('/store/create_payment')[1]).not.toHaveProperty('CrazyGames');
  });

  it('reports Cancelled and rejects with UserCancelled when the player cancels in the provider', async () => {
    const t = setup({}, async () => Promise.reject(cancelled('Payment widget closed before payment completed!')));
    await expect(t.flow.buy({ sku: 'gems_100' })).rejects.toMatchObject({
      code: HostErrorCode.UserCancelled,
      message: 'Payment widget closed before payment completed!',
    });
    expect(t.requests('/store/set-optimistic-order-status')).toEqual([{ PublicOrderId: 'ord_1', Status: 'Cancelled' }]);
  });

  it('reports Cancelled and rejects with Unknown when the provider fails', async () => {
    const t = setup({}, async () => Promise.reject(failed('Payment failed for some reason!')));
    await expect(t.flow.buy({ sku: 'gems_100' })).rejects.toMatchObject({
      code: HostErrorCode.Unknown,
      message: 'Payment failed for some reason!',
    });
    expect(t.requests('/store/set-optimistic-order-status')).toEqual([{ PublicOrderId: 'ord_1', Status: 'Cancelled' }]);
  });

  it('uses the default message for an error without one', async () => {
    const t = setup({}, async () => Promise.reject(new Error('')));
    await expect(t.flow.buy({ sku: 'gems_100' })).rejects.toMatchObject({
      code: HostErrorCode.Unknown,
      message: 'An error occurred during the purchase process.',
    });
  });

  it('wraps a failed create-payment with the problem details as JSON', async () => {
    const t = setup();
    t.api.store.createPayment = vi.fn(async () => {
      const { ApiError } = await import('../api/problem.js');
      // The API's 404s carry their problem as JSON (a 404 without one is a page with no API at all).
      throw new ApiError(
        { type: 'urn:x', title: 'Not Found', status: 404, detail: 'Unknown product', instance: '/x' },
        { Code: 'UnknownProduct' },
      );
    });
    const err = (await t.flow.buy({ sku: 'nope' }).catch((e: unknown) => e)) as HostError;
    expect(err).toBeInstanceOf(HostError);
    expect(err).toMatchObject({
      code: HostErrorCode.Unknown,
      message: 'Unknown product',
      details: { status: 404, title: 'Not Found' },
    });
    expect(t.requests('/store/set-optimistic-order-status')).toEqual([]);
  });

  it("gives the spec's default message for a failed create-payment whose problem has an empty detail", async () => {
    const t = setup();
    t.api.store.createPayment = vi.fn(async () => {
      const { ApiError } = await import('../api/problem.js');
      throw new ApiError({ type: 'about:blank', title: 'Boom', status: 500, detail: '', instance: '/x' });
    });
    await expect(t.flow.buy({ sku: 'gems_100' })).rejects.toMatchObject({
      code: HostErrorCode.Unknown,
      message: 'An error occurred during the purchase process.',
      details: { status: 500, title: 'Boom' },
    });
  });

  it('sends the platform order fields, read when each order is made', async () => {
    let uid = '7';
    const t = setup({}, undefined, {
      platform: 'VkontaktePlay',
      orderFields: () => ({ Currency: 'RUB', VkontaktePlay: { IpAddress: '{ip}', Uid: uid, Currency: 'RUB' } }),
    });
    await t.flow.buy({ sku: 'gems_100' }).catch(() => {});
    uid = '8';
    await t.flow.buy({ sku: 'gems_100' }).catch(() => {});
    expect(
      t.requests('/store/create_payment').map((r) => (r as { VkontaktePlay: { Uid: string } }).VkontaktePlay.Uid),
    ).toEqual(['7', '8']);
    expect(t.requests('/store/create_payment')[0]).toMatchObject({
      WebPublishingPlatform: 'VkontaktePlay',
      Currency: 'RUB',
    });
  });

  it('refuses an unknown provider with the spec message and cancels the order', async () => {
    const t = setup({ createPayment: paymentResult({}) });
    await expect(t.flow.buy({ sku: 'gems_100' })).rejects.toMatchObject({
      code: HostErrorCode.Unknown,
      message: 'Unsupported payment method for FxId web',
    });
    expect(t.requests('/store/set-optimistic-order-status')).toEqual([{ PublicOrderId: 'ord_1', Status: 'Cancelled' }]);
  });

  it('only logs a failure to set the optimistic status', async () => {
    const t = setup({ optimistic: 500 });
    await expect(t.flow.buy({ sku: 'gems_100' })).resolves.toMatchObject({ transactionId: 'ord_1' });
    expect(t.log).toHaveBeenCalledWith(
      'warn',
      'Failed to set optimistic status Completed for order ord_1',
      expect.anything(),
    );
  });

  it('a double click on Buy creates one order and both clicks get its result', async () => {
    const t = setup();
    const [a, b] = await Promise.all([t.flow.buy({ sku: 'gems_100' }), t.flow.buy({ sku: 'gems_100' })]);
    expect(a).toEqual(b);
    expect(t.requests('/store/create_payment')).toHaveLength(1);
    await t.flow.buy({ sku: 'gems_100' });
    expect(t.requests('/store/create_payment')).toHaveLength(2);
  });

  it('a double click during a real widget opens one order and one widget', async () => {
    const kit = paymentKit({
      createPayment: paymentResult({
        Xsolla: { ConfirmationUrl: 'http://localhost:8789/pay/xsolla/ord_1', PaymentToken: 't', Sandbox: true },
      }),
    });
    const flow = createPaymentFlow({
      context: kit.context,
      api: kit.api,
      ui: kit.ui,
      game: 'g',
      platform: 'FxId',
      origins: kit.driverContext.origins,
      scripts: kit.driverContext.scripts,
    });
    const first = flow.buy({ sku: 'gems_100' });
    const second = flow.buy({ sku: 'gems_100' });
    await settle();
    await settle();
    const frames = document.querySelectorAll<HTMLIFrameElement>('.xpaystation-widget-lightbox-content-iframe');
    expect(frames).toHaveLength(1);
    postFromFrame(frames[0]!, JSON.stringify({ command: 'status', data: { paymentInfo: { status: 'done' } } }));
    await expect(Promise.all([first, second])).resolves.toHaveLength(2);
    expect(kit.requests('/store/create_payment')).toHaveLength(1);
  });
});

describe('createPaymentFlow with personal info', () => {
  it('asks for it when required, stores the trimmed values and then pays', async () => {
    const t = setup({ createPayment: withPi() }, undefined, {}, async () => ({
      email: ' bob@example.com ',
      phone: ' +4915112345678 ',
      autoConfirm: true,
    }));
    await t.flow.buy({ sku: 'gems_100' });
    expect(t.ui.showPersonalInfo).toHaveBeenCalledWith({
      email: 'ann@example.com',
      emailRequired: true,
      compact: undefined,
    });
    expect(t.requests('/store/update-order-pi')).toEqual([
      {
        PublicOrderId: 'ord_1',
        OrderPersonalInfo: { Email: 'bob@example.com', PhoneNumber: '+4915112345678', IsAutoConfirm: true },
      },
    ]);
    expect(t.driver.pay).toHaveBeenCalled();
    expect(t.events.map((e) => e.name)).toEqual([
      'PersonalInfoFormShown',
      'PersonalInfoFormAutofilled',
      'PersonalInfoFormSubmitted',
    ]);
  });

  it('a closed form rejects with Email input cancelled and cancels the order', async () => {
    const t = setup({ createPayment: withPi() });
    await expect(t.flow.buy({ sku: 'gems_100' })).rejects.toMatchObject({
      code: HostErrorCode.UserCancelled,
      message: 'Email input cancelled',
    });
    expect(t.driver.pay).not.toHaveBeenCalled();
    expect(t.requests('/store/set-optimistic-order-status')).toEqual([{ PublicOrderId: 'ord_1', Status: 'Cancelled' }]);
  });

  it('asks again when a UI answers with invalid values', async () => {
    const answers = [
      { email: 'bad', phone: '', autoConfirm: false },
      { email: 'ann@example.com', phone: '', autoConfirm: false },
    ];
    const t = setup({ createPayment: withPi('') }, undefined, {}, async () => answers.shift() ?? null);
    await t.flow.buy({ sku: 'gems_100' });
    expect(t.ui.showPersonalInfo).toHaveBeenCalledTimes(2);
    expect(t.requests('/store/update-order-pi')[0]).toMatchObject({
      OrderPersonalInfo: { Email: 'ann@example.com', PhoneNumber: null },
    });
  });

  it('a failed update rejects with the order in the message', async () => {
    const t = setup({ createPayment: withPi(), updatePersonalInfo: 409 }, undefined, {}, async () => ({
      email: 'ann@example.com',
      phone: '',
      autoConfirm: false,
    }));
    await expect(t.flow.buy({ sku: 'gems_100' })).rejects.toMatchObject({
      code: HostErrorCode.Unknown,
      message: 'Failed to update personal information for order ord_1',
    });
    expect(t.driver.pay).not.toHaveBeenCalled();
  });

  it('skips the form when the e-mail is not required', async () => {
    const t = setup({
      createPayment: paymentResult({
        Aghanim: { CheckoutUrl: 'x' },
        PersonalInfoRequirements: { EmailRequirement: { IsRequired: false, DefaultValue: null } },
      }),
    });
    await t.flow.buy({ sku: 'gems_100' });
    expect(t.ui.showPersonalInfo).not.toHaveBeenCalled();
    expect(t.requests('/store/update-order-pi')).toEqual([]);
  });
});

describe("createPaymentFlow checks a payment that did not succeed against the server's order", () => {
  const networkError = () => Promise.reject(new TypeError('Failed to fetch'));

  it('a driver failing on the network for an order the server has paid resolves as the purchase and reports Completed', async () => {
    const t = setup({ orderStatus: ['Completed'] }, networkError);
    await expect(t.flow.buy({ sku: 'gems_100' })).resolves.toEqual({
      transactionId: 'ord_1',
      stats: { currency: 'RUB', currencyAmount: 99, usdAmount: 0.99 },
    });
    expect(t.requests('/store/get_payment_status')).toEqual([{ PublicOrderId: 'ord_1' }]);
    expect(t.requests('/store/set-optimistic-order-status')).toEqual([{ PublicOrderId: 'ord_1', Status: 'Completed' }]);
  });

  it('a cancel for an order paid and waiting for delivery resolves as the purchase too', async () => {
    const t = setup({ orderStatus: ['PayedWaitingForSending'] }, async () =>
      Promise.reject(cancelled('Widget closed before payment completed')),
    );
    await expect(t.flow.buy({ sku: 'gems_100' })).resolves.toMatchObject({ transactionId: 'ord_1' });
    expect(t.requests('/store/set-optimistic-order-status')).toEqual([{ PublicOrderId: 'ord_1', Status: 'Completed' }]);
  });

  it('a cancel for an order the server has not paid stays UserCancelled and reports Cancelled', async () => {
    const t = setup({ orderStatus: ['WaitingForPayment'] }, async () =>
      Promise.reject(cancelled('Widget closed before payment completed')),
    );
    await expect(t.flow.buy({ sku: 'gems_100' })).rejects.toMatchObject({
      code: HostErrorCode.UserCancelled,
      message: 'Widget closed before payment completed',
    });
    expect(t.requests('/store/get_payment_status')).toEqual([{ PublicOrderId: 'ord_1' }]);
    expect(t.requests('/store/set-optimistic-order-status')).toEqual([{ PublicOrderId: 'ord_1', Status: 'Cancelled' }]);
  });

  it('an order-status request lost on the network is retried, and the paid order still reaches the game', async () => {
    vi.useFakeTimers();
    const t = setup({ orderStatus: ['network', 'hang', 'Completed'] }, networkError);
    const bought = t.flow.buy({ sku: 'gems_100' });
    await vi.advanceTimersByTimeAsync(10_000);
    await expect(bought).resolves.toMatchObject({ transactionId: 'ord_1' });
    expect(t.requests('/store/get_payment_status')).toHaveLength(3);
    expect(t.requests('/store/set-optimistic-order-status')).toEqual([{ PublicOrderId: 'ord_1', Status: 'Completed' }]);
  });

  it("a server out of reach leaves the driver's error as it was and reports Cancelled", async () => {
    vi.useFakeTimers();
    const t = setup({ orderStatus: ['network', 'network', 'network'] }, async () =>
      Promise.reject(failed('Payment failed for some reason!')),
    );
    const bought = t.flow.buy({ sku: 'gems_100' });
    const settled = expect(bought).rejects.toMatchObject({
      code: HostErrorCode.Unknown,
      message: 'Payment failed for some reason!',
    });
    await vi.advanceTimersByTimeAsync(10_000);
    await settled;
    expect(t.requests('/store/get_payment_status')).toHaveLength(3);
    expect(t.log).toHaveBeenCalledWith(
      'warn',
      'Failed to read the status of order ord_1',
      expect.objectContaining({ code: 'ApiError' }),
    );
    expect(t.requests('/store/set-optimistic-order-status')).toEqual([{ PublicOrderId: 'ord_1', Status: 'Cancelled' }]);
  });

  it('does not ask when the payment never started (personal info closed)', async () => {
    const t = setup({ createPayment: withPi(), orderStatus: ['Completed'] });
    await expect(t.flow.buy({ sku: 'gems_100' })).rejects.toMatchObject({
      code: HostErrorCode.UserCancelled,
      message: 'Email input cancelled',
    });
    expect(t.requests('/store/get_payment_status')).toEqual([]);
  });
});

describe('createPaymentFlow with a create_payment that never answers', () => {
  it('fails that purchase after the request timeout, and the next BuyProduct of the item sends a new request', async () => {
    vi.useFakeTimers();
    const t = setup({ createPayment: ['hang', paymentResult({ Aghanim: { CheckoutUrl: 'x' } })] });
    const first = t.flow.buy({ sku: 'gems_100' });
    const settled = expect(first).rejects.toMatchObject({
      code: HostErrorCode.Unknown,
      message: `Timed out after ${DEFAULT_REQUEST_TIMEOUT_MS} ms`,
      details: { title: 'Network Error', status: 0 },
    });
    // A second click while it hangs joins it.
    expect(t.flow.buy({ sku: 'gems_100' })).toBe(first);
    await vi.advanceTimersByTimeAsync(DEFAULT_REQUEST_TIMEOUT_MS);
    await settled;
    expect(t.requests('/store/create_payment')).toHaveLength(1);
    expect(t.requests('/store/set-optimistic-order-status')).toEqual([]);
    await expect(t.flow.buy({ sku: 'gems_100' })).resolves.toMatchObject({ transactionId: 'ord_1' });
    expect(t.requests('/store/create_payment')).toHaveLength(2);
  });
});
