import { describe, expect, it } from 'vitest';
import { HostError, HostErrorCode } from '../errors.js';
import { withDataLayerEvents } from './sdk-data-layer.js';

function setup(answers: Record<string, (p: unknown) => Promise<unknown>>) {
  const win = {} as Window & { dataLayer?: unknown[] };
  const logs: unknown[][] = [];
  const handlers = withDataLayerEvents(answers, { window: win, log: (...a) => void logs.push(a) });
  return { handlers, layer: () => win.dataLayer ?? [], logs };
}

describe('sdk data-layer events', () => {
  it('pushes requested then completed around a purchase, keeping the answer', async () => {
    const { handlers, layer } = setup({ BuyProduct: async () => ({ transactionId: 't-1', stats: {} }) });
    expect(await handlers.BuyProduct!({ sku: 'gems' })).toEqual({ transactionId: 't-1', stats: {} });
    expect(layer()).toEqual([
      { event: 'sdk_product_purchase_requested', sku: 'gems' },
      { event: 'sdk_product_purchase_completed', sku: 'gems', transactionId: 't-1' },
    ]);
  });

  it('pushes the purchase error with its code and rethrows the same error', async () => {
    const error = new HostError(HostErrorCode.UserCancelled, 'no');
    const { handlers, layer } = setup({
      BuyProduct: async () => {
        throw error;
      },
    });
    await expect(handlers.BuyProduct!({ sku: 'gems' })).rejects.toBe(error);
    expect(layer()[1]).toEqual({ event: 'sdk_product_purchase_error', sku: 'gems', code: 'UserCancelled' });
  });

  it('pushes language, game start, login and the iframe and report modals', async () => {
    const { handlers, layer } = setup({
      ChangeLanguage: async () => ({ language: 'de' }),
      GameStarted: async () => ({ acknowledged: true }),
      AuthenticateUser: async () => ({ authenticated: true, userId: null }),
      OpenModal: async () => ({ opened: true }),
    });
    await handlers.ChangeLanguage!({ language: 'de-AT' });
    await handlers.GameStarted!(undefined);
    await handlers.AuthenticateUser!(undefined);
    await handlers.OpenModal!({ type: 'iframe', url: 'https://a.example/' });
    await handlers.OpenModal!({ type: 'reportIssue' });
    await handlers.OpenModal!({ type: 'info', text: 'x' });
    expect(layer().map((e) => (e as { event: string }).event)).toEqual([
      'sdk_language_changed',
      'sdk_game_started',
      'sdk_user_logged_in_fxid',
      'sdk_iframe_modal_opened',
      'sdk_report_modal_opened',
    ]);
    expect(layer()[0]).toEqual({ event: 'sdk_language_changed', language: 'de' });
  });

  it('pushes nothing for a declined login or a modal that did not open', async () => {
    const { handlers, layer } = setup({
      AuthenticateUser: async () => ({ authenticated: false, userId: null }),
      OpenModal: async () => ({ opened: false }),
    });
    await handlers.AuthenticateUser!(undefined);
    await handlers.OpenModal!({ type: 'reportIssue' });
    expect(layer()).toEqual([]);
  });

  it('keeps other handlers untouched and a broken data layer from failing the call', async () => {
    const other = async () => ({ ok: 1 });
    const win = { dataLayer: 'broken' } as unknown as Window;
    const logs: unknown[][] = [];
    const handlers = withDataLayerEvents(
      { GetFriends: other, GameStarted: async () => ({ acknowledged: true }) },
      { window: win, log: (...a) => void logs.push(a) },
    );
    expect(handlers.GetFriends).toBe(other);
    expect(await handlers.GameStarted!(undefined)).toEqual({ acknowledged: true });
    expect(logs).toHaveLength(1);
    expect(Object.getPrototypeOf(handlers)).toBeNull();
  });
});
