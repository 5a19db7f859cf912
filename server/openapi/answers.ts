import { Type } from 'typebox';
import { IMAGE_RULES, MAX_UPLOAD_BYTES, type UploadRules } from '../plugins/uploads';
import { XLSX_CONTENT_TYPE } from '../xlsx';
import { routeKeyOf } from './contract-routes';

/**
 * What the OpenAPI document says a route answers and who may call it. Documentation only: no route gets a response
 * schema (fastify would then serialise through it and drop every field it does not name), so these are written into
 * the document by server/openapi/index.ts and never reach a route's serialiser.
 */

/** How a route answers when it succeeds. Most answer the envelope; the routes below say otherwise. */
export type Answer = 'envelope' | 'token' | 'workbook' | 'file' | 'document' | 'page';

/** Routes whose success is not the envelope, spelled as the spec spells paths (`{product}` for the product key). */
export const ANSWERS: Readonly<Record<string, Exclude<Answer, 'envelope'>>> = {
  // OAuth-shaped token answers (spec 01 §7: "response carries a token"); failures are the envelope with `error`.
  'POST /api-admin-auth/': 'token',
  'POST /api-admin-auth/oauth/token': 'token',
  'POST /api-admin-auth/grant_access': 'token',
  // Downloads: a workbook named by the server (Content-Disposition), or a stored file as it was stored.
  'GET /api-admin/driver/export': 'workbook',
  'POST /api-admin/order/download': 'workbook',
  'GET /api-admin/segments/activemodelssegmentcode': 'workbook',
  'GET /api-admin/clientsetting/bulkfile': 'workbook',
  'POST /api-admin/BulkComparer/export': 'workbook',
  'GET /api-admin/blob': 'file',
  // This document and the page that shows it.
  'GET /api-admin/openapi.json': 'document',
  'GET /api-admin/docs': 'page',
};

/**
 * Routes callable without a bearer token ('open') or with or without one ('optional'); every other route needs one
 * (the document's default security) and answers 401 without it, which test/server/openapi.test.ts checks.
 */
export const ACCESS: Readonly<Record<string, 'open' | 'optional'>> = {
  'POST /api-admin-auth/': 'open',
  'POST /api-admin-auth/oauth/token': 'open',
  'POST /api-admin-auth/grant_access': 'open',
  'POST /api-admin-auth/grant_access/check': 'open',
  // Without a token: the sign-in page's branding, named by ?clientName=; with one, the acting client's.
  'GET /api-admin/clientsetting': 'optional',
  // Public blobs (logos, favicons) to anyone, a client's other files to its signed-in accounts.
  'GET /api-admin/blob': 'optional',
  // The description of the API holds no data; integrators read it before they hold a token.
  'GET /api-admin/openapi.json': 'open',
  'GET /api-admin/docs': 'open',
};

/**
 * POST, PUT and PATCH routes that read nothing from a body: their input is the query string or the bearer token. Every
 * other one has a body schema or takes a file (`takesUpload`, server/plugins/uploads.ts); test/server/openapi.test.ts
 * holds every registered route to that, so no write can leave its body out of the document by forgetting its schema.
 * (DELETE routes take their ids in the query string, as the contract writes them.)
 */
export const NO_BODY: readonly string[] = [
  'POST /api-admin-auth/logout',
  'POST /api-admin/account/invite',
  'POST /api-admin/driver/emailexists',
  'POST /api-admin/emailsetting/testconnection',
  'POST /api-admin/ticket/create',
];

const keyed = <T>(table: Readonly<Record<string, T>>, product: string): ReadonlyMap<string, T> =>
  new Map(Object.entries(table).map(([call, value]) => {
    const [method, path] = call.split(' ') as [string, string];
    return [routeKeyOf(method, path, product), value];
  }));

export const answersFor = (product: string) => keyed(ANSWERS, product);
export const noBodyFor = (product: string) => new Set(keyed(Object.fromEntries(NO_BODY.map((call) => [call, true])), product).keys());
export const accessFor = (product: string) => keyed(ACCESS, product);

export const BEARER = 'bearer';

const Envelope = Type.Object({
  results: Type.Array(Type.Unknown(), { description: 'The answer: the rows of a list, or one object (read `results[0]`); empty on failure.' }),
  successful: Type.Boolean(),
  errors: Type.Optional(Type.Array(Type.String(), { description: 'On failure, the reason first: one sentence naming the field or the rule.' })),
  resultCount: Type.Optional(Type.Integer({ minimum: 0, description: 'A paged list: the number of rows of every page together.' })),
}, {
  additionalProperties: true,
  description: 'Every /api-admin and /api-omr answer (server/envelope.ts). Failures may add fields: `requestId` on a 500, `error` (an OAuth code such as invalid_grant) on /api-admin-auth.',
});

