import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { failure } from '../envelope';
import { HttpError } from './http-errors';
import { FORMAT_REASONS, PATTERN_REASONS } from '../routes/schemas';
import { inputRefusal } from '../db/input-refusal';

/** Ajv error as fastify hands it to the formatter. */
interface SchemaError {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string;
}

/** Turns the first schema violation into one sentence naming the field, e.g. "body.role is not allowed". */
export function formatSchemaErrors(errors: SchemaError[], dataVar: string): Error {
  const [error] = errors;
  if (!error) return new Error(`${dataVar} is invalid`);
  const field = `${dataVar}${error.instancePath.replace(/\//g, '.')}`;
  const p = error.params;
  const reasons: Record<string, () => string> = {
    required: () => `${field}.${String(p.missingProperty)} is required`,
    additionalProperties: () => `${field}.${String(p.additionalProperty)} is not allowed`,
    minProperties: () => `${field} must name at least ${String(p.limit)} field${p.limit === 1 ? '' : 's'}`,
    type: () => `${field} must be ${String(p.type)}`,
    maxLength: () => `${field} must be at most ${String(p.limit)} characters`,
    minLength: () => (p.limit === 1 ? `${field} must not be empty` : `${field} must be at least ${String(p.limit)} characters`),
    // Shared fragments (plain text, non-blank) say what is wrong; other patterns are a format.
    pattern: () => `${field} ${PATTERN_REASONS.get(String(p.pattern)) ?? 'has an invalid format'}`,
    format: () => `${field} ${FORMAT_REASONS.get(String(p.format)) ?? `must be a valid ${String(p.format)}`}`,
    enum: () => `${field} must be one of ${(p.allowedValues as unknown[]).join(', ')}`,
    const: () => `${field} must be ${JSON.stringify(p.allowedValue)}`,
    maximum: () => `${field} must be at most ${String(p.limit)}`,
    minimum: () => `${field} must be at least ${String(p.limit)}`,
  };
  return new Error(reasons[error.keyword]?.() ?? `${field} ${error.message ?? 'is invalid'}`);
}

/** Fastify's own client errors, reworded; their defaults are fine to show but name internals. */
const FASTIFY_CLIENT_ERRORS: Record<string, (request: FastifyRequest, limit: number) => string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: (_r, limit) => `The request body is larger than ${Math.round(limit / 1024)} KiB.`,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: (r) =>
    `The content type "${String(r.headers['content-type'] ?? 'none').slice(0, 100)}" is not supported; send application/json.`,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: () => 'The Content-Length header does not match the body.',
  FST_ERR_CTP_EMPTY_JSON_BODY: () => 'The JSON body is empty.',
  FST_ERR_CTP_INVALID_JSON_BODY: () => 'The body is not valid JSON.',
};

export function registerErrorHandler(app: FastifyInstance, bodyLimitBytes: number): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).headers(error.headers).send(failure(error.message, error.extra));
    }
    if (error.validation) return reply.code(400).send(failure(error.message));
    const reword = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
    const status = error.statusCode ?? 500;
    if (reword) return reply.code(status).send(failure(reword(request, bodyLimitBytes)));
    if (status >= 400 && status < 500) return reply.code(status).send(failure(error.message));
    const refusal = inputRefusal(error);
    if (refusal) {
      // A bad value the schemas let through: the caller gets a 4xx, operators a warning to tighten the schema.
      request.log.warn({ err: error }, 'the database refused input the schema accepted');
      return reply.code(refusal.statusCode).send(failure(refusal.message));
    }
    // Log the cause for operators; the caller learns nothing about internals but the id to report.
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(failure(
      `An internal error occurred. Please try again or report the problem with request id ${request.id}.`, { requestId: request.id }));
  });
}

/** The 404 for /api-admin and /api-admin-auth paths nobody serves. */
export function apiNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const path = request.url.split('?')[0] ?? '';
  return reply.code(404).send(failure(`No resource at ${request.method} ${path.slice(0, 200)}.`));
}
