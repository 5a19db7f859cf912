import type { TProperties, TSchema } from 'typebox';
import type { AreaContract } from '../../contract/kit/area-contract';
import type { ServerConfig } from '../config';
import type { Queryable } from '../db/db';
import type { Feature } from '../../contract/access/permissions';
import type { RoleName } from '../../contract/types/core';
import type { Reach } from '../repositories/scope';

/**
 * The caller's reach as the kit reads it: the arrangement reach (scope.ts) and, for rows of a mobility
 * container (`containerReach`), whose bindings limit the containers (mobility.ts containerBindingsOf:
 * a sub-supervisor's own id, null from fleetmanagement up); for per-container variants (`variants.containers`)
 * the containers reached under the mobility rule (mobility.ts containerIdsInReach). `role` is the caller's,
 * for a declaration's rules that depend on it; `accountId` the caller's own account, for fields that depend on who reads and rules about oneself.
 */
export type KitReach = Reach & { containerBoundTo?: number | null; containerIds?: number[]; role?: RoleName; accountId?: number };

/** A row as the kit reads it: the contract's fields, with its id and version. */
export type Row = Record<string, unknown> & { id: number; version: number };

/**
 * What a write hook knows: who writes, what the body sent and what was stored before (a POST's: nulls). Not where the
 * request reached us: links a write mails come from configuration (`config.publicUrl`), never from the Host header.
 */
export interface WriteContext {
  reach: KitReach;
  sent: Record<string, unknown>;
  stored: Record<string, unknown>;
}

/** What a rule knows beyond the row: the write, and the server's configuration for rules it sets (SMTP ports). */
export interface CheckContext extends WriteContext {
  config: ServerConfig;
}

/**
 * One contract area for the resource kit (server/README.md, "Adding an area"): the area's wire contract
 * (contract/areas/<area>.ts: paths, id parameter, noun, fields as TypeBox with every limit) spread in, plus its
 * table and columns, its access-table features, its variants and its rules. register.ts turns it into GET list,
 * GET by id, POST, PUT and DELETE.
 */

/** Where a writable field lives. SQL here comes from our own declarations, never from a request. */
export interface FieldColumn {
  column: string;
  /** How the row reads it when not plainly `t.<column>` (a date as 'YYYY-MM-DD'). */
  read?: string;
  /** Rich text: stored through the one allow-list of server/rich-text.ts. */
  rich?: boolean;
  /** How a sent value is stored when not as sent (text trimmed). */
  store?: (value: never) => unknown;
  /** A provider-wide table the id must exist in (the car catalogue), checked before writing: 404 otherwise. */
  references?: { table: string; noun: string };
  /**
   * A list kept as rows of a child table (a category's fuel codes): `column` holds one value per row
   * under `parent` (the row's id), read as an array in `column` order (or by `read` when given) and replaced
   * whole when sent. `type` is the column's SQL type (text unless said: 'int' for a list of ids).
   */
  children?: { table: string; parent: string; type?: 'text' | 'int' };
  /**
   * A secret (an SMTP password): write-only. A body may send it (sealed with the server's secret box,
   * ctx.secrets, before it is stored), null clears it, leaving it out keeps it; no row GET answers ever holds
   * it, in any form: say what a reader may know through a read-only field (hasPassword).
   * `boundTo`: the fields it was given for (an SMTP password's host, port, user name): it is sealed bound to their
   * values as stored, so it opens only with them (SecretBox), and a write that changes any of them without sending
   * it again clears it — it was never given for the new ones.
   */
  secret?: true | { boundTo: readonly string[] };
}

/** SQL over `t` and `account`, the parameter holding the reading account's id (null when no account reads). */
export type CallerSql = (account: string) => string;

