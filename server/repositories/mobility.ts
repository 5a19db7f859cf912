import type { MobilityCategoryRef, MobilityContainer, MobilityProductRef } from '../../src/api/types';
import type { Queryable } from '../db/db';
import type { SignedInAccount } from '../auth/tokens';
import { can, hasRole, type AccessSubject } from '../../src/lib/permissions';
import { blobUrl, findLicences } from './client-settings';

/** Mobility containers of one client, with their categories and products. */

export interface ContainerFacts {
  /** The client has at least one container. */
  hasContainers: boolean;
  /** The account has at least one container binding in the acting client. */
  hasContainerBindings: boolean;
}

export async function containerFacts(db: Queryable, clientId: number, accountId: number): Promise<ContainerFacts> {
  const [row] = await db.query<{ has_containers: boolean; has_bindings: boolean }>(
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

/** "Container mc is bound to the account in `param`, or `param` is null." */
const BOUND_TO = (param: string) => `(${param}::int IS NULL OR EXISTS (SELECT 1 FROM account_mobility_container_bindings ab
  WHERE ab.client_id = mc.client_id AND ab.mobility_container_id = mc.id AND ab.account_id = ${param}))`;

/**
 * The containers an account reaches, exactly those GET /mobilitycontainer shows it: none without the
 * mobility feature (licence, role, bindings), its bound ones below fleetmanagement, else all the client's.
 * Writes that set a container or mobility category check against this.
 */
export async function containerIdsInReach(db: Queryable, account: SignedInAccount): Promise<number[]> {
  if (!can({ ...(await mobilityFacts(db, account)), role: account.role }, 'mobility')) return [];
  const rows = await db.query<{ id: number }>(`SELECT mc.id FROM mobility_containers mc WHERE mc.client_id = $1 AND ${BOUND_TO('$2')}`,
    [account.clientId, containerBindingsOf(account)]);
  return rows.map((r) => r.id);
}

export interface ContainerQuery {
  clientId: number;
  /** Only the containers this account is bound to (administrators ranked below fleetmanagement). */
  boundToAccountId: number | null;
  /** One container, or all. */
  id?: number;
}

const json = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

export async function listContainers(db: Queryable, query: ContainerQuery): Promise<MobilityContainer[]> {
  const rows = await db.query<{
    id: number;
    display_name: string;
    is_active: boolean;
    logo_name: string | null;
    favicon_name: string | null;
    categories: MobilityCategoryRef[] | string;
    products: MobilityProductRef[] | string;
  }>(
    `SELECT mc.id, mc.display_name, mc.is_active, lb.name AS logo_name, fb.name AS favicon_name,
            coalesce((SELECT json_agg(json_build_object('id', c.id, 'displayName', c.display_name) ORDER BY c.id)
                      FROM mobility_categories c WHERE c.client_id = mc.client_id AND c.mobility_container_id = mc.id), '[]'::json)
              AS categories,
            coalesce((SELECT json_agg(json_build_object('id', p.id, 'displayName', p.display_name, 'type', p.type) ORDER BY p.id)
                      FROM mobility_products p WHERE p.client_id = mc.client_id AND p.mobility_container_id = mc.id), '[]'::json)
              AS products
     FROM mobility_containers mc
     LEFT JOIN blobs lb ON lb.client_id = mc.client_id AND lb.id = mc.logo_blob_id
     LEFT JOIN blobs fb ON fb.client_id = mc.client_id AND fb.id = mc.favicon_blob_id
     WHERE mc.client_id = $1 AND ($2::int IS NULL OR mc.id = $2) AND ${BOUND_TO('$3')}
     ORDER BY lower(mc.display_name), mc.id`,
    [query.clientId, query.id ?? null, query.boundToAccountId],
  );
  return rows.map((r) => ({
    id: r.id,
    displayName: r.display_name,
    isActive: r.is_active,
    categories: json(r.categories),
    products: json(r.products),
    logoUrl: blobUrl(r.logo_name),
    faviconUrl: blobUrl(r.favicon_name),
  }));
}
