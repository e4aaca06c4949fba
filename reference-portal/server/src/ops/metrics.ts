import type { Context } from 'hono';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { PoolUsage } from '../db/database';
import type { AppEnv } from '../http/app-env';

/**
 * The server's Prometheus metrics, on one registry per process (`GET /metrics`): request counts and
 * latency per route, the database pool's use, order transitions, payment notifications and
 * magic-link sends, plus Node's process metrics.
 */
export const registry = new Registry();
collectDefaultMetrics({ register: registry });

export const httpRequests = new Counter({
  name: 'playport_http_requests_total',
  help: 'HTTP requests by method, route pattern and status',
  labelNames: ['method', 'route', 'status'] as const,
  registers: [registry],
});

export const httpDuration = new Histogram({
  name: 'playport_http_request_duration_seconds',
  help: 'HTTP request latency by method and route pattern',
  labelNames: ['method', 'route'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

export const orderTransitions = new Counter({
  name: 'playport_order_transitions_total',
  help: 'Order status transitions by from, to and the source that made them',
  labelNames: ['from', 'to', 'source'] as const,
  registers: [registry],
});

export const paymentNotifications = new Counter({
  name: 'playport_payment_notifications_total',
  help: "Payment notifications from platforms and providers by endpoint and HTTP status (each answers in its platform's own format)",
  labelNames: ['endpoint', 'status'] as const,
  registers: [registry],
});

export const magicLinkSends = new Counter({
  name: 'playport_magic_link_sends_total',
  help: 'Sign-in link mails by outcome (sent or failed)',
  labelNames: ['outcome'] as const,
  registers: [registry],
});

let poolSource: (() => PoolUsage | null) | null = null;
new Gauge({
  name: 'playport_db_pool_connections',
  help: 'PostgreSQL pool connections by state (total, idle, waiting requests, max)',
  labelNames: ['state'] as const,
  registers: [registry],
  collect() {
    const usage = poolSource?.();
    if (!usage) return;
    for (const state of ['total', 'idle', 'waiting', 'max'] as const) this.set({ state }, usage[state]);
  },
});

/** Where the pool gauge reads from (the open database's pool). */
export function watchPool(source: () => PoolUsage | null): void {
  poolSource = source;
}

// The endpoints platforms' and providers' servers call with payments.
const NOTIFICATION_ROUTES = /^\/api\/v1\/(platforms\/|store\/merchant_payment_completed$)/;

/**
 * Counts a request by its route pattern (never the raw path: ids and tokens stay out of the labels;
 * paths no route matched count as `unmatched`) and records its duration. Called once per request by
 * `requestContext` (http/request-context.ts), after the answer is made.
 */
export function recordRequest(c: Context<AppEnv>, seconds: number): void {
  const matched = c.req.routePath;
  const route = matched && matched !== '/*' && matched !== '*' ? matched : 'unmatched';
  const status = String(c.res.status);
  const method = c.req.method;
  httpRequests.inc({ method, route, status });
  httpDuration.observe({ method, route }, seconds);
  if (NOTIFICATION_ROUTES.test(c.req.path)) paymentNotifications.inc({ endpoint: route, status });
}
