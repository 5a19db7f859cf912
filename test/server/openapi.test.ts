import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance, type HTTPMethods } from 'fastify';
import { Type } from 'typebox';
import type { UploadRules } from '../../server/plugins/uploads';
import { isApiPath } from '../../server/api-paths';
import { CONTENT_SECURITY_POLICY } from '../../server/plugins/security-headers';
import { DOCS_PATH, EXTENSION_MARK, EXTENSION_TAG, OPENAPI_PATH, isDocsPageFile, registerOpenApi } from '../../server/openapi';
import { ok } from '../../server/envelope';
import { contractRouteKeys, routeKeyOf } from '../../server/openapi/contract-routes';
import { ACCESS, ANSWERS, NO_BODY, accessFor } from '../../server/openapi/answers';
import { createTestServer, failureOf, type TestServer } from './helpers';

/**
 * The API published (issue 38 point 4): the OpenAPI document at GET /api-admin/openapi.json lists every route the
 * server registers under /api-admin, /api-admin-auth and /api-omr (collected here with fastify's onRoute hook, never
 * a list of our own), each write's body, the answers and who may call; the contract's routes (server/openapi/
 * contract-routes.ts, read from shared/spec) are plain, every other one is marked as our extension; and the page at
 * /api-admin/docs shows it from this server's own files.
 */

interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  additionalProperties?: boolean | Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  [keyword: string]: unknown;
}

interface RegisteredRoute {
  method: HTTPMethods;
  url: string;
  body?: Schema;
  upload?: UploadRules;
}

interface Operation {
  operationId?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: { in: string; name: string }[];
  requestBody?: { required?: boolean; content: Record<string, { schema: Schema }> };
  responses: Record<string, { $ref?: string }>;
  [key: string]: unknown;
}

interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema>; responses: Record<string, unknown>; securitySchemes: Record<string, unknown> };
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Every API route as registered (HEAD left out), with what it validates its body against and whether it takes a file. */
function listing(app: FastifyInstance, into: RegisteredRoute[]): void {
  app.addHook('onRoute', (route) => {
    if (!isApiPath(route.url)) return;
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      const body = (route.schema as { body?: Schema } | undefined)?.body;
      into.push({ method: method as HTTPMethods, url: route.url, ...(body ? { body } : {}), ...(route.config?.upload ? { upload: route.config.upload } : {}) });
    }
  });
}

/**
 * A body schema that names nothing a caller could send: no properties, no alternatives, no items, no values. (An
 * object schema with no properties and additionalProperties false accepts only `{}`: as empty.)
 */
function isEmptySchema(schema: Schema | undefined): boolean {
  if (!schema) return true;
  const alternatives = [schema.anyOf, schema.oneOf, schema.allOf].filter((list): list is Schema[] => Array.isArray(list) && list.length > 0);
  if (alternatives.length > 0) return alternatives.every((list) => list.every(isEmptySchema));
  const constrains = ['items', 'prefixItems', 'enum', 'const', '$ref', 'not', 'patternProperties'].some((k) => schema[k] !== undefined);
  const typed = schema.type !== undefined && schema.type !== 'object';
  const named = Object.keys(schema.properties ?? {}).length > 0;
  const open = typeof schema.additionalProperties === 'object';
  return !constrains && !typed && !named && !open;
}

const PRODUCT = 'amw';
let t: TestServer;
const registered: RegisteredRoute[] = [];
let document: Document;
/** Every operation of the document, by the server's spelling of its route ("GET /api-admin/api-object/:type/brands"). */
const operations = new Map<string, Operation>();
const keyOf = (route: { method: string; url: string }) => routeKeyOf(route.method, route.url, PRODUCT);

beforeAll(async () => {
  t = await createTestServer({ product: PRODUCT }, (app) => listing(app, registered));
  const res = await t.app.inject({ method: 'GET', url: OPENAPI_PATH });
  expect(res.statusCode, res.body).toBe(200);
  document = res.json<Document>();
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) operations.set(routeKeyOf(method, path, PRODUCT), operation);
  }
}, 60_000);
afterAll(() => t?.close());

