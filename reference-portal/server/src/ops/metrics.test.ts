import type { Context } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../http/app-env';
import { recordRequest, registry } from './metrics';

const request = (method: string, routePath: string, status: number) =>
  ({ req: { method, routePath, path: routePath }, res: { status } }) as unknown as Context<AppEnv>;

const lines = async (route: string) =>
  (await registry.metrics()).split('\n').filter((line) => line.includes(`route="${route}"`));

describe('request metrics', () => {
  it('count requests by method, route and status, and their latency in cumulative buckets', async () => {
    const route = '/metrics-test/:Id';
    for (const [status, seconds] of [
      [200, 0.004],
      [200, 0.005],
      [200, 0.02],
      [404, 0.3],
      [500, 12],
    ] as const)
      recordRequest(request('GET', route, status), seconds);
    recordRequest(request('POST', route, 201), 0.001);

    expect(await lines(route)).toEqual([
      `playport_http_requests_total{method="GET",route="${route}",status="200"} 3`,
      `playport_http_requests_total{method="GET",route="${route}",status="404"} 1`,
      `playport_http_requests_total{method="GET",route="${route}",status="500"} 1`,
      `playport_http_requests_total{method="POST",route="${route}",status="201"} 1`,
      ...[
        ['0.005', 2],
        ['0.01', 2],
        ['0.025', 3],
        ['0.05', 3],
        ['0.1', 3],
        ['0.25', 3],
        ['0.5', 4],
        ['1', 4],
        ['2.5', 4],
        ['5', 4],
        ['10', 4],
        ['+Inf', 5],
      ].map(
        ([le, n]) => `playport_http_request_duration_seconds_bucket{le="${le}",method="GET",route="${route}"} ${n}`,
      ),
      `playport_http_request_duration_seconds_sum{method="GET",route="${route}"} 12.329`,
      `playport_http_request_duration_seconds_count{method="GET",route="${route}"} 5`,
      ...['0.005', '0.01', '0.025', '0.05', '0.1', '0.25', '0.5', '1', '2.5', '5', '10', '+Inf'].map(
        (le) => `playport_http_request_duration_seconds_bucket{le="${le}",method="POST",route="${route}"} 1`,
      ),
      `playport_http_request_duration_seconds_sum{method="POST",route="${route}"} 0.001`,
      `playport_http_request_duration_seconds_count{method="POST",route="${route}"} 1`,
    ]);
    const text = await registry.metrics();
    expect(text).toContain(
      '# HELP playport_http_request_duration_seconds HTTP request latency by method and route pattern\n' +
        '# TYPE playport_http_request_duration_seconds histogram\n',
    );
  });

  it('read the same as JSON, and start again when the registry is reset', async () => {
    const route = '/metrics-json/:Id';
    recordRequest(request('GET', route, 200), 0.002);
    const metrics = await registry.getMetricsAsJSON();
    const count = metrics
      .find((m) => m.name === 'playport_http_request_duration_seconds')!
      .values.find((v) => v.labels.route === route && (v as { metricName?: string }).metricName?.endsWith('_count'));
    expect(count?.value).toBe(1);
    const total = metrics
      .find((m) => m.name === 'playport_http_requests_total')!
      .values.find((v) => v.labels.route === route);
    expect(total).toMatchObject({ value: 1, labels: { method: 'GET', route, status: '200' } });
    registry.resetMetrics();
    expect(await lines(route)).toEqual([]);
  });
});
