import { Hono } from 'hono';
import { bodyLimit } from './http/body-limit';
import pino, { type Logger } from 'pino';
import type { Config } from './config';
import type { Db } from './db/database';
import { ApiError, ErrorCode } from './http/api-error';
import { apiCors } from './http/api-cors';
import { compression } from './http/compression';
import { MemoRouter } from './http/memo-router';
import type { AppEnv, Deps } from './http/app-env';
import { errorSummary, payloadTooLarge, problemResponse, toApiError } from './http/problem';
import { requestContext } from './http/request-context';
import { apiRoutes } from './routes/api-routes';
import { apiReferenceRoutes } from './routes/api-reference';
import { devRoutes } from './routes/dev';
import { devPlatformRoutes } from './routes/dev-platforms';
import { loginPageRoutes } from './routes/login-page';
import { mediaRoutes } from './routes/media';
import { ogProductRoutes } from './routes/og-products';
import { tunnelRoutes } from './routes/tunnel';
import { turnstileSimulatorRoutes } from './routes/turnstile-simulator';
import { sdkRoutes } from './routes/sdk-files';
import { webRoutes } from './routes/web';
import { cachedFeaturedCover, featuredCover } from './routes/landing-preload';
import { cachedGameScriptNeeds, readGameScriptNeeds } from './services/game-script-needs';
import { strictTransportSecurity } from './http/transport-security';
import { localDownloadRoutes } from './local/launcher-downloads';
import { devPushRoutes } from './push/dev-push-routes';
import type { VapidKeys } from './push/vapid-keys';
import { identitySimulatorRoutes } from './local/identity/identity-routes';
import { platformServerRoutes } from './local/platform-servers/platform-servers';
import { platformFriendApiRoutes } from './local/platform-servers/platform-friend-apis';
import { createOutboxMailer, type Mailer } from './services/mailer';
import { healthRoutes, metricsRoutes, type OpsState } from './ops/health';

export interface AppOptions {
  readonly db: Db;
  readonly config: Config;
  readonly clock?: () => Date;
  readonly mailer?: Mailer;
  readonly logger?: Logger;
  readonly fetch?: typeof fetch;
  /** The built portal to serve at `/`; default `reference-portal/web/dist` (skipped when absent). */
  readonly webDist?: string;
  /** The built SDK to serve at `/sdk/`; default `sdk/dist`. */
  readonly sdkDist?: string;
  /** Web push keys (see push/vapid-keys.ts); without them the portal offers no push. */
  readonly vapid?: VapidKeys | null;
  /** Whether the server is draining (SIGTERM); `/readyz` fails while it is. Default: never. */
  readonly ops?: OpsState;
  /** Parse every API reply with its operation's response schema, answering 500 on a mismatch (tests only). */
  readonly validateReplies?: boolean;
}

const tooLarge = () => {
  throw payloadTooLarge();
};

/** Builds the HTTP application; pure, so tests drive it with `app.request()`. */
export function createApp(options: AppOptions): Hono<AppEnv> {
  const deps: Deps = {
    db: options.db,
    config: options.config,
    clock: options.clock ?? (() => new Date()),
    mailer: options.mailer ?? createOutboxMailer(options.db),
    logger: options.logger ?? pino({ level: options.config.LOG_LEVEL }),
    fetch: options.fetch ?? fetch,
    vapid: options.vapid ?? null,
    validateReplies: options.validateReplies ?? false,
  };
  const { config } = deps;
  const app = new Hono<AppEnv>({ router: new MemoRouter() });
  app.use(requestContext(deps));
  // Production only: local mode runs on plain http, and HSTS on localhost would stick to every local server.
  if (config.MODE === 'production') app.use(strictTransportSecurity(config.TRUST_PROXY));
  app.use(compression());
  // Probes and metrics answer JSON or Prometheus text, never the portal's page.
  app.route('/', healthRoutes(options.ops ?? { draining: () => false }));
  app.route('/', metricsRoutes({ token: config.METRICS_TOKEN, open: config.MODE === 'local' && !config.METRICS_PORT }));
  app.use('/api/*', apiCors(config.CORS_ORIGINS));
  app.use('/api/v1/analytics/*', bodyLimit({ maxSize: config.ANALYTICS_BODY_LIMIT, onError: tooLarge }));
  const defaultBodyLimit = bodyLimit({ maxSize: config.BODY_LIMIT, onError: tooLarge });
  app.use('*', async (c, next) => {
    // GET and HEAD carry no body; asking for it would only build the request's body stream.
    if (c.req.method === 'GET' || c.req.method === 'HEAD' || c.req.path.startsWith('/api/v1/analytics/')) return next();
    return defaultBodyLimit(c, next);
  });
  app.route('/api/v1', apiRoutes());
  app.route('/api', tunnelRoutes());
  app.route('/', loginPageRoutes());
  app.route('/', ogProductRoutes());
  app.route('/media', mediaRoutes());
  if (config.MODE === 'local') {
    app.route('/dev/turnstile', turnstileSimulatorRoutes());
    app.route('/dev', devRoutes());
    app.route('/dev', apiReferenceRoutes());
    app.route('/dev', devPlatformRoutes());
    app.route('/dev', identitySimulatorRoutes());
    app.route('/dev/push', devPushRoutes());
    app.route('/dev', platformServerRoutes(deps));
    app.route('/dev/platform-api', platformFriendApiRoutes(config));
    app.route('/downloads', localDownloadRoutes());
  }
  // Reserved for probes and metrics: a 404 problem, not the portal's page, when not served above.
  for (const path of ['/metrics', '/health'])
    app.all(path, (c) =>
      problemResponse(c, new ApiError(404, ErrorCode.NotFound, `No route for ${c.req.method} ${path}`)),
    );
  app.route('/', sdkRoutes(options.sdkDist));
  app.route(
    '/',
    webRoutes(
      config,
      options.webDist,
      process.env,
      deps.vapid,
      cachedFeaturedCover(() => featuredCover(deps.db)),
      cachedGameScriptNeeds(() => readGameScriptNeeds(deps.db)),
    ),
  );
  app.notFound((c) =>
    problemResponse(c, new ApiError(404, ErrorCode.NotFound, `No route for ${c.req.method} ${c.req.path}`)),
  );
  app.onError((err, c) => {
    const apiError = toApiError(err, options.ops?.storageFull !== undefined);
    // What failed: the cause an answer was made from (a database error), else what was thrown.
    const failure = apiError.cause ?? err;
    // Class and code only: a database error's message repeats the query and its parameters (e-mails, messages).
    if (apiError.code === ErrorCode.DatabaseUnavailable)
      deps.logger.warn({ reqId: c.get('requestId'), ...errorSummary(failure) }, 'database unavailable');
    else if (apiError.code === ErrorCode.ServerBusy)
      deps.logger.warn({ reqId: c.get('requestId') }, 'server busy: every database connection in use');
    else if (apiError.status >= 500)
      deps.logger.error({ reqId: c.get('requestId'), ...errorSummary(failure) }, 'unhandled error');
    return problemResponse(c, apiError);
  });
  return app;
}
