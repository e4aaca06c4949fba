import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../http/app-env';
import { escapeHtml } from '../http/escape-html';
import { orderId, readParams } from '../http/validate';
import { completeOrder, transitionOrder } from '../services/order-machine';
import { findOrder } from '../services/orders';

const orderParams = z.object({ orderId });

const page = (
  title: string,
  body: string,
) => `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<meta name="viewport" content="width=device-width,initial-scale=1">
<style>body{font:16px system-ui;max-width:26rem;margin:2rem auto;padding:0 1rem}button{font:inherit;padding:.6rem 1.2rem;margin:.3rem}</style>
</head><body>${body}</body></html>`;

/**
 * The sandbox provider's hosted checkout. Pay moves the order to PayedWaitingForSending and, the
 * product being delivered at once, to Completed; Decline cancels it; Close leaves it waiting.
 */
export function sandboxPayRoutes() {
  const app = new Hono<AppEnv>();

  app.get('/:orderId', async (c) => {
    const order = await findOrder(c.get('deps'), readParams(c, orderParams).orderId);
    if (!order) return c.html(page('Unknown order', '<h1>Unknown order</h1>'), 404);
    const product = order.product as { LocalizedProductName?: string };
    const id = escapeHtml(order.id);
    const actions =
      order.status === 'WaitingForPayment'
        ? `<form method="post" action="${id}/pay"><button id="pay">Pay</button></form>
<form method="post" action="${id}/decline"><button id="decline">Decline</button></form>`
        : `<p id="state">This order is ${escapeHtml(order.status)}.</p>`;
    return c.html(
      page(
        'Sandbox checkout',
        `<h1>Sandbox checkout</h1>
<p>${escapeHtml(product.LocalizedProductName ?? order.sku)} — <b>${escapeHtml(order.price)} ${escapeHtml(order.currency)}</b></p>
<p>Order <code>${id}</code></p>${actions}<button id="close" onclick="window.close()">Close</button>`,
      ),
    );
  });

  for (const action of ['pay', 'decline'] as const) {
    app.post(`/:orderId/${action}`, async (c) => {
      const deps = c.get('deps');
      const order = await findOrder(deps, readParams(c, orderParams).orderId);
      if (!order) return c.html(page('Unknown order', '<h1>Unknown order</h1>'), 404);
      if (order.status !== 'WaitingForPayment') {
        return c.html(
          page('Not payable', `<h1>Not payable</h1><p id="state">This order is ${escapeHtml(order.status)}.</p>`),
          409,
        );
      }
      const now = deps.clock();
      if (action === 'pay') {
        await completeOrder(deps.db, order.id, 'sandbox', 'delivery', now);
      } else {
        await transitionOrder(deps.db, order.id, 'Cancelled', 'sandbox', now);
      }
      const done = action === 'pay' ? 'Payment completed' : 'Payment declined';
      return c.html(page(done, `<h1 id="result">${done}</h1><button onclick="window.close()">Close</button>`));
    });
  }

  return app;
}
