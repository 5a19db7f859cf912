import { mobilityCategory as contract } from '../../contract/areas/mobility-category';
import type { Queryable } from '../db/db';
import { defineResource } from '../kit/declaration';
import { textColumn } from '../kit/fields';
import { IN_CONTAINER, amountColumn } from './mobility-fields';

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
 * Mobility categories' table and rules (their contract: contract/areas/mobility-category.ts). Also GET
 * /mobilitycontainer/categories?mobilityContainerId= (the same rows; mobility-container-lists.ts).
 *
 * Access: the access table's `mobility` rule for reading and writing, and only within the containers the caller
 * reaches: a sub-supervisor bound to a container may change its categories, another container's are a 404.
 */
export const mobilityCategory = defineResource({
  ...contract,
  table: 'mobility_categories',
  columns: { ...IN_CONTAINER.columns, displayName: textColumn('display_name'), maxBudget: amountColumn('max_budget') },
  readOnlySql: IN_CONTAINER.readOnlySql,
  feature: { read: 'mobility', write: 'mobility' },
  containerReach: IN_CONTAINER.containerReach,
  equalityFilters: IN_CONTAINER.equalityFilters,
  search: 't.display_name',
  // Budgets read from small to large, as the seeded Basis, Plus, Premium.
  orderBy: 't.max_budget, lower(t.display_name)',
  deleting: driversOf,
});