/** The API's operations: the registered API routes but the documentation page's own files (its scripts, styles, copies). */
const apiRoutes = () => registered.filter((route) => !isDocsPageFile(route.url));

describe('the OpenAPI document', () => {
  it('is served at GET /api-admin/openapi.json as OpenAPI 3.1, to anyone', async () => {
    const res = await t.app.inject({ method: 'GET', url: OPENAPI_PATH });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(document.openapi).toBe('3.1.0');
    expect(document.components.securitySchemes).toHaveProperty('bearer');
  });

  it('has every registered API route, with its method, and no route nobody registers', () => {
    const routes = new Set(apiRoutes().map(keyOf));
    expect(routes.size).toBeGreaterThan(200);
    expect([...routes].filter((key) => !operations.has(key)).sort(), 'registered routes missing from the document').toEqual([]);
    expect([...operations.keys()].filter((key) => !routes.has(key)).sort(), 'operations no route serves').toEqual([]);
    // The page's files are the page's, not the API's; everything else under the API prefixes is an operation.
    expect(registered.filter((route) => isDocsPageFile(route.url)).map(keyOf).sort()).toEqual([
      'GET /api-admin/docs/json', 'GET /api-admin/docs/static/*', 'GET /api-admin/docs/static/index.html',
      'GET /api-admin/docs/static/swagger-initializer.js', 'GET /api-admin/docs/yaml',
    ]);
    console.log(`OpenAPI: ${operations.size} operations, ${[...operations.values()].filter((op) => op[EXTENSION_MARK] === true).length} marked as extensions`);
  });

  it('names each operation once, declares its path parameters and resolves every reference', () => {
    const ids = [...operations.values()].map((op) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const [path, item] of Object.entries(document.paths)) {
      const placeholders = [...path.matchAll(/\{([^}]+)\}/g)].map(([, name]) => name).sort();
      for (const operation of Object.values(item)) {
        expect((operation.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name).sort(), path).toEqual(placeholders);
      }
    }
    const text = JSON.stringify(document);
    for (const [, target] of text.matchAll(/"\$ref":"#\/([^"]+)"/g)) {
      const found = target!.split('/').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], document);
      expect(found, target).toBeDefined();
    }
  });

  it('describes the body of every write that takes one: a real schema, or the file an upload takes', () => {
    const noBody = new Set(NO_BODY.map((call) => keyOf({ method: call.split(' ')[0]!, url: call.split(' ')[1]! })));
    const problems: string[] = [];
    for (const route of apiRoutes().filter((r) => WRITES.has(r.method))) {
      const key = keyOf(route);
      const requestBody = operations.get(key)?.requestBody;
      const documented = Object.values(requestBody?.content ?? {}).map((media) => media.schema);
      if (route.upload) {
        if (route.body) problems.push(`${key}: an upload with a JSON body schema`);
        if (requestBody?.content['multipart/form-data']?.schema.properties?.file?.format !== 'binary') problems.push(`${key}: the file is not described`);
      } else if (noBody.has(key)) {
        if (route.body) problems.push(`${key}: listed as taking no body (server/openapi/answers.ts NO_BODY) but has a body schema`);
        if (requestBody) problems.push(`${key}: takes no body, yet the document describes one`);
      } else if (route.method === 'DELETE' && !route.body) {
        // The contract's DELETEs name their record in the query string.
        if (requestBody) problems.push(`${key}: a body the route does not validate`);
      } else if (isEmptySchema(route.body)) {
        problems.push(`${key}: ${route.body ? 'an empty body schema' : 'no body schema'} (give it a TypeBox schema, or list it in NO_BODY if it reads none)`);
      } else if (documented.length === 0 || documented.some(isEmptySchema)) {
        problems.push(`${key}: the document's body is empty`);
      }
    }
    for (const key of noBody) if (!operations.has(key)) problems.push(`${key}: in NO_BODY but not registered`);
    expect(problems).toEqual([]);
  });

  it('marks exactly the routes the contract does not name as our extensions, and the contract names only routes the server has', () => {
    const contract = contractRouteKeys(PRODUCT);
    expect([...contract].filter((key) => !operations.has(key)).sort(), 'contract routes the server does not register').toEqual([]);
    const wrong = [...operations].flatMap(([key, op]) => {
      const extension = !contract.has(key);
      const marked = op[EXTENSION_MARK] === true;
      const tagged = op.tags?.includes(EXTENSION_TAG) === true;
      return marked === extension && tagged === extension ? [] : [`${key}: ${extension ? 'an extension' : 'in the contract'}, marked ${marked}, tagged ${tagged}`];
    });
    expect(wrong).toEqual([]);
    // A few on each side, read from the spec by hand.
    expect(operations.get('PUT /api-admin/brandModelText')?.[EXTENSION_MARK]).toBeUndefined();
    expect(operations.get('GET /api-admin/amw/switchclient')?.[EXTENSION_MARK]).toBeUndefined();
    expect(operations.get('POST /api-admin-auth')?.[EXTENSION_MARK]).toBeUndefined();
    expect(operations.get('POST /api-omr/getRedenAutoNietGevonden_omrmapi')?.[EXTENSION_MARK]).toBeUndefined();
    expect(operations.get('GET /api-admin/dashboard')?.[EXTENSION_MARK]).toBe(true);
    expect(operations.get('POST /api-admin-auth/logout')?.[EXTENSION_MARK]).toBe(true);
    expect(operations.get(`GET ${OPENAPI_PATH}`)?.[EXTENSION_MARK]).toBe(true);
  });

  it('gives every operation its answers: the envelope (or the token, the download, the document), refusals and errors', () => {
    const envelope = document.components.schemas.Envelope!;
    expect(Object.keys(envelope.properties ?? {}).sort()).toEqual(['errors', 'resultCount', 'results', 'successful']);
    expect(envelope.additionalProperties).not.toBe(false);
    const answers = new Map(Object.entries(ANSWERS).map(([call, answer]) => [keyOf({ method: call.split(' ')[0]!, url: call.split(' ')[1]! }), answer]));
    const wrong: string[] = [];
    for (const [key, op] of operations) {
      const expected = `#/components/responses/${answers.get(key) ?? 'envelope'}`;
      if (op.responses['200']?.$ref !== expected) wrong.push(`${key}: 200 is ${op.responses['200']?.$ref}, expected ${expected}`);
      const isApi = !['document', 'page'].includes(answers.get(key) ?? 'envelope');
      if (isApi && op.responses['4XX']?.$ref !== '#/components/responses/refused') wrong.push(`${key}: no refusal`);
      if (isApi && op.responses['500']?.$ref !== '#/components/responses/failed') wrong.push(`${key}: no 500`);
    }
    for (const key of answers.keys()) if (!operations.has(key)) wrong.push(`${key}: in ANSWERS but not registered`);
    expect(wrong).toEqual([]);
  });

  // An anonymous call of every operation: nothing is written (a 401 comes before the body is read, the open routes refuse an empty body).
  it('asks for a bearer token exactly where the server answers an anonymous call with 401', async () => {
    const access = accessFor(PRODUCT);
    for (const key of access.keys()) expect(operations.has(key), `${key} in ACCESS but not registered`).toBe(true);
    expect(Object.keys(ACCESS).length).toBe(access.size);
    const wrong: string[] = [];
    for (const route of apiRoutes()) {
      const key = keyOf(route);
      const security = operations.get(key)?.security;
      const documented = security === undefined ? 'token' : security.length === 0 ? 'open' : 'optional';
      const url = route.url.replace(/:type\b/, 'car').replace(/:[A-Za-z]+/g, '1');
      const res = await t.app.inject({ method: route.method, url });
      const refused = res.statusCode === 401;
      if (refused !== (documented === 'token')) wrong.push(`${key}: documented ${documented}, anonymous answer ${res.statusCode}`);
      if (documented !== 'token' && documented !== (access.get(key) ?? 'token')) wrong.push(`${key}: ${documented}, ACCESS says ${access.get(key)}`);
    }
    expect(wrong).toEqual([]);
  }, 60_000);

  it('follows the configured product key: {product} routes are the contract\'s under another key too', async () => {
    // registerOpenApi alone, on an app with two provider routes under the key `lwx`: no database needed.
    const app = Fastify();
    registerOpenApi(app, { product: 'lwx' });
    app.register(async (api) => {
      api.get('/lwx/switchclient', async () => ok([]));
      api.get('/lwx/client', async () => ok([]));
    }, { prefix: '/api-admin' });
    try {
      const doc = (await app.inject({ method: 'GET', url: OPENAPI_PATH })).json<Document>();
      expect(doc.paths['/api-admin/lwx/switchclient']?.get).toBeDefined();
      expect(doc.paths['/api-admin/lwx/switchclient']?.get?.[EXTENSION_MARK]).toBeUndefined();
      expect(doc.paths['/api-admin/lwx/client']?.get?.[EXTENSION_MARK]).toBe(true);
    } finally {
      await app.close();
    }
  });

  it('finds a body schema empty when it names nothing a caller could send', () => {
    for (const empty of [{}, { type: 'object' }, Type.Object({}), Type.Object({}, { additionalProperties: false }), Type.Any(), Type.Unknown(), { anyOf: [{}, { type: 'object' }] }]) {
      expect(isEmptySchema(empty as unknown as Schema), JSON.stringify(empty)).toBe(true);
    }
    for (const real of [Type.Object({ id: Type.Integer() }), Type.Array(Type.Integer()), Type.Union([Type.Object({ a: Type.String() }), Type.Object({ b: Type.String() })]), Type.Record(Type.String(), Type.Integer())]) {
      expect(isEmptySchema(real as unknown as Schema), JSON.stringify(real)).toBe(false);
    }
  });
});

