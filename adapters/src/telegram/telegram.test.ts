import { describe, expect, it } from 'vitest';
import { invokeMethod } from '../contract/invoke.js';
import { fakeHost } from '../testing/fake-host.js';
import { telegramLaunchUrl } from '../testing/launch-urls.js';
import { createTelegramAdapter, type TelegramAdapterOptions } from './telegram-adapter.js';
import { installTelegramSimulator } from './simulator/telegram-script.js';
import type { TelegramScenario } from './simulator/telegram-scenario.js';

async function start(script: TelegramScenario = {}, api = {}, options: TelegramAdapterOptions = {}) {
  const calls: string[] = [];
  const fake = fakeHost({
    url: await telegramLaunchUrl(),
    install: (win) => installTelegramSimulator(win, { ...script, calls }),
    api,
  });
  const adapter = await createTelegramAdapter(options).start(fake.host);
  return { adapter, fake, calls };
}

describe('telegram adapter', () => {
  it("signs in with the init data Telegram opened the game with; Telegram's script posts its start-up events and one web_app_ready", async () => {
    const { fake, calls } = await start();
    // What telegram-web-app.js posts to the client at start, then the adapter's ready().
    expect(calls).toEqual([
      'web_app_set_header_color {"color_key":"bg_color"}',
      'web_app_set_bottom_bar_color {"color":"#ffffff"}',
      'web_app_request_theme',
      'web_app_request_viewport',
      'web_app_request_safe_area',
      'web_app_request_content_safe_area',
      'web_app_ready',
    ]);
    // tests/unit/simulator-signatures checks the signature with the server's verifier.
    const opened = new URLSearchParams(fake.win.location.hash.slice(1)).get('tgWebAppData');
    expect(fake.api.of('/auth/authenticate_from_social')[0]!.body).toMatchObject({
      Social: 'Telegram',
      Telegram: { InitData: opened },
    });
  });

  it('calls ready() once: LoadingReady acknowledges without calling it again', async () => {
    const { adapter, calls } = await start();
    expect(await invokeMethod(adapter, 'LoadingReady')).toEqual({ acknowledged: true });
    expect(calls.filter((c) => c === 'web_app_ready')).toEqual(['web_app_ready']);
  });

  it("fails to start without a user: 'Telegram user is missing!'", async () => {
    const fake = fakeHost({ url: await telegramLaunchUrl(null), install: (win) => installTelegramSimulator(win) });
    await expect(createTelegramAdapter().start(fake.host)).rejects.toMatchObject({
      message: 'Telegram user is missing!',
    });
  });

  it('gives social info from init data', async () => {
    const { adapter } = await start();
    expect(await adapter.getSocialInfo()).toMatchObject({
      social: 'Telegram',
      userId: '77',
      firstName: 'Tim',
      displayName: 'Tim G',
      socialLocale: 'de',
      gender: 'unspecified',
      photo: { url: 'https://t.test/77.jpg' },
    });
  });

  it.each(['paid', 'pending'] as const)('an invoice %s is a success in XTR', async (invoice) => {
    const { adapter, fake, calls } = await start({ invoice });
    expect(await invokeMethod(adapter, 'BuyProduct')).toMatchObject({ transactionId: 'order-1' });
    expect(fake.api.of('/store/create_payment')[0]!.body).toMatchObject({
      WebPublishingPlatform: 'Telegram',
      Currency: 'XTR',
    });
    expect(calls.filter((c) => c.startsWith('web_app_open_invoice'))).toEqual([
      'web_app_open_invoice {"slug":"invoice-1"}',
    ]);
    expect(fake.api.of('/store/set-optimistic-order-status')[0]!.body).toMatchObject({ Status: 'Completed' });
  });

  it('cancelled is UserCancelled, failed is Unknown, both Cancelled', async () => {
    const cancelled = await start({ invoice: 'cancelled' });
    await expect(invokeMethod(cancelled.adapter, 'BuyProduct')).rejects.toMatchObject({ code: 'UserCancelled' });
    expect(cancelled.fake.api.of('/store/set-optimistic-order-status')[0]!.body).toMatchObject({ Status: 'Cancelled' });
    const failed = await start({ invoice: 'failed' });
    await expect(invokeMethod(failed.adapter, 'BuyProduct')).rejects.toMatchObject({ code: 'Unknown' });
  });

  it.each([
    'http://localhost:8787/dev/sandbox-pay/o3?platform=Telegram',
    'https://t.me/invoice/',
    'https://evil.test/$abc',
    'https://t.me/joinchat/abc',
  ])(
    'openInvoice refuses %s as telegram-web-app.js does (WebAppInvoiceUrlInvalid), and the order is Cancelled',
    async (InvoiceUrl) => {
      const { adapter, fake } = await start(
        {},
        {
          '/store/create_payment': {
            TransactionId: 'o3',
            OrderProduct: { Sku: 's', Price: 5, UsdPrice: null, Currency: 'XTR' },
            PersonalInfoRequirements: null,
            Telegram: { InvoiceUrl },
          },
        },
      );
      await expect(invokeMethod(adapter, 'BuyProduct')).rejects.toMatchObject({
        code: 'Unknown',
        message: 'WebAppInvoiceUrlInvalid',
      });
      expect(fake.api.of('/store/set-optimistic-order-status')[0]!.body).toMatchObject({ Status: 'Cancelled' });
    },
  );

  it('refuses a payment without Telegram data', async () => {
    const { adapter } = await start(
      {},
      {
        '/store/create_payment': {
          TransactionId: 'o2',
          OrderProduct: { Sku: 's', Price: 1, UsdPrice: null, Currency: 'XTR' },
          PersonalInfoRequirements: null,
        },
      },
    );
    await expect(invokeMethod(adapter, 'BuyProduct')).rejects.toMatchObject({
      code: 'Unknown',
      message: 'Failed to create payment in telegram adapter - telegram data is empty',
    });
  });

  it('an invoice that never closes fails as the payment flow fails (Unknown, with the timeout) and cancels the order', async () => {
    const { adapter, fake } = await start({ invoice: 'silent' }, {}, { invoiceTimeoutMs: 20 });
    await expect(invokeMethod(adapter, 'BuyProduct')).rejects.toMatchObject({
      code: 'Unknown',
      message: 'The Telegram invoice did not answer within 20 ms',
    });
    expect(fake.api.of('/store/set-optimistic-order-status')[0]!.body).toMatchObject({ Status: 'Cancelled' });
  });

  it('a failed create-payment request is Unknown and opens no invoice', async () => {
    const { adapter, calls } = await start(
      {},
      {
        '/store/create_payment': new Response('{"title":"Boom"}', {
          status: 500,
          headers: { 'content-type': 'application/json' },
        }),
      },
    );
    await expect(invokeMethod(adapter, 'BuyProduct')).rejects.toMatchObject({
      code: 'Unknown',
      message: 'An error occurred during the purchase process.',
    });
    expect(calls.filter((c) => c.startsWith('web_app_open_invoice'))).toEqual([]);
  });

  it('turns activated/deactivated into focus changes', async () => {
    const { fake } = await start();
    (fake.win.__telegramSimulator as { fire: (e: string) => void }).fire('deactivated');
    (fake.win.__telegramSimulator as { fire: (e: string) => void }).fire('activated');
    // The client's visibility_changed events reach the script after the current task.
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(fake.events.filter((e) => e.name === 'FocusChanged').map((e) => e.payload)).toEqual([
      { focused: false },
      { focused: true },
    ]);
  });
});
