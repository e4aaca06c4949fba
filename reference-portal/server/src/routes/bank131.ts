import { Hono } from 'hono';
import { bank131Contract as contract } from '@playport/api-contract';
import { notFound } from '../http/api-error';
import { implement } from '../http/implement';
import type { AppEnv, Deps } from '../http/app-env';
import { requireAuth } from '../http/require-auth';
import { checkoutStatus } from '../services/order-machine';
import { findOrder, findOrderByMerchantToken } from '../services/orders';
import { priceData } from '../services/products';
import { randomToken } from '../crypto/tokens';

/** The order a form token and public id name together; either alone is not enough. */
async function formOrder(deps: Deps, token: string, id: string) {
  const row = await findOrderByMerchantToken(deps, token, id);
  if (!row) throw notFound('Unknown payment form');
  return row;
}

const sandboxUrl = (deps: Deps, id: string, method: string) =>
  new URL(`/dev/sandbox-pay/${id}?method=${method}`, deps.config.PUBLIC_URL).href;

/** The hosted card and fast-payment (SBP) form; in this reference the bank is the local sandbox. */
export function bank131Routes() {
  const app = new Hono<AppEnv>();

  implement(app, contract.paymentForm, async (c, input) => {
    const deps = c.get('deps');
    const { Token } = input.params;
    const { PublicId } = input.query;
    const order = await formOrder(deps, Token, PublicId);
    const product = order.product as { LocalizedProductName?: string; LocalizedProductDescription?: string | null };
    const back = (kind: string) => new URL(`/Store/Return/${order.id}?result=${kind}`, deps.config.PUBLIC_URL).href;
    return {
      Merchant: order.provider === 'SmartGLocal' ? 'SmartGLocal' : 'Bank131',
      Bank: { DemoMode: deps.config.MODE === 'local', ApiType: 'Sandbox' },
      Product: {
        Name: product.LocalizedProductName ?? order.sku,
        Description: product.LocalizedProductDescription ?? null,
        Price: priceData(Number(order.price), order.currency),
      },
      RedirectUris: { Success: back('success'), Failure: back('failure') },
      Address: null,
      Card: null,
    };
  });

  implement(app, contract.payWithCard, { use: [requireAuth] }, async (c, input) => {
    const deps = c.get('deps');
    const { Token } = input.params;
    const { PublicId } = input.body;
    const order = await formOrder(deps, Token, PublicId);
    if (order.accountId !== c.get('account').id) throw notFound('Unknown payment form');
    if (order.status !== 'WaitingForPayment') {
      return {
        Success: false,
        Data: null,
        Error: { Message: `The order is ${order.status}`, ErrorCode: 'InvalidOrderState' },
      };
    }
    return {
      Success: true,
      Data: { PublicToken: randomToken(16), SessionId: order.id, ConfirmationUrl: sandboxUrl(deps, order.id, 'card') },
      Error: null,
    };
  });

  implement(app, contract.checkPayment, async (c, input) => {
    const deps = c.get('deps');
    const { Token } = input.params;
    const { PublicId } = input.body;
    const order = await formOrder(deps, Token, PublicId);
    return { Success: checkoutStatus(order.status) === 'Payed' };
  });

  implement(app, contract.payWithSbp, async (c, input) => {
    const deps = c.get('deps');
    const { PublicId } = input.body;
    const order = await findOrder(deps, PublicId);
    if (!order || !['Bank131', 'SmartGLocal'].includes(order.provider)) throw notFound('Unknown order');
    return { SbpLink: sandboxUrl(deps, order.id, 'sbp') };
  });

  return app;
}
