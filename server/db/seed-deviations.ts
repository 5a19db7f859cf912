import type { Queryable } from './db';
import { insertRows } from './sql';

/**
 * The demo client's deviations (server/areas/deviation.ts): the CO2 and fuel-label rules a Dutch lease
 * policy typically has, on the car arrangements, so the deviations overview shows real rows. Applied with
 * the rest of the demo seed (after the categories and their fuels), only into an empty database.
 */

type Basis = { co2: number } | { label: string };
/** [arrangement, category number or null for all, fuel, basis, direction, value, unit, adjustment, applies to, per gram CO2] */
type SeedDeviation = [string, number | null, 'l' | 'd', Basis, string, number, 'amount' | 'percentage', 'addition' | 'deduction', string, boolean];

const DEVIATIONS: readonly SeedDeviation[] = [
  ['Leaseregeling 2026', null, 'l', { co2: 95 }, 'smaller', 25, 'amount', 'deduction', 'ownContribution', false],
  ['Leaseregeling 2026', null, 'd', { co2: 150 }, 'larger', 1.5, 'amount', 'addition', 'ownContribution', true],
  ['Leaseregeling 2026', 1, 'l', { label: 'A' }, 'equal', 5, 'percentage', 'addition', 'maxLease', false],
  ['Leaseregeling 2026', 2, 'd', { label: 'C' }, 'larger', 10, 'percentage', 'deduction', 'maxLease', false],
  ['Leaseregeling 2026', 3, 'l', { co2: 120 }, 'smaller', 40, 'amount', 'addition', 'leasePrice', false],
  ['Leaseregeling Directie', null, 'l', { label: 'B' }, 'smaller', 7.5, 'percentage', 'addition', 'maxLease', false],
  ['Leaseregeling Directie', 10, 'd', { co2: 180 }, 'larger', 2, 'amount', 'addition', 'ownContribution', true],
  ['Leaseregeling 2025', null, 'd', { co2: 130 }, 'larger', 50, 'amount', 'addition', 'ownContribution', false],
];

export async function seedDeviations(tx: Queryable, clientId: number): Promise<void> {
  const categories = await tx.query<{ arrangement: string; arrangement_id: number; number: number; id: number }>(
    `SELECT a.display_name AS arrangement, a.id AS arrangement_id, c.category_number AS number, c.id
       FROM car_arrangements a LEFT JOIN categories c ON c.client_id = a.client_id AND c.car_arrangement_id = a.id
     WHERE a.client_id = $1 AND a.data_object_type = 'car'`, [clientId]);
  const arrangementOf = (name: string) => categories.find((c) => c.arrangement === name)?.arrangement_id;
  const categoryOf = (name: string, number: number | null) => (number === null ? null : categories.find((c) => c.arrangement === name && c.number === number)?.id);
  await insertRows(tx, 'deviations', ['client_id', 'car_arrangement_id', 'category_id', 'fuel_code', 'co2_fuel_label1', 'co2_value', 'fuel_label_value',
    'deviation_lgs', 'deviation_value', 'deviation_pb', 'addition_or_deduction', 'applies_to', 'per_gr_co2'],
  DEVIATIONS.filter(([arrangement]) => arrangementOf(arrangement) !== undefined).map(([arrangement, number, fuel, basis, ...rest]) => [
    clientId, arrangementOf(arrangement), categoryOf(arrangement, number), fuel, 'co2' in basis ? 'co2' : 'fuelLabel',
    'co2' in basis ? basis.co2 : null, 'label' in basis ? basis.label : null, ...rest,
  ]), '');
}
