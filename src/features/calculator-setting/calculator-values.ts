import type { CalculatorFuelChoice, CalculatorForm, PairProblems } from '../../../machines/calculator-setting.machine';
import type { CalculatorFuel, CalculatorSettingBody, FuelDurationKm } from '../../api/calculator-setting';
import type { CalculatorSetting } from '../../../contract/types/core';
import { CALCULATOR_FUELS, DURATIONS, KILOMETRES } from '../../../contract/areas/calculator-setting';

/**
 * The calculator setting's rules without React or the network (issue 14 point 2; spec 02 §3, §9): the
 * fixed lists, ticking and unticking, what a fuel still lacks before the server is asked, the wire body,
 * and the server's reasons as keys of the calculatorSetting namespace.
 */

/** Spec 02 §3: the durations, kilometres and fuels (diesel, electric, petrol) the contract allows. */
export { CALCULATOR_FUELS, DURATIONS, KILOMETRES };

const NONE: CalculatorFuelChoice = { durations: [], kilometres: [], initialDurationMonths: null, initialKmPerYear: null };

/** The form's values of a setting as read; a fuel the setting does not name has nothing ticked. */
export function formOf(setting: CalculatorSetting): CalculatorForm {
  const fuels = { d: NONE, e: NONE, l: NONE };
  for (const { fuelCode, durations, kilometres, initialDurationMonths, initialKmPerYear } of setting.durationKm ?? []) {
    fuels[fuelCode] = { durations: [...durations].sort((a, b) => a - b), kilometres: [...kilometres].sort((a, b) => a - b), initialDurationMonths, initialKmPerYear };
  }
  return { isActiveOnlineForDrivers: setting.isActiveOnlineForDrivers, fuels };
}

function toggled(list: readonly number[], value: number): number[] {
  return list.includes(value) ? list.filter((v) => v !== value) : [...list, value].sort((a, b) => a - b);
}

/** A fuel with nothing ticked is not offered to drivers and not sent. */
export const isOffered = (choice: CalculatorFuelChoice) => choice.durations.length > 0 || choice.kilometres.length > 0;

/** A fuel left with nothing ticked starts afresh: its next first tick chooses the initial pair again. */
function withFuel(form: CalculatorForm, fuel: CalculatorFuel, change: Partial<CalculatorFuelChoice>): CalculatorForm {
  const choice = { ...form.fuels[fuel], ...change };
  return { ...form, fuels: { ...form.fuels, [fuel]: isOffered(choice) ? choice : NONE } };
}

/**
 * Ticks or unticks a duration. The first one ticked becomes the initial duration; unticking the initial
 * one leaves it chosen, so the check says why it no longer fits instead of the form guessing another.
 */
export function toggleDuration(form: CalculatorForm, fuel: CalculatorFuel, months: number): CalculatorForm {
  const choice = form.fuels[fuel];
  return withFuel(form, fuel, { durations: toggled(choice.durations, months), initialDurationMonths: choice.initialDurationMonths ?? months });
}

/** As toggleDuration, for the yearly kilometres. */
export function toggleKilometres(form: CalculatorForm, fuel: CalculatorFuel, km: number): CalculatorForm {
  const choice = form.fuels[fuel];
  return withFuel(form, fuel, { kilometres: toggled(choice.kilometres, km), initialKmPerYear: choice.initialKmPerYear ?? km });
}

export const chooseInitialDuration = (form: CalculatorForm, fuel: CalculatorFuel, months: number): CalculatorForm =>
  withFuel(form, fuel, { initialDurationMonths: months });
export const chooseInitialKilometres = (form: CalculatorForm, fuel: CalculatorFuel, km: number): CalculatorForm =>
  withFuel(form, fuel, { initialKmPerYear: km });
export const setActiveOnline = (form: CalculatorForm, active: boolean): CalculatorForm => ({ ...form, isActiveOnlineForDrivers: active });

export type LocalProblem = 'noDurations' | 'noKilometres';

/** What an offered fuel lacks before its pair can be checked at all (the server needs at least one of each). */
export function localProblemOf(choice: CalculatorFuelChoice): LocalProblem | null {
  if (!isOffered(choice)) return null;
  if (choice.durations.length === 0) return 'noDurations';
  if (choice.kilometres.length === 0) return 'noKilometres';
  return null;
}

export function localProblems(form: CalculatorForm): Partial<Record<CalculatorFuel, LocalProblem>> {
  return Object.fromEntries(CALCULATOR_FUELS.flatMap((fuel) => {
    const problem = localProblemOf(form.fuels[fuel]);
    return problem ? [[fuel, problem]] : [];
  }));
}

/**
 * The offered fuels as the server takes them. Called once localProblems found nothing: every offered fuel
 * has a duration and a distance ticked, so its initial pair (set on the first tick) is never empty.
 */
export function fuelsToSend(form: CalculatorForm): FuelDurationKm[] {
  return CALCULATOR_FUELS.filter((fuel) => isOffered(form.fuels[fuel])).map((fuelCode) => {
    const { durations, kilometres, initialDurationMonths, initialKmPerYear } = form.fuels[fuelCode];
    return { fuelCode, durations, kilometres, initialDurationMonths: initialDurationMonths!, initialKmPerYear: initialKmPerYear! };
  });
}

export const wireBody = (carArrangementId: number, form: CalculatorForm): CalculatorSettingBody =>
  ({ carArrangementId, isActiveOnlineForDrivers: form.isActiveOnlineForDrivers, durationKm: fuelsToSend(form) });

/** The check's verdicts per fuel: the refused ones with the server's reason. */
export function pairProblemsOf(verdicts: readonly (readonly [CalculatorFuel, { isValid: boolean; reason: string | null }])[]): PairProblems {
  return Object.fromEntries(verdicts.filter(([, v]) => !v.isValid).map(([fuel, v]) => [fuel, v.reason ?? '']));
}

/** The check's reasons (server/repositories/calculator-setting.ts initialPairProblem) as this namespace's keys. */
const REASONS: ReadonlyArray<[contains: string, key: string]> = [
  ['initialDurationMonths must be one of the chosen durations', 'initialDurationNotTicked'],
  ['initialKmPerYear must be one of the chosen kilometres', 'initialKmNotTicked'],
];

/** The key of a server reason, or null when it is not one the screen words itself (then it shows as sent). */
export function reasonKeyOf(reason: string): string | null {
  return REASONS.find(([contains]) => reason.includes(contains))?.[1] ?? null;
}
