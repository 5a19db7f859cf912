import type { Queryable } from './db';
import { insertRows } from './sql';

/**
 * The durations and yearly kilometres per fuel of the demo client's calculator settings (spec 02 §3,
 * issue 14 point 2), so /arrangement/calculatorsetting/edit shows real choices. Stored the way the
 * server writes them (calculator_duration_km: every chosen duration with every chosen distance, the
 * initial pair marked). Every seeded arrangement already has a setting row of its own (seed.ts gives
 * each one its last-run date, which the banners read), so none is left without: the create path is
 * seen after deleting a setting, as the e2e test does on an arrangement it makes itself. The bike plan
 * and the general arrangement get none: they have no fuels to choose per.
 */
interface FuelPlan {
  fuel: 'd' | 'e' | 'l';
  durations: readonly number[];
  kilometres: readonly number[];
  initial: readonly [months: number, km: number];
}

const range = (from: number, to: number, step: number) => Array.from({ length: (to - from) / step + 1 }, (_, i) => from + i * step);

const PLANS: Readonly<Record<string, readonly FuelPlan[]>> = {
  'Leaseregeling 2026': [
    { fuel: 'd', durations: [36, 48, 60], kilometres: range(20_000, 45_000, 5_000), initial: [48, 30_000] },
    { fuel: 'e', durations: [36, 48, 60], kilometres: range(10_000, 35_000, 5_000), initial: [48, 25_000] },
    { fuel: 'l', durations: [24, 36, 48, 60], kilometres: range(10_000, 30_000, 5_000), initial: [48, 20_000] },
  ],
  'Leaseregeling Directie': [
    { fuel: 'd', durations: [36, 48, 60, 72], kilometres: range(25_000, 50_000, 5_000), initial: [60, 35_000] },
    { fuel: 'e', durations: [36, 48, 60, 72], kilometres: range(15_000, 40_000, 5_000), initial: [48, 30_000] },
    { fuel: 'l', durations: [36, 48, 60], kilometres: range(15_000, 35_000, 5_000), initial: [48, 25_000] },
  ],
  'Leaseregeling 2025': [
    { fuel: 'd', durations: [36, 48, 60], kilometres: range(20_000, 40_000, 5_000), initial: [48, 30_000] },
    { fuel: 'l', durations: [36, 48], kilometres: range(10_000, 30_000, 5_000), initial: [48, 20_000] },
  ],
  Bedrijfswagens: [
    { fuel: 'd', durations: [48, 60, 72], kilometres: range(20_000, 60_000, 10_000), initial: [60, 40_000] },
    { fuel: 'e', durations: [48, 60], kilometres: [15_000, 20_000, 25_000, 30_000], initial: [48, 20_000] },
  ],
};

export async function seedCalculatorDurations(tx: Queryable, clientId: number): Promise<void> {
  const arrangements = await tx.query<{ id: number; display_name: string }>(
    'SELECT id, display_name FROM car_arrangements WHERE client_id = $1', [clientId]);
  const rows = arrangements.flatMap(({ id, display_name }) => (PLANS[display_name] ?? []).flatMap((plan) =>
    plan.durations.flatMap((months) => plan.kilometres.map((km) =>
      [clientId, id, plan.fuel, months, km, months === plan.initial[0] && km === plan.initial[1]]))));
  await insertRows(tx, 'calculator_duration_km',
    ['client_id', 'car_arrangement_id', 'fuel_code', 'duration_months', 'km_per_year', 'is_initial'], rows, '');
}
