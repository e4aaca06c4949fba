import { describe, expect, it } from 'vitest';
import { parseProjectConfig } from '../project-config';
import { panelRoutes } from './panel-routes';

const configOf = async (raw: unknown) => {
  const app = panelRoutes({
    project: parseProjectConfig(raw, 'tall-game'),
    platform: 'fxid',
    listOrders: async () => [],
  });
  const res = await app.request('/config.json');
  expect(res.status).toBe(200);
  return (await res.json()) as { game: string; orientation: string; platform: string };
};

describe('the QA page config', () => {
  it('starts the frame in the orientation playport.config.json asks for', async () => {
    expect(await configOf({ orientation: 'portrait' })).toMatchObject({
      game: 'tall-game',
      platform: 'fxid',
      orientation: 'portrait',
    });
    expect((await configOf(undefined)).orientation).toBe('landscape');
  });

  it('lets the page show its data: favicon (img-src) and nothing from elsewhere', async () => {
    const app = panelRoutes({
      project: parseProjectConfig(undefined, 'g'),
      platform: 'fxid',
      listOrders: async () => [],
    });
    const csp = (await app.request('/')).headers.get('Content-Security-Policy') ?? '';
    expect(csp.split('; ')).toEqual(expect.arrayContaining(["default-src 'self'", "img-src 'self' data:"]));
  });
});
