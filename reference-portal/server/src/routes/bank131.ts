import { Hono } from 'hono';
import { and, eq } from 'drizzle-orm';
import { bank131Contract as contract, routerPath } from '@playport/api-contract';
import { orders } from '../db/schema';
import { notFound } from '../http/api-error';
import type { AppEnv, Deps } from '../http/app-env';
import { requireAuth } from '../http/require-auth';
import { readJson, readParams, readQuery } from '../http/validate';
import { checkoutStatus } from '../services/order-machine';
import { findOrder } from '../services/orders';
import { priceData } from '../services/products';
import { randomToken, sha256Hex } from '../services/tokens';

/** The order a form token and public id name together; either alone is not enough. */
async function formOrder(deps: Deps, token: string, id: string) {
  const [row] = await deps.db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.merchantTokenHash, sha256Hex(token))))
    .limit(1);
  if (!row) throw notFound('Unknown payment form');
  return row;
}

const sandboxUrl = (deps: Deps, id: string, method: string) =>
  new URL(`/dev/sandbox-pay/${id}?method=${method}`, deps.config.PUBLIC_URL).href;

/** The hosted card and fast-payment (SBP) form; in this reference the bank is the local sandbox. */
export function bank131Routes() {
  const app = new Hono<AppEnv>();

  app.get(routerPath(contract.paymentForm.route), async (c) => {
    const deps = c.get('deps');
    const { Token } = readParams(c, contract.paymentForm.params);
    const { PublicId } = readQuery(c, contract.paymentForm.query);
    const order = await formOrder(deps, Token, PublicId);
    const product = order.product as { LocalizedProductName?: string; LocalizedProductDescription?: string | null };
    const back = (kind: string) => new URL(`/Store/Return/${order.id}?result=${kind}`, deps.config.PUBLIC_URL).href;
    return c.json({
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
    });
  });

  app.post(routerPath(contract.payWithCard.route), requireAuth, async (c) => {
    const deps = c.get('deps');
    const { Token } = readParams(c, contract.payWithCard.params);
    const { PublicId } = await readJson(c, contract.payWithCard.body);
    const order = await formOrder(deps, Token, PublicId);
    if (order.accountId !== c.get('account').id) throw notFound('Unknown payment form');
    if (order.status !== 'WaitingForPayment') {
      return c.json({
        Success: false,
        Data: null,
        Error: { Message: `The order is ${order.status}`, ErrorCode: 'InvalidOrderState' },
      });
    }
    return c.json({
      Success: true,
      Data: { PublicToken: randomToken(16), SessionId: order.id, ConfirmationUrl: sandboxUrl(deps, order.id, 'card') },
      Error: null,
    });
  });

  app.post(routerPath(contract.checkPayment.route), async (c) => {
    const deps = c.get('deps');
    const { Token } = readParams(c, contract.checkPayment.params);
    const { PublicId } = await readJson(c, contract.checkPayment.body);
    const order = await formOrder(deps, Token, PublicId);
    return c.json({ Success: checkoutStatus(order.status) === 'Payed' });
  });

  app.post(routerPath(contract.payWithSbp.route), async (c) => {
    const deps = c.get('deps');
    const { PublicId } = await readJson(c, contract.payWithSbp.body);
    const order = await findOrder(deps, PublicId);
    if (!order || !['Bank131', 'SmartGLocal'].includes(order.provider)) throw notFound('Unknown order');
    return c.json({ SbpLink: sandboxUrl(deps, order.id, 'sbp') });
  });

  return app;
}
