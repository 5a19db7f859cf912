/**
 * An arrangement's calculator setting (spec 02 §7 "Calculator setting"; issue 14 point 2):
 *
 *   GET    /api-admin/cararrangementcalculatorsetting?carArrangementId={id}  → results[0] (ETag "<version>";
 *          no version while the arrangement has no setting of its own)
 *   POST   /api-admin/cararrangementcalculatorsetting  { carArrangementId, isActiveOnlineForDrivers, durationKm }
 *   PUT    same path, same body, If-Match "<version>"   → results[0]; 412 when the version is stale
 *   DELETE ?carArrangementId={id}, If-Match              → the arrangement reads as inactive, never run
 *   POST   /api-admin/cararrangementcalculatorsetting/checkinitialdurationkm  one fuel's FuelDurationKm
 *          → results[0] { isValid, reason } (the reason names the field: "body.initialKmPerYear must be …")
 *
 * Bulk and above; bodies carry durations 6–72 (step 6) and kilometres 5,000–80,000 (step 5,000).
 */
import type { CalculatorSetting, Envelope } from '../../contract/types/core';
import { ARRANGEMENT_PATHS } from '../../contract/paths/arrangement';
import { http } from './client';
import { firstResult, type CallOptions } from './envelope';
import { ifMatch } from './resource';
export { fetchCalculatorSetting } from './cararrangement';

/** One fuel's choices: the durations and yearly kilometres a driver may pick and the pair the calculator starts at. */
export type FuelDurationKm = NonNullable<CalculatorSetting['durationKm']>[number];
export type CalculatorFuel = FuelDurationKm['fuelCode'];

/** What POST and PUT send. */
export interface CalculatorSettingBody {
  carArrangementId: number;
  isActiveOnlineForDrivers: boolean;
  durationKm: FuelDurationKm[];
}

export interface PairCheck {
  isValid: boolean;
  reason: string | null;
}

const PATH = ARRANGEMENT_PATHS.calculatorSetting;
const NOUN = 'calculator setting';

export async function createCalculatorSetting(body: CalculatorSettingBody, { signal }: CallOptions = {}): Promise<CalculatorSetting> {
  return firstResult(await http<Envelope<CalculatorSetting>>(PATH, { method: 'POST', body, signal }), NOUN);
}

export async function updateCalculatorSetting(body: CalculatorSettingBody, version: number, { signal }: CallOptions = {}): Promise<CalculatorSetting> {
  return firstResult(await http<Envelope<CalculatorSetting>>(PATH, { method: 'PUT', body, headers: ifMatch(version), signal }), NOUN);
}

export async function deleteCalculatorSetting(carArrangementId: number, version: number, { signal }: CallOptions = {}): Promise<void> {
  await http(PATH, { method: 'DELETE', query: { carArrangementId }, headers: ifMatch(version), signal });
}

export async function checkInitialDurationKm(fuel: FuelDurationKm, { signal }: CallOptions = {}): Promise<PairCheck> {
  return firstResult(await http<Envelope<PairCheck>>(ARRANGEMENT_PATHS.calculatorCheck, { method: 'POST', body: fuel, signal }), 'initial pair check');
}
