import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../server/db/db';
import { DEMO_PASSWORD, demoAccount } from '../../../server/db/demo-accounts';
import { logoBlobName } from '../../../server/db/seed-data';
import { routeKey, stringVariant, variantsOf, type JsonSchema, type SweptRoute } from './api-routes';
import { invitationsTo } from '../account-support';

/**
 * A valid request for every write route, built from the route's own schema and the seeded demo data:
 * a body field takes its value from the row the route's GET (same path) shows, a missing required one
 * from the seeded ids by name or from its schema; a DELETE first creates the row it deletes through the
 * POST of the same path. Routes that fit none of that have a recipe below, saying why. A route nothing
 * here can build for makes the sweep fail until it can (teach it here, not in a test per route).
 */

export interface SweepContext {
  app: FastifyInstance;
  db: Db;
  /** The master of the demo client: every write route is open to it. */
  token: string;
  /** The GET routes, swept too and read for the rows a write starts from. */
  reads: readonly SweptRoute[];
  writes: readonly SweptRoute[];
  /** Real ids of the other client's rows, for the "id of another client" kind. */
  foreignIds: readonly number[];
  /** Counts up per request built, so names and addresses stay unique. */
  serial: number;
}

export interface SweepFile {
  fileName: string;
  contentType: string;
  data: Buffer;
}

export interface SweepRequest {
  /** Bearer token; undefined sends none (sign-in). Defaults to the context's master token. */
  token?: string | undefined;
  body?: unknown;
  query?: Record<string, string | string[]>;
  /** Values of the route's path parameters (/api-object/:type/brands); the sweep mutates query and body, not these. */
  params?: Record<string, string>;
  file?: SweepFile;
}

export interface Recipe {
  /** Why the generic builder does not do for this route. */
  why: string;
  build(ctx: SweepContext): Promise<SweepRequest>;
  /** Tables a refused request writes on purpose, with the reason. */
  refusalWrites?: Record<string, string>;
}

export class CannotBuild extends Error {}

const api = (url: string) => `/api-admin${url}`;

/** Sends `request` to `url`: JSON body, or the file as multipart, or `raw` as given; the master's token unless `token` says otherwise. */
export function send(
  ctx: SweepContext, method: SweptRoute['method'] | 'GET', url: string, request: SweepRequest = {},
  raw?: { payload: string | Buffer; contentType: string },
) {
  const token = 'token' in request ? request.token : ctx.token;
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  let payload: string | Buffer | undefined;
  if (raw) {
    payload = raw.payload;
    headers['content-type'] = raw.contentType;
  } else if (request.file) {
    payload = multipartBody(request.file);
    Object.assign(headers, multipartHeaders());
  } else if (request.body !== undefined) {
    payload = JSON.stringify(request.body);
    headers['content-type'] = 'application/json';
  }
  const path = url.replace(/:([A-Za-z]+)/g, (name: string, key: string) => (request.params?.[key] === undefined ? name : encodeURIComponent(request.params[key]!)));
  return ctx.app.inject({ method, url: path, headers, ...(request.query ? { query: request.query } : {}), ...(payload === undefined ? {} : { payload }) });
}

async function one<T>(db: Db, sql: string): Promise<T> {
  const [row] = await db.query<Record<string, T>>(sql);
  if (!row) throw new CannotBuild(`no seeded row for: ${sql}`);
  return Object.values(row)[0]!;
}

const DEMO = "(SELECT id FROM clients WHERE name = 'demo')";

/** Seeded values for required fields no GET row holds, by field name. */
const BY_NAME: Record<string, (ctx: SweepContext) => Promise<unknown>> = {
  driverId: (ctx) => one(ctx.db, `SELECT id FROM drivers WHERE client_id = ${DEMO} AND is_active ORDER BY id LIMIT 1`),
  operatingCompanyId: (ctx) => one(ctx.db, `SELECT id FROM operating_companies WHERE client_id = ${DEMO} AND NOT is_deleted ORDER BY id LIMIT 1`),
  carArrangementId: (ctx) => one(ctx.db, `SELECT id FROM car_arrangements WHERE client_id = ${DEMO} ORDER BY id LIMIT 1`),
  arrangementId: (ctx) => BY_NAME.carArrangementId!(ctx),
  orderId: (ctx) => one(ctx.db, `SELECT id FROM orders WHERE client_id = ${DEMO} ORDER BY id LIMIT 1`),
  mobilityContainerId: (ctx) => one(ctx.db, `SELECT id FROM mobility_containers WHERE client_id = ${DEMO} ORDER BY id LIMIT 1`),
  brandId: (ctx) => one(ctx.db, 'SELECT id FROM brands ORDER BY id LIMIT 1'),
  modelId: (ctx) => one(ctx.db, 'SELECT id FROM models ORDER BY id LIMIT 1'),
  categoryId: (ctx) => one(ctx.db, `SELECT id FROM categories WHERE client_id = ${DEMO} ORDER BY id LIMIT 1`),
  dealerId: (ctx) => one(ctx.db, `SELECT id FROM dealers WHERE client_id = ${DEMO} ORDER BY id LIMIT 1`),
  carTypeId: (ctx) => one(ctx.db, 'SELECT id FROM car_types ORDER BY id LIMIT 1'),
  clientid: (ctx) => one(ctx.db, `SELECT ${DEMO} AS id`),
  // The demo default: the sink, so a connection test answers without the network.
  emailSettingId: (ctx) => one(ctx.db, `SELECT id FROM email_settings WHERE client_id = ${DEMO} AND car_arrangement_id IS NULL AND mobility_container_id IS NULL`),
  client: async () => 'demo',
  accountId: (ctx) => one(ctx.db, "SELECT id FROM accounts WHERE email_address = 'bulk@demo.leasedesk.test'"),
  // GET /clientsetting/bulkfile: a price workbook of the demo client's seeded bulk run.
  fileId: (ctx) => one(ctx.db, `SELECT file_blob_id AS id FROM bulk_run_arrangements WHERE client_id = ${DEMO} AND file_blob_id IS NOT NULL ORDER BY run_id DESC LIMIT 1`),
};

