import type { Context } from 'hono';
import { Counter, Gauge, type Metric, Registry, collectDefaultMetrics } from 'prom-client';
import type { PoolUsage } from '../db/database';
import type { AppEnv } from '../http/app-env';

/**
 * The server's Prometheus metrics, on one registry per process (`GET /metrics`): request counts and
 * latency per route, the database pool's use, order transitions, payment notifications and
 * magic-link sends, plus Node's process metrics.
 */
export const registry = new Registry();
collectDefaultMetrics({ register: registry });

/** The latency buckets of playport_http_request_duration_seconds, in seconds. */
export const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10] as const;

/** One method and route pattern's requests: counts by status, and latency in {@link DURATION_BUCKETS} (one more for +Inf). */
interface RouteSeries {
  readonly method: string;
  readonly route: string;
  readonly statuses: Map<string, number>;
  readonly buckets: number[];
  sum: number;
  count: number;
}

/**
 * Requests by method and route pattern, in plain numbers: recording one is a map lookup and a few
 * additions. prom-client's Counter and Histogram check and key their labels on every call, which cost a
 * tenth of a cached answer's time; these are read out as the same two metrics when scraped.
 */
const routeSeries = new Map<string, RouteSeries>();

export const httpRequests = new Counter({
  name: 'playport_http_requests_total',
  help: 'HTTP requests by method, route pattern and status',
  labelNames: ['method', 'route', 'status'] as const,
  registers: [registry],
  collect() {
    this.reset();
    for (const { method, route, statuses } of routeSeries.values())
      for (const [status, count] of statuses) this.inc({ method, route, status }, count);
  },
});

const DURATION = 'playport_http_request_duration_seconds';

/**
 * playport_http_request_duration_seconds, as prom-client's registry reads a metric (`get`, `reset`): the
 * cumulative `_bucket` series with `le`, then `_sum` and `_count`, per method and route pattern.
 */
const httpDuration = {
  name: DURATION,
  help: 'HTTP request latency by method and route pattern',
  type: 'histogram',
  aggregator: 'sum',
  async get() {
    const values: { labels: Record<string, string | number>; value: number; metricName: string }[] = [];
    for (const { method, route, buckets, sum, count } of routeSeries.values()) {
      let cumulative = 0;
      DURATION_BUCKETS.forEach((le, i) => {
        cumulative += buckets[i]!;
        values.push({ labels: { le, method, route }, value: cumulative, metricName: `${DURATION}_bucket` });
      });
      values.push({ labels: { le: '+Inf', method, route }, value: count, metricName: `${DURATION}_bucket` });
      values.push({ labels: { method, route }, value: sum, metricName: `${DURATION}_sum` });
      values.push({ labels: { method, route }, value: count, metricName: `${DURATION}_count` });
    }
    return { name: DURATION, help: this.help, type: this.type, aggregator: this.aggregator, values };
  },
  reset() {
    routeSeries.clear();
  },
};
registry.registerMetric(httpDuration as unknown as Metric);

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
  const key = `${method} ${route}`;
  let series = routeSeries.get(key);
  if (!series) {
    series = {
      method,
      route,
      statuses: new Map(),
      buckets: new Array<number>(DURATION_BUCKETS.length).fill(0),
      sum: 0,
      count: 0,
    };
    routeSeries.set(key, series);
  }
  series.statuses.set(status, (series.statuses.get(status) ?? 0) + 1);
  const bucket = DURATION_BUCKETS.findIndex((le) => seconds <= le);
  if (bucket >= 0) series.buckets[bucket]! += 1;
  series.sum += seconds;
  series.count += 1;
  if (NOTIFICATION_ROUTES.test(c.req.path)) paymentNotifications.inc({ endpoint: route, status });
}
