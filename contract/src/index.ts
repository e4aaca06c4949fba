/**
 * The reference API's contract: per area, each operation's route, its request and response schemas
 * (zod), and its error outcomes, written once (`operation(post(…), { … })`); the route table of the
 * light entry `./routes` is generated from them. The reference server validates with these
 * schemas and registers these paths; the host's client takes its types from them with `import type`
 * only, so zod stays out of the host's bundle; `openApiDocument()` renders them as OpenAPI 3.1.
 */
export { API_ROUTES } from './routes.js';
export type { ApiArea, ApiRoute, HttpMethod } from './routes.js';
export { get, post, type RouteFlag, type RouteSpec } from './route.js';
export { ADAPTER_NAMES } from './adapter-names.generated.js';
export { ErrorCode, type ErrorCodeValue } from './errors.js';
export { email, gameName, gameOnly, isoDateTime, orderId, phone } from './fields.js';
export {
  area,
  operation,
  routerPath,
  type AnswerOf,
  type ApiOperation,
  type BodyOf,
  type ErrorOutcome,
  type OperationSpec,
  type QueryOf,
  type UnnamedOperation,
} from './operation.js';
export * from './account.js';
export * from './analytics.js';
export * from './auth.js';
export * from './common.js';
export * from './content.js';
export * from './documents.js';
export * from './game-config.js';
export * from './launcher.js';
export * from './payment-providers.js';
export * from './platform-store.js';
export * from './social.js';
export * from './store.js';
export * from './storage.js';
export { openApiDocument } from './openapi.js';

export { API_AREAS, API_CONTRACT, type ApiAreas } from './registry.js';