/** A value its schema accepts, for a required field nothing else fills. */
function fromSchema(name: string, schema: JsonSchema, serial: number): unknown {
  const v = variantsOf(schema).find((s) => s.type !== 'null') ?? schema;
  if (v.const !== undefined) return v.const;
  if (v.enum) return v.enum[0];
  switch (v.type) {
    case 'boolean': return false;
    case 'integer': case 'number': return v.minimum ?? 1;
    case 'array': return [];
    case 'string':
      if (v.format === 'email' || /email/i.test(name)) return `sweep.${serial}@demo-mobility.test`;
      if (v.format === 'date') return '2026-06-01';
      return `Sweep ${serial}`.slice(0, v.maxLength ?? 50);
    default: throw new CannotBuild(`no value for body.${name} (${JSON.stringify(schema).slice(0, 120)})`);
  }
}

const matches = (schema: JsonSchema, text: string) =>
  (schema.maxLength === undefined || text.length <= schema.maxLength) && (!schema.pattern || new RegExp(schema.pattern, 'u').test(text));

/** Makes a created row's text unique (names and numbers often are per client), keeping it valid. */
function uniqueText(name: string, schema: JsonSchema, value: string, serial: number): string {
  const text = stringVariant(schema);
  if (!text || text.enum || text.format === 'date') return value;
  if (text.format === 'email' || /email/i.test(name)) return `s${serial}.${value}`;
  for (const suffix of [` ${serial}`, `${serial}`, `-${serial}`]) {
    const candidate = `${value.slice(0, Math.max(0, (text.maxLength ?? 1000) - suffix.length))}${suffix}`;
    if (matches(text, candidate)) return candidate;
  }
  return value;
}

/**
 * Makes a created row's number unique where numbers name things (a category number 0–9999): counted down
 * from the maximum, away from the small numbers seeded rows use. Ids and small ranges (percentages) stay.
 */
function uniqueNumber(name: string, schema: JsonSchema, value: number, serial: number): number {
  const integer = variantsOf(schema).find((v) => v.type === 'integer');
  if (!integer || /id$/i.test(name) || integer.maximum === undefined || integer.maximum - (integer.minimum ?? 0) < 1000) return value;
  return integer.maximum - (serial % 1000);
}

/** The registered GET of the same path, whatever its case (the contract spells PUT /brandModelText, GET /brandmodeltext). */
function readPathOf(ctx: SweepContext, url: string): string | undefined {
  return ctx.reads.find((read) => read.url.toLowerCase() === url.toLowerCase())?.url;
}

async function firstShownRow(ctx: SweepContext, url: string): Promise<Record<string, unknown> | null> {
  const read = readPathOf(ctx, url);
  if (!read) return null;
  const res = await send(ctx, 'GET', read);
  const row = (res.json() as { results?: unknown[] }).results?.[0];
  return row && typeof row === 'object' ? (row as Record<string, unknown>) : null;
}

/** A body for `schema`: the shown row's values for its fields, the rest filled; unique text when creating. */
async function bodyFor(ctx: SweepContext, route: SweptRoute, schema: JsonSchema): Promise<unknown> {
  const serial = ++ctx.serial;
  if (schema.type === 'array') return schema.minItems ? await bodyItems(ctx, route) : [];
  const shown = await firstShownRow(ctx, route.url);
  const body: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(schema.properties ?? {})) {
    if (shown && name in shown && !(route.method === 'POST' && name === 'id')) body[name] = shown[name];
  }
  for (const name of schema.required ?? []) {
    if (name in body) continue;
    const seeded = BY_NAME[name];
    body[name] = seeded ? await seeded(ctx) : fromSchema(name, schema.properties?.[name] ?? {}, serial);
  }
  if (route.method === 'POST') {
    for (const [name, value] of Object.entries(body)) {
      if (typeof value === 'string') body[name] = uniqueText(name, schema.properties?.[name] ?? {}, value, serial);
      if (typeof value === 'number') body[name] = uniqueNumber(name, schema.properties?.[name] ?? {}, value, serial);
    }
  }
  return body;
}

async function bodyItems(_ctx: SweepContext, route: SweptRoute): Promise<never> {
  throw new CannotBuild(`${routeKey(route)} takes a list of items; give it a recipe`);
}

