import { Type } from 'typebox';
import type { Queryable } from '../db/db';
import { defineResource, type RowOf } from '../kit/declaration';
import { ARRANGEMENT, nullable } from '../kit/fields';
import { idSchema } from '../routes/schemas';
import {
  DEVIATION_ADJUSTMENTS, DEVIATION_APPLIES_TO, DEVIATION_BASES, DEVIATION_DIRECTIONS, DEVIATION_FUELS, DEVIATION_UNITS, FUEL_LABELS, MAX_CO2,
} from '../../src/api/types-deviations';
import { priceColumn } from './component';

const stated = (value: unknown) => value !== null && value !== undefined;

/**
 * The rules across fields, on the row as it will be (a POST's unsent fields null): the compared value
 * matches the basis, "per gram CO2" only on a CO2 basis, a percentage at most 100, and a category of the
 * deviation's own arrangement that has its fuel. Each reason names the fields it is about.
 */
async function deviationRules(row: Record<string, unknown>, tx: Queryable, clientId: number): Promise<string | null> {
  const co2 = row.co2FuelLabel1 === 'co2';
  if (co2 && !stated(row.co2Value)) return 'body.co2Value is required when body.co2FuelLabel1 is co2';
  if (co2 && stated(row.fuelLabelValue)) return 'body.fuelLabelValue must be empty when body.co2FuelLabel1 is co2';
  if (!co2 && !stated(row.fuelLabelValue)) return 'body.fuelLabelValue is required when body.co2FuelLabel1 is fuelLabel';
  if (!co2 && stated(row.co2Value)) return 'body.co2Value must be empty when body.co2FuelLabel1 is fuelLabel';
  if (row.perGrCo2 === true && !co2) return 'body.perGrCo2 can only be set when body.co2FuelLabel1 is co2';
  if (row.deviationPB === 'percentage' && Number(row.deviationValue) > 100) return 'body.deviationValue must be at most 100 as a percentage (body.deviationPB)';
  if (!stated(row.categoryId)) return null;
  const [category] = await tx.query<{ fuels: string[] }>(
    `SELECT ARRAY(SELECT f.fuel_code FROM category_fuels f WHERE f.client_id = c.client_id AND f.category_id = c.id) AS fuels
       FROM categories c WHERE c.client_id = $1 AND c.id = $2 AND c.car_arrangement_id = $3`, [clientId, row.categoryId, row.carArrangementId]);
  if (!category) return 'body.categoryId must be a category of the deviation\'s arrangement (body.carArrangementId)';
  if (!category.fuels.includes(String(row.fuel))) return 'body.fuel must be one of the category\'s fuels (body.categoryId)';
  return null;
}

/**
 * Deviations of a car arrangement (spec 02 §3, §7; 01 §7 "Deviations overview"): GET /deviation
 * (?deviationId; the list filtered by ?carArrangementId), POST, PUT, DELETE ?deviationId. Bulk and above
 * (the access table's `deviations`). Car arrangements only (01 §6): any other type is a 400.
 *
 * A deviation adjusts an amount of the arrangement for the cars a condition picks: "when CO2 is smaller
 * than 95 g/km, the own contribution is lowered by € 25", "when the fuel label equals A, the max lease is
 * raised by 5 %", or "… by € 1.50 per gram CO2". Its fields, as the overview names them:
 * - co2FuelLabel1: the basis, co2 or fuelLabel (02 §3 "Deviation basis"). co2FuelLabel2 is the contract's
 *   code for the same basis (2 = CO2, 3 = fuel label; the overview shows co2Value when it is 2,
 *   fuelLabelValue when it is 3): derived from co2FuelLabel1 (a generated column), shown, never written,
 *   so the two cannot disagree.
 * - deviationLGS: smaller, larger or equal (the direction); co2Value (0–1000 g/km) or fuelLabelValue
 *   (A–G): the compared value, exactly the one the basis names (the other empty).
 * - categoryId: one category of the same arrangement, which must have the deviation's fuel; null means
 *   all categories. fuel: l (petrol) or d (diesel), which the overview's "all categories petrol / diesel"
 *   implies. Deleting a category deletes its own deviations with it.
 * - deviationValue with deviationPB: amount (euros, cents at most) or percentage (at most 100);
 *   additionOrDeduction: addition or deduction (02 §3 "added or subtracted");
 *   ownContributionOrMaxLeaseOrLeasePrice: ownContribution, maxLease or leasePrice (the norm lease of
 *   the category); perGrCo2: the value counts per gram CO2 beyond co2Value (only with the CO2 basis).
 */
