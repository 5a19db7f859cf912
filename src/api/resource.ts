/**
 * One typed module per resource-kit area from one factory (issue 13; server/README.md "The resource
 * kit"). Every area speaks the same wire contract:
 *
 *   GET    {paths.get}?pageSize&pageIndex&q&<filters>  → { results, resultCount }
 *   GET    {paths.get}?{idParam}={id}                 → results[0] (ETag "<version>")
 *   POST   {paths.post}   body                        → results[0] (the created row)
 *   PUT    {paths.put}    { id, ...fields } If-Match  → results[0]; 412 when the version is stale
 *   DELETE {paths.delete}?{idParam}={id}   If-Match   → [{ id }];  412 when the version is stale
 *
 * Every row carries its `version`, the same number the server's ETag names, so the app sends
 * `If-Match: "<version>"` from the row it read (no header plumbing through the one HTTP client).
 */
import type { Envelope } from '../../contract/types/core';
import { http } from './client';
import { firstResult, allResults, type CallOptions } from './envelope';

/** What every kit row has: its id and its version (row versions, migration 0011). */
export interface VersionedRow {
  id: number;
  version: number;
}

/** Where an area lives on the wire, spelled exactly as spec 02 §7 spells it per verb. */
export interface ResourcePaths {
  get: string;
  post: string;
  put: string;
  delete: string;
}

/** The paths of an area whose every verb uses one path (GET /component, POST /component, …). */
export const onePath = (path: string): ResourcePaths => ({ get: path, post: path, put: path, delete: path });

export interface ResourceEndpoint {
  paths: ResourcePaths;
  /** The id's query parameter for GET by id and DELETE (`faqId`, `newsTextId`, …). */
  idParam: string;
  /** GET by id's own spelling when the contract gives it one (GET /releasenotes?id= beside DELETE ?releaseNoteId=). */
  getIdParam?: string;
  /** Names the thing in messages ("FAQ entry"); the app's toasts use its own translated noun. */
  noun: string;
}

/** A list query: page (1-based), page size, search text and the area's filters, as the URL holds them. */
export interface ListParams {
  pageIndex: number;
  pageSize: number;
  q: string;
  filters: Readonly<Record<string, string>>;
}

export interface ListPage<Row> {
  rows: Row[];
  /** All rows matching the query, not just this page. */
  resultCount: number;
}

/** Values a form sends: every writable field, by name. */
export type FieldValues = Record<string, unknown>;

export interface ResourceApi<Row extends VersionedRow = VersionedRow> {
  endpoint: ResourceEndpoint;
  list(params: ListParams, options?: CallOptions): Promise<ListPage<Row>>;
  get(id: number, options?: CallOptions): Promise<Row>;
  create(values: FieldValues, options?: CallOptions): Promise<Row>;
  /** Sends `version` as If-Match; a stale one fails with a 412. */
  update(id: number, version: number, values: FieldValues, options?: CallOptions): Promise<Row>;
  remove(id: number, version: number, options?: CallOptions): Promise<void>;
}

export const ifMatch = (version: number) => ({ 'If-Match': `"${version}"` });

/** A write of a hand-written module (drivers, client settings) based on a version it read. */
export interface VersionedCall extends CallOptions {
  /** The version the change is based on (If-Match): a stale one is refused with 412 and nothing is written. */
  version?: number;
}

export const versionHeaders = (version: number | undefined) => (version === undefined ? undefined : ifMatch(version));

function listQuery({ pageIndex, pageSize, q, filters }: ListParams): Record<string, string | number> {
  const query: Record<string, string | number> = { pageIndex, pageSize };
  if (q.trim() !== '') query.q = q.trim();
  for (const [name, value] of Object.entries(filters)) if (value !== '') query[name] = value;
  return query;
}

/** The typed module of one area. */
export function createResourceApi<Row extends VersionedRow>(endpoint: ResourceEndpoint): ResourceApi<Row> {
  const { paths, idParam, noun, getIdParam = idParam } = endpoint;
  return {
    endpoint,
    async list(params, { signal } = {}) {
      const envelope = await http<Envelope<Row>>(paths.get, { query: listQuery(params), signal });
      const rows = allResults(envelope);
      return { rows, resultCount: envelope.resultCount ?? rows.length };
    },
    async get(id, { signal } = {}) {
      return firstResult(await http<Envelope<Row>>(paths.get, { query: { [getIdParam]: id }, signal }), noun);
    },
    async create(values, { signal } = {}) {
      return firstResult(await http<Envelope<Row>>(paths.post, { method: 'POST', body: values, signal }), noun);
    },
    async update(id, version, values, { signal } = {}) {
      const body = { ...values, id };
      return firstResult(await http<Envelope<Row>>(paths.put, { method: 'PUT', body, headers: ifMatch(version), signal }), noun);
    },
    async remove(id, version, { signal } = {}) {
      await http<Envelope<{ id: number }>>(paths.delete, { method: 'DELETE', query: { [idParam]: id }, headers: ifMatch(version), signal });
    },
  };
}
