import { Type } from 'typebox';
import type { AttentionFilter } from '../../src/api/types-dashboard';
import type { Queryable } from '../db/db';
import { defineResource, type RowOf } from '../kit/declaration';
import { nullable, textColumn } from '../kit/fields';
import { blobUrlSql } from '../repositories/client-settings';
import { idSchema, plainText } from '../routes/schemas';
import { MOBILITY_PRODUCT_TYPES } from './mobility-product';

const CategoryRef = Type.Object({ id: idSchema, displayName: Type.String(), maxBudget: Type.Number() });
const ProductRef = Type.Object({
  id: idSchema,
  displayName: Type.String(),
  type: Type.Enum(MOBILITY_PRODUCT_TYPES),
  mobilityCategoryId: nullable(idSchema),
  carArrangementId: nullable(idSchema),
  cardDisplayName: nullable(Type.String()),
});

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
 * Mobility containers (spec 02 §3, §4, §7 "Mobility"): GET /mobilitycontainer (the list, ordered by name; ?q,
 * paging), GET ?mobilityContainerId= (with its ETag), POST { displayName, isActive } (isActive defaults to false:
 * a new container denies employees access until switched on), PUT (If-Match), DELETE ?mobilityContainerId=
 * (If-Match; refused with 409 while orders exist in it; otherwise its categories, products and bindings go with it).
 * The logo and favicon are their own calls (mobility-container-uploads.ts), the container's categories and products
 * have GET /mobilitycontainer/categories and /products (mobility-container-lists.ts).
 *
 * Row: { id, version, displayName (1–100), isActive, categories [{ id, displayName, maxBudget }], products
 * [{ id, displayName, type, mobilityCategoryId, carArrangementId, cardDisplayName }], logoUrl, faviconUrl,
 * driverCount (drivers bound to it), openOrderCount (its orders still open: not yet approved or rejected) };
 * everything but displayName and isActive is read-only (a PUT may send it back; it is ignored).
 *
 * Access: reading follows the access table's mobility rule (licence; without containers supervisor and above;
 * with containers all but bulk and fleetmanagement, a sub-supervisor only its bound containers, others a 404).
 * Writing is `mobilityContainers`: supervisor and above, licensed.
 */
export const mobilityContainer = defineResource({
  noun: 'Mobility container',
  paths: { get: '/mobilitycontainer', post: '/mobilitycontainer', put: '/mobilitycontainer', delete: '/mobilitycontainer' },
  idParam: 'mobilityContainerId',
  table: 'mobility_containers',
  writable: {
    displayName: plainText(100, { minLength: 1 }),
    isActive: Type.Boolean(),
  },
  required: ['displayName'],
  columns: { displayName: textColumn('display_name'), isActive: { column: 'is_active' } },
  readOnly: {
    categories: Type.Array(CategoryRef),
    products: Type.Array(ProductRef),
    logoUrl: nullable(Type.String()),
    faviconUrl: nullable(Type.String()),
    driverCount: Type.Integer(),
    openOrderCount: Type.Integer(),
  },
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

export type MobilityContainer = RowOf<typeof mobilityContainer>;
