/**
 * Errors a route throws on purpose. The error handler (errors.ts) turns them into the envelope with
 * their status; anything else becomes a 500 without details.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Extra top-level fields next to the envelope (the OAuth `error` code on token answers). */
    readonly extra: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (reason: string, extra?: Record<string, unknown>) => new HttpError(400, reason, extra);

export const unauthorized = (reason = 'Authorization has been denied for this request.') =>
  new HttpError(401, reason, {}, { 'WWW-Authenticate': 'Bearer' });

export const forbidden = (reason = 'You do not have permission to do this.') => new HttpError(403, reason);

export const notFound = (reason: string) => new HttpError(404, reason);

export const conflict = (reason: string) => new HttpError(409, reason);

export const tooManyRequests = (reason: string, retryAfterSeconds: number) =>
  new HttpError(429, reason, {}, { 'Retry-After': String(retryAfterSeconds) });