export interface ResourceDeclaration<W extends TProperties = TProperties, R extends TProperties = TProperties> extends AreaContract<W, R> {
  table: string;
  columns: { [K in keyof W]-?: FieldColumn };
  /**
   * Each read-only field of the contract as an SQL expression over `t`, or one that depends on who reads
   * (`CallerSql`: a release note not yet seen by this account).
   */
  readOnlySql: { [K in keyof R]-?: string | CallerSql };
  /** Access-table features (contract/access/access-table.ts) for reading and for writing. */
  feature: { read: Feature; write: Feature };
  /**
   * Default versus per-arrangement variants (car_arrangement_id NULL = the client's default). Per-arrangement
   * rows follow the caller's arrangement reach; `arrangementTypes` limits which arrangements may have one.
   * `arrangementOnly`: every row belongs to one arrangement, there is no client default (components, option
   * accessories): carArrangementId is required on POST and never null (spread `ARRANGEMENT` from fields.ts),
   * and the list has no `includeOnlyDefault`.
   * `containers`: a row may also belong to one mobility container instead (t.mobility_container_id; spread
   * `CONTAINER_VARIANT` from fields.ts): such rows follow the mobility rule and the caller's container reach
   * (404 outside it, like an out-of-reach arrangement's), the list filters by `?containerId=`, and the
   * client's default is the row with neither.
   */
  variants?: { arrangementTypes?: readonly string[]; arrangementOnly?: boolean; containers?: boolean };
  /**
   * The contract's own spellings of the kit's query parameters for this area, accepted beside them:
   * `id` for GET by id (GET /arrangementoptionaccessories?id=), `carArrangementId` for the list filter
   * (GET /component?arrangementId=).
   */
  queryAliases?: { id?: string; carArrangementId?: string };
  /**
   * List filters beyond the kit's own: a query parameter whose value must equal a column (GET /dealer?mantelNumber=,
   * the contract's "by-arrangement variant with a fixed mantelNumber value"), its value checked by `schema`.
   */
  equalityFilters?: Readonly<Record<string, { column: string; schema: TSchema }>>;
  /**
   * The dashboard's named filters of this list (`?attention=`, contract/types/dashboard.ts ATTENTION_FILTERS): each SQL
   * over `t`; `now` pushes the request's moment (a timestamptz parameter) for those that read the clock.
   */
  attention?: Readonly<Record<string, (now: () => string) => string>>;
  /** Why a write collides with one of the table's UNIQUE constraints (answered as 409, nothing written). */
  duplicate?: string;
  /** SQL over `t` that `?q=` searches (case-insensitive, literally). */
  search: string;
  orderBy: string;
  /**
   * Rules across fields or tables a schema cannot say, run inside the write's transaction on the row
   * as it will be (stored fields overlaid with the sent ones; a POST's unsent ones null): a reason
   * (400, nothing written) or null. `write` says who writes (their reach), what the body sent and what was stored
   * (a POST's: nulls), for rules about a reference that bind only when it changes; a check may also throw (a 404 for one out of reach).
   */
  check?: (row: Record<string, unknown>, tx: Queryable, clientId: number, write: CheckContext) => Promise<string | null>;
  /**
   * Runs inside a POST's or PUT's transaction once the row is written (children too), with the row as it
   * now reads: keeps what the body implies beyond its columns (an account's scoped flag) and causes what a
   * write causes (an invitation mail queued in the same transaction). Throwing undoes the write.
   */
  afterWrite?: (tx: Queryable, row: Row, write: WriteContext & { created: boolean }) => Promise<void>;
  /**
   * Rows the caller may see beyond the client and reach rules, as SQL over `t` (pushing its parameters with
   * `add`): others are absent from lists and a 404 by id and on write, like another client's.
   */
  visible?: (reach: KitReach, add: (value: unknown) => string) => string;
  /**
   * Read-only fields a GET answers only when asked with `?<param>=true` (the contract's `includeBindings`); writes
   * answer them always. Declare them `Type.Optional` in `readOnly`.
   */
  askedFor?: { param: string; fields: readonly (keyof R & string)[] };
  /** Why a row cannot be deleted when something still references it (answered as 409). */
  inUse?: string;
  /**
   * Runs in a DELETE's transaction once the row is locked and its version checked, before it goes: a
   * reason refuses the delete (409, nothing changed); otherwise it may remove what the row owns that no
   * foreign key cascades to (a container's logo file). `reach` says who deletes, for rules that depend on it.
   */
  deleting?: (tx: Queryable, clientId: number, id: number, reach: KitReach) => Promise<string | null>;
  /**
   * Rows of a mobility container (the container itself: `column: 'id'`): reached under the mobility rule
   * instead of the arrangement reach (repositories/mobility.ts: the access table's mobility facts gate the
   * routes, a sub-supervisor reaches only its bound containers). Out of reach is a 404 like an unknown id.
   * `field` is the writable field naming the container: checked on create (404 when out of reach), and
   * as a list filter (?<field>=) a container out of reach is a 404 too, not an empty list.
   */
  containerReach?: { column: string; field?: keyof W & string };
  /**
   * Provider-wide rows (spec 02 §7 "Provider level", master only), bound to no client: `rows` is the SQL over
   * `t` picking them ('t.client_id IS NULL' in a table clients share, 'true' in a provider-wide table). The
   * acting client is then ignored and a POST writes no client_id.
   */
  provider?: { rows: string };
}

/** Typed declaration: the generic parameters come from the literal, so a column map missing a field is a type error. */
export const defineResource = <W extends TProperties, R extends TProperties>(decl: ResourceDeclaration<W, R>) => decl;
