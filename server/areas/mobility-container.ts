import type { AttentionFilter } from '../../contract/types/dashboard';
import type { Queryable } from '../db/db';
import { defineResource } from '../kit/declaration';
import { mobilityContainer as contract } from '../../contract/areas/mobility-container';
import { textColumn } from '../kit/fields';
import { blobUrlSql } from '../repositories/client-settings';

/** A container's categories and products in the order their own lists have (mobility-category.ts, mobility-product.ts). */
const CATEGORIES_SQL = `coalesce((SELECT json_agg(json_build_object('id', c.id, 'displayName', c.display_name, 'maxBudget', c.max_budget::float8)
    ORDER BY c.max_budget, lower(c.display_name), c.id)
  FROM mobility_categories c WHERE c.client_id = t.client_id AND c.mobility_container_id = t.id), '[]'::json)`;
const PRODUCTS_SQL = `coalesce((SELECT json_agg(json_build_object('id', p.id, 'displayName', p.display_name, 'type', p.type,
    'mobilityCategoryId', p.mobility_category_id, 'carArrangementId', p.car_arrangement_id, 'cardDisplayName', p.card_display_name)
    ORDER BY lower(p.display_name), p.id)
  FROM mobility_products p WHERE p.client_id = t.client_id AND p.mobility_container_id = t.id), '[]'::json)`;

/**
 * A container holding orders cannot be deleted (they are the employees' history; orders.mobility_container_id
 * has no cascade): 409 with the reason. Otherwise its logo and favicon files go with it; its categories,
 * products, account and driver bindings and container mail settings cascade.
 */
async function deleting(tx: Queryable, clientId: number, id: number): Promise<string | null> {
  const [orders] = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM orders WHERE client_id = $1 AND mobility_container_id = $2', [clientId, id]);
  if (orders && orders.n > 0) {
    return `This mobility container cannot be deleted because ${orders.n} ${orders.n === 1 ? 'order was' : 'orders were'} placed in it.`;
  }
  const [files] = await tx.query<{ logo: number | null; favicon: number | null }>(
    'SELECT logo_blob_id AS logo, favicon_blob_id AS favicon FROM mobility_containers WHERE client_id = $1 AND id = $2', [clientId, id]);
  await tx.query('UPDATE mobility_containers SET logo_blob_id = NULL, favicon_blob_id = NULL WHERE client_id = $1 AND id = $2', [clientId, id]);
  await tx.query('DELETE FROM blobs WHERE client_id = $1 AND id = ANY ($2::int[])', [clientId, [files?.logo, files?.favicon].filter((b) => b != null)]);
  return null;
}

/**
 * Mobility containers' table and rules (their contract: contract/areas/mobility-container.ts). A DELETE is refused
 * with 409 while orders exist in it; otherwise its categories, products and bindings go with it. The logo and favicon
 * are their own calls (mobility-container-uploads.ts), the container's categories and products have GET
 * /mobilitycontainer/categories and /products (mobility-container-lists.ts).
 *
 * Access: reading follows the access table's mobility rule (licence; without containers supervisor and above;
 * with containers all but bulk and fleetmanagement, a sub-supervisor only its bound containers, others a 404).
 * Writing is `mobilityContainers`: supervisor and above, licensed.
 */
export const mobilityContainer = defineResource({
  ...contract,
  table: 'mobility_containers',
  columns: { displayName: textColumn('display_name'), isActive: { column: 'is_active' } },
  readOnlySql: {
    categories: CATEGORIES_SQL,
    products: PRODUCTS_SQL,
    logoUrl: blobUrlSql('t', 'logo_blob_id'),
    faviconUrl: blobUrlSql('t', 'favicon_blob_id'),
    driverCount: '(SELECT count(*)::int FROM driver_mobility_container_bindings b WHERE b.client_id = t.client_id AND b.mobility_container_id = t.id)',
    openOrderCount: "(SELECT count(*)::int FROM orders o WHERE o.client_id = t.client_id AND o.mobility_container_id = t.id AND o.status = 'open')",
  },
  feature: { read: 'mobility', write: 'mobilityContainers' },
  containerReach: { column: 'id' },
  // Should an order arrive between the count in `deleting` and the delete, its foreign key still refuses.
  inUse: 'This mobility container cannot be deleted because orders were placed in it.',
  // The dashboard's "inactive mobility containers": employees cannot use a container that is switched off.
  attention: { inactive: () => 'NOT t.is_active' } satisfies Record<AttentionFilter<'mobilityContainer'>, unknown>,
  search: 't.display_name',
  orderBy: 'lower(t.display_name)',
  deleting,
});
