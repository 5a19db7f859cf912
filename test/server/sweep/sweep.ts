import fc from 'fast-check';
import { sanitizeRichText } from '../../../server/rich-text';
import { asQueryValue, hostileValue } from './hostile';
import {
  CannotBuild, RECIPES, multipartBody, multipartHeaders, send, validRequest, type SweepContext, type SweepFile, type SweepRequest,
} from './requests';
import { tablesWritten, writeCounts } from './write-counter';
import { isDate, isRichText, routeKey, type JsonSchema, type SweptRoute } from './api-routes';

/**
 * One route swept: its valid request must be accepted; then every mutation (one field changed to a
 * hostile value, a required one left out, an unknown one added, a broken body, a lying file) must get
 * an answer below 500, a 400 must name the field, a refused write must write nothing, and an accepted
 * one must read back as sent (rich text as the allow-list cleans it, year 0001 as no date).
 */

type Place = 'body' | 'query';

export type Mutation =
  | { kind: 'set'; place: Place; path: (string | number)[]; value: unknown }
  | { kind: 'drop'; place: Place; field: string }
  | { kind: 'add'; place: Place; field: string; value: unknown }
  | { kind: 'raw'; what: string; payload: string | Buffer; contentType: string }
  | { kind: 'file'; what: string; files: SweepFile[]; extra?: { name: string; value: string } };

/** Where a mutation can act: each field, and each field of a list's first item or of a nested object. */
interface Target {
  place: Place;
  path: (string | number)[];
  schema: JsonSchema;
}

function targetsOf(place: Place, schema: JsonSchema | undefined, value: unknown): Target[] {
  if (!schema) return [];
  if (schema.type === 'array') {
    return [{ place, path: [], schema }, ...(Array.isArray(value) && value.length > 0 && schema.items ? [{ place, path: [0], schema: schema.items }] : [])];
  }
  const targets: Target[] = [];
  for (const [name, field] of Object.entries(schema.properties ?? {})) {
    targets.push({ place, path: [name], schema: field });
    const inner = (value as Record<string, unknown> | undefined)?.[name];
    const items = field.anyOf?.find((v) => v.type === 'array')?.items ?? field.items;
    if (Array.isArray(inner) && inner.length > 0 && items?.properties) {
      for (const [innerName, innerField] of Object.entries(items.properties)) targets.push({ place, path: [name, 0, innerName], schema: innerField });
    }
  }
  return targets;
}

const HUGE = 10 * 1024 * 1024;

