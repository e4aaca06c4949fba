import { z } from 'zod';
import { API_ROUTES, type ApiRoute } from './routes.js';
import { shownAs, type ApiOperation, type ErrorOutcome } from './operation.js';
import { API_CONTRACT } from './registry.js';

type Json = Record<string, unknown>;

/** The error body of every failure (problem details carrying the spec's `Code`, `Message`, `RequestId`). */
const PROBLEM: Json = {
  type: 'object',
  properties: {
    type: { type: 'string' },
    title: { type: 'string' },
    status: { type: 'integer' },
    detail: { type: 'string' },
    Code: { type: 'string' },
    Message: { type: 'string' },
    RequestId: { type: 'string' },
  },
  required: ['type', 'title', 'status', 'Code', 'Message'],
};

function schema(s: z.ZodType, io: 'input' | 'output'): Json {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(shownAs(s) ?? s, { io, unrepresentable: 'any' }) as Json;
  return rest;
}

function parameters(route: ApiRoute, op: ApiOperation): Json[] {
  const out: Json[] = [...route.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
  if (op.query) {
    const q = schema(op.query, 'input') as { properties?: Record<string, Json>; required?: string[] };
    for (const [name, s] of Object.entries(q.properties ?? {}))
      out.push({ name, in: 'query', required: q.required?.includes(name) ?? false, schema: s });
  }
  return out;
}

function errorResponses(route: ApiRoute, op: ApiOperation): Record<string, Json> {
  const outcomes: ErrorOutcome[] = [];
  if (op.body || op.query || op.params)
    outcomes.push({ status: 400, code: 'ValidationFailed', when: 'a field is missing or invalid' });
  if (route.body === 'json') {
    outcomes.push({ status: 400, code: 'MalformedJson', when: 'the body is not JSON' });
    outcomes.push({
      status: 415,
      code: 'UnsupportedMediaType',
      when: 'the body is not sent as application/json',
    });
  }
  if (route.auth) outcomes.push({ status: 401, code: 'Unauthorized', when: 'no valid session token' });
  outcomes.push(...(op.errors ?? []));
  const byStatus = new Map<number, ErrorOutcome[]>();
  for (const e of outcomes) byStatus.set(e.status, [...(byStatus.get(e.status) ?? []), e]);
  return Object.fromEntries(
    [...byStatus].map(([status, list]) => [
      String(status),
      {
        description: list.map((e) => `${e.code}: ${e.when}`).join('; '),
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Problem' } } },
      },
    ]),
  );
}

function success(route: ApiRoute, op: ApiOperation): Record<string, Json> {
  if (route.response === 'url') return { '302': { description: 'A browser navigation: redirects onward.' } };
  if (route.response === 'text')
    return { '200': { description: 'HTML.', content: { 'text/html': { schema: { type: 'string' } } } } };
  if (op.response)
    return { '200': { description: 'OK', content: { 'application/json': { schema: schema(op.response, 'output') } } } };
  return { '204': { description: 'No content; the answer is not read.' } };
}

function operationObject(route: ApiRoute): Json {
  const op = API_CONTRACT[route.operation];
  if (!op) throw new Error(`${route.operation} is in the route table but not in the API contract`);
  const [area] = route.operation.split('.');
  const out: Json = { operationId: route.operation, tags: [area], summary: op.summary };
  if (route.auth) out.security = [{ bearer: [] }];
  const params = parameters(route, op);
  if (params.length) out.parameters = params;
  if (route.body !== 'none') {
    const type = route.body === 'form' ? 'application/x-www-form-urlencoded' : 'application/json';
    out.requestBody = {
      required: route.body === 'form',
      content: { [type]: { schema: op.body ? schema(op.body, 'input') : {} } },
    };
  }
  out.responses = { ...success(route, op), ...errorResponses(route, op) };
  return out;
}

/**
 * The OpenAPI 3.1 document of `/api/v1`: every operation of the route table, with its request and
 * response schemas from the contract (JSON Schema 2020-12, from zod).
 */
export function openApiDocument(): Record<string, unknown> {
  const paths: Record<string, Record<string, Json>> = {};
  const routes = Object.values(API_ROUTES).flatMap((area) => Object.values<ApiRoute>(area));
  for (const route of [...routes].sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method))) {
    (paths[route.path] ??= {})[route.method.toLowerCase()] = operationObject(route);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Playport reference API',
      version: '1',
      description:
        'Generated from the contract in contract/src (@playport/api-contract); do not edit by hand (npm run openapi:update).',
    },
    servers: [{ url: '/api/v1' }],
    paths,
    components: {
      schemas: { Problem: PROBLEM },
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
    },
  };
}
