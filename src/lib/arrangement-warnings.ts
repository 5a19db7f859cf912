import type { CarArrangementOverview } from '../../contract/types/core';
import { isRunDue } from './outdated';

/**
 * What stands between an arrangement and its drivers, as the supervisor banners say it (spec 01 §2) plus what a
 * new arrangement lacks: inactive for drivers; a car arrangement active while its last run is older than 7 days (§9; only cars are run); its mantel
 * contract setting refused by the lease system (only with that licence, 02 §5); no categories to choose from.
 * In the order an administrator would mend them.
 */
export type ArrangementWarning = 'inactiveForDrivers' | 'lastRunOutdated' | 'mantelInvalid' | 'noCategories';

export function arrangementWarnings(row: CarArrangementOverview, { now, leaseSystem }: { now: number; leaseSystem: boolean }): ArrangementWarning[] {
  const { isActiveOnlineForDrivers } = row.calculatorSettings;
  const warnings: ArrangementWarning[] = [];
  if (!isActiveOnlineForDrivers) warnings.push('inactiveForDrivers');
  if (isRunDue(row, now)) warnings.push('lastRunOutdated');
  if (leaseSystem && !row.isMantelContractValid) warnings.push('mantelInvalid');
  if (row.categories.length === 0) warnings.push('noCategories');
  return warnings;
}