/** Whole-body mutations, the same for every body route: built once (the 10 MB body took 7 s of the sweep's CPU when built per route). */
let raw: Mutation[] | undefined;
function rawMutations(): Mutation[] {
  return raw ??= [
    { kind: 'raw', what: 'malformed JSON', payload: '{"a":', contentType: 'application/json' },
    { kind: 'raw', what: 'JSON null', payload: 'null', contentType: 'application/json' },
    { kind: 'raw', what: 'a JSON string', payload: '"text"', contentType: 'application/json' },
    { kind: 'raw', what: 'a JSON array', payload: '[{}]', contentType: 'application/json' },
    { kind: 'raw', what: 'text/plain', payload: 'hello', contentType: 'text/plain' },
    { kind: 'raw', what: 'a form body', payload: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' },
    { kind: 'raw', what: 'a 10 MB body', payload: Buffer.from(JSON.stringify({ padding: 'x'.repeat(HUGE) })), contentType: 'application/json' },
    { kind: 'raw', what: 'JSON with __proto__', payload: '{"__proto__":{"isAdmin":true}}', contentType: 'application/json' },
  ];
}

const HTML_AS_PDF: SweepFile = { fileName: 'terms.pdf', contentType: 'application/pdf', data: Buffer.from('<html><script>alert(1)</script></html>') };
const SVG: SweepFile = { fileName: 'logo.svg', contentType: 'image/svg+xml', data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>') };

/** Uploads that lie, escape or overflow: the valid file's content under hostile names and kinds. */
function fileMutations(valid: SweepFile, maxBytes: number): Mutation[] {
  const named = (fileName: string): SweepFile => ({ ...valid, fileName });
  return [
    { kind: 'file', what: 'HTML named .pdf', files: [HTML_AS_PDF] },
    { kind: 'file', what: 'SVG with script', files: [SVG] },
    { kind: 'file', what: 'zero bytes', files: [{ ...valid, data: Buffer.alloc(0) }] },
    { kind: 'file', what: 'one byte over the limit', files: [{ ...valid, data: Buffer.concat([valid.data, Buffer.alloc(maxBytes + 1 - valid.data.length)]) }] },
    { kind: 'file', what: 'a ../ name', files: [named('../../etc/passwd.pdf')] },
    { kind: 'file', what: 'a backslash path', files: [named('..\\..\\boot.ini.pdf')] },
    { kind: 'file', what: 'a bidi-disguised name', files: [named('invoice\u202Efdp.exe')] },
    { kind: 'file', what: 'a 1000-character name', files: [named(`${'n'.repeat(1000)}.pdf`)] },
    { kind: 'file', what: 'two files', files: [valid, valid] },
    { kind: 'file', what: 'no file', files: [] },
    { kind: 'file', what: 'a form field beside the file', files: [valid], extra: { name: 'role', value: 'master' } },
  ];
}

/** The mutations every route gets in full: leave out each field, add unknown ones, break the body or the file. */
export function fixedMutations(route: SweptRoute, valid: SweepRequest): Mutation[] {
  const mutations: Mutation[] = [];
  for (const [place, schema] of [['body', route.body], ['query', route.query]] as const) {
    if (!schema || schema.type === 'array') continue;
    for (const field of Object.keys(schema.properties ?? {})) mutations.push({ kind: 'drop', place, field });
    if (place === 'body') mutations.push({ kind: 'add', place, field: 'role', value: 'master' }, { kind: 'add', place, field: 'clientId', value: 1 });
  }
  // Unknown query parameters are ignored, like any web server does, by every route, with or without a query schema.
  mutations.push({ kind: 'add', place: 'query', field: 'clientId', value: 1 }, { kind: 'add', place: 'query', field: 'role', value: 'master' });
  // Every write gets the broken bodies, also those that take none or a file: the parser answers first.
  if (route.method !== 'GET') mutations.push(...rawMutations());
  if (route.upload && valid.file) mutations.push(...fileMutations(valid.file, route.upload.maxBytes ?? 5 * 1024 * 1024));
  return mutations;
}

/** A random mutation: one field (of the valid request's shape) set to a hostile value; `fields` counts the fields. */
export function randomMutation(route: SweptRoute, valid: SweepRequest, foreignIds: readonly number[]): { fields: number; mutation: fc.Arbitrary<Mutation> } | null {
  const targets = [...targetsOf('body', route.body, valid.body), ...targetsOf('query', route.query, valid.query)];
  if (targets.length === 0) return null;
  return {
    fields: targets.length,
    mutation: fc.constantFrom(...targets).chain((target) =>
      hostileValue(String(target.path.at(-1) ?? 'body'), target.schema, foreignIds).map((value): Mutation => ({ kind: 'set', place: target.place, path: target.path, value }))),
  };
}

function setPath(root: unknown, path: (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value;
  const copy = structuredClone(root) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path.at(-1)!] = value;
  return copy;
}

/** Sends the valid request with one mutation. */
function sendMutated(ctx: SweepContext, route: SweptRoute, valid: SweepRequest, m: Mutation) {
  const request: SweepRequest = { ...valid, ...(valid.query ? { query: { ...valid.query } } : {}) };
  switch (m.kind) {
    case 'set':
      if (m.place === 'body') request.body = setPath(valid.body, m.path, m.value);
      else request.query![String(m.path[0])] = asQueryValue(m.value);
      break;
    case 'drop':
      if (m.place === 'body') request.body = Object.fromEntries(Object.entries(valid.body as object).filter(([k]) => k !== m.field));
      else delete request.query![m.field];
      break;
    case 'add':
      if (m.place === 'body') request.body = { ...(valid.body as object), [m.field]: m.value };
      else request.query = { ...request.query, [m.field]: asQueryValue(m.value) };
      break;
    case 'raw':
      return send(ctx, route.method, route.url, request, { payload: m.payload, contentType: m.contentType });
    case 'file':
      return send(ctx, route.method, route.url, request, { payload: multipartBody(null, m.extra, m.files), contentType: multipartHeaders()['content-type'] });
  }
  return send(ctx, route.method, route.url, request);
}

/** The field a mutation is about, as a 400 must name it; null for whole-body and file mutations. */
function fieldOf(m: Mutation): string | null {
  if (m.kind === 'set') return m.path.length === 0 ? 'body' : String(m.path[0]);
  if (m.kind === 'drop' || m.kind === 'add') return m.field;
  return null;
}

/** What an accepted text may read back as: as sent, trimmed, an address lower-cased; rich text cleaned; year 0001 empty. */
function readBackForms(schema: JsonSchema, sent: unknown): unknown[] {
  if (typeof sent !== 'string') return [sent];
  if (isRichText(schema)) return [sanitizeRichText(sent)];
  if (isDate(schema) && sent.startsWith('0001-')) return [null];
  const trimmed = sent.trim();
  return [sent, trimmed, trimmed.toLowerCase(), ...(trimmed === '' ? [null] : [])];
}

/**
 * A reason names a field by its name ("body.firstName …") or in words: "The user name or …" for username and the
 * sign-in's client (part of the user name since issue 35: an unknown client answers as wrong credentials, on purpose),
 * and the contract's verification text (spec 01 §8) for an invitation key.
 */
function names(reason: string, field: string): boolean {
  if (reason.includes(field)) return true;
  const words = field.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/_/g, ' ').toLowerCase();
  const lower = reason.toLowerCase();
  return lower.includes(words) || ((field === 'username' || field === 'client') && lower.includes('user name')) || (field === 'key' && lower.includes('verification'));
}

export interface CaseOutcome {
  status: number;
  problem: string | null;
  /** Whether the case wrote any row: if not, the database is as it was when its valid request was built. */
  wrote: boolean;
}

const describe = (m: Mutation) =>
  m.kind === 'set' ? `${m.place}.${m.path.join('.')} = ${JSON.stringify(m.value)?.slice(0, 120)}`
  : m.kind === 'drop' ? `${m.place}.${m.field} left out`
  : m.kind === 'add' ? `${m.place}.${m.field} added`
  : m.what;

/** Runs one case, `m` applied to `valid`, and checks its answer and what it wrote; `problem` says what broke a rule. */
async function runCase(ctx: SweepContext, route: SweptRoute, valid: SweepRequest, m: Mutation): Promise<CaseOutcome> {
  const before = await writeCounts(ctx.db);
  const res = await sendMutated(ctx, route, valid, m);
  const written = tablesWritten(before, await writeCounts(ctx.db));
  return { ...judge(route, m, res, written), wrote: written.length > 0 };
}

function judge(route: SweptRoute, m: Mutation, res: Awaited<ReturnType<typeof send>>, written: string[]): Omit<CaseOutcome, 'wrote'> {
  const what = `${routeKey(route)} with ${describe(m)}`;
  if (res.statusCode >= 500) return { status: res.statusCode, problem: `${what}: ${res.statusCode} ${res.body.slice(0, 300)}` };
  // A download answers its file; everything else, and every refusal, the JSON envelope.
  const isJson = String(res.headers['content-type'] ?? '').startsWith('application/json');
  if (!isJson && res.statusCode >= 400) return { status: res.statusCode, problem: `${what}: the refusal is not JSON (${res.statusCode} ${res.body.slice(0, 200)})` };
  const envelope = (isJson ? res.json() : {}) as { errors?: string[]; results?: unknown[] };
  if (res.statusCode >= 400) {
    const allowed = Object.keys(RECIPES[routeKey(route)]?.refusalWrites ?? {});
    const stray = written.filter((w) => !allowed.includes(w.split(' ')[0]!));
    if (stray.length > 0) return { status: res.statusCode, problem: `${what}: refused with ${res.statusCode} but wrote ${stray.join(', ')}` };
    const field = fieldOf(m);
    const reason = envelope.errors?.[0] ?? '';
    // A rule between fields may name the other one ("body.componentNr cannot be changed" when the id changed).
    const namesAField = names(reason, field ?? '') || /\b(body|querystring)\.[A-Za-z_]/.test(reason);
    if (res.statusCode === 400 && field !== null && !namesAField) {
      return { status: 400, problem: `${what}: the 400 does not name ${field}: "${reason}"` };
    }
    return { status: res.statusCode, problem: null };
  }
  if (m.kind === 'set' && m.place === 'body' && m.path.length === 1) {
    const name = String(m.path[0]);
    const row = envelope.results?.[0] as Record<string, unknown> | undefined;
    const schema = route.body?.properties?.[name];
    // Read-only fields (an empty schema: accepted, never written) and lists are not read back.
    const written = schema && (schema.type !== undefined || schema.anyOf !== undefined);
    if (row && typeof row === 'object' && name in row && written && (typeof m.value !== 'object' || m.value === null)) {
      const forms = readBackForms(schema, m.value);
      if (!forms.some((form) => JSON.stringify(form) === JSON.stringify(row[name]))) {
        return { status: res.statusCode, problem: `${what}: accepted but reads back ${JSON.stringify(row[name])?.slice(0, 200)}` };
      }
    }
  }
  return { status: res.statusCode, problem: null };
}


/** The valid request must be accepted: otherwise the sweep cannot test the route, and says how to fix that. */
export async function checkValid(ctx: SweepContext, route: SweptRoute): Promise<SweepRequest> {
  let valid: SweepRequest;
  try {
    valid = await validRequest(ctx, route);
  } catch (error) {
    if (error instanceof CannotBuild) throw new Error(`The sweep cannot build a valid request for ${routeKey(route)}: ${error.message}. Teach test/server/sweep/requests.ts.`);
    throw error;
  }
  const res = await send(ctx, route.method, route.url, valid);
  if (res.statusCode >= 300) {
    throw new Error(`The sweep's valid request for ${routeKey(route)} was refused (${res.statusCode} ${res.body.slice(0, 300)}); teach test/server/sweep/requests.ts.`);
  }
  return valid;
}

export interface RouteSweep {
  cases: number;
  statuses: Map<number, number>;
}

/** The PUT on the same path as a POST: the one whose row GET shows. */
export const putBeside = (ctx: SweepContext, route: SweptRoute) =>
  route.method === 'POST' ? ctx.writes.find((other) => other.method === 'PUT' && other.url === route.url) : undefined;

/** A field a body may carry and the server never writes (TypeBox's Type.Unknown: an empty schema). */
const isIgnored = (schema: JsonSchema) => Object.keys(schema).length === 0;

/** Stands for a row's id as GET showed it: no row has it, so a POST that took it would show it. */
const SHOWN_ID = 2_000_000_001;

/**
 * A POST takes what the PUT beside it takes (one rule for every write route, server/README.md): a row copied from GET
 * can be posted as a new one. Sent with an id, version 99 and every field the PUT ignores, the POST must create the
 * row, with an id of its own and version 1.
 */
async function checkPostTakesWhatGetShowed(ctx: SweepContext, route: SweptRoute, put: SweptRoute): Promise<void> {
  const putFields = put.body?.properties ?? {};
  const refused = Object.keys(putFields).filter((field) => !(field in (route.body?.properties ?? {})));
  if (refused.length > 0) throw new Error(`${routeKey(route)} refuses what ${routeKey(put)} takes: ${refused.join(', ')}`);
  const valid = await validRequest(ctx, route);
  if (typeof valid.body !== 'object' || valid.body === null || Array.isArray(valid.body)) return;
  const shown = Object.fromEntries(Object.entries(putFields)
    .filter(([field, schema]) => (field === 'id' || isIgnored(schema)) && !(field in (valid.body as object)))
    .map(([field]) => [field, field === 'id' ? SHOWN_ID : field === 'version' ? 99 : `${field} as GET showed it`]));
  const res = await send(ctx, route.method, route.url, { ...valid, body: { ...valid.body, ...shown } });
  const what = `${routeKey(route)} with what GET showed (${Object.keys(shown).join(', ')})`;
  if (res.statusCode >= 300) throw new Error(`${what}: ${res.statusCode} ${res.body.slice(0, 300)}`);
  const row = (res.json() as { results?: Record<string, unknown>[] }).results?.[0] ?? {};
  if (row.id === SHOWN_ID) throw new Error(`${what}: the new row took the id it was sent`);
  if ('version' in row && row.version !== 1) throw new Error(`${what}: the new row is at version ${String(row.version)}, not 1`);
}

/** Sweeps one route: every fixed mutation, then `runsPerField` random ones per field from `seed`. Throws on the first broken rule. */
export async function sweepRoute(ctx: SweepContext, route: SweptRoute, { seed, runsPerField }: { seed: number; runsPerField: number }): Promise<RouteSweep> {
  const valid = await checkValid(ctx, route);
  const put = putBeside(ctx, route);
  if (put) await checkPostTakesWhatGetShowed(ctx, route, put);
  const statuses = new Map<number, number>();
  let cases = 0;
  // Each case starts from a valid request of its own (a PUT's row, a DELETE's row), built afresh only once a case has
  // written something: a case that wrote nothing left the database as the last one found it, so its request still holds.
  let unspent: SweepRequest | null = null;
  const run = async (m: Mutation): Promise<void> => {
    const request = unspent ?? (await validRequest(ctx, route));
    const outcome = await runCase(ctx, route, request, m);
    unspent = outcome.wrote ? null : request;
    cases++;
    statuses.set(outcome.status, (statuses.get(outcome.status) ?? 0) + 1);
    if (outcome.problem) throw new Error(outcome.problem);
  };
  for (const m of fixedMutations(route, valid)) await run(m);
  const random = randomMutation(route, valid, ctx.foreignIds);
  if (random && runsPerField > 0) {
    await fc.assert(
      fc.asyncProperty(random.mutation, run),
      { seed, numRuns: runsPerField * random.fields, endOnFailure: true },
    );
  }
  return { cases, statuses };
}
