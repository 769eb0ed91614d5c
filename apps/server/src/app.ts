import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { requestId } from 'hono/request-id';
import type { DatabaseHandle } from './db';
import type { Env } from './env';
import type { AppBindings } from './http/app-bindings';
import { jsonErrorHandler, jsonNotFound } from './http/error-handler';
import { requestLogger } from './http/request-logger';
import { securityHeaders } from './http/security-headers';
import type { Logger } from './logger';
import { healthRoutes } from './routes/health/health-routes';
import { webAppRoutes } from './routes/web-app/web-app-routes';

export interface AppDeps {
  env: Env;
  database: Pick<DatabaseHandle, 'db' | 'kind'>;
  logger: Logger;
}

/** The whole HTTP surface: the JSON API under /api and the single-page app everywhere else. */
export function createApp({ env, database, logger }: AppDeps) {
  const app = new Hono<AppBindings>();

  app.use(requestId());
  app.use(async (c, next) => {
    c.set('logger', logger);
    await next();
  });
  app.use(requestLogger());
  app.use(securityHeaders());
  app.use(compress());

  app.route('/api/health', healthRoutes(database));
  app.all('/api/*', jsonNotFound);

  app.route('/', webAppRoutes(env.WEB_DIST_DIR));

  app.notFound(jsonNotFound);
  app.onError(jsonErrorHandler);
  return app;
}

export type App = ReturnType<typeof createApp>;
