import { describe, expect, it } from 'vitest';
import { API_CONTRACT, routerPath } from '@playport/api-contract';
import { implementedOperation } from '../http/implement';
import { apiRoutes } from './api-routes';

/**
 * Routes under `/api/v1` that are no operation of the contract: the platforms' own notifications
 * (their formats and signatures, not the API's), and middleware on a path pattern (`/auth/*`).
 */
const outsideContract = (path: string) => path.startsWith('/platforms/') || path.includes('*');

describe('the /api/v1 routes', () => {
  const routes = apiRoutes().routes.filter((r) => r.method !== 'ALL' && !outsideContract(r.path));
  // Middleware of a route is registered before its handler: the last handler of a method and path answers.
  const answering = new Map<string, (typeof routes)[number]>();
  for (const r of routes) answering.set(`${r.method} ${r.path}`, r);

  it('are all registered by implement, each at its operation’s method and path', () => {
    const outside = [...answering.keys()].filter((key) => !implementedOperation(answering.get(key)!.handler));
    expect(outside).toEqual([]);
    for (const [key, r] of answering) {
      const op = implementedOperation(r.handler)!;
      expect(key).toBe(`${op.route.method} ${routerPath(op.route)}`);
    }
  });

  it('implement every operation of the contract exactly once', () => {
    const implemented = [...answering.values()].flatMap((r) => implementedOperation(r.handler)?.route.operation ?? []);
    expect(implemented.filter((name, i) => implemented.indexOf(name) !== i)).toEqual([]);
    expect(implemented.sort()).toEqual(Object.keys(API_CONTRACT).sort());
  });
});
