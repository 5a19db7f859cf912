import type { Queryable } from '../db/db';
import { rememberedQuery } from '../db/remembered-reads';
import type { SignedInAccount } from '../auth/tokens';
import { can, hasRole, type AccessSubject } from '../../contract/access/permissions';
import { findLicences } from './client-settings';
import { notFound } from '../plugins/http-errors';

/** The mobility rule's facts and the containers an account reaches (the container rows themselves: areas/mobility-container.ts). */

export interface ContainerFacts {
  /** The client has at least one container. */
  hasContainers: boolean;
  /** The account has at least one container binding in the acting client. */
  hasContainerBindings: boolean;
}

export async function containerFacts(db: Queryable, clientId: number, accountId: number): Promise<ContainerFacts> {
  const [row] = await rememberedQuery<{ has_containers: boolean; has_bindings: boolean }>(db,
    `SELECT EXISTS (SELECT 1 FROM mobility_containers WHERE client_id = $1) AS has_containers,
            EXISTS (SELECT 1 FROM account_mobility_container_bindings WHERE client_id = $1 AND account_id = $2) AS has_bindings`,
    [clientId, accountId],
  );
  return { hasContainers: row?.has_containers === true, hasContainerBindings: row?.has_bindings === true };
}

/** What the access table's mobility rule reads besides the role, for the acting client. */
export async function mobilityFacts(db: Queryable, account: SignedInAccount): Promise<Omit<AccessSubject, 'role'>> {
  return { licenses: await findLicences(db, account.clientId), ...(await containerFacts(db, account.clientId, account.id)) };
}

/**
 * Whose container bindings limit what an account reaches: its own below fleetmanagement (sub-supervisors,
 * whose reach is their bindings), nobody's (null) from fleetmanagement up.
 */
export const containerBindingsOf = (account: Pick<SignedInAccount, 'id' | 'role'>): number | null =>
  hasRole(account.role, 'fleetmanagement') ? null : account.id;

/**
 * "Container `container` of client `client` (SQL over the query's own aliases) is bound to the account in
 * `param`, or `param` is null": the binding half of the mobility reach, shared with the resource kit.
 */
export const boundToSql = (param: string, container = 'mc.id', client = 'mc.client_id') =>
  `(${param}::int IS NULL OR EXISTS (SELECT 1 FROM account_mobility_container_bindings ab
  WHERE ab.client_id = ${client} AND ab.mobility_container_id = ${container} AND ab.account_id = ${param}))`;
const BOUND_TO = (param: string) => boundToSql(param);

/**
 * The containers an account reaches, exactly those GET /mobilitycontainer shows it: none without the
 * mobility feature (licence, role, bindings), its bound ones below fleetmanagement, else all the client's.
 * Writes that set a container or mobility category check against this.
 */
export async function containerIdsInReach(db: Queryable, account: SignedInAccount): Promise<number[]> {
  if (!can({ ...(await mobilityFacts(db, account)), role: account.role }, 'mobility')) return [];
  const rows = await rememberedQuery<{ id: number }>(db, `SELECT mc.id FROM mobility_containers mc WHERE mc.client_id = $1 AND ${BOUND_TO('$2')}`,
    [account.clientId, containerBindingsOf(account)]);
  return rows.map((r) => r.id);
}

/** A container the caller does not reach (another client's, unbound for a sub-supervisor, unknown) is missing to them. */
export const containerNotFound = () => notFound('The mobility container could not be found.');

/** Container `id` is the acting client's and within the bindings `boundTo` (containerBindingsOf) allows. */
export async function isContainerInReach(db: Queryable, clientId: number, boundTo: number | null, id: number): Promise<boolean> {
  const rows = await db.query(`SELECT 1 FROM mobility_containers mc WHERE mc.client_id = $1 AND mc.id = $2 AND ${BOUND_TO('$3')}`, [clientId, id, boundTo]);
  return rows.length > 0;
}
