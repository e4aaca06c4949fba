import { Hono } from 'hono';
import type { Deps } from '../http/app-env';
import { completeOrder, transitionOrder } from '../services/order-machine';
import { findOrder } from '../services/orders';
import { PAY_PAGE_PROVIDERS, payPage, type PayPageProvider } from './payment-simulators/pay-page';
import { simulatorScript, SIMULATOR_SCRIPTS, type SimulatorName } from './payment-simulators/simulator-scripts';

const isProvider = (name: string): name is PayPageProvider => Object.hasOwn(PAY_PAGE_PROVIDERS, name);
const isSimulator = (name: string): name is SimulatorName => Object.hasOwn(SIMULATOR_SCRIPTS, name);

/**
 * The third origin of local mode, standing in for the payment providers' hosts: the widget
 * simulators (`/simulators/{name}.js`) and their pay pages (`/pay/{provider}/{orderId}`). Being a
 * separate origin, the host's origin checks on payment messages run for real. Pay, Decline and Fail
 * settle the order through the order machine, so the server-side status is real.
 */
export function createPaymentsOriginApp(deps: Deps) {
  const app = new Hono();
  const { config } = deps;
  const ancestors = config.CORS_ORIGINS.join(' ');
  const scripts = new Map<SimulatorName, Promise<string>>();

  app.use('*', async (c, next) => {
    await next();
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Cache-Control', 'no-cache');
  });

  app.get('/simulators/:file', async (c) => {
    const name = c.req.param('file').replace(/\.js$/, '');
    if (!isSimulator(name)) return c.text('Not found', 404);
    if (!scripts.has(name)) scripts.set(name, simulatorScript(name, config.paymentsOrigin));
    c.header('Content-Type', 'text/javascript; charset=utf-8');
    c.header('Access-Control-Allow-Origin', '*');
    return c.body(await scripts.get(name)!);
  });

  // Pay Station's own URL shape, for an `init` without `payment_url`.
  app.get('/paystation2/', (c) => {
    const id = /^xs-local-(.+)$/.exec(c.req.query('access_token') ?? '')?.[1];
    return id ? c.redirect(`/pay/xsolla/${encodeURIComponent(id)}`, 302) : c.text('Invalid access token', 400);
  });

  app.get('/pay/:provider/:orderId', async (c) => {
    const provider = c.req.param('provider');
    const order = await findOrder(deps, c.req.param('orderId'));
    if (!isProvider(provider) || !order || order.provider !== PAY_PAGE_PROVIDERS[provider])
      return c.text('Unknown order', 404);
    const product = order.product as { LocalizedProductName?: string };
    c.header('Content-Security-Policy', `frame-ancestors ${ancestors}`);
    return c.html(
      payPage(provider, {
        id: order.id,
        status: order.status,
        title: product.LocalizedProductName ?? order.sku,
        price: order.price,
        currency: order.currency,
      }),
    );
  });

  app.post('/pay/:provider/:orderId/:action', async (c) => {
    const provider = c.req.param('provider');
    const action = c.req.param('action');
    const order = await findOrder(deps, c.req.param('orderId'));
    if (!isProvider(provider) || !order || order.provider !== PAY_PAGE_PROVIDERS[provider])
      return c.json({ Status: null }, 404);
    if (!['pay', 'decline', 'fail'].includes(action)) return c.json({ Status: order.status }, 404);
    if (order.status !== 'WaitingForPayment') return c.json({ Status: order.status }, 409);
    const now = deps.clock();
    const source = `simulator:${provider}:${action}`;
    if (action === 'pay') {
      await completeOrder(deps.db, order.id, source, 'delivery', now);
    } else {
      await transitionOrder(deps.db, order.id, 'Cancelled', source, now);
    }
    return c.json({ Status: action === 'pay' ? 'Completed' : 'Cancelled' });
  });

  return app;
}
