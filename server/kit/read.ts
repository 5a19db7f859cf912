import type { Queryable } from '../db/db';
import { rememberedQuery } from '../db/remembered-reads';
import { boundToSql } from '../repositories/mobility';
import type { FieldColumn, KitReach, ResourceDeclaration, Row } from './declaration';

/**
 * The kit's reads. Every query is bound to the acting client; a per-arrangement row is visible only
 * when its arrangement is within the caller's reach (scope.ts), the client's default rows always.
 */

/** "The row's container is one the caller reaches" for a container-scoped declaration; pushes its parameter. */
export function containerCondition(decl: ResourceDeclaration, reach: KitReach, add: (value: unknown) => string): string | null {
  if (!decl.containerReach) return null;
  const container = `t.${decl.containerReach.column}`;
  return `EXISTS (SELECT 1 FROM mobility_containers mc WHERE mc.client_id = t.client_id AND mc.id = ${container} AND ${boundToSql(`${add(reach.containerBoundTo ?? null)}`)})`;
}

/** "The row is the caller's": the acting client's, or the provider's rows for a provider-wide declaration; pushes its parameter. */
export function ownerCondition(decl: ResourceDeclaration, clientId: number, add: (value: unknown) => string): string {
  return decl.provider ? decl.provider.rows : `t.client_id = ${add(clientId)}`;
}

/** A per-container variant's container (null: not one) is one the caller reaches under the mobility rule. */
export const containerVariantInReach = (reach: KitReach, container: unknown): boolean =>
  container === null || container === undefined || (reach.containerIds ?? []).includes(container as number);

/** One page of a list: `size` rows (1–100), `index` 1-based. */
export interface Page {
  size: number;
  index: number;
}

export interface ListFilter {
  id?: number;
  /** Read-only fields left out of the rows (`askedFor` fields a GET did not ask for). */
  without?: readonly string[];
  /** Only these rows (an extra route's own selection, such as the accounts scoped to one arrangement). */
  ids?: readonly number[];
  /** The declaration's equality filters that were asked, by name. */
  equal?: Readonly<Record<string, string>>;
  /** One of the declaration's attention filters, with the request's moment. */
  attention?: { name: string; now: Date };
  q?: string;
  onlyDefault?: boolean;
  carArrangementId?: number;
  /** A per-container variant's container (`variants.containers`). */
  containerId?: number;
  page?: Page;
}

/** The page a list query asks for (pageSize, pageIndex as the list schema let them through), or undefined for all rows. */
export function pageOf(query: { pageSize?: string; pageIndex?: string }): Page | undefined {
  return query.pageSize === undefined ? undefined : { size: Number(query.pageSize), index: query.pageIndex === undefined ? 1 : Number(query.pageIndex) };
}

/**
 * The search condition of every list's `q`: `expression` holds `parameter` case-insensitively. strpos
 * instead of LIKE, so % and _ in a search are the characters themselves.
 */
export const searchCondition = (expression: string, parameter: string) => `strpos(lower(${expression}), lower(${parameter})) > 0`;

/**
 * Every space-separated word of `q` is found somewhere in `expression` (the customer switcher's rule, spec 01 §2:
 * "every space-separated word must match any field"; join the fields with a space); pushes one parameter a word.
 */
export const everyWordCondition = (expression: string, q: string, add: (value: unknown) => string): string =>
  q.split(/\s+/).filter(Boolean).map((word) => searchCondition(expression, add(word))).join(' AND ') || 'true';

/**
 * A list query with the kit's paging: `SELECT select FROM from ORDER BY orderBy`, one page of it when
 * `page` is given, and `total` = every row matching (a count over the same FROM … WHERE). `from` and
 * `orderBy` are SQL from our own code; every value goes in `params`, those only `select` names last
 * (`fromParams`: how many the FROM … WHERE uses, so the count is not sent the others).
 */
export async function pagedRows<R>(db: Queryable, sql: { select: string; from: string; orderBy: string }, params: unknown[], page?: Page, fromParams = params.length): Promise<{ rows: readonly R[]; total: number }> {
  const limit = page ? ` LIMIT ${page.size} OFFSET ${(page.index - 1) * page.size}` : '';
  // Remembered until a write to what they read (remembered-reads.ts): a page or a count read again for every request holds up every other one.
  const rows = await rememberedQuery<R>(db, `SELECT ${sql.select} FROM ${sql.from} ORDER BY ${sql.orderBy}${limit}`, params);
  if (!page) return { rows, total: rows.length };
  const [count] = await rememberedQuery<{ n: number }>(db, `SELECT count(*)::int AS n FROM ${sql.from}`, params.slice(0, fromParams));
  return { rows, total: count?.n ?? 0 };
}