const TokenResponse = Type.Object({
  access_token: Type.String({ description: 'Send as `Authorization: Bearer …`.' }),
  refresh_token: Type.String({ description: 'Single use: POST /api-admin-auth/oauth/token with grant_type=refresh_token.' }),
  token_type: Type.Literal('bearer'),
  expires_in: Type.Integer({ description: 'Seconds until the access token expires.' }),
  '.issued': Type.String({ format: 'date-time' }),
  '.expires': Type.String({ format: 'date-time' }),
}, { additionalProperties: true });

const json = (schema: object) => ({ 'application/json': { schema } });
const envelopeRef = { $ref: '#/components/schemas/Envelope' };

/** The document's components: the envelope, the token answer, and one response object per kind of answer. */
export const COMPONENTS = {
  schemas: { Envelope, TokenResponse },
  securitySchemes: {
    [BEARER]: {
      type: 'http',
      scheme: 'bearer',
      description: 'The access token of a sign-in (POST /api-admin-auth/). A 401 or 403 asks the caller to refresh it once with the refresh token and replay the call.',
    },
  },
  responses: {
    envelope: { description: 'The envelope with `successful: true`.', content: json(envelopeRef) },
    token: { description: 'A new token pair (OAuth-shaped), never cached.', content: json({ $ref: '#/components/schemas/TokenResponse' }) },
    workbook: {
      description: 'A spreadsheet (.xlsx) named by the server in Content-Disposition; cells starting with = + - @ are written as text.',
      content: { [XLSX_CONTENT_TYPE]: { schema: { type: 'string', format: 'binary' } } },
    },
    file: {
      description: 'The stored file with its own content type, served with `Content-Security-Policy: sandbox` and nosniff.',
      content: { '*/*': { schema: { type: 'string', format: 'binary' } } },
    },
    document: { description: 'This OpenAPI 3.1 document.', content: json({ type: 'object' }) },
    page: { description: 'The HTML page that shows this document (Swagger UI, served by this server, no other origin).', content: { 'text/html': { schema: { type: 'string' } } } },
    refused: {
      description: 'Refused: the envelope with `successful: false`, `results: []` and the reason in `errors[0]`. 400: input the schemas or rules '
        + 'refuse; 404: nothing with that id within the caller\'s reach (the same answer as no such record), or a path nobody serves; 409: a '
        + 'conflict with what is stored; 412: an If-Match naming an older version (ETag); 413: too large; 415: a body that is not JSON '
        + '(form-encoded only on /api-admin-auth), or a file whose content is not an allowed type; 429: too many failed sign-ins (Retry-After).',
      content: json(envelopeRef),
    },
    unauthorized: { description: 'No bearer token, or one that is invalid, expired or revoked.', content: json(envelopeRef) },
    forbidden: {
      description: 'The role the session acts with, the access table (spec 01 §6) or a licence of the acting client refuses the call; a missing licence is named in `errors[0]`.',
      content: json(envelopeRef),
    },
    failed: { description: 'An internal error: the envelope with `requestId`, which finds the server\'s log line.', content: json(envelopeRef) },
  },
};

export type ResponseName = keyof typeof COMPONENTS.responses;

const ref = (name: ResponseName) => ({ $ref: `#/components/responses/${name}` });

/** An operation's responses, by what it answers and whether it needs a token. */
export function responsesOf(answer: Answer, needsToken: boolean): Record<string, { $ref: string }> {
  return {
    200: ref(answer),
    ...(answer === 'document' || answer === 'page' ? {} : { '4XX': ref('refused') }),
    ...(needsToken ? { 401: ref('unauthorized'), 403: ref('forbidden') } : {}),
    ...(answer === 'document' || answer === 'page' ? {} : { 500: ref('failed') }),
  };
}

const mb = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 100) / 100} MB`;

/** Image uploads (logos, favicons) read "no body at all" as "remove it" (readUploadOrRemoval, spec 01 §7 and 02 §7). */
export const removesWithoutBody = (rules: UploadRules) => rules === IMAGE_RULES.logo || rules === IMAGE_RULES.favicon;

/** The request body of an upload route (takesUpload): one file as multipart form data. */
export function uploadBody(rules: UploadRules) {
  const kinds = rules.kinds.map((kind) => kind.label).join(', ');
  const removal = removesWithoutBody(rules) ? ' Sent without a body at all (no Content-Type, no length), the call removes the stored image.' : '';
  return Type.Object({
    file: Type.String({
      format: 'binary',
      description: `One file and no other form field: ${kinds}, at most ${mb(rules.maxBytes ?? MAX_UPLOAD_BYTES)}. Its type is read from its content, never from its name or declared type.${removal}`,
    }),
  }, { additionalProperties: false, required: ['file'] });
}
