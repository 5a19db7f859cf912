import type { Queryable } from '../db/db';
import { defineResource } from '../kit/declaration';
import { deviation as contract } from '../../contract/areas/deviation';
import { ARRANGEMENT } from '../kit/fields';
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
 * Deviations of a car arrangement: their table and rules (their contract: contract/areas/deviation.ts). Bulk and above
 * (the access table's `deviations`). Car arrangements only (01 §6): any other type is a 400. co2FuelLabel2 is a
 * generated column of co2FuelLabel1. Deleting a category deletes its own deviations with it.
 */
export const deviation = defineResource({
  ...contract,
  table: 'deviations',
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
