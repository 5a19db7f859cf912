import type { CarArrangement } from '../../contract/types/core';

/** Spec 01 §9: a run or arrangement is outdated after 7 days (one week). */
export const OUTDATED_AFTER_MS = 7 * 24 * 60 * 60 * 1000;

/** Never run, or last run more than a week before `now`. Year-0001 dates count as empty (spec 01 §5). */
export function isRunOutdated(dateLastRun: string | null | undefined, now: number): boolean {
  if (!dateLastRun || dateLastRun.startsWith('0001')) return true;
  const at = Date.parse(dateLastRun);
  return Number.isNaN(at) || now - at > OUTDATED_AFTER_MS;
}

/**
 * A car arrangement active for drivers whose last run is outdated: the bulk run prices car arrangements only (the
 * catalogue has lease prices for cars alone), so a bike or card arrangement can never be brought up to date by a run
 * and is never called outdated.
 */
export function isRunDue(a: Pick<CarArrangement, 'dataObject' | 'calculatorSettings'>, now: number): boolean {
  return a.dataObject?.type === 'car' && Boolean(a.calculatorSettings?.isActiveOnlineForDrivers) && isRunOutdated(a.calculatorSettings.dateLastRun, now);
}

/** How many arrangements a bulk run is due for (`isRunDue`). */
export function outdatedActiveCount(arrangements: readonly CarArrangement[], now: number): number {
  return arrangements.filter((a) => isRunDue(a, now)).length;
}
