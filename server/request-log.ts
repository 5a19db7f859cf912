import type { FastifyServerOptions } from 'fastify';
import { withoutKeys } from './mail/hidden-keys';

type LoggerOption = FastifyServerOptions['logger'];
type RequestLike = { method: string; url: string; host?: string; ip?: string; socket?: { remotePort?: number } };

/**
 * The request log line (Fastify's own fields) without a link's key or a handed-over token (issue 35, hidden-keys.ts
 * withoutKeys): the app's /auth/grant_access page is opened with the invitee's key in its address, and a log is read by more people than the invitee. Bodies are never
 * logged (Fastify's default), so a key sent to the API in a body stays out too.
 */
export function withKeyFreeRequests(logger: LoggerOption): LoggerOption {
  if (!logger) return logger;
  const options = logger === true ? {} : logger;
  return {
    ...options,
    serializers: {
      ...options.serializers,
      req: (req: RequestLike) => ({ method: req.method, url: withoutKeys(req.url), host: req.host, remoteAddress: req.ip, remotePort: req.socket?.remotePort }),
    },
  };
}
