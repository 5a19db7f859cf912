import type { AttentionFilter } from '../../contract/types/dashboard';
import type { Queryable } from '../db/db';
import { defineResource } from '../kit/declaration';
import type { KitReach } from '../kit/declaration';
import { mobilityProduct as contract } from '../../contract/areas/mobility-product';
import { textColumn, VARIANT } from '../kit/fields';
import { notFound } from '../plugins/http-errors';
import { IN_CONTAINER, amountColumn } from './mobility-fields';

/** The product types (spec 02 §3), one list for both sides: contract/types/mobility.ts. */
export { MOBILITY_PRODUCT_TYPES } from '../../contract/types/mobility';

const ARRANGEMENT_FIELDS = ['carArrangementId'] as const;
const CARD_FIELDS = ['cardDisplayName', 'cardValue'] as const;

/** The fields a product of `type` must have, and those it must not (sent as null). */
const fieldsOf = (type: unknown) => (type === 'card' ? { own: CARD_FIELDS, other: ARRANGEMENT_FIELDS } : { own: ARRANGEMENT_FIELDS, other: CARD_FIELDS });

/** A product's arrangement when it is set or moved: the client's and within the caller's arrangement reach (404 otherwise, like an unknown id). */
async function checkArrangement(tx: Queryable, reach: KitReach, id: number): Promise<void> {
  const missing = notFound(`Car arrangement ${id} was not found.`);
  if (reach.arrangementIds !== null && !reach.arrangementIds.includes(id)) throw missing;
  const found = await tx.query('SELECT 1 FROM car_arrangements WHERE client_id = $1 AND id = $2', [reach.clientId, id]);
  if (found.length === 0) throw missing;
}

/**
 * The rules on a product as it will be: exactly the fields of its type (an arrangement product names a car
 * arrangement, a card product a card's name and value; the other type's are null, also when the type changes),
 * and a category of the same container.
 */
async function productRules(
  row: Record<string, unknown>, tx: Queryable, clientId: number, write: { reach: KitReach; sent: Record<string, unknown>; stored: Record<string, unknown> },
): Promise<string | null> {
  const { own, other } = fieldsOf(row.type);
  for (const field of own) if (row[field] === null || row[field] === undefined) return `body.${field} is required for a product of type ${String(row.type)}`;
  for (const field of other) if (row[field] !== null && row[field] !== undefined) return `body.${field} must be null for a product of type ${String(row.type)}`;
  const arrangement = write.sent.carArrangementId;
  if (typeof arrangement === 'number' && arrangement !== write.stored.carArrangementId) await checkArrangement(tx, write.reach, arrangement);
  if (row.mobilityCategoryId !== null && row.mobilityCategoryId !== undefined) {
    const found = await tx.query('SELECT 1 FROM mobility_categories WHERE client_id = $1 AND id = $2 AND mobility_container_id = $3',
      [clientId, row.mobilityCategoryId, row.mobilityContainerId]);
    if (found.length === 0) return 'body.mobilityCategoryId must be a category of the same mobility container';
  }
  return null;
}

/**
 * What a product offers, as src/lib/mobility-products.ts reads it (the notice on the product screens): its car
 * arrangement, or its card by name, case and surrounding spaces aside.
 */
const offerSql = (p: string) => `CASE WHEN ${p}.type = 'arrangement' THEN 'arrangement:' || ${p}.car_arrangement_id
  ELSE 'card:' || nullif(lower(btrim(coalesce(${p}.card_display_name, ${p}.display_name))), '') END`;

/** The dashboard's "duplicate product types" (spec 02 §8): another product of the same container offers the same. */
const DUPLICATE_TYPE = `EXISTS (SELECT 1 FROM mobility_products o WHERE o.client_id = t.client_id
  AND o.mobility_container_id = t.mobility_container_id AND o.id <> t.id AND ${offerSql('o')} = ${offerSql('t')})`;

/**
 * Mobility products' table and rules (their contract: contract/areas/mobility-product.ts): mobilityContainerId a
 * container the caller reaches (else 404), mobilityCategoryId a category of the same container (else 400),
 * carArrangementId a car arrangement of the client in the caller's arrangement reach (else 404), and exactly the
 * fields of the product's type (productRules).
 *
 * The card is the product's own (migration 0022 moved mobility_cards onto the product): the contract gives a
 * card no calls and no id, and one card per card product, so keeping it in the product's row means it is
 * created, changed and deleted with it in one statement and can never be orphaned.
 *
 * Access: the access table's `mobility` rule, within the containers the caller reaches (a sub-supervisor bound
 * to the container may change its products). A car arrangement still offered by a product cannot be deleted:
 * "Cannot delete carArrangement because there are still MobilityProducts" (repositories/arrangement-write.ts).
 */
export const mobilityProduct = defineResource({
  ...contract,
  table: 'mobility_products',
  columns: {
    ...IN_CONTAINER.columns,
    mobilityCategoryId: { column: 'mobility_category_id' },
    displayName: textColumn('display_name'),
    type: { column: 'type' },
    carArrangementId: { column: 'car_arrangement_id' },
    cardDisplayName: textColumn('card_display_name'),
    cardValue: amountColumn('card_value'),
  },
  readOnlySql: { carArrangementName: VARIANT.readOnlySql.carArrangementName, ...IN_CONTAINER.readOnlySql },
  feature: { read: 'mobility', write: 'mobility' },
  containerReach: IN_CONTAINER.containerReach,
  equalityFilters: IN_CONTAINER.equalityFilters,
  attention: { duplicateType: () => DUPLICATE_TYPE } satisfies Record<AttentionFilter<'mobilityProduct'>, unknown>,
  search: 't.display_name',
  orderBy: 'lower(t.display_name)',
  check: productRules,
});
