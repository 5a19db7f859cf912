import type { Queryable } from '../db/db';
import { defineResource, type RowOf } from '../kit/declaration';
import { textColumn } from '../kit/fields';
import { plainText } from '../routes/schemas';
import { IN_CONTAINER, amountColumn, mobilityAmount } from './mobility-fields';

/**
 * A category is an employee's mobility budget (spec 02 §3, §7 "Mobility"), the driver form's mobilityCategory:
 * deleting one that drivers still have is refused with the reason, rather than silently taking their budget away
 * (the administrator moves them first). Its products stay in the container without a category (migration 0022).
 */
async function driversOf(tx: Queryable, clientId: number, id: number): Promise<string | null> {
  const [row] = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM drivers WHERE client_id = $1 AND mobility_category_id = $2', [clientId, id]);
  const n = row?.n ?? 0;
  return n === 0 ? null : `This mobility category cannot be deleted because ${n} ${n === 1 ? 'driver has' : 'drivers have'} it as their mobility category.`;
}

/**
 * Mobility categories (spec 02 §3, §7 "Mobility"): GET /mobilitycategory (the list, ?mobilityContainerId= filter,
 * ?q searching the name, the kit's paging; ?mobilityCategoryId= one with its ETag), POST, PUT (If-Match),
 * DELETE ?mobilityCategoryId= (If-Match). Also GET /mobilitycontainer/categories?mobilityContainerId= (the same
 * rows; mobility-container-lists.ts). Row: { id, version, mobilityContainerId, displayName (1–100), maxBudget
 * (≥ 0, 2 decimals, ≤ 1,000,000, in the client's currency) }. The container is set on create only and must be one
 * the caller reaches, else 404; a PUT may send it back unchanged, another value is a 400.
 *
 * Access: the access table's `mobility` rule for reading and writing, and only within the containers the caller
 * reaches: a sub-supervisor bound to a container may change its categories, another container's are a 404.
 */
export const mobilityCategory = defineResource({
  noun: 'Mobility category',
  paths: { get: '/mobilitycategory', post: '/mobilitycategory', put: '/mobilitycategory', delete: '/mobilitycategory' },
  idParam: 'mobilityCategoryId',
  table: 'mobility_categories',
  writable: {
    ...IN_CONTAINER.writable,
    displayName: plainText(100, { minLength: 1 }),
    maxBudget: mobilityAmount(),
  },
  required: ['mobilityContainerId', 'displayName', 'maxBudget'],
  columns: { ...IN_CONTAINER.columns, displayName: textColumn('display_name'), maxBudget: amountColumn('max_budget') },
  readOnly: IN_CONTAINER.readOnly,
  readOnlySql: IN_CONTAINER.readOnlySql,
  feature: { read: 'mobility', write: 'mobility' },
  containerReach: IN_CONTAINER.containerReach,
  createOnly: IN_CONTAINER.createOnly,
  equalityFilters: IN_CONTAINER.equalityFilters,
  search: 't.display_name',
  // Budgets read from small to large, as the seeded Basis, Plus, Premium.
  orderBy: 't.max_budget, lower(t.display_name)',
  deleting: driversOf,
});

export type MobilityCategory = RowOf<typeof mobilityCategory>;