/** A fresh row for a DELETE: created through the POST of the same path, its id from results[0].id. */
async function createdRowId(ctx: SweepContext, url: string): Promise<number> {
  const post = ctx.writes.find((r) => r.method === 'POST' && r.url.toLowerCase() === url.toLowerCase());
  if (!post?.body) throw new CannotBuild(`no POST ${url} to create the row a DELETE removes`);
  const body = await bodyFor(ctx, post, post.body);
  const res = await send(ctx, 'POST', post.url, { body });
  const id = (res.json() as { results?: { id?: unknown }[] }).results?.[0]?.id;
  if (res.statusCode !== 200 || typeof id !== 'number') throw new CannotBuild(`creating the row to delete failed: ${res.statusCode} ${res.body.slice(0, 200)}`);
  return id;
}

async function queryFor(ctx: SweepContext, route: SweptRoute, schema: JsonSchema): Promise<Record<string, string>> {
  const query: Record<string, string> = {};
  const required = schema.required ?? [];
  for (const name of required) {
    const seeded = BY_NAME[name];
    if (route.method === 'DELETE' && required.length === 1) query[name] = String(await createdRowId(ctx, route.url));
    else if (seeded) query[name] = String(await seeded(ctx));
    else query[name] = String(fromSchema(name, schema.properties?.[name] ?? {}, ++ctx.serial));
  }
  return query;
}

/** The generic valid request: see the file's comment. A GET needs only its required query values. */
async function genericRequest(ctx: SweepContext, route: SweptRoute): Promise<SweepRequest> {
  if (route.upload) throw new CannotBuild(`${routeKey(route)} takes a file; give it a recipe`);
  return {
    ...(route.body ? { body: await bodyFor(ctx, route, route.body) } : {}),
    ...(route.query ? { query: await queryFor(ctx, route, route.query) } : {}),
  };
}

