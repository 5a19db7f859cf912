import type { CarArrangement } from '../api/types';

/** Spec 01 §9: a run or arrangement is outdated after 7 days (one week). */
export const OUTDATED_AFTER_MS = 7 * 24 * 60 * 60 * 1000;

/** Never run, or last run more than a week before `now`. Year-0001 dates count as empty (spec 01 §5). */
export function isRunOutdated(dateLastRun: string | null | undefined, now: number): boolean {
  if (!dateLastRun || dateLastRun.startsWith('0001')) return true;
  const at = Date.parse(dateLastRun);
  return Number.isNaN(at) || now - at > OUTDATED_AFTER_MS;
}

/** How many arrangements are active for drivers while their last run is outdated. */
export function outdatedActiveCount(arrangements: readonly CarArrangement[], now: number): number {
  return arrangements.filter((a) => a.calculatorSettings?.isActiveOnlineForDrivers && isRunOutdated(a.calculatorSettings.dateLastRun, now)).length;
}
