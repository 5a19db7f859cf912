import type { Queryable } from '../db/db';
import type { Reach } from '../repositories/scope';
import type { ResourceDeclaration } from './declaration';

/**
 * The kit's reads. Every query is bound to the acting client; a per-arrangement row is visible only
 * when its arrangement is within the caller's reach (scope.ts), the client's default rows always.
 */

export interface ListFilter {
  id?: number;
  q?: string;
  onlyDefault?: boolean;
  carArrangementId?: number;
  page?: { size: number; index: number };
}

export type Row = Record<string, unknown> & { id: number; version: number };

const quoted = (name: string) => `"${name}"`;

function selectList(decl: ResourceDeclaration): string {
  const writable = Object.entries(decl.columns).map(([field, c]) => `${c.read ?? `t.${c.column}`} AS ${quoted(field)}`);
  const readOnly = Object.entries(decl.readOnlySql).map(([field, sql]) => `${sql} AS ${quoted(field)}`);
  return ['t.id', 't.version', ...writable, ...readOnly].join(', ');
}

/** WHERE for the client, reach and filters; pushes its parameters. */
function conditions(decl: ResourceDeclaration, reach: Reach, filter: ListFilter, params: unknown[]): string {
  const add = (value: unknown) => `$${params.push(value)}`;
  const where = [`t.client_id = ${add(reach.clientId)}`];
  if (decl.variants) {
    where.push(`(t.car_arrangement_id IS NULL OR ${add(reach.arrangementIds)}::int[] IS NULL OR t.car_arrangement_id = ANY ($${params.length}::int[]))`);
    if (filter.onlyDefault) where.push('t.car_arrangement_id IS NULL');
    if (filter.carArrangementId !== undefined) where.push(`t.car_arrangement_id = ${add(filter.carArrangementId)}`);
  }
  if (filter.id !== undefined) where.push(`t.id = ${add(filter.id)}`);
  // strpos instead of LIKE: % and _ in a search are the characters themselves.
  if (filter.q) where.push(`strpos(lower(${decl.search}), lower(${add(filter.q)})) > 0`);
  return where.join(' AND ');
}

export async function listRows(db: Queryable, decl: ResourceDeclaration, reach: Reach, filter: ListFilter): Promise<{ rows: Row[]; total: number }> {
  const params: unknown[] = [];
  const where = conditions(decl, reach, filter, params);
  const page = filter.page ? ` LIMIT ${filter.page.size} OFFSET ${(filter.page.index - 1) * filter.page.size}` : '';
  const rows = await db.query<Row>(`SELECT ${selectList(decl)} FROM ${decl.table} t WHERE ${where} ORDER BY ${decl.orderBy}, t.id${page}`, params);
  if (!filter.page) return { rows, total: rows.length };
  const [count] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${decl.table} t WHERE ${where}`, params);
  return { rows, total: count?.n ?? 0 };
}

/** One row as GET shows it, or undefined when it is another client's, out of reach or unknown. */
export async function readRow(db: Queryable, decl: ResourceDeclaration, reach: Reach, id: number): Promise<Row | undefined> {
  return (await listRows(db, decl, reach, { id })).rows[0];
}