/** 1 × 1 pixel. */
export const PNG: SweepFile = {
  fileName: 'logo.png', contentType: 'image/png',
  data: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR42mP4z8AAAAMBAQD3A0FDAAAAAElFTkSuQmCC', 'base64'),
};
/** That PNG as the one image of an icon directory (header 00 00 01 00, one 16-byte entry, then the image). */
export const ICO: SweepFile = {
  fileName: 'favicon.ico', contentType: 'image/x-icon',
  data: (() => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(1, 0); entry.writeUInt8(1, 1); entry.writeUInt16LE(1, 4); entry.writeUInt16LE(32, 6);
    entry.writeUInt32LE(PNG.data.length, 8); entry.writeUInt32LE(6 + 16, 12);
    return Buffer.concat([Buffer.from([0, 0, 1, 0, 1, 0]), entry, PNG.data]);
  })(),
};
const PDF: SweepFile = { fileName: 'policy.pdf', contentType: 'application/pdf', data: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\n%%EOF\n') };

async function signIn(ctx: SweepContext): Promise<{ access_token: string; refresh_token: string }> {
  const res = await ctx.app.inject({ method: 'POST', url: '/api-admin-auth/', payload: { username: demoAccount('supervisor').email, password: DEMO_PASSWORD } });
  if (res.statusCode !== 200) throw new CannotBuild(`sign-in failed: ${res.body}`);
  return res.json();
}

/** Whose attachments a recipe uploads: by default the seeded row its id parameter names, listing them by `id`. */
interface AttachmentOwner {
  /** A row of its own per case, where uploads add up (a mail template holds at most 10 attachments). */
  id?: (ctx: SweepContext) => Promise<number>;
  /** The attachment's id field in the owner's `attachments`. */
  key?: string;
}

/** Uploads a document to an owner through `uploadPath`, then finds the new attachment's id in the answer. */
async function uploadedAttachment(ctx: SweepContext, uploadPath: string, ownerParam: string, owner: AttachmentOwner): Promise<{ ownerId: number; attachmentId: number }> {
  const ownerId = (await (owner.id ?? BY_NAME[ownerParam]!)(ctx)) as number;
  const res = await send(ctx, 'POST', api(uploadPath), { query: { [ownerParam]: String(ownerId) }, file: PDF });
  const attachments = (res.json() as { results?: { attachments?: Record<string, number>[] }[] }).results?.[0]?.attachments ?? [];
  const attachmentId = Math.max(...attachments.map((a) => a[owner.key ?? 'id']!));
  if (res.statusCode !== 200 || !Number.isFinite(attachmentId)) throw new CannotBuild(`uploading an attachment failed: ${res.body.slice(0, 200)}`);
  return { ownerId, attachmentId };
}

/** An upload route's recipe and its delete route's (when the contract has one), for owners whose answer lists `attachments`. */
function attachmentRecipes(upload: string, remove: string | null, ownerParam: string, owner: AttachmentOwner = {}): Record<string, Recipe> {
  return {
    [`POST /api-admin${upload}`]: {
      why: 'an upload sends a file',
      build: async (ctx) => ({ query: { [ownerParam]: String(await (owner.id ?? BY_NAME[ownerParam]!)(ctx)) }, file: PDF }),
    },
    ...(remove === null ? {} : {
      [`DELETE /api-admin${remove}`]: {
        why: 'the attachment to delete is uploaded first',
        build: async (ctx: SweepContext) => {
          const { ownerId, attachmentId } = await uploadedAttachment(ctx, upload, ownerParam, owner);
          return { query: { [ownerParam]: String(ownerId), attachmentId: String(attachmentId) } };
        },
      },
    }),
  };
}

export const BOUNDARY = 'sweep-boundary-7f3a';
export const multipartHeaders = () => ({ 'content-type': `multipart/form-data; boundary=${BOUNDARY}` });

/** One multipart part per file (none for an empty form); `extra` adds a plain form field. */
export function multipartBody(file: SweepFile | null, extra?: { name: string; value: string }, files: SweepFile[] = file ? [file] : []): Buffer {
  const parts: Buffer[] = [];
  for (const f of files) {
    parts.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${f.fileName}"\r\nContent-Type: ${f.contentType}\r\n\r\n`), f.data, Buffer.from('\r\n'));
  }
  if (extra) parts.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${extra.name}"\r\n\r\n${extra.value}\r\n`));
  parts.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(parts);
}

const DIESEL_DURATIONS = { fuelCode: 'd', durations: [36, 48, 60], kilometres: [20000, 30000], initialDurationMonths: 48, initialKmPerYear: 20000 };

/** A new arrangement of the demo client without any settings. */
async function bareArrangement(ctx: SweepContext): Promise<number> {
  return one<number>(ctx.db, `INSERT INTO car_arrangements (client_id, display_name) VALUES (${DEMO}, 'Sweep ${++ctx.serial}') RETURNING id`);
}

/** A model a demo car arrangement blocks neither itself nor as its whole brand, with that arrangement. */
async function unblockedModel(ctx: SweepContext): Promise<{ carArrangementId: number; brandId: number; modelId: number }> {
  const carArrangementId = await one<number>(ctx.db, `SELECT id FROM car_arrangements WHERE client_id = ${DEMO} AND data_object_type = 'car' ORDER BY id LIMIT 1`);
  const [model] = await ctx.db.query<{ id: number; brand_id: number }>(
    `SELECT m.id, m.brand_id FROM models m WHERE NOT EXISTS (SELECT 1 FROM blocked_brand_models x
       WHERE x.car_arrangement_id = $1 AND x.brand_id = m.brand_id AND (x.model_id IS NULL OR x.model_id = m.id)) ORDER BY m.id LIMIT 1`, [carArrangementId]);
  if (!model) throw new CannotBuild('every model of the arrangement is blocked');
  return { carArrangementId, brandId: model.brand_id, modelId: model.id };
}

/** The id of a row created through POST `path` with a fresh `body`. */
async function createdId(ctx: SweepContext, path: string, body: (ctx: SweepContext) => Promise<object>): Promise<number> {
  const res = await send(ctx, 'POST', api(path), { body: await body(ctx) });
  const id = (res.json() as { results?: { id?: number }[] }).results?.[0]?.id;
  if (res.statusCode !== 200 || typeof id !== 'number') throw new CannotBuild(`POST ${path} failed: ${res.body.slice(0, 200)}`);
  return id;
}

/**
 * POST and DELETE recipes of an area whose rows are unique in a way a copy of a shown row would break (409): each
 * POST sends a fresh `body`, each DELETE removes a row it first created that way.
 */
function uniqueRowRecipes(path: string, idParam: string, body: (ctx: SweepContext) => Promise<object>, why: { post: string; delete: string }): Record<string, Recipe> {
  return {
    [`POST /api-admin${path}`]: { why: why.post, build: async (ctx) => ({ body: await body(ctx) }) },
    [`DELETE /api-admin${path}`]: {
      why: why.delete,
      build: async (ctx) => ({ query: { [idParam]: String(await createdId(ctx, path, body)) } }),
    },
  };
}

/**
 * An SMTP e-mail setting for a new arrangement (an arrangement has at most one, and the client one default, so a
 * copy of a shown row would be a 409). Its server is a name that never resolves (RFC 2606), on a port the server
 * connects to: a connection test answers at once, and nothing on the network is asked.
 */
async function emailSettingBody(ctx: SweepContext): Promise<Record<string, unknown>> {
  return {
    carArrangementId: await bareArrangement(ctx), senderName: 'Sweep', senderAddress: 'sweep@demo-mobility.test',
    transport: 'smtp', host: 'smtp.invalid', port: 2525, username: 'sweep', password: 'Sweep secret', useSsl: false,
  };
}

/** The welcome type (0): a client template is unique per type and place, so each case takes a new arrangement's. */
async function clientTemplateBody(ctx: SweepContext): Promise<Record<string, unknown>> {
  return {
    emailTemplateTypeId: await one<number>(ctx.db, 'SELECT id FROM email_template_types WHERE type_number = 0'),
    carArrangementId: await bareArrangement(ctx), subject: `Sweep ${++ctx.serial}`, body: '<p>Sweep</p>',
  };
}

/**
 * The provider has one template per type: each case frees the slot of a type of the sweep's own (number 99) and
 * writes that type's template.
 */
async function providerTemplateBody(ctx: SweepContext): Promise<Record<string, unknown>> {
  const type = await one<number>(ctx.db, `INSERT INTO email_template_types (type_number, name) VALUES (99, 'Sweep')
    ON CONFLICT (type_number) DO UPDATE SET name = email_template_types.name RETURNING id`);
  await ctx.db.query('DELETE FROM email_templates WHERE client_id IS NULL AND email_template_type_id = $1', [type]);
  return { emailTemplateTypeId: type, subject: `Sweep ${++ctx.serial}`, body: '<p>Sweep</p>' };
}

/** A type number (0–99, unique) nobody uses: the sweep's unused types are removed first, so the numbers never run out. */
async function mailTypeBody(ctx: SweepContext): Promise<Record<string, unknown>> {
  await ctx.db.query(`DELETE FROM email_template_types t WHERE t.type_number BETWEEN 3 AND 98
    AND NOT EXISTS (SELECT 1 FROM email_templates e WHERE e.email_template_type_id = t.id)`);
  const typeNumber = await one<number>(ctx.db, `SELECT min(n) AS n FROM generate_series(3, 98) n
    WHERE NOT EXISTS (SELECT 1 FROM email_template_types t WHERE t.type_number = n)`);
  return { typeNumber, name: `Sweep ${++ctx.serial}`, isOnlyForAmw: false };
}

/** A new account, its invitation pending (no password yet): its address and id. */
async function pendingAccount(ctx: SweepContext): Promise<{ email: string; id: number }> {
  const email = `sweep.invited.${++ctx.serial}@demo-mobility.test`;
  return { email, id: await createdId(ctx, '/account', async () => ({ emailAddress: email, role: 'bulk' })) };
}

/** The key of a new account's invitation, as the mail the outbox queued for it will carry it (sealed until delivery). */
async function invitationKey(ctx: SweepContext): Promise<string> {
  const { email } = await pendingAccount(ctx);
  const key = (await invitationsTo(ctx.db, email)).at(-1)?.key;
  if (!key) throw new CannotBuild(`no invitation key in the mail to ${email}`);
  return key;
}

/** A fresh sign-in of the demo master: for routes that change the session they are called with (a client switch, a role switch). */
async function masterSessionOfItsOwn(ctx: SweepContext): Promise<string> {
  const signIn = await ctx.app.inject({ method: 'POST', url: '/api-admin-auth/', payload: { username: demoAccount('master').email, password: DEMO_PASSWORD } });
  return signIn.json<{ access_token: string }>().access_token;
}

/** The routes the generic builder cannot serve, each with its reason. */
export const RECIPES: Record<string, Recipe> = {
  'PUT /api-admin/amw/client': {
    why: 'a client\'s PUT may switch its licences off (a random false turns off the order module): it edits a client the sweep creates, never demo, whose modules every route swept after it relies on',
    build: async (ctx) => ({
      body: {
        id: await createdId(ctx, '/amw/client', async () => ({
          name: `sweep-${++ctx.serial}`, displayName: 'Sweep client', email: 'sweep@demo.leasedesk.test', countryCarData: 'NL',
          primaryColor: '#0b5cad', secondaryColor: '#f28c28', primaryFontFamily: 'Arial', languages: ['nl-NL'], defaultLanguage: 'nl-NL',
        })),
        displayName: 'Sweep client',
      },
    }),
  },
  'GET /api-admin/history': {
    why: 'a record\'s history names its kind and an id of that kind: a seeded FAQ entry of the demo client',
    build: async (ctx) => ({ query: { kind: 'faq', id: String(await one<number>(ctx.db, `SELECT id FROM faqs WHERE client_id = ${DEMO} ORDER BY id LIMIT 1`)) } }),
  },
  'POST /api-admin/history/restore': {
    why: 'a restore takes back a delete: each case deletes a FAQ entry it created, which the first accepted case restores',
    build: async (ctx) => {
      const id = await createdId(ctx, '/faq', async () => ({ question: `Sweep ${++ctx.serial}`, answer: '', sortOrder: 1 }));
      const deleted = await send(ctx, 'DELETE', api(`/faq?faqId=${id}`));
      if (deleted.statusCode !== 200) throw new CannotBuild(`DELETE /faq failed: ${deleted.body.slice(0, 200)}`);
      return { body: { kind: 'faq', id } };
    },
  },
  'GET /api-admin/amw/switchclient': {
    why: 'a switch moves the acting client of the session it is called with, and the sweep creates clients (POST /amw/client) a random id may name: it switches in a master session of its own, so every other route keeps acting on demo',
    build: async (ctx) => ({ token: await masterSessionOfItsOwn(ctx), query: { clientid: String(await one<number>(ctx.db, `SELECT ${DEMO} AS id`)) } }),
  },
  'GET /api-admin/amw/switchtosubsupervisor': {
    why: 'each call toggles the session it is called with between master and sub-supervisor: it toggles a master session of its own, so every other route keeps the master\'s rights',
    build: async (ctx) => ({ token: await masterSessionOfItsOwn(ctx) }),
  },
  'GET /api-admin/blob': {
    why: 'a file is fetched by its stored name; the seeded logo\'s name, while the write sweep\'s logo uploads have not replaced it, else another of demo\'s files',
    build: async (ctx) => ({ query: { blobName: await one<string>(ctx.db,
      `SELECT name FROM blobs WHERE client_id = ${DEMO} ORDER BY name = '${logoBlobName('demo')}' DESC, id LIMIT 1`) } }),
  },
  'POST /api-admin-auth': {
    why: 'sign-in takes a demo account and its password, and no bearer token',
    build: async () => ({ token: undefined, body: { username: demoAccount('bulk').email, password: DEMO_PASSWORD } }),
    refusalWrites: {
      login_failures: 'a refused sign-in is counted for the throttle (server/auth/login-throttle.ts)',
      auth_token_families: 'a 429 from the throttle is preceded by counted attempts',
    },
  },
  'POST /api-admin-auth/oauth/token': {
    why: 'a refresh needs a refresh token of its own, spent by the first accepted case',
    build: async (ctx) => ({ token: undefined, body: { grant_type: 'refresh_token', refresh_token: (await signIn(ctx)).refresh_token } }),
  },
  // The bulk comparer's POSTs are queries (issue 19 point 4): they write nothing, accepted or refused.
  ...Object.fromEntries(['/BulkComparer', '/BulkComparer/export'].map((path) => [`POST ${api(path)}`, {
    why: 'a comparison names a client and one of its own profiles: the demo\'s smallest seeded one (one arrangement, one fuel)',
    build: async (ctx: SweepContext) => ({ body: { clientId: await BY_NAME.clientid!(ctx), profileId: await one<number>(ctx.db,
      `SELECT id FROM bulk_comparer_profiles WHERE client_id = ${DEMO} AND name = 'Directie elektrisch'`) } }),
  }])),
  'GET /api-admin/getbulkcomparerprofiles': {
    why: 'the profiles are read for a client the query names (a digit string, which no schema value fills)',
    build: async (ctx) => ({ query: { clientId: String(await BY_NAME.clientid!(ctx)) } }),
  },
  'POST /api-admin/getlivecardata': {
    why: 'the facts asked for are a client and a list of catalogue versions',
    build: async (ctx) => ({ body: { clientId: await BY_NAME.clientid!(ctx), versionIds: [await BY_NAME.carTypeId!(ctx)] } }),
  },
  'POST /api-admin/getbulklogsinfo': {
    why: 'the run log is read for a client the body names',
    build: async (ctx) => ({ body: { clientId: await BY_NAME.clientid!(ctx) } }),
  },
  'POST /api-admin/releasenotes/seen': {
    why: 'it names the release notes a page showed: a seeded one (provider-wide, every reader may name it), of the app\'s product',
    build: async (ctx) => ({
      query: { amwCode: 'OMR' },
      body: { releaseNoteIds: [await one<number>(ctx.db, 'SELECT id FROM release_notes ORDER BY id LIMIT 1')] },
    }),
  },
  'POST /api-admin-auth/logout': {
    why: 'logging out ends the session it is sent with, so each case signs in afresh',
    build: async (ctx) => ({ token: (await signIn(ctx)).access_token }),
  },
  'POST /api-admin/leasewise/loginrefresh': {
    why: 'the body repeats the bearer token of a live session',
    build: async (ctx) => {
      const { access_token } = await signIn(ctx);
      return { token: access_token, body: { token: access_token } };
    },
  },
  'POST /api-admin/account/invite': {
    why: 'an invitation is sent again only while the account has no password (a shown account may have one: 409)',
    build: async (ctx) => ({ query: { accountId: String((await pendingAccount(ctx)).id) } }),
  },
  'POST /api-admin-auth/grant_access/check': {
    why: 'the key is in a new account\'s invitation mail, and the route takes no bearer token',
    build: async (ctx) => ({ token: undefined, body: { key: await invitationKey(ctx) } }),
  },
  'POST /api-admin-auth/grant_access': {
    why: 'the key is in a new account\'s invitation mail and is spent by the first accepted case; no bearer token',
    build: async (ctx) => ({ token: undefined, body: { key: await invitationKey(ctx), password: 'Sweep-password-2026' } }),
  },
  'POST /api-omr/getRedenAutoNietGevonden_omrmapi': {
    why: 'the analyzer (it writes nothing) names the acting client by its name, a category of the arrangement and a version by its historical type id, which no GET of its path shows',
    build: async (ctx) => {
      const [row] = await ctx.db.query<{ arrangement: number; category: number; type_id_hist: number }>(
        `SELECT c.car_arrangement_id AS arrangement, c.id AS category, (SELECT min(type_id_hist) FROM car_types) AS type_id_hist
         FROM categories c JOIN car_arrangements a ON a.id = c.car_arrangement_id WHERE a.client_id = ${DEMO} AND a.data_object_type = 'car'
         ORDER BY c.id LIMIT 1`);
      if (!row) throw new CannotBuild('no category of a demo car arrangement');
      return { body: { clientName: 'demo', arrangementId: row.arrangement, categoryId: row.category, typeIdHist: row.type_id_hist, driverId: null } };
    },
  },
  'POST /api-admin/driver/emailexists': {
    why: 'the address to look up is a query value',
    build: async (ctx) => ({ query: { email: `sweep.${++ctx.serial}@demo-mobility.test` } }),
  },
  'POST /api-admin/driver/sendmail': {
    why: 'the body lists arrangement ids the driver is bound to',
    build: async (ctx) => {
      const [binding] = await ctx.db.query<{ driver_id: number; car_arrangement_id: number }>(
        `SELECT driver_id, car_arrangement_id FROM driver_arrangement_bindings WHERE client_id = ${DEMO} ORDER BY driver_id LIMIT 1`);
      if (!binding) throw new CannotBuild('no seeded driver bound to an arrangement');
      return { query: { driverId: String(binding.driver_id) }, body: [binding.car_arrangement_id] };
    },
  },
  'POST /api-admin/order': {
    why: 'a decision needs an order still open; each case reopens one',
    build: async (ctx) => {
      const orderId = await one<number>(ctx.db, `SELECT id FROM orders WHERE client_id = ${DEMO} ORDER BY id LIMIT 1`);
      await ctx.db.query("UPDATE orders SET status = 'open', date_approved = NULL, date_rejected = NULL, rejection_reason = NULL WHERE id = $1", [orderId]);
      return { body: { orderId, agreement: true, reason: '', sendMail: false } };
    },
  },
  'POST /api-admin/cararrangementcalculatorsetting': {
    why: 'a calculator setting is created for an arrangement that has none; each case gets a new one',
    build: async (ctx) => ({ body: { carArrangementId: await bareArrangement(ctx), isActiveOnlineForDrivers: false, durationKm: [DIESEL_DURATIONS] } }),
  },
  'DELETE /api-admin/cararrangementcalculatorsetting': {
    why: 'the setting to delete belongs to an arrangement of its own',
    build: async (ctx) => {
      const id = await bareArrangement(ctx);
      await ctx.db.query(`INSERT INTO car_arrangement_calculator_settings (client_id, car_arrangement_id) VALUES (${DEMO}, $1)`, [id]);
      return { query: { carArrangementId: String(id) } };
    },
  },
  'POST /api-admin/cararrangementcalculatorsetting/checkinitialdurationkm': {
    why: 'the body is one fuel\'s durations and kilometres',
    build: async () => ({ body: DIESEL_DURATIONS }),
  },
  'POST /api-admin/cararrangementsetting/uploadlogo': {
    why: 'a logo is an image file (a POST without a body removes it)',
    build: async (ctx) => ({ query: { carArrangementId: String(await BY_NAME.carArrangementId!(ctx)) }, file: PNG }),
  },
  'POST /api-admin/mobilitycontainer/uploadlogo': {
    why: 'a logo is an image file (a POST without a body removes it)',
    build: async (ctx) => ({ query: { containerId: String(await BY_NAME.mobilityContainerId!(ctx)) }, file: PNG }),
  },
  'POST /api-admin/mobilitycontainer/uploadfavicon': {
    why: 'a favicon is an icon file (a POST without a body removes it)',
    build: async (ctx) => ({ query: { containerId: String(await BY_NAME.mobilityContainerId!(ctx)) }, file: ICO }),
  },
  'POST /api-admin/clientsetting/uploadlogo': {
    why: "a client logo is an image file of the acting client (a POST without a body removes it)",
    build: async (ctx) => ({ query: { clientId: String(await BY_NAME.clientid!(ctx)) }, file: PNG }),
  },
  'POST /api-admin/clientsetting/uploadfavicon': {
    why: "a client favicon is an icon file of the acting client (a POST without a body removes it)",
    build: async (ctx) => ({ query: { clientId: String(await BY_NAME.clientid!(ctx)) }, file: ICO }),
  },
  'POST /api-admin/preferreddealer/dealers': {
    why: 'dealers are added for a brand as a list of the client\'s dealer ids',
    build: async (ctx) => ({ body: { carArrangementId: await BY_NAME.carArrangementId!(ctx), brandId: await BY_NAME.brandId!(ctx), dealerIds: [await BY_NAME.dealerId!(ctx)] } }),
  },
  'GET /api-admin/api-object/:type/brands': {
    why: 'the arrangement type is a path parameter',
    build: async () => ({ params: { type: 'bike' } }),
  },
  'GET /api-admin/api-object/:type/models/:brandId': {
    why: 'the type and a brand of it are path parameters',
    build: async (ctx) => ({ params: { type: 'bike', brandId: String(await one(ctx.db, "SELECT id FROM object_brands WHERE object_type = 'bike' ORDER BY id LIMIT 1")) } }),
  },
  'GET /api-admin/api-object/:type/types/:modelId': {
    why: 'the type and a model of it are path parameters',
    build: async (ctx) => ({
      params: { type: 'bike', modelId: String(await one(ctx.db, "SELECT m.id FROM object_models m JOIN object_brands b ON b.id = m.brand_id WHERE b.object_type = 'bike' ORDER BY m.id LIMIT 1")) },
    }),
  },
  ...uniqueRowRecipes('/blockbrandmodels', 'blockBrandModelId', unblockedModel, {
    post: 'a brand or model is blocked once per arrangement (409 the second time), so each case blocks one not blocked yet',
    delete: 'the row removed is a fresh block of a model not blocked yet (a copy of a GET row would be a duplicate)',
  }),
  'POST /api-admin/leasewise/arrangement': {
    why: 'the mantel must exist in the lease system and be held by no other arrangement of the client: each case couples a new arrangement to a new mantel of the simulated lease system',
    build: async (ctx) => {
      const mantelNumber = `SW-${++ctx.serial}`;
      await ctx.db.query(`INSERT INTO lease_system_mantels (client_id, mantel_number, description) VALUES (${DEMO}, $1, 'Sweep')`, [mantelNumber]);
      await ctx.db.query(`INSERT INTO lease_system_contract_types (client_id, mantel_number, code, description) VALUES (${DEMO}, $1, 'OL', 'Operational lease')`, [mantelNumber]);
      return { body: { carArrangementId: await bareArrangement(ctx), mantelNumber, contractType: 'OL' } };
    },
  },
  'POST /api-admin/leasewise/driver': {
    why: 'the id must be one the simulated lease system knows: a seeded one new to the demo (taken over by the first case, updated by the rest)',
    build: async () => ({ body: { leaseWiseDriverId: 'LW-900002' } }),
  },
  'POST /api-admin/fleetmanagement/driver': {
    why: 'a fleet-management id and an e-mail address are unique per client: each case creates a driver with new ones',
    build: async (ctx) => {
      const n = ++ctx.serial;
      return { body: { fleetManagementDriverId: `FM-SWEEP-${n}`, emailAddress: `sweep.fleet.${n}@demo-mobility.test`, firstName: 'Sweep', surname: `Fleet ${n}` } };
    },
  },
  'GET /api-admin/leasewise/Contractvormen': {
    why: 'the mantel must be one the lease system knows',
    build: async () => ({ query: { mantelNumber: 'M-1001' } }),
  },
  'POST /api-admin/car/extended/savefixedleaseprice': {
    why: 'the prices are a list of catalogue versions, each set or cleared',
    build: async (ctx) => ({
      body: {
        carArrangementId: await BY_NAME.carArrangementId!(ctx), searchQuery: 'Golf',
        prices: [{ carTypeId: await BY_NAME.carTypeId!(ctx), price: 499.95 }],
      },
    }),
  },
  ...uniqueRowRecipes('/emailsetting', 'emailSettingId', emailSettingBody, {
    post: 'an arrangement is in at most one e-mail setting and the client has one default: each case sets up a new arrangement\'s',
    delete: 'the setting removed is a new arrangement\'s (a copy of a shown row would be a 409)',
  }),
  'DELETE /api-admin/logemails': {
    why: 'mail log rows are written by the outbox, not by a POST: each case gets one of its own',
    build: async (ctx) => ({
      query: { logId: String(await one<number>(ctx.db, `INSERT INTO mail_logs (client_id, from_address, to_address, subject, sent_at)
        VALUES (${DEMO}, 'fleet@demo-mobility.test', 'sweep@demo-mobility.test', 'Sweep', now()) RETURNING id`)) },
    }),
  },
  ...attachmentRecipes('/operatingcompany/attachment', '/operatingcompany/attachment', 'operatingCompanyId'),
  ...attachmentRecipes('/category/uploadattachment', '/category/deleteattachment', 'categoryId'),
  ...uniqueRowRecipes('/emailtemplate', 'emailTemplateId', clientTemplateBody, {
    post: 'a client has one template of a type per place: each case writes a new arrangement\'s welcome template',
    delete: 'the template removed is a new arrangement\'s (a copy of a shown row would be a 409)',
  }),
  ...uniqueRowRecipes('/amw/mailtemplate', 'emailTemplateId', providerTemplateBody, {
    post: 'the provider has one template of a type: each case frees the sweep type\'s',
    delete: 'the template removed is the sweep type\'s, written first',
  }),
  ...uniqueRowRecipes('/amw/mailtemplatetype', 'emailTemplateTypeId', mailTypeBody, {
    post: 'a type number is unique: each case takes a free one',
    delete: 'the type removed is a new one no template uses',
  }),
  ...uniqueRowRecipes('/amw/mailtemplatevariable', 'emailTemplateVariableId', async (ctx) => ({ prefix: 'sweep', name: `v${++ctx.serial}` }), {
    post: 'a prefix and name are unique together, and a name is an identifier (no spaces): each case names a new one',
    delete: 'the variable removed is a new one',
  }),
  // Uploads add up (at most 10 attachments a template): each case attaches to a template of its own.
  ...attachmentRecipes('/emailtemplate/uploadattachment', '/emailtemplate/deleteattachment', 'emailTemplateId',
    { id: (ctx) => createdId(ctx, '/emailtemplate', clientTemplateBody), key: 'attachmentId' }),
  ...attachmentRecipes('/amw/mailtemplate/upload', '/amw/mailtemplate/deleteattachment', 'emailTemplateId', { id: (ctx) => createdId(ctx, '/amw/mailtemplate', providerTemplateBody), key: 'attachmentId' }),
};

export async function validRequest(ctx: SweepContext, route: SweptRoute): Promise<SweepRequest> {
  const recipe = RECIPES[routeKey(route)];
  return recipe ? recipe.build(ctx) : genericRequest(ctx, route);
}
