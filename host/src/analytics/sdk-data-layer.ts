import type { MethodName } from '@playport/sdk/protocol';
import type { MethodHandler } from '../channel/types.js';
import type { HostContext } from '../context.js';
import { toHostError } from '../errors.js';
import { pushDataLayerEvent, type DataLayerValue } from './data-layer.js';

type Handlers = Partial<Record<MethodName, MethodHandler>>;
type Push = (event: Parameters<typeof pushDataLayerEvent>[1], data?: Record<string, DataLayerValue>) => void;
type Watch = (params: unknown, push: Push) => { ok?: (result: unknown) => void; failed?: (error: unknown) => void };

const field = (value: unknown, key: string): unknown =>
  value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
const str = (value: unknown): string | null => (typeof value === 'string' ? value : null);

// The sdk_* events of the spec, by the method whose call they follow.
const WATCHES: Partial<Record<MethodName, Watch>> = {
  ChangeLanguage: (_p, push) => ({ ok: (r) => push('sdk_language_changed', { language: str(field(r, 'language')) }) }),
  OpenModal: (p, push) => ({
    ok: (r) => {
      if (field(r, 'opened') === false) return;
      const type = field(p, 'type');
      if (type === 'iframe') push('sdk_iframe_modal_opened', { url: str(field(p, 'url')) });
      if (type === 'reportIssue') push('sdk_report_modal_opened');
    },
  }),
  BuyProduct: (p, push) => {
    const sku = str(field(p, 'sku'));
    push('sdk_product_purchase_requested', { sku });
    return {
      ok: (r) => push('sdk_product_purchase_completed', { sku, transactionId: str(field(r, 'transactionId')) }),
      failed: (e) => push('sdk_product_purchase_error', { sku, code: toHostError(e).code }),
    };
  },
  GameStarted: (_p, push) => ({ ok: () => push('sdk_game_started') }),
  AuthenticateUser: (_p, push) => ({
    ok: (r) => {
      if (field(r, 'authenticated') === true) push('sdk_user_logged_in_fxid', { userId: str(field(r, 'userId')) });
    },
  }),
};

/**
 * Wraps a game's method handlers so the spec's `sdk_*` data-layer events are pushed where they
 * happen: sdk_language_changed, sdk_iframe_modal_opened, sdk_report_modal_opened,
 * sdk_product_purchase_requested / completed / error, sdk_game_started and sdk_user_logged_in_fxid.
 * A failed push is only logged; the call's answer is never changed.
 *
 * @example `createDispatcher(withDataLayerEvents(handlers, context))`
 */
export function withDataLayerEvents(handlers: Handlers, context: Pick<HostContext, 'window' | 'log'>): Handlers {
  const push: Push = (event, data) => pushDataLayerEvent(context, event, data);
  const wrapped: Handlers = Object.create(null) as Handlers;
  for (const name of Object.keys(handlers) as MethodName[]) {
    const handler = handlers[name]!;
    const watch = WATCHES[name];
    wrapped[name] = !watch
      ? handler
      : async (params) => {
          const on = watch(params, push);
          let result: unknown;
          try {
            result = await handler(params);
          } catch (error) {
            on.failed?.(error);
            throw error;
          }
          on.ok?.(result);
          return result;
        };
  }
  return wrapped;
}