const quoted = (name: string) => `"${name}"`;

/** How a field is read: its own SQL, a child table's values as an array, or the plain column. */
function readSql(c: FieldColumn): string {
  if (c.children && !c.read) {
    const { table, parent } = c.children;
    return `ARRAY(SELECT c.${c.column} FROM ${table} c WHERE c.client_id = t.client_id AND c.${parent} = t.id ORDER BY c.${c.column})`;
  }
  return c.read ?? `t.${c.column}`;
}

/** The row's fields; a field that depends on who reads gets the reader's account id as a parameter (pushed once, when needed). */
function selectList(decl: ResourceDeclaration, reach: KitReach, add: (value: unknown) => string, without: readonly string[] = []): string {
  let account: string | undefined;
  const caller = () => (account ??= add(reach.accountId ?? null));
  const writable = Object.entries(decl.columns).filter(([, c]) => !c.secret).map(([field, c]) => `${readSql(c)} AS ${quoted(field)}`);
  const readOnly = Object.entries(decl.readOnlySql).filter(([field]) => !without.includes(field)).map(([field, sql]) => `${typeof sql === 'string' ? sql : sql(`${caller()}::int`)} AS ${quoted(field)}`);
  return ['t.id', 't.version', ...writable, ...readOnly].join(', ');
}

/** WHERE for the client, reach and filters; pushes its parameters. */
function conditions(decl: ResourceDeclaration, reach: KitReach, filter: ListFilter, params: unknown[]): string {
  const add = (value: unknown) => `$${params.push(value)}`;
  const where = [ownerCondition(decl, reach.clientId, add)];
  if (decl.variants) {
    where.push(`(t.car_arrangement_id IS NULL OR ${add(reach.arrangementIds)}::int[] IS NULL OR t.car_arrangement_id = ANY ($${params.length}::int[]))`);
    if (filter.onlyDefault) where.push('t.car_arrangement_id IS NULL');
    if (filter.carArrangementId !== undefined) where.push(`t.car_arrangement_id = ${add(filter.carArrangementId)}`);
  }
  if (decl.variants?.containers) {
    where.push(`(t.mobility_container_id IS NULL OR t.mobility_container_id = ANY (${add(reach.containerIds ?? [])}::int[]))`);
    if (filter.onlyDefault) where.push('t.mobility_container_id IS NULL');
    if (filter.containerId !== undefined) where.push(`t.mobility_container_id = ${add(filter.containerId)}`);
  }
  const container = containerCondition(decl, reach, add);
  if (container) where.push(container);
  if (decl.visible) where.push(decl.visible(reach, add));
  if (filter.id !== undefined) where.push(`t.id = ${add(filter.id)}`);
  if (filter.ids !== undefined) where.push(`t.id = ANY (${add(filter.ids)}::int[])`);
  if (filter.q) where.push(searchCondition(decl.search, add(filter.q)));
  for (const [name, value] of Object.entries(filter.equal ?? {})) where.push(`t.${decl.equalityFilters![name]!.column} = ${add(value)}`);
  const { attention } = filter;
  if (attention) where.push(decl.attention![attention.name]!(() => add(attention.now.toISOString())));
  return where.join(' AND ');
}

/**
 * `(SELECT count(*) …)` of the rows the list shows for `filter`, its values pushed to `params`: the dashboard's figure
 * of a kit list, counted by the list's own conditions so it is what the list's resultCount says.
 */
export function countSql(decl: ResourceDeclaration, reach: KitReach, filter: ListFilter, params: unknown[]): string {
  return `(SELECT count(*)::int FROM ${decl.table} t WHERE ${conditions(decl, reach, filter, params)})`;
}

export async function listRows(db: Queryable, decl: ResourceDeclaration, reach: KitReach, filter: ListFilter): Promise<{ rows: readonly Row[]; total: number }> {
  const params: unknown[] = [];
  const where = conditions(decl, reach, filter, params);
  const fromParams = params.length;
  const select = selectList(decl, reach, (value) => `$${params.push(value)}`, filter.without);
  return pagedRows<Row>(db, { select, from: `${decl.table} t WHERE ${where}`, orderBy: `${decl.orderBy}, t.id` }, params, filter.page, fromParams);
}

/** One row as GET shows it, or undefined when it is another client's, out of reach or unknown. */
export async function readRow(db: Queryable, decl: ResourceDeclaration, reach: KitReach, id: number, without?: readonly string[]): Promise<Row | undefined> {
  return (await listRows(db, decl, reach, { id, ...(without ? { without } : {}) })).rows[0];
}