describe('the documentation page', () => {
  it('is served at /api-admin/docs from this server\'s own files, with no other origin named', async () => {
    const res = await t.app.inject({ method: 'GET', url: DOCS_PATH, headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const html = res.body;
    expect(html).not.toMatch(/\b(?:https?:)?\/\/[a-z0-9.-]+/i);
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>[^<]*\S[^<]*<\/script>/i);
    const files = [...html.matchAll(/\b(?:src|href)="([^"]+)"/g)].map(([, url]) => url!);
    expect(files.length).toBeGreaterThanOrEqual(5);
    const types: Record<string, RegExp> = { css: /^text\/css/, js: /^(?:text|application)\/javascript/, png: /^image\/png/ };
    for (const file of files) {
      expect(file.startsWith(`${DOCS_PATH}/static/`), file).toBe(true);
      const asset = await t.app.inject({ method: 'GET', url: file });
      expect(asset.statusCode, file).toBe(200);
      expect(asset.headers['content-type'], file).toMatch(types[file.split('.').pop()!]!);
    }
  });

  it('runs under the house policy: scripts from this origin only, none inline, none evaluated', async () => {
    const res = await t.app.inject({ method: 'GET', url: DOCS_PATH, headers: { accept: 'text/html' } });
    const policy = String(res.headers['content-security-policy']);
    expect(policy).toMatch(/script-src 'self'(?: 'sha256-[^']+')*;/);
    expect(policy).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
    expect(policy).toContain("connect-src 'self' data:");
    expect(res.headers['x-frame-options']).toBe('DENY');
    // The app's own page keeps the policy it had: the page changed nothing there.
    expect(CONTENT_SECURITY_POLICY).toMatch(/^default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline';/);
  });

  it('reads this document (./json), without a validator badge from another origin', async () => {
    const script = await t.app.inject({ method: 'GET', url: `${DOCS_PATH}/static/swagger-initializer.js` });
    expect(script.statusCode).toBe(200);
    expect(script.body).toContain("resolveUrl('./json')");
    expect(script.body).toMatch(/validatorUrl: null/);
    const copy = await t.app.inject({ method: 'GET', url: `${DOCS_PATH}/json` });
    expect(copy.json()).toEqual(document);
  });

  it('leaves unknown API paths, also below the page, to the JSON 404', async () => {
    for (const url of ['/api-admin/no-such-thing', `${DOCS_PATH}/static/no-such-file.js`, `${DOCS_PATH}/no-such-page`]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/^application\/json/);
      expect(failureOf(res).reason, url).toMatch(/^No resource at GET|^Not found/);
    }
  });
});
