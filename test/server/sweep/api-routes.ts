import type { FastifyInstance } from 'fastify';
import type { UploadRules } from '../../../server/plugins/uploads';
import { isApiPath } from '../../../server/api-paths';
import { isDocsPageFile } from '../../../server/openapi';

/**
 * The API routes as the server registers them, with the schemas they validate against: the sweep reads
 * its fields from here, so a route registered tomorrow is swept without a line of test code.
 */

/** The JSON-schema keywords our route schemas use (TypeBox emits plain JSON schema). */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  format?: string;
  maxLength?: number;
  minLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  contentMediaType?: string;
}

export type SweptMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

export interface SweptRoute {
  method: SweptMethod;
  url: string;
  body?: JsonSchema;
  query?: JsonSchema;
  /** Set when the route takes a file (server/plugins/uploads.ts `takesUpload`). */
  upload?: UploadRules;
}

export const routeKey = (route: Pick<SweptRoute, 'method' | 'url'>) => `${route.method} ${route.url}`;

const SWEPT_METHODS = new Set<string>(['GET', 'POST', 'PUT', 'DELETE', 'PATCH']);

/** Registers an onRoute hook (call before app.ready()) that fills `writes` (POST, PUT, DELETE, PATCH) and `reads` (GET). */
export function listRoutes(app: FastifyInstance, writes: SweptRoute[], reads: SweptRoute[]): void {
  app.addHook('onRoute', (route) => {
    // The API documentation page's own files (scripts, styles, its copies of the document) take no input to sweep.
    if (!isApiPath(route.url) || isDocsPageFile(route.url)) return;
    for (const method of [route.method].flat()) {
      if (!SWEPT_METHODS.has(method)) continue;
      const schema = (route.schema ?? {}) as { body?: JsonSchema; querystring?: JsonSchema };
      (method === 'GET' ? reads : writes).push({
        method: method as SweptMethod,
        url: route.url,
        ...(schema.body ? { body: schema.body } : {}),
        ...(schema.querystring ? { query: schema.querystring } : {}),
        ...(route.config?.upload ? { upload: route.config.upload } : {}),
      });
    }
  });
}

/** The alternatives of a union (`anyOf`), or the schema itself. */
export const variantsOf = (schema: JsonSchema): JsonSchema[] => schema.anyOf?.flatMap(variantsOf) ?? [schema];

/** The string alternative of a field, if it has one (its limits and pattern). */
export const stringVariant = (schema: JsonSchema) => variantsOf(schema).find((v) => v.type === 'string');

export const isRichText = (schema: JsonSchema) => variantsOf(schema).some((v) => v.contentMediaType === 'text/html');

export const isDate = (schema: JsonSchema) => variantsOf(schema).some((v) => v.format === 'date');

export const allowsNull = (schema: JsonSchema) => variantsOf(schema).some((v) => v.type === 'null');
