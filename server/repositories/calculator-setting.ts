import type { Db, Queryable } from '../db/db';
import { rememberedQuery } from '../db/remembered-reads';
import { checkVersion, type IfMatch } from '../kit/version';
import { badRequest, conflict, notFound } from '../plugins/http-errors';
import type { CalculatorSettingCreate, CalculatorSettingUpdate } from '../routes/calculator-setting-schemas';
import type { FuelDurationKm } from '../../contract/areas/calculator-setting';
import type { Reach } from './scope';
import { arrangementInReach } from './arrangement-write';

/**
 * Calculator setting writes (spec 02 §7): one setting per arrangement, its durations and kilometres stored
 * as the allowed pairs per fuel (calculator_duration_km), the initial pair marked. Within the caller's reach.
 */

/** Whether a fuel's initial pair is among its chosen durations and kilometres; the reason names the field under `path`. */
export function initialPairProblem(f: FuelDurationKm, path: string): string | null {
  if (!f.durations.includes(f.initialDurationMonths)) return `${path}.initialDurationMonths must be one of the chosen durations`;
  if (!f.kilometres.includes(f.initialKmPerYear)) return `${path}.initialKmPerYear must be one of the chosen kilometres`;
  return null;
}

/** What is wrong with a body's durations/kilometres list, naming the field; null when nothing is. */
export function durationKmProblem(list: readonly FuelDurationKm[]): string | null {
  const fuels = list.map((f) => f.fuelCode);
  if (new Set(fuels).size !== fuels.length) return 'body.durationKm: each fuel at most once';
  for (const [i, f] of list.entries()) {
    const problem = initialPairProblem(f, `body.durationKm.${i}`);
    if (problem) return problem;
  }
  return null;
}

/** The stored pairs of one arrangement, per fuel, as the body sends them. */
export async function durationKmOf(db: Queryable, clientId: number, arrangementId: number): Promise<FuelDurationKm[]> {
  const rows = await rememberedQuery<{ fuel_code: 'd' | 'e' | 'l'; duration_months: number; km_per_year: number; is_initial: boolean }>(db,
    `SELECT fuel_code, duration_months, km_per_year, is_initial FROM calculator_duration_km
      WHERE client_id = $1 AND car_arrangement_id = $2 ORDER BY fuel_code, duration_months, km_per_year`, [clientId, arrangementId]);
  const byFuel = new Map<string, FuelDurationKm>();
  for (const r of rows) {
    const f = byFuel.get(r.fuel_code) ?? { fuelCode: r.fuel_code, durations: [], kilometres: [], initialDurationMonths: r.duration_months, initialKmPerYear: r.km_per_year };
    if (!f.durations.includes(r.duration_months)) f.durations.push(r.duration_months);
    if (!f.kilometres.includes(r.km_per_year)) f.kilometres.push(r.km_per_year);
    if (r.is_initial) Object.assign(f, { initialDurationMonths: r.duration_months, initialKmPerYear: r.km_per_year });
    byFuel.set(r.fuel_code, f);
  }
  for (const f of byFuel.values()) f.kilometres.sort((a, b) => a - b);
  return [...byFuel.values()];
}

async function writeDurationKm(tx: Queryable, clientId: number, arrangementId: number, list: readonly FuelDurationKm[]): Promise<void> {
  await tx.query('DELETE FROM calculator_duration_km WHERE client_id = $1 AND car_arrangement_id = $2', [clientId, arrangementId]);
  for (const f of list) {
    // Every chosen duration with every chosen distance; the initial pair marked.
    await tx.query(
      `INSERT INTO calculator_duration_km (client_id, car_arrangement_id, fuel_code, duration_months, km_per_year, is_initial)
       SELECT $1, $2, $3, d, k, d = $6 AND k = $7 FROM unnest($4::int[]) d CROSS JOIN unnest($5::int[]) k`,
      [clientId, arrangementId, f.fuelCode, f.durations, f.kilometres, f.initialDurationMonths, f.initialKmPerYear]);
  }
}

const settingNotFound = (id: number) => notFound(`The calculator setting of car arrangement ${id} was not found.`);

async function lockSetting(tx: Queryable, reach: Reach, id: number, expected: IfMatch): Promise<void> {
  await arrangementInReach(tx, reach, id);
  const [row] = await tx.query<{ version: number }>(
    'SELECT version FROM car_arrangement_calculator_settings WHERE client_id = $1 AND car_arrangement_id = $2 FOR UPDATE', [reach.clientId, id]);
  if (!row) throw settingNotFound(id);
  checkVersion(expected, row.version);
}

function checkBody(body: { durationKm?: readonly FuelDurationKm[] | undefined }): void {
  const problem = body.durationKm ? durationKmProblem(body.durationKm) : null;
  if (problem) throw badRequest(problem);
}

export async function createCalculatorSetting(db: Db, reach: Reach, body: CalculatorSettingCreate): Promise<void> {
  checkBody(body);
  await db.transaction(async (tx) => {
    await arrangementInReach(tx, reach, body.carArrangementId);
    const [created] = await tx.query(
      `INSERT INTO car_arrangement_calculator_settings (client_id, car_arrangement_id, is_active_online_for_drivers)
       VALUES ($1, $2, $3) ON CONFLICT (car_arrangement_id) DO NOTHING RETURNING 1`,
      [reach.clientId, body.carArrangementId, body.isActiveOnlineForDrivers ?? false]);
    if (!created) throw conflict('This arrangement already has a calculator setting; change it with PUT.');
    await writeDurationKm(tx, reach.clientId, body.carArrangementId, body.durationKm ?? []);
  });
}

export async function updateCalculatorSetting(db: Db, reach: Reach, body: CalculatorSettingUpdate, expected: IfMatch): Promise<void> {
  checkBody(body);
  await db.transaction(async (tx) => {
    await lockSetting(tx, reach, body.carArrangementId, expected);
    if (body.isActiveOnlineForDrivers === undefined && body.durationKm === undefined) return;
    if (body.durationKm) await writeDurationKm(tx, reach.clientId, body.carArrangementId, body.durationKm);
    await tx.query(
      `UPDATE car_arrangement_calculator_settings SET is_active_online_for_drivers = coalesce($3, is_active_online_for_drivers),
         version = version + 1 WHERE client_id = $1 AND car_arrangement_id = $2`,
      [reach.clientId, body.carArrangementId, body.isActiveOnlineForDrivers ?? null]);
  });
}

/** Removes the setting and its pairs: the arrangement then reads as inactive for drivers, never run. */
export async function deleteCalculatorSetting(db: Db, reach: Reach, id: number, expected: IfMatch): Promise<void> {
  await db.transaction(async (tx) => {
    await lockSetting(tx, reach, id, expected);
    await tx.query('DELETE FROM calculator_duration_km WHERE client_id = $1 AND car_arrangement_id = $2', [reach.clientId, id]);
    await tx.query('DELETE FROM car_arrangement_calculator_settings WHERE client_id = $1 AND car_arrangement_id = $2', [reach.clientId, id]);
  });
}
