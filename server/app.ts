import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { ServerConfig } from './config';
import type { Db } from './db/db';
import type { ServerContext } from './context';
import { apiNotFound, formatSchemaErrors, registerErrorHandler } from './plugins/errors';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerInputGuards } from './plugins/input-guards';
import { createAuthHooks, registerAuth } from './plugins/auth';
import { registerApiRoutes } from './routes';
import { OWN_FORMATS } from './routes/schemas';
import { registerProxy } from './proxy';
import { registerStatic } from './static';

export interface AppOptions {
  /** Null only in API_UPSTREAM mode, where no database is opened. */
  db: Db | null;
  config: ServerConfig;
  now?: () => Date;
  logger?: FastifyServerOptions['logger'];
}

export const isApiPath = (url: string): boolean => /^\/api-admin(-auth)?(\/|\?|$)/.test(url);

/** The whole server without listening: main.ts listens, tests use app.inject(). */
export function buildApp({ db, config, now = () => new Date(), logger = false }: AppOptions): FastifyInstance {
  const app = Fastify({
    logger,
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    // Unique across processes and restarts, so the id a 500 answer carries finds its log line.
    genReqId: () => randomUUID(),
    // Validate, never repair: no stripping of unknown fields, no type coercion (query values stay strings).
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false, useDefaults: true, allErrors: false, formats: OWN_FORMATS } },
    schemaErrorFormatter: formatSchemaErrors,
  });
  registerErrorHandler(app, config.bodyLimitBytes);
  registerSecurityHeaders(app);

  if (config.apiUpstream) {
    registerProxy(app, config.apiUpstream);
  } else {
    if (!db) throw new Error('buildApp needs a database unless API_UPSTREAM is set');
    registerInputGuards(app);
    registerAuth(app);
    const ctx: ServerContext = { db, config, now };
    registerApiRoutes(app, ctx, createAuthHooks(ctx));
  }

  const staticApp = registerStatic(app, config.staticDir);
  app.setNotFoundHandler((request, reply) =>
    isApiPath(request.url) ? apiNotFound(request, reply) : staticApp.fallback(request, reply),
  );
  return app;
}
