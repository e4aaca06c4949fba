import { API_CONTRACT, API_ROUTES, openApiDocument } from '@playport/api-contract';
import { describe, expect, it } from 'vitest';
import { apiRoutes } from '../routes/api-routes';
import { useTestApp } from './test-app';

const t = useTestApp();

/** `METHOD /path` of every handler the server registers under /api/v1, in the contract's `{Param}` syntax. */
function serverRoutes(): string[] {
  const keys = apiRoutes()
    .routes.filter((r) => r.method !== 'ALL')
    .map((r) => `${r.method} ${r.path.replace(/:(\w+)/g, '{$1}')}`);
  return [...new Set(keys)].sort();
}

const contractRoutes = () =>
  Object.values(API_ROUTES)
    .flatMap((area) => Object.values(area))
    .map((r) => `${r.method} ${r.path}`)
    .sort();

/**
 * Not operations of the client: the platforms' servers calling this one (payment and bot callbacks),
 * and the middleware in front of every sign-in call.
 */
const SERVER_ONLY = [
  'GET /platforms/ok/callback',
  'GET /platforms/vkplay/billing',
  'POST /auth/*',
  'POST /platforms/kongregate/callback',
  'POST /platforms/telegram/webhook',
  'POST /platforms/vkcom/payments',
];

describe('the server and the API contract', () => {
  it('registers exactly the route table: every path and method, nothing else but the platform callbacks', () => {
    const extra = serverRoutes().filter((k) => !contractRoutes().includes(k));
    const missing = contractRoutes().filter((k) => !serverRoutes().includes(k));
    expect({ extra, missing }).toEqual({ extra: SERVER_ONLY, missing: [] });
  });

  it('describes every operation of the route table with schemas, each on its own route', () => {
    const tableOperations = Object.values(API_ROUTES)
      .flatMap((area) => Object.values(area))
      .map((r) => r.operation)
      .sort();
    expect(Object.keys(API_CONTRACT).sort()).toEqual(tableOperations);
    for (const [name, op] of Object.entries(API_CONTRACT)) expect(op.route.operation).toBe(name);
  });

  it('serves the OpenAPI document and its reference page in local mode', async () => {
    const json = await t().app.request('/dev/openapi.json');
    expect(json.status).toBe(200);
    expect(await json.json()).toEqual(openApiDocument());
    const page = await t().app.request('/dev/api');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain('<h1>Playport reference API</h1>');
    expect(html).toContain('<code>/api/v1/games/documents/accept</code>');
    expect(html).not.toMatch(/<script|https?:\/\/(?!localhost)/);
  });

  it('does not serve them in production', async () => {
    const prod = t().withEnv({ MODE: 'production' });
    expect((await prod.request('/dev/openapi.json')).status).toBe(404);
    expect((await prod.request('/dev/api')).status).toBe(404);
  });
});
