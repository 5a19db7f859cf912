import { Type, type TOptional, type TProperties, type TSchema, type TUnknown } from 'typebox';
import { idQuerySchema } from '../routes/schemas';
import { idSchema } from '../../contract/schemas';
import type { ResourceDeclaration } from './declaration';

/**
 * The request schemas the kit derives from a declaration. Bodies refuse fields the resource does not
 * have (additionalProperties: false, ajv never strips), so "body.foo is not allowed" names them.
 */

const optional = (properties: TProperties, required: readonly string[] = []): TProperties =>
  Object.fromEntries(Object.entries(properties).map(([key, schema]) => [key, required.includes(key) ? schema : Type.Optional(schema)]));

/**
 * What a write body may carry besides the writable fields because GET showed it: the id, the version and the
 * read-only fields. POST and PUT accept them alike (a row copied from GET can be posted as a new one) and never
 * write them: a POST always creates its own id at version 1.
 */
export const shownByGet = (readOnly: readonly string[]): readonly string[] => [...new Set(['id', 'version', ...readOnly])];

/** POST: the writable fields, the declared ones required; what GET showed besides them is accepted and ignored. */
export const createBody = (decl: ResourceDeclaration): TSchema =>
  Type.Object({ ...optional(decl.writable, decl.required), ...ignoredFields(shownByGet(Object.keys(decl.readOnly))) }, { additionalProperties: false });

/**
 * Read-only fields a write body may carry because GET showed them (id on POST, version, computed names, counts):
 * accepted whatever they hold and never written. Fields GET does not show stay refused.
 */
export function ignoredFields<K extends string>(keys: readonly K[]): Record<K, TOptional<TUnknown>> {
  return Object.fromEntries(keys.map((key) => [key, Type.Optional(Type.Unknown())])) as Record<K, TOptional<TUnknown>>;
}

/** The fields a writer drops from a body before writing: everything `ignoredFields` let through. */
export function withoutIgnored<T extends object, K extends string>(body: T, keys: readonly K[]): Omit<T, K> {
  return Object.fromEntries(Object.entries(body).filter(([key]) => !(keys as readonly string[]).includes(key))) as Omit<T, K>;
}

/** PUT: the id and any writable field (what is left out stays as stored); the body may be exactly what GET returned. */
export const updateBody = (decl: ResourceDeclaration): TSchema =>
  Type.Object({ id: idSchema, ...optional(decl.writable), ...ignoredFields(['version', ...Object.keys(decl.readOnly)]) }, { additionalProperties: false });

const pageNumber = (max: number) => Type.String({ pattern: max === 100 ? '^([1-9][0-9]?|100)$' : '^[1-9][0-9]{0,5}$' });

/**
 * The query parameters of every paged list, all optional: `q` (searched literally), `pageSize` (1–100) and
 * `pageIndex` (1-based); read them with `pageOf` and `searchCondition` (read.ts).
 */
export const LIST_PARAMS = {
  q: Type.Optional(Type.String({ maxLength: 200 })),
  pageSize: Type.Optional(pageNumber(100)),
  pageIndex: Type.Optional(pageNumber(0)),
};

/** GET: one row by its id parameter, or the list with its filters, search and paging. Unknown parameters are ignored. */
export function listQuery(decl: ResourceDeclaration): TSchema {
  const aliases = decl.queryAliases ?? {};
  const variant: TProperties = !decl.variants ? {} : {
    ...(decl.variants.arrangementOnly ? {} : { includeOnlyDefault: Type.Union([Type.Literal('true'), Type.Literal('false')]) }),
    carArrangementId: idQuerySchema,
    ...(aliases.carArrangementId ? { [aliases.carArrangementId]: idQuerySchema } : {}),
    ...(decl.variants.containers ? { containerId: idQuerySchema } : {}),
  };
  const id: TProperties = { [decl.idParam]: idQuerySchema, ...(aliases.id ? { [aliases.id]: idQuerySchema } : {}) };
  const equal: TProperties = Object.fromEntries(Object.entries(decl.equalityFilters ?? {}).map(([name, { schema }]) => [name, schema]));
  const asked: TProperties = decl.askedFor ? { [decl.askedFor.param]: Type.Union([Type.Literal('true'), Type.Literal('false')]) } : {};
  const attention: TProperties = decl.attention ? { attention: Type.Enum(Object.keys(decl.attention)) } : {};
  return Type.Object({ ...optional({ ...id, ...variant, ...equal, ...asked, ...attention }), ...LIST_PARAMS });
}

/** DELETE: the id parameter, required. */
export const idQuery = (decl: ResourceDeclaration): TSchema => Type.Object({ [decl.idParam]: idQuerySchema });