export const deviation = defineResource({
  noun: 'Deviation',
  paths: { get: '/deviation', post: '/deviation', put: '/deviation', delete: '/deviation' },
  idParam: 'deviationId',
  table: 'deviations',
  writable: {
    ...ARRANGEMENT.writable,
    categoryId: nullable(idSchema),
    fuel: Type.Enum(DEVIATION_FUELS),
    co2FuelLabel1: Type.Enum(DEVIATION_BASES),
    deviationLGS: Type.Enum(DEVIATION_DIRECTIONS),
    co2Value: nullable(Type.Integer({ minimum: 0, maximum: MAX_CO2 })),
    fuelLabelValue: nullable(Type.Enum(FUEL_LABELS)),
    deviationValue: Type.Number({ minimum: 0, maximum: 99_999_999.99, format: 'cents' }),
    deviationPB: Type.Enum(DEVIATION_UNITS),
    additionOrDeduction: Type.Enum(DEVIATION_ADJUSTMENTS),
    ownContributionOrMaxLeaseOrLeasePrice: Type.Enum(DEVIATION_APPLIES_TO),
    perGrCo2: Type.Boolean(),
  },
  required: ['carArrangementId', 'fuel', 'co2FuelLabel1', 'deviationLGS', 'deviationValue', 'deviationPB', 'additionOrDeduction',
    'ownContributionOrMaxLeaseOrLeasePrice'],
  columns: {
    ...ARRANGEMENT.columns,
    categoryId: { column: 'category_id' },
    fuel: { column: 'fuel_code' },
    co2FuelLabel1: { column: 'co2_fuel_label1' },
    deviationLGS: { column: 'deviation_lgs' },
    co2Value: { column: 'co2_value' },
    fuelLabelValue: { column: 'fuel_label_value' },
    deviationValue: priceColumn('deviation_value'),
    deviationPB: { column: 'deviation_pb' },
    additionOrDeduction: { column: 'addition_or_deduction' },
    ownContributionOrMaxLeaseOrLeasePrice: { column: 'applies_to' },
    perGrCo2: { column: 'per_gr_co2' },
  },
  readOnly: { ...ARRANGEMENT.readOnly, categoryName: nullable(Type.String()), co2FuelLabel2: Type.Union([Type.Literal(2), Type.Literal(3)]) },
  readOnlySql: {
    ...ARRANGEMENT.readOnlySql,
    categoryName: '(SELECT c.display_name FROM categories c WHERE c.client_id = t.client_id AND c.id = t.category_id)',
    co2FuelLabel2: 't.co2_fuel_label2::int',
  },
  feature: { read: 'deviations', write: 'deviations' },
  variants: { arrangementOnly: true, arrangementTypes: ['car'] },
  search: "coalesce((SELECT c.display_name FROM categories c WHERE c.client_id = t.client_id AND c.id = t.category_id), '')",
  // Category-less rows ("all categories") first, then by category number, basis and compared value.
  orderBy: `(SELECT c.category_number FROM categories c WHERE c.client_id = t.client_id AND c.id = t.category_id) NULLS FIRST,
    t.fuel_code DESC, t.co2_fuel_label1, t.co2_value, t.fuel_label_value`,
  check: deviationRules,
});

export type Deviation = RowOf<typeof deviation>;
